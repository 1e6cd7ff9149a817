import type { Page } from "@playwright/test";
import { enrolAuthenticator, openEmailLink } from "./support/accounts";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { expect, test } from "./support/fixtures";
import { allMail, linkIn, uniqueEmail, waitForMail } from "./support/mailbox";
import { totp } from "./support/totp";

const password = "meadow lantern copper 58";

// Password hashing is deliberately slow (scrypt at OWASP's cost), and two browsers share two cores.
test.describe.configure({ timeout: 90_000 });
const slow = { timeout: 20_000 };

async function createAccount(page: Page, email: string) {
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

const mailsTo = (email: string) => allMail().filter((mail) => mail.to.includes(email.toLowerCase())).length;

test("a new candidate signs up, confirms their email from the message, signs in and lands on the candidate portal", async ({ page }) => {
  const email = uniqueEmail("candidate");
  await createAccount(page, email);

  const mail = await waitForMail(email, "Confirm your email address");
  expect(mail.text).toContain("Hello Chris Morgan");
  await openEmailLink(page, linkIn(mail, "/auth/callback"), "Confirm Your Email Address");
  await expect(page).toHaveURL(/\/dashboard\/candidateportal$/, slow);

  // Signed out, then back in with the password.
  await page.context().clearCookies();
  await page.goto("/sign-in");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard\/candidateportal$/, slow);
});

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

test("after signing up, the page names the address the email went to and sends it again, saying the same for any address", async ({ page }) => {
  const email = uniqueEmail("resend");
  await createAccount(page, email);
  await waitForMail(email, "Confirm your email address");
  const first = mailsTo(email);
  // The sign-in form below starts with the address just used.
  await expect(page.getByLabel("Email address")).toHaveValue(email);
  await expectNoAccessibilityViolations(page);

  await page.getByRole("button", { name: "Send the email again" }).click();
  const status = page.getByRole("status").filter({ hasText: "Please check your email to verify your account." });
  await expect(status).toContainText(`We have asked for the email to be sent again to ${email}.`, slow);
  await expect.poll(() => mailsTo(email), slow).toBeGreaterThan(first);
  expect((await waitForMail(email, "Confirm your email address")).text).toContain("/auth/callback");

  // An address with no account gets exactly the same answer (no way to tell who has an account), and no email.
  const stranger = uniqueEmail("nobody");
  await page.locator('input[type="hidden"][name="email"]').evaluate((input, value) => ((input as HTMLInputElement).value = value), stranger);
  await page.getByRole("button", { name: "Send the email again" }).click();
  await expect(status).toContainText(`We have asked for the email to be sent again to ${stranger}.`, slow);
  await page.waitForTimeout(1_000);
  expect(mailsTo(stranger)).toBe(0);

  // The address shown only ever comes from the form: the address bar cannot put words on the page.
  await page.goto(`/sign-in?notice=check-email&sentTo=${encodeURIComponent("attacker@evil.example")}&email=x`);
  await expect(page.getByRole("status")).toHaveText("Please check your email to verify your account.");
  await expect(page.getByText("attacker@evil.example")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send the email again" })).toHaveCount(0);
});

/**
 * Answers POSTs to /sign-in with 204 No Content, which leaves the page as it is while it is being sent (the browser
 * stays on a page when a form's answer has no content); `body` is what the form sent, `count` how many times.
 */
async function stallSignInPosts(page: Page) {
  const sent: { body: string | null; count: number } = { body: null, count: 0 };
  await page.route(/\/sign-in(\?.*)?$/, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    sent.body = route.request().postData();
    sent.count += 1;
    await route.fulfill({ status: 204 });
  });
  return sent;
}

for (const { mode, button, busy } of [
  { mode: "", button: "Sign In", busy: "Signing in..." },
  { mode: "?mode=signup", button: "Create Account", busy: "Creating account..." },
]) {
  test(`while the form is sent, ${button} is disabled and reads '${busy}', and a page shown again by Back is ready to send`, async ({ page }) => {
    await page.goto(`/sign-in${mode}`);
    // The page carries no React: the small script marks the form once it has taken it over.
    await expect(page.locator('form[data-enhanced="submit-label"]')).toHaveCount(1);
    const sent = await stallSignInPosts(page);
    if (mode) await page.getByLabel("Full name").fill("Chris Morgan");
    await page.getByLabel("Email address").fill("nobody@example.org");
    await page.getByLabel("Password", { exact: true }).fill("not my password");
    await page.getByRole("button", { name: button }).click();

    const sending = page.getByRole("button", { name: busy });
    await expect(sending).toBeDisabled();
    await expect(page.getByRole("button", { name: button, exact: true })).toHaveCount(0);
    await expect.poll(() => sent.body).toContain(`intent=${mode ? "signup" : "signin"}`);
    expect(sent.body).toContain("email=nobody%40example.org");
    // A second press sends nothing more.
    await sending.click({ force: true });
    await page.getByLabel("Email address").press("Enter");
    await page.waitForTimeout(500);
    expect(sent.count).toBe(1);

    // As the browser's back-forward cache would show it: the button is back to itself, ready to send again.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
    await expect(page.getByRole("button", { name: button, exact: true })).toBeEnabled();
  });
}

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

test("a person signs up and resets a password from the emailed link", async ({ page }) => {
  const email = uniqueEmail("reset");
  await createAccount(page, email);
  await openEmailLink(page, linkIn(await waitForMail(email, "Confirm your email address"), "/auth/callback"), "Confirm Your Email Address");
  await expect(page).toHaveURL(/\/dashboard\/candidateportal$/, slow);
  await page.context().clearCookies();

  await page.goto("/forgot-password");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page.goto(linkIn(await waitForMail(email, "Reset your"), "/reset-password"));
  await expectNoAccessibilityViolations(page);
  const newPassword = "river basalt sparrow 31";
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed", slow);

  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard\/candidateportal$/, slow);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing in still works and shows errors", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Email address").fill("nobody@example.org");
    await page.getByLabel("Password").fill("wrong password here");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toContainText("The email address or password is not right.");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create an account", exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Create an account \|/);
  });

  test("signing up names the address and sends the email again", async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/sign-in?mode=signup");
    await page.getByLabel("Full name").fill("Sam Rivers");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText(`We sent the email to ${email}.`)).toBeVisible(slow);
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await page.getByRole("button", { name: "Send the email again" }).click();
    await expect(page.getByText(`We have asked for the email to be sent again to ${email}.`)).toBeVisible(slow);
  });
});
