import { expect, type Browser, type Locator, type Page, type Request } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./accessibility";

/**
 * The four call-back forms as the end-to-end specs drive them (enquiry-forms.spec.ts at both widths,
 * enquiry-forms.desktop.spec.ts for what the server does with them). Each test posts from its own client
 * address (the server trusts X-Forwarded-For in end-to-end runs), so the per-client rate limit applies to
 * that test alone.
 */

export type Variant = "general" | "employer" | "candidate" | "partner";

type FieldSpec = { label: string; valid: string; invalid?: string; message: string; kind?: "select" };

export const FAILURE_TOAST = "Something went wrong. Please try again.";
export const SUBMIT = "Request a Call Back";
export const MIN_FILL_MS = 3000;

const common: Record<string, FieldSpec> = {
  firstName: { label: "First name", valid: "Amira", invalid: "A", message: "First name must be at least 2 characters." },
  lastName: { label: "Last name", valid: "Khan", invalid: "K", message: "Last name must be at least 2 characters." },
  email: { label: "Email address", valid: "", invalid: "amira.example.org", message: "Please enter a valid email address." },
  phoneNumber: { label: "Phone number", valid: "07700 900123", invalid: "123", message: "Please enter a valid phone number." },
  location: { label: "Town or city", valid: "Leeds", invalid: "L", message: "Please enter your city or rough location." },
};

export const variants: Record<Variant, { path: string; thankYou: string; fields: Record<string, FieldSpec> }> = {
  general: {
    path: "/request-callback",
    thankYou: "/thank-you",
    fields: {
      ...common,
      message: {
        label: "How can we help?",
        valid: "I would like to talk about training courses.",
        invalid: "Hi",
        message: "Please tell us what you're looking for.",
      },
    },
  },
  employer: {
    path: "/employers",
    thankYou: "/thank-you",
    fields: {
      ...common,
      companyName: { label: "Company name", valid: "Reid Builders", invalid: "R", message: "Company name must be at least 2 characters." },
      jobTitle: { label: "Your job title", valid: "Site manager", invalid: "S", message: "Job title must be at least 2 characters." },
      message: {
        label: "What roles are you looking to fill?",
        valid: "Two groundworkers for a housing site from March.",
        invalid: "Jobs",
        message: "Please tell us what you're looking for.",
      },
    },
  },
  candidate: {
    path: "/candidates",
    thankYou: "/thank-you?source=candidate",
    fields: {
      ...common,
      support: {
        label: "What support are you looking for?",
        valid: "Help with my CV and finding warehouse work.",
        invalid: "CV",
        message: "Please tell us what support you are looking for.",
      },
    },
  },
  partner: {
    path: "/partners",
    thankYou: "/thank-you",
    fields: {
      ...common,
      organisation: { label: "Organisation name", valid: "New Start Trust", invalid: "N", message: "Organisation name must be at least 2 characters." },
      organisationType: { label: "Organisation type", valid: "charity", message: "Please select your organisation type.", kind: "select" },
      message: {
        label: "How would you like to work with us?",
        valid: "We would like to refer people leaving prison to you.",
        invalid: "Hi",
        message: "Please tell us what you're looking for.",
      },
    },
  },
};

export const CONSENT_MESSAGE = "You must agree to be contacted.";

