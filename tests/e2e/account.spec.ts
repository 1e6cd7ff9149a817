import type { Page } from "@playwright/test";
import { expect, signIn, signUpAndVerify } from "./support/accounts";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { test } from "./support/fixtures";
import { totp } from "./support/totp";

/**
 * The account pages at both widths, with one account a person makes by signing up and opening the link in
 * the email: the account page with its errors, the message the two-step guard sends people to, setting up an
 * authenticator app and its backup codes, deleting the account and the pages after it, each scanned by axe.
 * What the page does with each change is in account.desktop.spec.ts.
 */

function card(page: Page, headingId: string) {
  // Each method card holds its heading and its form.
  return page.locator(`#${headingId}`).locator("..");
}

test("the account pages: a new name saved, entries kept after errors, two-step set up, the account deleted, and axe passes on each", async ({ page }) => {
  // One account (password hashing at full cost) taken through every account page.
  test.setTimeout(150_000);
  const person = await signUpAndVerify(page, "Candidate", "Jordan Reed");
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${person.email}`)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const name = page.getByLabel("Full name");
  await expect(name).toHaveValue(person.name);
  await name.fill(" ");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("There is a problem")).toBeVisible();
  await expect(page.getByText("Enter your full name.").first()).toBeVisible();

  await page.getByLabel("New email address").fill("not-an-address");
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  const emailError = "Enter an email address in the correct format, like name@example.com.";
  await expect(page.getByRole("link", { name: emailError })).toBeVisible();
  await expect(page.getByLabel("New email address")).toHaveValue("not-an-address");
  await expect(page.getByLabel("New email address")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Current password").fill("not my password at all");
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your new password must be at least 8 characters.").first()).toBeVisible();
  // Passwords are never put back in the form.
  await expect(page.getByLabel("Current password")).toHaveValue("");
  await expectNoAccessibilityViolations(page);

  await page.getByLabel("Full name").fill("Jordan Reed-Okafor");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Your name has been saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Jordan Reed-Okafor");

  // When the two-step guard sends someone here, the top of the page says why and links to the section.
  await page.goto("/account?setup=two-factor");
  await expect(page.getByRole("heading", { level: 2, name: "Set up two-step sign-in to carry on" })).toBeVisible();
  await page.getByRole("link", { name: "Go to two-step sign-in" }).click();
  await expect(page).toHaveURL(/#two-step-sign-in$/);
  await expectNoAccessibilityViolations(page);

  // Setting up an authenticator app: the key and QR code, then the backup codes.
  const app = card(page, "authenticator-app");
  await app.getByLabel("Your password").fill(person.password);
  await app.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("heading", { name: "Set up your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("authenticator-secret").textContent())!.replace(/\s/g, "");
  await expectNoAccessibilityViolations(page);
  await page.getByLabel("Code from your app").fill(totp(secret));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByRole("heading", { name: "Your backup codes" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("link", { name: "I have saved my backup codes" }).click();
  await expect(page.getByText("Two-step sign-in is on, with an authenticator app.")).toBeVisible();

  // Deleting the account asks for the password.
  await page.getByRole("link", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delete your account" })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page.getByText("Enter your password.").first()).toBeVisible();
  await page.getByLabel("Your password", { exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page.getByText("That password is not right. Check it and try again.").first()).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByLabel("Your password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account has been deleted" })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.goto("/account");
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, person);
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);

  // The page after signing out everywhere (account.desktop.spec.ts signs out to reach it).
  await page.goto("/account/signed-out?everywhere=1");
  await expect(page.getByRole("heading", { level: 1, name: "You have signed out" })).toBeVisible();
  await expect(page.getByText("You are now signed out on every device, including this one.")).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
