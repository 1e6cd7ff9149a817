import { expect, type Page } from "@playwright/test";

/** The password the sign-in specs (auth-sign-in.spec.ts and auth-sign-in.desktop.spec.ts) give new accounts. */
export const password = "meadow lantern copper 58";

// Password hashing is deliberately slow (scrypt at OWASP's cost), and two browsers share two cores.
export const slow = { timeout: 20_000 };

/** Signs up on /sign-in as a candidate; the page then says the confirmation email has been sent. */
export async function createAccount(page: Page, email: string) {
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create an account", exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Create an account \|/);
  await page.getByLabel("Full name").fill("Chris Morgan");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await expect(page.getByRole("radio", { name: "Candidate" })).toBeChecked();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible(slow);
  const sent = page.getByRole("status").filter({ hasText: "Please check your email to verify your account." });
  await expect(sent).toContainText(`We sent the email to ${email}.`);
}
