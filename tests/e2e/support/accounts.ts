import { expect as baseExpect, type Browser, type Page } from "@playwright/test";
import { linkIn, uniqueEmail, waitForMail } from "./mailbox";
import { totp } from "./totp";

/**
 * Accounts for the signed-in dashboard specs, made the ways people make them: candidates, employers and
 * partners sign up on /sign-in and open the link in their email; caseworkers and admins are made by the
 * team's command (here its test route), choose a password from the link it gives, and set up two-step
 * sign-in when first sent to.
 */

export const password = "harbour thistle lantern 73";

// Password hashing is deliberately slow (scrypt at full cost) and two browsers share two cores.
export const expect = baseExpect.configure({ timeout: 20_000 });

export type Person = { email: string; password: string; name: string; secret?: string };

export type SelfServiceType = "Candidate" | "Employer" | "Partner organisation";

let devices = 0;

/**
 * Another browser with its own cookies and client address, as a second person on their own device; on the
 * shared server unless a spec's own server is named.
 */
export async function newDevice(browser: Browser, workerIndex: number, baseURL = process.env.E2E_BASE_URL) {
  devices += 1;
  const ip = `198.19.${(workerIndex % 250) + 1}.${(devices % 250) + 1}`;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": ip } });
  return { context, page: await context.newPage() };
}

export async function fillSignIn(page: Page, person: { email: string; password: string }) {
  await page.getByLabel("Email address").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function signIn(page: Page, person: { email: string; password: string }) {
  await page.goto("/sign-in");
  await fillSignIn(page, person);
}

/**
 * Opens a link from an email as a person does: the page it shows changes nothing until they press Continue.
 * `heading` is the page's title ("Confirm Your Email Address" for a new account).
 */
export async function openEmailLink(page: Page, link: string, heading: string | RegExp = /^Confirm /) {
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
}

/** Signs up on /sign-in with the chosen account type and opens the confirmation link; the browser is then signed in. */
export async function signUpAndVerify(page: Page, type: SelfServiceType, name: string): Promise<Person> {
  const email = uniqueEmail(type.split(" ")[0]!.toLowerCase());
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create an account", exact: true })).toBeVisible();
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("radio", { name: type }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();
  const mail = await waitForMail(email, "Confirm your email address");
  await openEmailLink(page, linkIn(mail, "/auth/callback"), "Confirm Your Email Address");
  await page.waitForURL(/\/dashboard\//);
  return { email, password, name };
}

/** Turns on two-step sign-in with an authenticator app from /account, using the key the page shows. */
export async function enrolAuthenticator(page: Page, person: Person): Promise<string> {
  const card = page.locator("#authenticator-app").locator("..");
  await card.getByLabel("Your password").fill(person.password);
  await card.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("heading", { name: "Set up your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("authenticator-secret").textContent())!.replace(/\s/g, "");
  await page.getByLabel("Code from your app").fill(totp(secret));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByRole("heading", { name: "Your backup codes" })).toBeVisible();
  await page.getByRole("link", { name: "I have saved my backup codes" }).click();
  await expect(page.getByText("Two-step sign-in is on, with an authenticator app.")).toBeVisible();
  person.secret = secret;
  return secret;
}

/**
 * A caseworker or admin as the team's command makes them: the test route answers the one-time link, the
 * person chooses a password there, signs in, is sent to set up two-step sign-in and does so. The page is
 * left on /account, signed in with two-step sign-in on.
 */
export async function staffAccount(page: Page, role: "admin" | "caseworker", name: string, baseURL = process.env.E2E_BASE_URL): Promise<Person> {
  const email = uniqueEmail(role);
  const response = await page.request.post("/__test/accounts", {
    headers: { Origin: baseURL! },
    data: { email, role, name },
  });
  expect(response.status()).toBe(201);
  const { link } = (await response.json()) as { userId: string; link: string };
  expect(link).toMatch(/^\/reset-password\?token=/);

  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/sign-in\?notice=password-reset/);

  const person: Person = { email, password, name };
  await fillSignIn(page, person);
  await expect(page).toHaveURL(/\/account\?setup=two-factor/);
  await expect(page.getByRole("heading", { level: 2, name: "Set up two-step sign-in to carry on" })).toBeVisible();
  await enrolAuthenticator(page, person);
  return person;
}

/** An administrator approves a waiting employer or partner account and adds its organisation (a new name) with it as the first member. */
export async function approveAndLink(admin: Page, person: Person, organisation: string) {
  await admin.goto("/dashboard/admin");
  await admin.getByLabel("Status").selectOption("Awaiting approval");
  await admin.getByLabel("Name or email address").fill(person.email);
  await admin.getByRole("button", { name: "Show accounts" }).click();
  // The row with this address: until the filtered list arrives, other tests' accounts of the same name may show.
  await admin.getByRole("row").filter({ hasText: person.email }).getByRole("link", { name: `${person.name}: manage this account`, exact: true }).click();
  await admin.getByRole("button", { name: "Approve this account" }).click();
  await expect(admin.getByText(/Account approved/)).toBeVisible();
  await admin.getByLabel("New organisation's name").fill(organisation);
  await admin.getByRole("button", { name: "Add this organisation" }).click();
  await expect(admin.getByText(/Organisation added, with this account as its first member/)).toBeVisible();
}
