import { expect, test } from "@playwright/test";
import { startAnalyticsSite } from "./support/analytics-server";
import { LIBRARY, PRIVATE_PAGES, eventsOf, newVisitor, pathOf, personBrowser } from "./support/cookie-consent";
import { waitForHydration } from "./support/hydration";

/**
 * Consent-gated analytics and the cookie choice without JavaScript, on a server of its own that sends analytics
 * to a stand-in PostHog host. What is sent does not depend on the width, so this runs at desktop width only; the
 * banner's and /cookies' scans at both widths are in cookies-analytics.spec.ts.
 */

let site: Awaited<ReturnType<typeof startAnalyticsSite>>;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startAnalyticsSite();
});
test.afterAll(async () => {
  await site?.close();
});

test("after Accept, public pages send page views to the host and private pages send nothing", async ({ browser }) => {
  // Each private page is watched for 3 seconds after a reload: more than the default 30 s in all.
  test.setTimeout(75_000);
  const context = await personBrowser(browser);
  const { page, requests } = await newVisitor(context);
  await page.goto(`${site.url}/about`);
  expect((await page.request.get(`${site.url}/about`)).headers()["content-security-policy"]).not.toContain(site.host);
  await page.getByRole("button", { name: "Accept analytics cookies" }).click();
  await expect(page.getByText("You’ve accepted analytics cookies.")).toBeVisible();
  await expect(page.getByRole("link", { name: "change your cookie settings" })).toHaveAttribute("href", "/cookies");
  await expect.poll(() => eventsOf(site.hits).some((event) => event.event === "$pageview" && pathOf(event.properties.$current_url) === "/about"), { timeout: 15_000 }).toBe(true);
  expect(requests.some((url) => LIBRARY.test(url) && url.startsWith(site.url))).toBe(true);
  expect((await page.request.get(`${site.url}/about`)).headers()["content-security-policy"]).toMatch(new RegExp(`connect-src [^;]*${site.host}`));

  // A form on a public page: what is typed is masked in recordings and never sent.
  await page.goto(`${site.url}/employers`);
  await expect.poll(() => eventsOf(site.hits).some((event) => event.event === "$pageview" && pathOf(event.properties.$current_url) === "/employers"), { timeout: 15_000 }).toBe(true);

  for (const path of PRIVATE_PAGES) {
    const onPage: string[] = [];
    const listener = (request: { url(): string }) => onPage.push(request.url());
    await page.goto(`${site.url}${path}`);
    // What the previous page sent as it closed (page leave) may still arrive; count from here.
    await page.waitForTimeout(800);
    const count = site.hits.length;
    page.on("request", listener);
    await page.reload();
    await page.waitForTimeout(2500);
    page.off("request", listener);
    expect(site.hits.length, `requests to the analytics host from ${path}`).toBe(count);
    expect(onPage.filter((url) => LIBRARY.test(url) || url.startsWith(site.host)), `analytics on ${path}`).toEqual([]);
  }
  const privateEvents = eventsOf(site.hits).filter((event) => PRIVATE_PAGES.some((path) => pathOf(event.properties.$current_url).startsWith(path)));
  expect(privateEvents).toEqual([]);
  // No query string ever leaves the site in a captured address.
  expect(eventsOf(site.hits).filter((event) => String(event.properties.$current_url ?? "").includes("?"))).toEqual([]);
  await context.close();
});

test("after Accept, a page React runs moves to the CV builder without a reload, and the builder works there too", async ({ browser }) => {
  const context = await personBrowser(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`${site.url}/about`);
  await page.getByRole("button", { name: "Accept analytics cookies" }).click();
  await expect(page.getByText("You’ve accepted analytics cookies.")).toBeVisible();
  // Analytics runs in React, so React Router runs this page, and its links move within the page.
  await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const builderLink = page.getByRole("contentinfo").getByRole("link", { name: "CV and Disclosure Letter Builder" });
  // Until React has hydrated the footer the link is a plain link, and a click would load a whole page.
  await waitForHydration(builderLink);
  await builderLink.click();
  const heading = (name: string) => page.getByRole("heading", { level: 2, name });
  await expect(heading("Getting Started")).toBeVisible();
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading("About You")).toBeFocused();
  await expect(page).toHaveURL(/\/cv-builder\?step=personal$/);
  await page.goBack();
  await expect(heading("Getting Started")).toBeFocused();
  // Loaded afresh, the builder's page is the island, without React Router, even for someone who accepted analytics.
  await page.reload();
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  // Loaded afresh, a dashboard page comes without React until analytics is accepted (decision 0038).
  await page.reload();
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading("About You")).toBeFocused();
  expect(errors).toEqual([]);
  await context.close();
});

