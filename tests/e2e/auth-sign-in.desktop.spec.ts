import type { Page } from "@playwright/test";
import { openEmailLink } from "./support/accounts";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { expect, test } from "./support/fixtures";
import { allMail, linkIn, uniqueEmail, waitForMail } from "./support/mailbox";
import { createAccount, password, slow } from "./support/sign-up";

/**
 * Signing up, confirming, signing in and resetting a password as journeys, and what the sign-in page's
 * script and server do, at desktop width: none of it depends on the width. The pages themselves are scanned
 * at both widths in auth-sign-in.spec.ts.
 */

// Password hashing is deliberately slow (scrypt at OWASP's cost), and two browsers share two cores.
test.describe.configure({ timeout: 90_000 });

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
