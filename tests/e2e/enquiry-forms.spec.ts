import { expect, test, type Browser, type Locator, type Page, type Request } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";

/**
 * The four call-back forms, as a person uses them: with JavaScript and without.
 * Each test posts from its own client address (the server trusts X-Forwarded-For in end-to-end runs),
 * so the per-client rate limit applies to that test alone.
 */

type Variant = "general" | "employer" | "candidate" | "partner";

type FieldSpec = { label: string; valid: string; invalid?: string; message: string; kind?: "select" };

const FAILURE_TOAST = "Something went wrong. Please try again.";
const SUBMIT = "Request a Call Back";
const MIN_FILL_MS = 3000;

const common: Record<string, FieldSpec> = {
  firstName: { label: "First name", valid: "Amira", invalid: "A", message: "First name must be at least 2 characters." },
  lastName: { label: "Last name", valid: "Khan", invalid: "K", message: "Last name must be at least 2 characters." },
  email: { label: "Email address", valid: "", invalid: "amira.example.org", message: "Please enter a valid email address." },
  phoneNumber: { label: "Phone number", valid: "07700 900123", invalid: "123", message: "Please enter a valid phone number." },
  location: { label: "Town or city", valid: "Leeds", invalid: "L", message: "Please enter your city or rough location." },
};

const variants: Record<Variant, { path: string; thankYou: string; fields: Record<string, FieldSpec> }> = {
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

const CONSENT_MESSAGE = "You must agree to be contacted.";

function uniqueEmail(variant: Variant): string {
  return `e2e-${variant}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

function clientAddress(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

function form(page: Page): Locator {
  return page.getByRole("form", { name: "Call-back request" });
}

const contactConsent = (page: Page) => form(page).getByLabel(/I agree to Fair Chance Works contacting me/);
const marketingConsent = (page: Page) => form(page).getByLabel(/occasional news about jobs/);

/**
 * Opens the page from a fresh client address and notes when the form was shown. With JavaScript, waits for the
 * form's script (the page has no React) to have taken the form over, as it marks it.
 */
async function open(page: Page, variant: Variant, { script = true } = {}): Promise<{ shownAt: number; address: string }> {
  const address = clientAddress();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  await page.goto(variants[variant].path);
  await expect(form(page)).toBeVisible();
  if (script) await expect(form(page)).toHaveAttribute("data-enhanced", "");
  return { shownAt: Date.now(), address };
}

/** The form's own POST, which its script sends in the background. */
function isFormPost(variant: Variant) {
  return (request: Request) => request.method() === "POST" && new URL(request.url()).pathname === variants[variant].path;
}

async function fillValid(page: Page, variant: Variant, email: string) {
  for (const [name, field] of Object.entries(variants[variant].fields)) {
    const control = form(page).getByLabel(field.label);
    if (field.kind === "select") await control.selectOption(field.valid);
    else await control.fill(name === "email" ? email : field.valid);
  }
  await form(page).getByLabel("How did you hear about us?").fill("My probation officer");
  await marketingConsent(page).check();
}

/** The server refuses forms sent faster than a person could fill them in. */
async function waitForMinimumFillTime(page: Page, shownAt: number) {
  const left = shownAt + MIN_FILL_MS + 300 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

async function expectEntriesKept(page: Page, variant: Variant, email: string) {
  for (const [name, field] of Object.entries(variants[variant].fields)) {
    await expect(form(page).getByLabel(field.label)).toHaveValue(name === "email" ? email : field.valid);
  }
  await expect(form(page).getByLabel("How did you hear about us?")).toHaveValue("My probation officer");
  await expect(contactConsent(page)).toBeChecked();
  await expect(marketingConsent(page)).toBeChecked();
}

async function expectEveryErrorShown(page: Page, variant: Variant) {
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

async function storedEnquiry(page: Page, email: string) {
  const response = await page.request.get(`/__test/enquiries/latest?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown> | null;
}

function expectedRow(variant: Variant, email: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(variants[variant].fields)) {
    if (name === "email" || name === "phoneNumber") continue; // stored normalised
    values[name] = field.valid;
  }
  return { ...values, email, formSource: variant, referral: "My probation officer", contactConsent: true, marketingConsent: true };
}

