import type { Browser, Page } from "@playwright/test";
import { enrolAuthenticator, expect, openEmailLink, signIn, signUpAndVerify as signUpAs, type Person } from "./support/accounts";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { test } from "./support/fixtures";
import { linkIn, uniqueEmail, waitForMail } from "./support/mailbox";
import { totp } from "./support/totp";

/**
 * What the account page (/account) does, driven as a person would: each test makes its own verified account
 * by signing up and opening the link in the email the real SMTP listener received, because each changes
 * the account's address, password, devices or sign-in settings. It is the server's work and the same at
 * any width, so it runs at desktop width only; account.spec.ts scans every account page at both widths.
 */

/** Each test makes a candidate account of its own (support/accounts.ts). */
function signUpAndVerify(page: Page, name = "Jordan Reed"): Promise<Person> {
  return signUpAs(page, "Candidate", name);
}

/** A second browser (its own cookies) signed in as the same person, as on another device. */
async function otherDevice(browser: Browser, person: Person, ip: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { "X-Forwarded-For": ip } });
  const page = await context.newPage();
  await signIn(page, person);
  await page.waitForURL(/\/dashboard\//);
  return { context, page };
}

function card(page: Page, headingId: string) {
  // Each method card holds its heading and its form.
  return page.locator(`#${headingId}`).locator("..");
}

