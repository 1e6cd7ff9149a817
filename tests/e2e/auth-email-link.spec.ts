import type { Page } from "@playwright/test";
import { expect, fillSignIn, newDevice, openEmailLink, password, signUpAndVerify } from "./support/accounts";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { test } from "./support/fixtures";
import { linkIn, uniqueEmail, waitForMail } from "./support/mailbox";

// Password hashing is deliberately slow (scrypt at full cost), and two browsers share two cores.
test.describe.configure({ timeout: 120_000 });

/** Signs up on /sign-in and stops there: the confirmation link is left in the email. */
async function signUpOnly(page: Page, name: string): Promise<{ email: string; link: string }> {
  const email = uniqueEmail("other");
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();
  return { email, link: linkIn(await waitForMail(email, "Confirm your email address"), "/auth/callback") };
}

test("security review item 3: a signed-in visitor who follows another account's confirmation link stays signed in as themselves, and what they save stays in their own account", async ({
  page,
  browser,
}, testInfo) => {
  const visitor = await signUpAndVerify(page, "Candidate", "Alex Holder");
  const second = await newDevice(browser, testInfo.workerIndex);
  const other = await signUpOnly(second.page, "Casey Other");

  // The link itself changes nothing: it asks for Continue, and names nobody.
  await page.goto(other.link);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm Your Email Address" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(other.email);
  await expectNoAccessibilityViolations(page);
  await page.goto("/account");
  await expect(page.getByText(`Signed in as ${visitor.email}`)).toBeVisible();

  await openEmailLink(page, other.link, "Confirm Your Email Address");
  await expect(page.getByRole("heading", { level: 1, name: "Email Address Confirmed" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`You are still signed in as ${visitor.email}`);
  await expect(page.getByRole("main")).not.toContainText(other.email);
  await expectNoAccessibilityViolations(page);

  // Still the visitor, and what they save is theirs.
  await page.goto("/account");
  await expect(page.getByText(`Signed in as ${visitor.email}`)).toBeVisible();
  await page.getByLabel("Full name").fill("Alex Holder-Saved");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Your name has been saved.")).toBeVisible();

  // The other account was confirmed, and nothing of the visitor's reached it.
  await second.page.goto("/sign-in");
  await fillSignIn(second.page, { email: other.email, password });
  await second.page.waitForURL(/\/dashboard\//, { timeout: 30_000 });
  await second.page.goto("/account");
  await expect(second.page.getByText(`Signed in as ${other.email}`)).toBeVisible();
  await expect(second.page.getByLabel("Full name")).toHaveValue("Casey Other");
  await second.context.close();

  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Alex Holder-Saved");
});
