import { enrolAuthenticator, openEmailLink } from "./support/accounts";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { expect, test } from "./support/fixtures";
import { linkIn, uniqueEmail, waitForMail } from "./support/mailbox";
import { createAccount, password, slow } from "./support/sign-up";
import { totp } from "./support/totp";

/**
 * The sign-in, create-account, two-step, email-link and password-reset pages at both widths: where their
 * errors show, and an axe scan of each. The journeys through them (signing up, sending the email again,
 * resetting a password, the pending button, without JavaScript) are in auth-sign-in.desktop.spec.ts.
 */

// Password hashing is deliberately slow (scrypt at OWASP's cost), and two browsers share two cores.
test.describe.configure({ timeout: 90_000 });

test("the sign-in page shows errors in a summary at the top of the form, keeps the email, and passes axe", async ({ page }) => {
  await page.goto("/sign-in");
  await expect(page.getByRole("main").getByRole("link", { name: "Request a Call Back" })).toHaveAttribute("href", "/request-callback");
  await expectNoAccessibilityViolations(page);

  await page.getByRole("button", { name: "Sign In" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("You must provide either an email or phone number and a password");
  await expectNoAccessibilityViolations(page);

  await page.getByLabel("Email address").fill("nobody@example.org");
  await page.getByLabel("Password").fill("not my password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(alert).toContainText("The email address or password is not right.", slow);
  await expect(page.getByLabel("Email address")).toHaveValue("nobody@example.org");
  await expect(page.getByLabel("Password")).toHaveValue("");
  // The summary sits at the top of the form, above its first field.
  const boxBottom = (await alert.boundingBox())!;
  const firstField = (await page.getByText("Email address", { exact: true }).boundingBox())!;
  expect(boxBottom.y + boxBottom.height).toBeLessThanOrEqual(firstField.y);
  await expectNoAccessibilityViolations(page);
});

test("create account is titled so, lists every problem at the top of the form and by its field, and passes axe", async ({ page }) => {
  await page.goto("/sign-in?mode=signup");
  await expect(page).toHaveTitle(/^Create an account \|/);
  await expect(page.getByRole("heading", { level: 1, name: "Create an account", exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByLabel("Full name").fill("Chris Morgan");
  await page.getByLabel("Email address").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("password1");
  await page.getByRole("radio", { name: "Employer" }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("There is a problem");
  await expect(summary).toContainText("Please check the details you entered.");
  await expect(summary.locator("..")).toBeFocused();
  await expect(page.getByText("Enter an email address in the right format").first()).toBeVisible();
  await expect(page.getByText("one of the most common passwords").first()).toBeVisible();
  await expect(page.getByRole("radio", { name: "Employer" })).toBeChecked();
  // At the top of the form: above the first field, and each problem links to its field.
  const summaryBox = (await summary.boundingBox())!;
  const nameLabel = (await page.getByText("Full name", { exact: true }).boundingBox())!;
  expect(summaryBox.y + summaryBox.height).toBeLessThanOrEqual(nameLabel.y);
  await summary.getByRole("link", { name: /Enter an email address in the right format/ }).click();
  await expect(page.getByLabel("Email address")).toBeFocused();
  await expect(page).toHaveTitle(/^Create an account \|/);
  await expectNoAccessibilityViolations(page);
});

test("the two-step sign-in page takes an authenticator code and passes axe with an error showing", async ({ page }) => {
  const email = uniqueEmail("twostep");
  await createAccount(page, email);
  const mail = await waitForMail(email, "Confirm your email address");
  await openEmailLink(page, linkIn(mail, "/auth/callback"), "Confirm Your Email Address");
  await expect(page).toHaveURL(/\/dashboard\/candidateportal$/, slow);

  // Turn on two-step sign-in on the account page (better-auth's own API is not exposed).
  await page.goto("/account");
  const secret = await enrolAuthenticator(page, { email, password, name: "Chris Morgan" });

  await page.context().clearCookies();
  await page.goto("/sign-in");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm It Is You" })).toBeVisible(slow);
  // Sent without React, as the sign-in page is: only the small script that gives the button its pending label.
  await expect(page.locator('form[data-enhanced="submit-label"]')).toHaveCount(1);
  await expect(page.locator('script[src*="entry.client"], link[href*="entry.client"]')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  await page.getByLabel("6-digit code from your app").fill("000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toContainText(/not right|already been used/, slow);
  await expectNoAccessibilityViolations(page);

  await page.getByRole("link", { name: "Use a backup code instead" }).click();
  await expect(page.getByLabel("Backup code")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("link", { name: "Use your authenticator app" }).click();

  await page.getByLabel("6-digit code from your app").fill(totp(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard\/candidateportal$/, slow);
});

test("the email-link pages explain a broken link, and pass axe", async ({ page }) => {
  await page.goto("/auth/callback?token=broken");
  await expect(page.getByRole("heading", { level: 1, name: "This Link Does Not Work" })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByRole("alert")).toContainText("You must provide either an email or phone number.");
  await expectNoAccessibilityViolations(page);
  await page.getByLabel("Email address").fill("someone@example.org");
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByRole("status")).toContainText("we have sent a new link");
  await expectNoAccessibilityViolations(page);
});

test("forgotten password and reset pages work without an account existing, and pass axe with errors", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgotten your password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset Your Password" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByLabel("Email address").fill("not an email");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter an email address in the right format");
  await expectNoAccessibilityViolations(page);
  await page.getByLabel("Email address").fill("nobody-here@example.org");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If there is an account for that email address");
  await expectNoAccessibilityViolations(page);

  await page.goto("/reset-password");
  await expect(page.getByRole("alert")).toContainText("This link is not complete");
  await expectNoAccessibilityViolations(page);

  await page.goto("/reset-password?token=abcdefghijklmnopqrstuvwxyz");
  await page.getByLabel("New password").fill("12345678");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert")).toContainText("Please choose a different password.");
  await expectNoAccessibilityViolations(page);
  await page.getByLabel("New password").fill("a much better password 2024");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert")).toContainText("This link has run out or has already been used.");
  await expect(page.getByRole("link", { name: "Ask for a new reset link" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
