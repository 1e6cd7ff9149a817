import { eq } from "drizzle-orm";
import { applications, candidates, caseworkerAssignments, caseworkers, jobs, organisationMembers, organisations, referrals, users } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { uuidv7 } from "../../app/lib/uuid.server";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { enrolAuthenticator, expect, signUpAndVerify, staffAccount } from "./support/accounts";
import { test } from "./support/own-server";
import { expectTappable } from "./support/tappable";

/**
 * Lists paged in the database, as the people who use them page through them on a phone and a laptop, with the
 * filter kept from page to page: a partner's 63 referrals and the 63 applications of the people who agreed to share
 * them, and a caseworker's caseload of 63, 50 a page. The rows
 * are written straight into the spec's own server (support/own-server.ts), as the referral form and an
 * administrator's assignments would have.
 */

test("a partner pages through 63 referrals, with the status filter kept on every page, and through the applications shared with it", async ({ page, ownServer }) => {
  test.setTimeout(120_000);
  const db = ownServer.server.database.db;
  const partnerId = uuidv7();
  await db.insert(organisations).values({ id: partnerId, kind: "partner", name: "Paging Housing Trust", status: "approved" });
  const start = Date.now() - 90 * 24 * 3_600_000;
  await db.insert(referrals).values(
    Array.from({ length: 63 }, (_, n) => ({
      id: uuidv7(),
      partnerId,
      firstName: "Referred",
      lastName: `Person ${String(n + 1).padStart(2, "0")}`,
      // Every third one has been accepted; the rest wait for a caseworker.
      status: n % 3 === 0 ? ("accepted" as const) : ("submitted" as const),
      consentGiven: true,
      consentRecordedAt: new Date(start + n * 3_600_000),
      consentRecordedBy: "Robin Referrer",
      referredByName: "Robin Referrer",
      createdAt: new Date(start + n * 3_600_000),
    })),
  );

  const partner = await signUpAndVerify(page, "Partner organisation", "Robin Referrer");
  await page.goto("/account");
  await enrolAuthenticator(page, partner);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, partner.email));
  await db.update(users).set({ accountStatus: "active" }).where(eq(users.id, account!.id));
  await db.insert(organisationMembers).values({ organisationId: partnerId, userId: account!.id, role: "owner" });

  await page.goto(areaPath("partnerReferralsPortal"));
  await expect(page.getByText("63 referrals. Showing 1 to 50, page 1 of 2.")).toBeVisible();
  const people = page.getByRole("table", { name: /Your referrals/ }).getByRole("rowheader");
  await expect(people).toHaveCount(50);
  await expect(people.first()).toHaveText(/Referred Person 63$/);
  const pages = page.getByRole("navigation", { name: "Pages of your referrals" });
  await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  await expectTappable(pages.getByRole("link", { name: "Next page" }));
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(page.getByText("63 referrals. Showing 51 to 63, page 2 of 2.")).toBeVisible();
  await expect(people).toHaveCount(13);
  await expect(people.last()).toHaveText(/Referred Person 01$/);
  await expectNoAccessibilityViolations(page);

  // Filtered to those waiting, oldest first: the filter is the address, and the next page keeps it.
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Submitted" });
  await page.getByLabel("Order", { exact: true }).selectOption({ label: "Oldest first" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("42 referrals with the status submitted.", { exact: true })).toBeVisible();
  await expect(people.first()).toHaveText(/Referred Person 02$/);
  await expect(pages).toHaveCount(0);

  // Three of the people it referred agreed it may see their applications: 63 of them, one a job.
  const sharing = Array.from({ length: 3 }, (_, n) => ({ id: uuidv7(), fullName: `Sharing Person ${n + 1}` }));
  await db.insert(candidates).values(sharing);
  await db.insert(referrals).values(
    sharing.map((person) => ({
      id: uuidv7(), partnerId, candidateId: person.id, firstName: "Sharing", lastName: person.fullName.slice(-8), status: "in_support" as const,
      partnerMaySee: ["progress" as const, "applications" as const], consentGiven: true, consentRecordedAt: new Date(start), consentRecordedBy: "Robin Referrer", referredByName: "Robin Referrer",
    })),
  );
  const employerId = uuidv7();
  await db.insert(organisations).values({ id: employerId, kind: "employer", name: "Paging Warehousing", status: "approved" });
  const roles = Array.from({ length: 63 }, (_, n) => ({
    id: uuidv7(), title: `Picker ${String(n + 1).padStart(2, "0")}`, sector: "Logistics", employerId, employerName: "Paging Warehousing",
    locationName: "Anywhere in the UK", national: true, contractType: "permanent" as const, hours: "full_time" as const,
  }));
  await db.insert(jobs).values(roles);
  await db.insert(applications).values(
    roles.map((role, n) => ({ id: uuidv7(), jobId: role.id, candidateId: sharing[n % 3]!.id, appliedAt: new Date(start), updatedAt: new Date(start + n * 3_600_000) })),
  );
  await page.goto(areaPath("partnerApplicationsPortal"));
  await expect(page.getByText("63 applications from three people who agreed to share them. Showing 1 to 50, page 1 of 2.")).toBeVisible();
  const jobsListed = page.getByRole("table", { name: /Applications/ }).getByRole("rowheader");
  await expect(jobsListed).toHaveCount(50);
  await expect(jobsListed.first()).toHaveText(/Picker 63, Sharing Person 3$/);
  const applicationPages = page.getByRole("navigation", { name: "Pages of applications" });
  await expectTappable(applicationPages.getByRole("link", { name: "Next page" }));
  await applicationPages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(page.getByText("63 applications from three people who agreed to share them. Showing 51 to 63, page 2 of 2.")).toBeVisible();
  await expect(jobsListed).toHaveCount(13);
  await expect(jobsListed.last()).toHaveText(/Picker 01, Sharing Person 1$/);
  await expectTappable(applicationPages.getByRole("link", { name: "Previous page" }));
  await expectNoAccessibilityViolations(page);
});