export function uniqueEmail(variant: Variant): string {
  return `e2e-${variant}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

export function clientAddress(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

export function form(page: Page): Locator {
  return page.getByRole("form", { name: "Call-back request" });
}

export const contactConsent = (page: Page) => form(page).getByLabel(/Please contact me by phone or email about this request/);
export const marketingConsent = (page: Page) => form(page).getByLabel(/occasional news about jobs/);

/**
 * Opens the page from a fresh client address and notes when the form was shown. With JavaScript, waits for the
 * form's script (the page has no React) to have taken the form over, as it marks it.
 */
export async function open(page: Page, variant: Variant, { script = true } = {}): Promise<{ shownAt: number; address: string }> {
  const address = clientAddress();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  await page.goto(variants[variant].path);
  await expect(form(page)).toBeVisible();
  if (script) await expect(form(page)).toHaveAttribute("data-enhanced", "");
  return { shownAt: Date.now(), address };
}

/** The form's own POST, which its script sends in the background. */
export function isFormPost(variant: Variant) {
  return (request: Request) => request.method() === "POST" && new URL(request.url()).pathname === variants[variant].path;
}

export async function fillValid(page: Page, variant: Variant, email: string) {
  for (const [name, field] of Object.entries(variants[variant].fields)) {
    const control = form(page).getByLabel(field.label);
    if (field.kind === "select") await control.selectOption(field.valid);
    else await control.fill(name === "email" ? email : field.valid);
  }
  await form(page).getByLabel("How did you hear about us?").fill("My probation officer");
  await marketingConsent(page).check();
}

/** The server refuses forms sent faster than a person could fill them in. */
export async function waitForMinimumFillTime(page: Page, shownAt: number) {
  const left = shownAt + MIN_FILL_MS + 300 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

export async function expectEntriesKept(page: Page, variant: Variant, email: string) {
  for (const [name, field] of Object.entries(variants[variant].fields)) {
    await expect(form(page).getByLabel(field.label)).toHaveValue(name === "email" ? email : field.valid);
  }
  await expect(form(page).getByLabel("How did you hear about us?")).toHaveValue("My probation officer");
  await expect(contactConsent(page)).toBeChecked();
  await expect(marketingConsent(page)).toBeChecked();
}

export async function expectEveryErrorShown(page: Page, variant: Variant) {
  const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });
  await expect(summary).toBeVisible();
  const expected = [...Object.values(variants[variant].fields), { label: "", message: CONSENT_MESSAGE }];
  for (const { label, message } of expected) {
    const link = summary.getByRole("link", { name: message });
    await expect(link).toBeVisible();
    const control = label ? form(page).getByLabel(label) : contactConsent(page);
    const id = await control.getAttribute("id");
    await expect(link).toHaveAttribute("href", `#${id}`);
    await expect(control).toHaveAttribute("aria-invalid", "true");
    // The message under the field is the one the field points screen readers to.
    await expect(control).toHaveAccessibleDescription(new RegExp(escape(message)));
    const described = (await control.getAttribute("aria-describedby"))?.split(" ") ?? [];
    const errorId = described.find((candidate) => candidate.endsWith("-error"));
    expect(errorId).toBeTruthy();
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(`Error: ${message}`);
  }
  await expect(summary.getByRole("link")).toHaveCount(expected.length);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export async function storedEnquiry(page: Page, email: string) {
  const response = await page.request.get(`/__test/enquiries/latest?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown> | null;
}

export function expectedRow(variant: Variant, email: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(variants[variant].fields)) {
    if (name === "email" || name === "phoneNumber") continue; // stored normalised
    values[name] = field.valid;
  }
  return { ...values, email, formSource: variant, referral: "My probation officer", contactRequested: true, marketingConsent: true };
}

/**
 * axe needs scripts to run, so it scans the server-rendered error page in a second browser that has
 * them: the form is sent with the native submit(), which no script intercepts, as it would be without
 * JavaScript.
 */
export async function axeScanServerRenderedErrors(browser: Browser, baseURL: string | undefined, variant: Variant) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: true,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  try {
    const page = await context.newPage();
    await page.goto(variants[variant].path);
    await contactConsent(page).uncheck();
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      form(page).evaluate((element) => (element as HTMLFormElement).submit()),
    ]);
    await expectEveryErrorShown(page, variant);
    await expectNoAccessibilityViolations(page);
  } finally {
    await context.close();
  }
}

/** Uses up the client's allowance of enquiries, so the next one from the same address is refused. */
export async function exhaustRateLimit(page: Page, variant: Variant, address: string) {
  for (let i = 0; i < 10; i++) {
    const fields: Record<string, string> = { website: "", startedAt: String(Date.now() - 60_000), contactConsent: "on" };
    for (const [name, field] of Object.entries(variants[variant].fields)) fields[name] = field.valid;
    fields.email = uniqueEmail(variant);
    const response = await page.request.post(variants[variant].path, {
      form: fields,
      headers: { "x-forwarded-for": address },
      maxRedirects: 0,
    });
    if (response.status() === 429) return;
    expect(response.status()).toBe(302);
  }
  throw new Error("The rate limit never refused an enquiry");
}

