import { expect, test, type Page } from "@playwright/test";
import { signUpAndVerify } from "./support/accounts";
import { test as testWithOwnAddress } from "./support/fixtures";
import { expectTappable } from "./support/tappable";

const mainLinks: [string, RegExp][] = [
  ["Home", /\/$/],
  ["About", /\/about$/],
  ["Employers", /\/employers$/],
  ["Candidates", /\/candidates$/],
  ["Partners", /\/partners$/],
  ["Browse Jobs", /\/jobs$/],
  ["Contact", /\/contact$/],
];

async function openMenu(page: Page, path = "/") {
  if (path) await page.goto(path);
  // Until React hydrates, the control is a link to the footer's list of pages; it becomes this button.
  const button = page.getByRole("button", { name: "Menu", exact: true });
  await expectTappable(button);
  await button.tap();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expectTappable(menu);
  return { button, menu };
}

/**
 * At each phone width: every link of the open menu is seen and tapped (the element at its centre is the link),
 * and tapping it goes to its page. The walk starts on a page the menu does not link to, so every tap is a move.
 */
async function tapEveryMenuLink(page: Page, account: [string, RegExp]) {
  const links = [...mainLinks, account];
  for (const width of [320, 375, 414]) {
    await test.step(`${width}px wide`, async () => {
      await page.setViewportSize({ width, height: 740 });
      let { menu } = await openMenu(page, "/terms");
      for (const [name] of links) await expectTappable(menu.getByRole("link", { name, exact: true }));
      // The open menu, for people to look over after a run (see public-routes.spec.ts for the pages).
      const who = account[0] === "Sign In" ? "signed-out" : "signed-in";
      await page.screenshot({ path: `${test.info().project.outputDir}/screenshots/menu-open-${who}-${width}.png` });
      for (const [index, [name, url]] of links.entries()) {
        if (index > 0) ({ menu } = await openMenu(page, ""));
        const link = menu.getByRole("link", { name, exact: true });
        await expectTappable(link);
        await link.tap();
        await expect(page).toHaveURL(url);
        await expect(menu).toBeHidden();
      }
    });
  }
}

test("signed out, every menu link can be seen and tapped at 320, 375 and 414px", async ({ page }) => {
  // 24 taps, each a navigation: generous, for slow shared machines.
  test.setTimeout(180_000);
  await tapEveryMenuLink(page, ["Sign In", /\/sign-in$/]);
});

testWithOwnAddress("signed in, every menu link can be seen and tapped at 320, 375 and 414px", async ({ page }) => {
  test.setTimeout(240_000);
  await signUpAndVerify(page, "Candidate", "Robin Menu");
  await tapEveryMenuLink(page, ["My Dashboard", /\/dashboard\/candidateportal$/]);
});

test("the menu button opens a slide-in menu with every link and Sign In", async ({ page }) => {
  const { menu } = await openMenu(page);
  for (const name of ["Home", "About", "Employers", "Candidates", "Partners", "Browse Jobs", "Contact", "Sign In"]) {
    await expectTappable(menu.getByRole("link", { name, exact: true }));
  }
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute("aria-expanded", "true");
});

test("below the main links, the menu's help group leads to the disclosure helper and the resources hub", async ({ page }) => {
  for (const [name, url] of [
    ["Check if your conviction is spent", /\/candidates\/ai-tools\/checker$/],
    ["Resources and Support Hub", /\/resources$/],
  ] as const) {
    const { menu } = await openMenu(page, "/terms");
    const group = menu.getByRole("list", { name: "Help and tools" });
    const link = group.getByRole("link", { name, exact: true });
    await expectTappable(link);
    await link.tap();
    await expect(page).toHaveURL(url);
    await expect(menu).toBeHidden();
  }
});

test("Escape closes the menu and focus returns to the menu button", async ({ page }) => {
  const { menu } = await openMenu(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeFocused();
});

test("the Close menu button closes it", async ({ page }) => {
  const { menu } = await openMenu(page);
  const close = menu.getByRole("button", { name: "Close menu" });
  await expectTappable(close);
  await close.tap();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeFocused();
});

test("a tap outside the menu closes it", async ({ page }) => {
  const { menu } = await openMenu(page);
  await page.mouse.click(10, 400);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeFocused();
});

test("choosing a link closes the menu and goes there", async ({ page }) => {
  const { menu } = await openMenu(page);
  await menu.getByRole("link", { name: "Partners", exact: true }).tap();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(menu).toBeHidden();
});

test("the menu closes when the screen becomes 768px wide or more", async ({ page }) => {
  const { menu } = await openMenu(page);
  await page.setViewportSize({ width: 767, height: 900 });
  await expectTappable(menu);
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(menu).toBeHidden();
  await expectTappable(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }));
});

test("focus stays inside the open menu", async ({ page }) => {
  const { menu } = await openMenu(page);
  const focusables = menu.locator("a[href], button");
  const count = await focusables.count();
  for (let i = 0; i < count + 2; i++) {
    await page.keyboard.press("Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
});

test("the sticky header stays in reach after scrolling down a long page", async ({ page }) => {
  await page.goto("/employers");
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expectTappable(page.getByRole("banner"));
  await expectTappable(page.getByRole("button", { name: "Menu", exact: true }));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the menu control leads to the full list of pages in the footer", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Menu" }).click();
    await expect(page).toHaveURL(/#footer-navigation$/);
    await expectTappable(page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Browse Jobs" }));
  });
});