test("a caseworker pages through a caseload of 63, with the readiness filter kept on every page", async ({ page, ownServer }) => {
  test.setTimeout(120_000);
  const db = ownServer.server.database.db;
  const worker = await staffAccount(page, "caseworker", "Casey Pager", ownServer.baseURL);
  // The first visit makes the caseworker's own record, which the assignments below point at.
  await page.goto(areaPath("caseworkerCaseloadPortal"));
  await expect(page.getByText("No one is assigned to you yet.", { exact: false })).toBeVisible();
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, worker.email));
  const [caseworker] = await db.select({ id: caseworkers.id }).from(caseworkers).where(eq(caseworkers.userId, account!.id));
  const people = Array.from({ length: 63 }, (_, n) => ({
    id: uuidv7(),
    fullName: `Caseload Person ${String(n + 1).padStart(2, "0")}`,
    // All but eight need support; those eight are ready to work.
    readinessStatus: n < 55 ? ("support_needed" as const) : ("ready_to_work" as const),
    readinessReason: "Agreed at the first meeting.",
  }));
  await db.insert(candidates).values(people);
  await db.insert(caseworkerAssignments).values(people.map((person) => ({ id: uuidv7(), candidateId: person.id, caseworkerId: caseworker!.id })));

  await page.goto(areaPath("caseworkerCaseloadPortal"));
  const table = page.getByRole("table", { name: /on your caseload/ });
  await expect(table).toHaveAccessibleName("63 people on your caseload. Showing 1 to 50, page 1 of 2.");
  await expect(table.getByRole("rowheader")).toHaveCount(50);
  await expect(table.getByRole("rowheader").first()).toHaveText(/Caseload Person 01$/);

  await page.getByLabel("Readiness", { exact: true }).selectOption({ label: "Support needed" });
  await page.getByRole("button", { name: "Show people" }).click();
  await expect(table).toHaveAccessibleName("55 of the 63 people on your caseload match this filter. Showing 1 to 50, page 1 of 2.");
  const pages = page.getByRole("navigation", { name: "Pages of your caseload" });
  await expectTappable(pages.getByRole("link", { name: "Next page" }));
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]readiness=support_needed&page=2$/);
  await expect(table).toHaveAccessibleName("55 of the 63 people on your caseload match this filter. Showing 51 to 55, page 2 of 2.");
  await expect(table.getByRole("rowheader")).toHaveCount(5);
  await expect(table.getByRole("rowheader").last()).toHaveText(/Caseload Person 55$/);
  await expectTappable(pages.getByRole("link", { name: "Previous page" }));
  await expectNoAccessibilityViolations(page);
});
