import { eq } from "drizzle-orm";
import { organisationMembers, organisations, users } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { jobPostingProperties } from "../../app/features/jobs/job-posting";
import { uuidv7 } from "../../app/lib/uuid.server";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { enrolAuthenticator, expect, signUpAndVerify } from "./support/accounts";
import { waitForHydration } from "./support/hydration";
import { test } from "./support/own-server";
import { expectNoHorizontalScroll } from "./support/tappable";

/**
 * Issue 30's first journey: an employer posts a Leeds role by its postcode with 37.5 hours a week, sees the preview
 * and publishes it; the role is found on /jobs within 5 miles of Leeds and not in London, and its page's JSON-LD
 * has every property search engines need for a JobPosting.
 */

const SHOTS = "/work/shots/jobpost";

test("an employer posts a Leeds role by postcode with 37.5 hours, previews it, publishes it, and it is found near Leeds only", async ({ page, ownServer }) => {
  test.setTimeout(180_000);
  const db = ownServer.server.database.db;
  const organisationId = uuidv7();
  await db.insert(organisations).values({ id: organisationId, kind: "employer", name: "Holbeck Foods", status: "approved", banTheBox: true });
  const employer = await signUpAndVerify(page, "Employer", "Jo Holbeck");
  await page.goto("/account");
  await enrolAuthenticator(page, employer);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, employer.email));
  await db.insert(organisationMembers).values({ organisationId, userId: account!.id, role: "owner" });
  await db.update(users).set({ accountStatus: "active" }).where(eq(users.id, account!.id));

  await page.goto(areaPath("employerPortalJobNew"));
  const title = page.getByLabel("Job title");
  await waitForHydration(title);
  await expect(page.getByLabel("Latitude")).toHaveCount(0);
  await title.fill("Warehouse Picker");
  await page.getByLabel("Sector").fill("Logistics");
  await page.getByLabel("What the role involves").fill("Picking and packing orders in our Holbeck warehouse.");
  await page.getByRole("radio", { name: "At a workplace" }).check();
  await page.getByLabel("Town or postcode of the workplace").fill("LS11 5QN");
  await page.getByRole("radio", { name: "Permanent" }).check();
  await page.getByRole("radio", { name: "Full-time" }).check();
  await page.getByLabel("Hours a week").fill("37.5");
  await page.getByLabel("Pay from, in pounds").fill("12.60");
  await page.getByLabel("Pay to, in pounds").fill("13.10");
  await page.getByLabel("Pay is").selectOption({ label: "an hour" });
  await page.getByLabel("Closing date").fill("31/03/2099");
  await page.getByRole("radio", { name: "Basic DBS check", exact: true }).check();
  await page.getByRole("radio", { name: "Each case is considered on its merits" }).check();
  await page.screenshot({ path: `${SHOTS}/job-form-1280.png`, fullPage: true }).catch(() => undefined);
  await page.getByRole("button", { name: "Save and preview" }).click();

  // The preview: the place the postcode was found at, and the public page's own details.
  await expect(page.getByRole("heading", { level: 1, name: "Preview: Warehouse Picker" })).toBeVisible();
  await expect(page.getByText("Found: Leeds LS11.")).toBeVisible();
  const preview = page.getByRole("region", { name: "Preview of the job page" });
  await expect(preview.getByRole("heading", { name: "Warehouse Picker" })).toBeVisible();
  await expect(preview.getByText("Full-time, 37.5 hours a week")).toBeVisible();
  await expect(preview.getByText("£12.60 to £13.10 an hour")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/job-preview-1280.png`, fullPage: true }).catch(() => undefined);
  const jobId = page.url().split("/").at(-2)!;
  await page.getByRole("button", { name: "Publish the role" }).click();
  await expect(page.getByText("Your role has been published.")).toBeVisible();
  await expect(page.getByRole("table").getByRole("link", { name: "Warehouse Picker (change)" })).toBeVisible();

  // Found within 5 miles of Leeds, not in London.
  await page.goto("/jobs?where=Leeds&miles=5");
  await expect(page.getByRole("link", { name: "Warehouse Picker" })).toBeVisible();
  await page.goto("/jobs?where=London&miles=5");
  await expect(page.getByRole("link", { name: "Warehouse Picker" })).toHaveCount(0);

  // The job page's JSON-LD has every property on the list, with the place and the pay.
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Warehouse Picker" })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
  for (const property of [...jobPostingProperties, "jobLocation"]) expect(jsonLd[property], property).toBeDefined();
  expect(jsonLd).toMatchObject({
    "@type": "JobPosting",
    validThrough: expect.stringMatching(/^2099-03-31T/),
    employmentType: ["FULL_TIME"],
    hiringOrganization: { name: "Holbeck Foods" },
    jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Leeds", postalCode: "LS11 5QN", addressCountry: "GB" } },
    baseSalary: { "@type": "MonetaryAmount", currency: "GBP", value: { minValue: 12.6, maxValue: 13.1, unitText: "HOUR" } },
  });

  // Changing the live role keeps its history: who, when and which fields.
  await page.goto(areaPath("employerPortalJob", { jobId }));
  const hours = page.getByLabel("Hours a week");
  await waitForHydration(hours);
  await expect(page.getByText("Found: Leeds LS11.")).toBeVisible();
  await hours.fill("30");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes have been saved.")).toBeVisible();
  await page.goto(areaPath("employerPortalJob", { jobId }));
  const history = page.getByRole("table", { name: /Changes to this role/ });
  await expect(history.getByRole("row").filter({ hasText: "Hours a week" }).filter({ hasText: "Jo Holbeck" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: `${SHOTS}/job-history-1280.png`, fullPage: true }).catch(() => undefined);
});
