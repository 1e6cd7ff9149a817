import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { expectTappable } from "./support/tappable";

test("an unknown address shows Page Not Found with status 404, keeping the header and footer", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText(/may have moved, been deleted, or the URL may be wrong/)).toBeVisible();
  await expectTappable(page.getByRole("banner"));
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await expectNoAccessibilityViolations(page);

  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("Go Back returns to the previous page", async ({ page }) => {
  await page.goto("/about");
  await page.goto("/missing-page");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test("a failure while rendering shows the error page with status 500 and no details", async ({ page }) => {
  const response = await page.goto("/__test/error");
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expect(
    page.getByText(
      "We're sorry, but something unexpected happened. Please try refreshing the page or return to the homepage.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  await expectTappable(page.getByRole("banner"));
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByText("Deliberate failure")).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
});

test("a form sent in a way the page cannot read says so with status 400, and opening the page again gives the form back", async ({ page }) => {
  await page.goto("/sign-in");
  // A browser sends this for a form marked enctype="text/plain": no form data the page can read.
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/sign-in");
  await page.evaluate(() => {
    const form = Object.assign(document.createElement("form"), { method: "post", action: "/sign-in", enctype: "text/plain" });
    form.append(Object.assign(document.createElement("input"), { name: "email", value: "someone@example.org" }));
    document.body.append(form);
    form.submit();
  });
  expect((await answered).status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "This form could not be read" })).toBeVisible();
  await expect(page.getByText("Nothing was sent or saved. Open the page again and fill in the form there.")).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expectTappable(page.getByRole("banner"));
  await expectNoAccessibilityViolations(page);
  await page.getByRole("link", { name: "Open the page again" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});
