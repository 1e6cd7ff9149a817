import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { developmentOrganisation, telHref } from "../../app/lib/organisation";
import { expectTappable } from "./support/tappable";
import { expectHeadings, expectJumpToContact, pages } from "./support/audience-pages";

/**
 * The employer, candidate, partner and jobs pages at both widths: their headings, an axe scan of each, the
 * buttons that move to the contact section and the contact details to tap. What the pages say and link to
 * is the same at any width: audience-pages.desktop.spec.ts.
 */

test.describe("audience pages", () => {
  for (const spec of pages) {
    test(`${spec.path} shows its heading and main sections`, async ({ page }) => {
      await page.goto(spec.path);
      await expectHeadings(page, spec);
    });

    test(`${spec.path} has no accessibility violations`, async ({ page }) => {
      await page.goto(spec.path);
      await expectNoAccessibilityViolations(page);
    });
  }

  test("Hire Vetted Talent moves to the employer contact section", async ({ page }) => {
    await page.goto("/employers");
    await expectJumpToContact(page, "Hire Vetted Talent", "Request a Call Back");
    // The employer call-back form itself (tested in enquiry-forms.spec.ts) sits in the section.
    await expect(page.locator("#contact").getByRole("form", { name: "Call-back request" })).toBeVisible();
  });

  test("Start Your Journey moves to the candidate contact section, which promises contact within 24 hours", async ({ page }) => {
    await page.goto("/candidates");
    await expectJumpToContact(page, "Start Your Journey", "Start Your Journey Today");
    await expect(page.locator("#contact")).toContainText("within 24 hours");
  });

  test("each contact section gives the phone number to tap and call, the email address and the opening hours", async ({ page }) => {
    // The test server runs with the development examples (app/lib/organisation.ts).
    const { phone, email, openingHours } = developmentOrganisation;
    for (const path of ["/employers", "/candidates", "/partners"]) {
      await page.goto(`${path}#contact`);
      const details = page.locator("#contact").getByRole("list", { name: "Our contact details" });
      const call = details.getByRole("link", { name: phone });
      await expect(call).toHaveAttribute("href", telHref(phone));
      await expectTappable(call);
      await expect(details.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
      await expect(details).toContainText(openingHours);
    }
  });

  test("the partner page says how to refer someone today: by phone, by email, or the call-back form", async ({ page }) => {
    await page.goto("/partners");
    const refer = page.getByRole("region", { name: "How to Refer Someone Today" });
    const { phone, email } = developmentOrganisation;
    await expect(refer.getByRole("link", { name: phone })).toHaveAttribute("href", telHref(phone));
    await expect(refer.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(refer).toContainText("Referrals are not made through this website.");
    await refer.getByRole("link", { name: "Ask us to call you back" }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact").getByRole("form", { name: "Call-back request" })).toBeInViewport();
  });
});