test("a signed-in person is identified by account id and role only", async ({ browser }) => {
  const context = await personBrowser(browser);
  const page = await context.newPage();
  const email = `analytics.${Date.now()}.${Math.random().toString(36).slice(2)}@example.org`;
  const made = await page.request.post(`${site.url}/__test/accounts`, { headers: { Origin: site.url }, data: { email, role: "candidate", name: "Robin Example" } });
  expect(made.status()).toBe(201);
  const { userId, link } = (await made.json()) as { userId: string; link: string };
  await page.goto(`${site.url}${link}`);
  await page.getByLabel("New password", { exact: true }).fill("harbour thistle lantern 73");
  await page.getByRole("button", { name: "Save new password" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("harbour thistle lantern 73");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/dashboard\//, { timeout: 20_000 });
  // Loaded afresh, a dashboard page comes without React until analytics is accepted (decision 0038).
  await page.reload();
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await page.getByRole("button", { name: "Accept analytics cookies" }).click();
  await expect(page.getByText("You’ve accepted analytics cookies.")).toBeVisible();
  // Analytics runs in React: a dashboard page, sent to everyone else without it (decision 0038), brings it now.
  await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
  await page.goto(`${site.url}/partners`);
  // The identify call is batched with other events and may arrive after the first of them: wait for it itself.
  const identify = () => eventsOf(site.hits).find((event) => event.event === "$identify" && event.distinctId === userId);
  await expect.poll(() => identify() !== undefined, { timeout: 15_000 }).toBe(true);
  expect(identify()?.set).toEqual({ role: "candidate" });
  const sent = site.hits.map((hit) => hit.body).join("\n");
  expect(sent).not.toContain(email);
  expect(sent).not.toContain("Robin Example");
  await context.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the banner's buttons save the choice and confirm it, and /cookies explains every cookie and changes the choice", async ({ page }) => {
    const before = site.hits.length;
    await page.goto(`${site.url}/partners`);
    await page.getByRole("button", { name: "Accept analytics cookies" }).click();
    await expect(page).toHaveURL(`${site.url}/partners`);
    await expect(page.getByText("You’ve accepted analytics cookies.")).toBeVisible();
    await page.getByRole("link", { name: "Hide cookie message" }).click();
    await expect(page.getByText("You’ve accepted analytics cookies.")).toBeHidden();
    await expect(page.getByRole("button", { name: "Accept analytics cookies" })).toBeHidden();

    await page.goto(`${site.url}/cookies`);
    await expect(page.getByRole("heading", { level: 1, name: "Cookies" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookies on Fair Chance Works" })).toHaveCount(0);
    const main = page.getByRole("main");
    for (const name of ["fcw.session_token", "fcw.two_factor", "fcw.cookies_policy", "fcw.cookies_saved", "ph_phc_e2etestkey123_posthog"]) {
      await expect(main.getByRole("rowheader", { name })).toBeVisible();
    }
    await expect(main).toContainText("fair-chance-works:cv-draft");
    await expect(page.getByRole("radio", { name: /^Yes/ })).toBeChecked();

    await page.getByRole("radio", { name: /^No/ }).check();
    await page.getByRole("button", { name: "Save cookie settings" }).click();
    await expect(page.getByText("You’ve set your cookie preferences.")).toBeVisible();
    await expect(page.getByRole("radio", { name: /^No/ })).toBeChecked();
    expect(site.hits.length).toBe(before);
  });

  test("saving /cookies without a choice explains what to do", async ({ page }) => {
    await page.goto(`${site.url}/cookies`);
    await expect(page.getByRole("radio", { name: /^Yes/ })).not.toBeChecked();
    await page.getByRole("button", { name: "Save cookie settings" }).click();
    await expect(page.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Choose whether to accept analytics cookies" })).toHaveAttribute("href", "#analytics-accept");
  });
});