/**
 * axe needs scripts to run, so it scans the server-rendered error page in a second browser that has
 * them: the form is sent with the native submit(), which no script intercepts, as it would be without
 * JavaScript.
 */
async function axeScanServerRenderedErrors(browser: Browser, baseURL: string | undefined, variant: Variant) {
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
async function exhaustRateLimit(page: Page, variant: Variant, address: string) {
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

for (const variant of Object.keys(variants) as Variant[]) {
  test.describe(`${variant} call-back form`, () => {
    test("shows every error under its field and in a summary that links to it", async ({ page }) => {
      await open(page, variant);
      await contactConsent(page).uncheck();
      await form(page).getByRole("button", { name: SUBMIT }).click();

      await expectEveryErrorShown(page, variant);
      await expect(page.getByRole("alert").locator("..")).toBeFocused();
      await expectNoAccessibilityViolations(page);

      // A link in the summary takes the person to the field.
      const first = variants[variant].fields.firstName!;
      await page.getByRole("link", { name: first.message }).click();
      await expect(form(page).getByLabel(first.label)).toBeFocused();
    });

    test("stores a valid enquiry and lands on the thank-you page", async ({ page }) => {
      const { shownAt } = await open(page, variant);
      const email = uniqueEmail(variant);
      await fillValid(page, variant, email);
      await waitForMinimumFillTime(page, shownAt);

      // Hold the request briefly to see the submitting state.
      await page.route(
        (url) => url.pathname === variants[variant].path,
        async (route) => {
          if (isFormPost(variant)(route.request())) await new Promise((resolve) => setTimeout(resolve, 700));
          await route.continue();
        },
      );
      await form(page).getByRole("button", { name: SUBMIT }).click();
      const busy = form(page).getByRole("button", { name: "Submitting..." });
      await expect(busy).toBeVisible();
      await expect(busy).toBeDisabled();

      await page.waitForURL((url) => `${url.pathname}${url.search}` === variants[variant].thankYou);
      expect(await storedEnquiry(page, email)).toMatchObject(expectedRow(variant, email));
    });

    test("keeps every entry and shows the toast when the server fails", async ({ page }) => {
      const csp: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
      });
      const { shownAt } = await open(page, variant);
      const email = uniqueEmail(variant);
      await fillValid(page, variant, email);
      await waitForMinimumFillTime(page, shownAt);

      // An error page from something in front of the app.
      await page.route(
        (url) => url.pathname === variants[variant].path,
        (route) =>
          isFormPost(variant)(route.request())
            ? route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Service Unavailable</h1>" })
            : route.continue(),
      );
      await form(page).getByRole("button", { name: SUBMIT }).click();
      await expect(page.getByText(FAILURE_TOAST)).toBeVisible();
      await expect(form(page).getByRole("button", { name: SUBMIT })).toBeEnabled();
      await expectEntriesKept(page, variant, email);
      expect(await storedEnquiry(page, email)).toBeNull();

      // A dropped connection.
      await page.unrouteAll();
      await page.route(
        (url) => url.pathname === variants[variant].path,
        (route) => (isFormPost(variant)(route.request()) ? route.abort("internetdisconnected") : route.continue()),
      );
      await form(page).getByRole("button", { name: SUBMIT }).click();
      await expect(page.getByText(/check your internet connection/)).toBeVisible();
      await expect(page.getByText(FAILURE_TOAST)).toBeVisible();
      await expectEntriesKept(page, variant, email);

      // The toast is styled by the site's stylesheet, so it appears without breaking the page's policy.
      expect(csp).toEqual([]);
    });

    test("keeps every entry and shows the toast when the server refuses for too many requests", async ({ page }) => {
      const { shownAt, address } = await open(page, variant);
      const email = uniqueEmail(variant);
      await fillValid(page, variant, email);
      await exhaustRateLimit(page, variant, address);
      await waitForMinimumFillTime(page, shownAt);

      await form(page).getByRole("button", { name: SUBMIT }).click();
      await expect(page.getByText(FAILURE_TOAST)).toBeVisible();
      await expect(page.getByText(/several requests from your connection/)).toBeVisible();
      await expectEntriesKept(page, variant, email);
      expect(await storedEnquiry(page, email)).toBeNull();
    });

    test("asks for a second look when the form is sent faster than a person could fill it in", async ({ page }) => {
      await open(page, variant);
      const email = uniqueEmail(variant);
      await fillValid(page, variant, email);
      // Filling in can take longer than the minimum on a busy machine: restart the form's clock, as if
      // everything had been typed in an instant.
      await form(page)
        .locator(`input[name="startedAt"]`)
        .evaluate((input: HTMLInputElement) => (input.value = String(Date.now())));
      await form(page).getByRole("button", { name: SUBMIT }).click();
      await expect(page.getByText("Please check your details and send the form again.")).toBeVisible();
      await expectEntriesKept(page, variant, email);

      // Sending it again a moment later works.
      await page.waitForTimeout(MIN_FILL_MS);
      await form(page).getByRole("button", { name: SUBMIT }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === variants[variant].thankYou);
      expect(await storedEnquiry(page, email)).toMatchObject({ formSource: variant });
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("shows the server's errors with the entries kept", async ({ page, browser, baseURL }) => {
        await open(page, variant, { script: false });
        const { fields } = variants[variant];
        for (const field of Object.values(fields)) {
          if (field.invalid) await form(page).getByLabel(field.label).fill(field.invalid);
        }
        await contactConsent(page).uncheck();
        await marketingConsent(page).check();
        await form(page).getByRole("button", { name: SUBMIT }).click();

        await expectEveryErrorShown(page, variant);
        for (const field of Object.values(fields)) {
          if (field.invalid) await expect(form(page).getByLabel(field.label)).toHaveValue(field.invalid);
        }
        await expect(contactConsent(page)).not.toBeChecked();
        await expect(marketingConsent(page)).toBeChecked();
        // The summary has focus after the page reloads, so it is what a screen reader reads first.
        await expect(page.getByRole("alert").locator("..")).toBeFocused();
        await axeScanServerRenderedErrors(browser, baseURL, variant);

        // A link in the summary jumps to its field with the field's label in sight, below the sticky header.
        const emailField = Object.values(fields).find((field) => field.label === "Email address")!;
        await page.getByRole("alert").getByRole("link", { name: emailField.message }).click();
        const emailId = await form(page).getByLabel(emailField.label).getAttribute("id");
        const labelTop = async () => (await page.locator(`label[for="${emailId}"]`).boundingBox())!.y;
        const headerBottom = async () => {
          const box = (await page.locator("body > header, header").first().boundingBox())!;
          return box.y + box.height;
        };
        // Where the jump ends (a smooth scroll passes through places where the label is in sight).
        let lastY = -1;
        await expect
          .poll(async () => {
            const y = await page.evaluate(() => window.scrollY);
            const settled = y === lastY && y > 0;
            lastY = y;
            return settled;
          })
          .toBe(true);
        expect(await labelTop()).toBeGreaterThanOrEqual(await headerBottom());
      });

      test("stores a valid enquiry and lands on the thank-you page", async ({ page }) => {
        const { shownAt } = await open(page, variant, { script: false });
        const email = uniqueEmail(variant);
        await fillValid(page, variant, email);
        await waitForMinimumFillTime(page, shownAt);
        await form(page).getByRole("button", { name: SUBMIT }).click();
        await page.waitForURL((url) => `${url.pathname}${url.search}` === variants[variant].thankYou);
        expect(await storedEnquiry(page, email)).toMatchObject(expectedRow(variant, email));
      });

      test("keeps every entry and explains when the server refuses", async ({ page }) => {
        const { shownAt, address } = await open(page, variant, { script: false });
        const email = uniqueEmail(variant);
        await fillValid(page, variant, email);
        await exhaustRateLimit(page, variant, address);
        await waitForMinimumFillTime(page, shownAt);
        const [response] = await Promise.all([
          page.waitForResponse((candidate) => candidate.request().method() === "POST"),
          form(page).getByRole("button", { name: SUBMIT }).click(),
        ]);
        expect(response.status()).toBe(429);
        await expect(page.getByText(/several requests from your connection/)).toBeVisible();
        await expectEntriesKept(page, variant, email);
        expect(await storedEnquiry(page, email)).toBeNull();
      });
    });
  });
}

