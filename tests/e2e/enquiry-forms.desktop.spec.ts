import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import {
  CONSENT_MESSAGE,
  FAILURE_TOAST,
  MIN_FILL_MS,
  SUBMIT,
  clientAddress,
  contactConsent,
  exhaustRateLimit,
  expectEntriesKept,
  expectedRow,
  fillValid,
  form,
  isFormPost,
  open,
  storedEnquiry,
  uniqueEmail,
  variants,
  waitForMinimumFillTime,
  type Variant,
} from "./support/call-back-form";

/**
 * What the server and the form's script do with the four call-back forms: storing an enquiry, refusing one
 * (failure, rate limit, too fast, honeypot) with every entry kept, and the toasts. None of it depends on the
 * width, so it runs at desktop width only; the errors and scans at both widths are in enquiry-forms.spec.ts.
 */

for (const variant of Object.keys(variants) as Variant[]) {
  test.describe(`${variant} call-back form`, () => {
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
      await expect(page.getByText("This form was sent within a few seconds of the page opening, so we could not tell it came from a person. Everything you typed is still here: check it, then send the form again.")).toBeVisible();
      await expectEntriesKept(page, variant, email);

      // Sending it again a moment later works.
      await page.waitForTimeout(MIN_FILL_MS);
      await form(page).getByRole("button", { name: SUBMIT }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === variants[variant].thankYou);
      expect(await storedEnquiry(page, email)).toMatchObject({ formSource: variant });
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

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