async function signOutHere(page: Page) {
  await page.goto("/account");
  await page.getByRole("button", { name: "Sign out of this device" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You have signed out" })).toBeVisible();
}

test.describe("the account page", () => {
  // Each test creates its own account (password hashing at full cost) and signs in more than once.
  test.describe.configure({ timeout: 90_000 });

  test("changes the email address once both links are opened", async ({ page }) => {
    const person = await signUpAndVerify(page);
    const newEmail = uniqueEmail("moved");
    await page.goto("/account");
    const emailCard = page.locator("#your-email").locator("..");
    await emailCard.getByLabel("New email address").fill(newEmail);
    // The password is asked for again; a wrong one is explained under the field and the address is kept.
    await emailCard.getByLabel("Your password").fill("not my password at all");
    await page.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(page.getByRole("link", { name: "That password is not right. Check it and try again." })).toBeVisible();
    await expect(emailCard.getByLabel("New email address")).toHaveValue(newEmail);
    await expect(emailCard.getByLabel("Your password")).toHaveValue("");
    await expect(emailCard.getByLabel("Your password")).toHaveAttribute("aria-invalid", "true");
    await expectNoAccessibilityViolations(page);

    await emailCard.getByLabel("Your password").fill(person.password);
    await page.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(page.getByText(`We have sent an email to ${person.email}.`)).toBeVisible();

    const approve = await waitForMail(person.email, "Confirm the change of email address");
    await openEmailLink(page, linkIn(approve, "/auth/callback"), "Confirm the Change of Email Address");
    await expect(page.getByRole("heading", { level: 1, name: "Check Your New Inbox" })).toBeVisible();
    const prove = await waitForMail(newEmail, "Confirm your email address");
    await openEmailLink(page, linkIn(prove, "/auth/callback"), "Confirm Your New Email Address");
    await expect(page.getByRole("heading", { level: 1, name: "Your Email Address Has Changed" })).toBeVisible();

    await page.goto("/account");
    await expect(page.getByText(`Signed in as ${newEmail}`)).toBeVisible();
  });

  test("changes the password and signs out the other devices", async ({ page, browser }, testInfo) => {
    const person = await signUpAndVerify(page);
    const other = await otherDevice(browser, person, `198.51.100.${testInfo.workerIndex + 10}`);

    await page.goto("/account");
    await page.getByLabel("Current password").fill("wrong password here");
    await page.getByLabel("New password", { exact: true }).fill("meadow copper violin 7");
    await page.getByLabel("Type the new password again").fill("meadow copper violin 7");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your current password is not right. Check it and try again.").first()).toBeVisible();

    await page.getByLabel("Current password").fill(person.password);
    await page.getByLabel("New password", { exact: true }).fill("meadow copper violin 7");
    await page.getByLabel("Type the new password again").fill("meadow copper violin 7");
    await expect(page.getByLabel("Sign out of all other devices")).toBeChecked();
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password has been changed, and all your other devices have been signed out.")).toBeVisible();

    // This device is still signed in; the other one is refused on its next request.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await other.page.goto("/account");
    await expect(other.page).toHaveURL(/\/sign-in\?redirectTo=%2Faccount/);
    await other.context.close();
  });

  test("lists devices and signs out of one, of all others, and everywhere", async ({ page, browser }, testInfo) => {
    test.setTimeout(150_000);
    const person = await signUpAndVerify(page);
    const ip = `198.51.100.${testInfo.workerIndex + 40}`;
    let other = await otherDevice(browser, person, ip);

    await page.goto("/account#signed-in-devices");
    const devices = page.getByRole("list", { name: "Devices where you are signed in" }).getByRole("listitem");
    // Signing up signed in once (the email link) and the other device once.
    await expect(devices).toHaveCount(2);
    await expect(devices.filter({ hasText: "This device" })).toHaveCount(1);
    await expect(devices.first()).toContainText("Last active");

    await page.getByRole("button", { name: "Sign out of all other devices" }).click();
    await expect(page.getByText("You have been signed out of all your other devices.")).toBeVisible();
    await expect(devices).toHaveCount(1);
    await other.page.goto("/account");
    await expect(other.page).toHaveURL(/\/sign-in/);
    await other.context.close();

    other = await otherDevice(browser, person, ip);
    await page.reload();
    await expect(devices).toHaveCount(2);
    await devices.filter({ hasNotText: "This device" }).getByRole("button", { name: /^Sign out/ }).click();
    await expect(page.getByText(/has been signed out\./)).toBeVisible();
    await other.page.goto("/account");
    await expect(other.page).toHaveURL(/\/sign-in/);
    await other.context.close();

    other = await otherDevice(browser, person, ip);
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You have signed out" })).toBeVisible();
    await expect(page.getByText("You are now signed out on every device, including this one.")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    for (const each of [page, other.page]) {
      await each.goto("/account");
      await expect(each).toHaveURL(/\/sign-in/);
    }
    await other.context.close();
  });

  test("sets up an authenticator app, shows backup codes once, and each code works once", async ({ page }) => {
    test.setTimeout(150_000);
    const person = await signUpAndVerify(page);
    await page.goto("/account");
    await expect(page.getByText("Two-step sign-in is off.")).toBeVisible();

    const app = card(page, "authenticator-app");
    await app.getByLabel("Your password").fill("not the password");
    await app.getByRole("button", { name: "Set up an authenticator app" }).click();
    await expect(page.getByText("That password is not right. Check it and try again.").first()).toBeVisible();

    await app.getByLabel("Your password").fill(person.password);
    await app.getByRole("button", { name: "Set up an authenticator app" }).click();
    await expect(page.getByRole("heading", { name: "Set up your authenticator app" })).toBeVisible();
    const qr = page.getByRole("img", { name: /QR code/ });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = (await page.getByTestId("authenticator-secret").textContent())!.replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    await expectNoAccessibilityViolations(page);

    await page.getByLabel("Code from your app").fill("000000" === totp(secret) ? "111111" : "000000");
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(page.getByText("That code did not work.").first()).toBeVisible();
    // The same QR code and key stay on screen to try again.
    await expect(page.getByTestId("authenticator-secret")).toHaveText(/\S/);
    expect((await page.getByTestId("authenticator-secret").textContent())!.replace(/\s/g, "")).toBe(secret);
    await expectNoAccessibilityViolations(page);

    const enrolmentCode = totp(secret);
    await page.getByLabel("Code from your app").fill(enrolmentCode);
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(page.getByRole("heading", { name: "Your backup codes" })).toBeVisible();
    await expect(page.getByText("Save them now. We will not show them again.")).toBeVisible();
    const codes = await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    await expectNoAccessibilityViolations(page);

    await page.getByRole("link", { name: "I have saved my backup codes" }).click();
    await expect(page.getByText("Two-step sign-in is on, with an authenticator app.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your backup codes" })).toHaveCount(0);
    await expect(page.getByText("You have 10 unused backup codes.")).toBeVisible();
    await page.reload();
    await expect(page.getByText(codes[0]!)).toHaveCount(0);

    // A backup code signs in once; the second time it is refused.
    for (const attempt of ["first", "second"] as const) {
      await signOutHere(page);
      await signIn(page, person);
      await page.waitForURL(/\/sign-in\/two-factor/);
      await page.getByRole("link", { name: "Use a backup code instead" }).click();
      await page.getByLabel("Backup code").fill(codes[0]!);
      await page.getByRole("button", { name: "Continue" }).click();
      if (attempt === "first") await page.waitForURL(/\/dashboard\//);
      else await expect(page.getByText(/backup code/i).locator("visible=true").first()).toBeVisible();
    }
    await expect(page).toHaveURL(/\/sign-in\/two-factor/);

    // The app's code signs in (a new one: the code used to set up has been spent).
    await page.getByRole("link", { name: "Use your authenticator app" }).click();
    while (totp(secret) === enrolmentCode) await page.waitForTimeout(1000);
    await page.getByLabel("6-digit code from your app").fill(totp(secret));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/dashboard\//);
    await page.goto("/account");
    await expect(page.getByText("You have 9 unused backup codes.")).toBeVisible();

    // New backup codes replace the old ones.
    const backup = card(page, "authenticator-app");
    await backup.getByLabel("Your password").fill(person.password);
    await backup.getByRole("button", { name: "Get new backup codes" }).click();
    await expect(page.getByText("Here are your new backup codes. Your old backup codes no longer work.")).toBeVisible();
    const fresh = await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[1]);
  });

  test("turns on email codes for people without an app, signs in with one, and turns two-step sign-in off", async ({ page }) => {
    const person = await signUpAndVerify(page);
    await page.goto("/account");
    const email = card(page, "email-codes");
    await expect(email).toContainText("No smartphone?");
    await email.getByLabel("Your password").fill(person.password);
    await email.getByRole("button", { name: "Turn on email codes" }).click();
    await expect(page.getByText("Two-step sign-in is on, with codes sent by email.")).toBeVisible();
    await expect(page.getByText(/choose 'Email me a code'/)).toBeVisible();

    await signOutHere(page);
    await signIn(page, person);
    await page.waitForURL(/\/sign-in\/two-factor/);
    // No authenticator app on this account, and so no backup codes (they come with an app): only email is offered.
    await expect(page.getByRole("heading", { level: 2, name: "Get a code by email" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Use your authenticator app" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Use a backup code instead" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Other ways to confirm it is you" })).toHaveCount(0);
    await page.getByRole("button", { name: "Email me a code" }).click();
    const mail = await waitForMail(person.email, "sign-in code");
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    await page.getByLabel("6-digit code from the email").fill(code);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/dashboard\//);

    await page.goto("/account");
    const off = card(page, "turn-off-two-step");
    await off.getByLabel("Your password").fill("wrong password");
    await off.getByRole("button", { name: "Turn off two-step sign-in" }).click();
    await expect(page.getByText("That password is not right. Check it and try again.").first()).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await off.getByLabel("Your password").fill(person.password);
    await off.getByRole("button", { name: "Turn off two-step sign-in" }).click();
    await expect(page.getByText("Two-step sign-in is off. You will sign in with just your password.")).toBeVisible();
    await expect(page.getByText("Two-step sign-in is off.", { exact: true })).toBeVisible();
  });

});

test.describe("the account page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 90_000 });

  test("sets up an authenticator app and turns it off with plain form posts", async ({ page }) => {
    const person = await signUpAndVerify(page);
    await page.goto("/account");
    // Turning it on replaces the session; each page after a post must still be signed in.
    await enrolAuthenticator(page, person);

    const off = card(page, "turn-off-two-step");
    await off.getByLabel("Your password").fill(person.password);
    await off.getByRole("button", { name: "Turn off two-step sign-in" }).click();
    await expect(page.getByText("Two-step sign-in is off. You will sign in with just your password.")).toBeVisible();
    await page.goto("/account");
    await expect(page.getByText("Two-step sign-in is off.", { exact: true })).toBeVisible();
  });
});