test.describe("the call-back form's script", () => {
  const firstName = variants.general.fields.firstName!;

  test("starts with the consent box ticked and, once a message shows, checks again as the person types", async ({ page }) => {
    await open(page, "general");
    await expect(contactConsent(page)).toBeChecked();
    await form(page).getByRole("button", { name: SUBMIT }).click();
    const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });
    await expect(summary.getByRole("link", { name: firstName.message })).toBeVisible();
    const box = form(page).getByLabel(firstName.label);
    await expect(box).toHaveAccessibleDescription(`Error: ${firstName.message}`);

    // Put right, the message goes from under the field and from the summary, while the others stay.
    await box.fill(firstName.valid);
    await expect(box).not.toHaveAttribute("aria-invalid");
    await expect(form(page).getByText(firstName.message)).toHaveCount(0);
    await expect(summary.getByRole("link", { name: variants.general.fields.lastName!.message })).toBeVisible();
    // Typing does not take the person away from the field.
    await expect(box).toBeFocused();

    // Made wrong again, it comes back; so does the consent box's once it is unticked.
    await box.fill(firstName.invalid!);
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(summary.getByRole("link", { name: firstName.message })).toBeVisible();
    await contactConsent(page).uncheck();
    await expect(summary.getByRole("link", { name: CONSENT_MESSAGE })).toBeVisible();
    await expect(contactConsent(page)).toHaveAccessibleDescription(`Error: ${CONSENT_MESSAGE}`);
  });

  test("shows one failure toast at a time in the Notifications region, which alt+T and Escape work, for four seconds", async ({ page }) => {
    const { shownAt } = await open(page, "general");
    const email = uniqueEmail("general");
    await fillValid(page, "general", email);
    await waitForMinimumFillTime(page, shownAt);
    await page.route(
      (url) => url.pathname === variants.general.path,
      (route) => (isFormPost("general")(route.request()) ? route.fulfill({ status: 502, contentType: "text/plain", body: "Bad gateway" }) : route.continue()),
    );
    const region = page.getByRole("region", { name: /^Notifications/ });
    const send = form(page).getByRole("button", { name: SUBMIT });
    await send.click();
    await expect(region.getByRole("status")).toHaveText(FAILURE_TOAST);
    await expect(page.getByText(/check your internet connection/)).toBeVisible();

    // A second failure replaces the first.
    await send.click();
    await expect(send).toBeEnabled();
    await expect(region.getByRole("status")).toHaveCount(1);
    await expectEntriesKept(page, "general", email);

    // alt+T takes focus to the toasts; Escape gives it back.
    const summary = page.getByRole("alert").locator("..");
    await expect(summary).toBeFocused();
    await page.keyboard.press("Alt+KeyT");
    await expect(region).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(summary).toBeFocused();

    // It goes by itself.
    await page.mouse.move(0, 0);
    await expect(region.getByRole("status")).toHaveCount(0, { timeout: 6_000 });
    await expectNoAccessibilityViolations(page);
  });
});

test("the contact page is the general call-back form", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Request a Call Back" })).toBeVisible();
  await expect(form(page)).toHaveAttribute("action", "/contact");
});

test("a filled-in honeypot looks like success but stores nothing", async ({ page }) => {
  const email = uniqueEmail("general");
  const fields: Record<string, string> = { website: "http://spam.example", startedAt: String(Date.now() - 60_000), contactConsent: "on" };
  for (const [name, field] of Object.entries(variants.general.fields)) fields[name] = field.valid;
  fields.email = email;
  const response = await page.request.post("/request-callback", {
    form: fields,
    headers: { "x-forwarded-for": clientAddress() },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/thank-you");
  expect(await storedEnquiry(page, email)).toBeNull();
});
