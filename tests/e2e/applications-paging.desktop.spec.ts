import { eq } from "drizzle-orm";
import { applications, candidates, jobs, organisationMembers, organisations, users } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { uuidv7 } from "../../app/lib/uuid.server";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { enrolAuthenticator, expect, signUpAndVerify } from "./support/accounts";
import { test } from "./support/own-server";

/**
 * A real employer with 31 applications over two roles pages through them 25 at a time and narrows them by role
 * and by name. The applications are written straight into the spec's own server (support/own-server.ts), as the
 * candidates' applying would have.
 */

test("an employer pages through 31 applications and narrows them by role and name", async ({ page, ownServer }) => {
  test.setTimeout(120_000);
  const db = ownServer.server.database.db;
  const organisationId = uuidv7();
  await db.insert(organisations).values({ id: organisationId, kind: "employer", name: "Paging Bakery", status: "approved" });
  const role = (title: string) => ({ id: uuidv7(), title, sector: "Food and drink", employerId: organisationId, employerName: "Paging Bakery", locationName: "Anywhere in the UK", national: true, contractType: "permanent" as const, hours: "full_time" as const });
  const baker = role("Night Baker");
  const driver = role("Van Driver");
  await db.insert(jobs).values([baker, driver]);
  const people = Array.from({ length: 31 }, (_, n) => ({ id: uuidv7(), fullName: `Applicant ${String(n + 1).padStart(2, "0")} Page` }));
  await db.insert(candidates).values(people);
  const start = Date.now() - 40 * 24 * 3_600_000;
  await db.insert(applications).values(
    people.map((person, n) => ({ id: uuidv7(), jobId: n < 21 ? baker.id : driver.id, candidateId: person.id, appliedAt: new Date(start + n * 3_600_000) })),
  );

  const employer = await signUpAndVerify(page, "Employer", "Pat Pager");
  await page.goto("/account");
  await enrolAuthenticator(page, employer);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, employer.email));
  await db.update(users).set({ accountStatus: "active" }).where(eq(users.id, account!.id));
  await db.insert(organisationMembers).values({ organisationId, userId: account!.id, role: "owner" });

  await page.goto(areaPath("employerPortalApplications"));
  await expect(page.getByText("31 applications, newest first. Page 1 of 2.")).toBeVisible();
  const names = page.getByRole("list", { name: /applications, / }).getByRole("listitem").getByRole("link");
  await expect(names).toHaveCount(25);
  await expect(names.first()).toHaveText(/^Applicant 31 Page/);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(page.getByText("31 applications, newest first. Page 2 of 2.")).toBeVisible();
  await expect(names).toHaveCount(6);
  await expect(names.last()).toHaveText(/^Applicant 01 Page/);
  await expectNoAccessibilityViolations(page);

  // By role, oldest first: the form's answers are the address, so the page works without JavaScript too.
  await page.getByLabel("Role", { exact: true }).selectOption({ label: "Van Driver" });
  await page.getByLabel("Order", { exact: true }).selectOption({ label: "Oldest first" });
  await page.getByRole("button", { name: "Show applications" }).click();
  await expect(page.getByText("10 applications, oldest first. Page 1 of 1.")).toBeVisible();
  await expect(names.first()).toHaveText(/^Applicant 22 Page/);
  await expect(page.getByRole("navigation", { name: "Applications by status" }).getByRole("link", { name: "Applied: 10" })).toBeVisible();

  // By name, across both roles.
  await page.getByRole("link", { name: "Show all applications" }).click();
  await page.getByLabel("Candidate's name").fill("applicant 1");
  await page.getByRole("button", { name: "Show applications" }).click();
  await expect(page.getByText("10 applications, newest first. Page 1 of 1.")).toBeVisible();
  await expect(names.first()).toHaveText(/^Applicant 19 Page/);
  await expectNoAccessibilityViolations(page);
});
