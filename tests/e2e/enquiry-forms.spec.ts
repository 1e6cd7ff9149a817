import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import {
  SUBMIT,
  axeScanServerRenderedErrors,
  contactConsent,
  expectEveryErrorShown,
  form,
  marketingConsent,
  open,
  variants,
  type Variant,
} from "./support/call-back-form";

/**
 * The four call-back forms at both widths: the errors a person sees, where the summary and focus go, and an
 * accessibility scan of each form with its errors showing, with JavaScript and without. What the server does
 * with a form (storing it, refusing it, the toasts) is the same at any width: enquiry-forms.desktop.spec.ts.
 */

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
    });
  });
}
