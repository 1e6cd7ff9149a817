import { and, eq } from "drizzle-orm";
import { applications, candidateCvs, candidates, jobs, organisationMembers, organisations, users } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { uuidv7 } from "../../app/lib/uuid.server";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { enrolAuthenticator, expect, signUpAndVerify } from "./support/accounts";
import { waitForHydration } from "./support/hydration";
import { type OwnServer, test } from "./support/own-server";
import { expectNoHorizontalScroll } from "./support/tappable";

/**
 * The jobs board end to end: a visitor filters roles without JavaScript; a candidate finds a role with the job
 * matcher and applies sharing only the CV saved to their account; the employer moves the application to
 * interview; the candidate sees it. Axe runs on every page, at both widths (the desktop and mobile projects).
 *
 * The spec runs on a server of its own (support/own-server.ts): its live roles would switch the shared
 * server's /jobs out of "Jobs Board Launching Soon". What the team and the CV builder would have done (an
 * approved employer with roles, the employer's account linked to it, a CV saved to the candidate's account)
 * is written straight into that server's database.
 */

test.describe.configure({ mode: "serial" });

const PHONE_WIDTH = 375;
const employerName = "Harbourside Kitchens";

/** An approved employer with three live roles in Leeds, Bradford and Manchester. */
async function seedRoles({ server }: OwnServer) {
  const db = server.database.db;
  const [existing] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, employerName));
  if (existing) return existing.id;
  const organisationId = uuidv7();
  await db.insert(organisations).values({ id: organisationId, kind: "employer", name: employerName, status: "approved", banTheBox: true });
  const role = (title: string, extra: Partial<typeof jobs.$inferInsert>) => ({
    id: uuidv7(),
    title,
    sector: "Hospitality",
    employerId: organisationId,
    employerName,
    description: "",
    locationName: "Leeds",
    latitude: 53.796,
    longitude: -1.548,
    contractType: "permanent" as const,
    hours: "full_time" as const,
    ...extra,
  });
  await db.insert(jobs).values([
    role("Breakfast Chef", { description: "Cooking breakfasts for a busy cafe. Food hygiene certificate welcome.", hours: "part_time" }),
    role("Kitchen Porter", { description: "Washing up and keeping the kitchen clean.", locationName: "Bradford", latitude: 53.794, longitude: -1.752, contractType: "temporary" }),
    role("Line Cook", { description: "Cooking on the grill in a city restaurant.", locationName: "Manchester", latitude: 53.481, longitude: -2.237 }),
  ]);
  return organisationId;
}

test.beforeEach(async ({ page, ownServer }, testInfo) => {
  await seedRoles(ownServer);
  if (testInfo.project.name === "mobile") await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
});

test("a visitor filters roles without JavaScript", async ({ browser, page, ownServer }, testInfo) => {
  const baseURL = ownServer.baseURL;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, ...(testInfo.project.name === "mobile" ? { viewport: { width: PHONE_WIDTH, height: 800 } } : {}) });
  const plain = await context.newPage();
  await plain.goto("/jobs");
  await expect(plain.getByRole("heading", { level: 1 })).not.toHaveText("Jobs Board Launching Soon");
  // Other specs on this worker's server may have made their own roles live: ours are listed among them.
  await expect(plain.getByRole("heading", { level: 2, name: /^\d+ jobs found$/ })).toBeVisible();
  for (const title of ["Breakfast Chef", "Kitchen Porter", "Line Cook"]) await expect(plain.getByRole("link", { name: title }).first()).toBeVisible();
  const search = plain.getByRole("form", { name: "Search jobs" });
  await search.getByLabel("Town, city or postcode").fill("Leeds");
  await search.getByLabel("Distance").selectOption({ label: "Within 10 miles" });
  await search.getByLabel("Temporary").check();
  await search.getByRole("button", { name: "Search jobs" }).click();
  await expect(plain).toHaveURL(/where=Leeds/);
  await expect(plain).toHaveURL(/contract=temporary/);
  await expect(plain.getByText("1 job found")).toBeVisible();
  await expect(plain.getByRole("link", { name: "Kitchen Porter" })).toBeVisible();
  await expect(plain.getByRole("link", { name: "Line Cook" })).toHaveCount(0);
  const filtered = plain.url();
  // A role's page says how to apply: a visitor is asked to sign in.
  await plain.getByRole("link", { name: "Kitchen Porter" }).click();
  await expect(plain.getByRole("heading", { level: 1, name: "Kitchen Porter" })).toBeVisible();
  await expect(plain.getByRole("link", { name: "Sign in to apply" })).toBeVisible();
  const rolePage = plain.url();
  await context.close();

  // The same pages as a browser with JavaScript shows them, scanned by axe (which needs a script to run).
  for (const address of ["/jobs", filtered, rolePage]) {
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
  }
});

test("a candidate matches and applies sharing only their CV; the employer moves it to interview; the candidate sees it", async ({ page, browser, ownServer }, testInfo) => {
  // Two accounts, each a password hash or two at full cost, on two shared cores.
  test.setTimeout(180_000);
  const db = ownServer.server.database.db;
  const organisationId = await seedRoles(ownServer);
  const suffix = testInfo.project.name;

  const candidate = await signUpAndVerify(page, "Candidate", `Robin Jobseeker ${suffix}`);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, candidate.email));
  const [profile] = await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.userId, account!.id));
  // What the CV builder's "Save to my account" would have stored.
  await db.insert(candidateCvs).values({
    candidateId: profile!.id,
    document: { fullName: candidate.name, summary: "Cheerful cook who loves an early start.", skills: ["Food hygiene", "Breakfasts"], experiences: [], education: [] },
  });

  // The job matcher, typed in.
  await page.goto("/job-matcher");
  await expectNoAccessibilityViolations(page);
  const matcher = page.getByRole("form", { name: "Match me to jobs" });
  await matcher.getByLabel("Your skills").fill("food hygiene, cooking");
  await matcher.getByLabel("Town, city or postcode").fill("Leeds");
  await matcher.getByRole("button", { name: "Find matching jobs" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Your best/ })).toBeVisible();
  const best = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Breakfast Chef" }) }).first();
  await expect(best.getByText("Why it matches")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await expectNoHorizontalScroll(page);

  // The role's page, then the form: only the saved CV is shared.
  await best.getByRole("link", { name: "Breakfast Chef" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Breakfast Chef" })).toBeVisible();
  await page.getByRole("link", { name: "Apply for this role" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Apply for Breakfast Chef" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await expectNoHorizontalScroll(page);
  const saved = page.getByRole("radio", { name: "The CV saved to my account" });
  await waitForHydration(saved);
  await expect(saved).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "My email address" })).not.toBeChecked();
  await page.getByRole("button", { name: "Send my application" }).click();
  await expect(page.getByText("Your application has been sent.")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  const [application] = await db
    .select({ shared: applications.shared })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.candidateId, profile!.id), eq(jobs.title, "Breakfast Chef")));
  expect(application?.shared).toEqual(["cv"]);

  // The employer, linked by the team to the organisation, moves the application to interview.
  const employerContext = await browser.newContext({
    baseURL: ownServer.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": `198.20.${testInfo.workerIndex + 1}.9` },
    ...(testInfo.project.name === "mobile" ? { viewport: { width: PHONE_WIDTH, height: 800 } } : {}),
  });
  const employerPage = await employerContext.newPage();
  const employer = await signUpAndVerify(employerPage, "Employer", `Sam Hirer ${suffix}`);
  await employerPage.goto("/account");
  await enrolAuthenticator(employerPage, employer);
  const [employerAccount] = await db.select({ id: users.id }).from(users).where(eq(users.email, employer.email));
  await db.insert(organisationMembers).values({ organisationId, userId: employerAccount!.id, role: "owner" });
  // The team approves the account too: an employer's portal pages open only to an approved account.
  await db.update(users).set({ accountStatus: "active" }).where(eq(users.id, employerAccount!.id));

  await employerPage.goto(areaPath("employerPortalApplications"));
  await employerPage.getByRole("link", { name: `${candidate.name}, for Breakfast Chef` }).click();
  const card = employerPage.getByRole("main");
  await expect(card.getByRole("link", { name: `Read the CV ${candidate.name} shared` })).toBeVisible();
  await expect(card.getByText(candidate.email)).toHaveCount(0);
  await expectNoAccessibilityViolations(employerPage);
  await waitForHydration(card.getByRole("button", { name: /Save status/ }));
  await card.getByLabel("New status").selectOption({ label: "Selected for interview" });
  await card.getByLabel("Note").fill("Come in on Tuesday at 10am.");
  await card.getByRole("button", { name: /Save status/ }).click();
  await expect(card.getByText(`Moved to Selected for interview. ${candidate.name} can see the change.`)).toBeVisible();

  // The CV the candidate shared, as the employer reads it.
  await card.getByRole("link", { name: `Read the CV ${candidate.name} shared` }).click();
  await expect(employerPage.getByText("Cheerful cook who loves an early start.")).toBeVisible();
  await expectNoAccessibilityViolations(employerPage);
  await employerContext.close();

  // The candidate sees the change, with the employer's note.
  await page.goto(areaPath("candidatePortalApplications"));
  const mine = page.getByRole("article", { name: "Breakfast Chef" });
  await expect(mine.getByText("Selected for interview").first()).toBeVisible();
  await expect(mine.getByText("Come in on Tuesday at 10am.")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Withdrawing asks first; keeping it changes nothing; confirming withdraws it.
  const withdraw = mine.getByRole("button", { name: "Withdraw your application for Breakfast Chef" });
  await waitForHydration(withdraw);
  await withdraw.click();
  const question = mine.getByRole("heading", { name: "Withdraw your application for Breakfast Chef?" });
  await expect(question).toBeFocused();
  await expectNoAccessibilityViolations(page);
  await mine.getByRole("link", { name: "Keep my application" }).click();
  await expect(question).toHaveCount(0);
  await expect(mine.getByText("Selected for interview").first()).toBeVisible();
  await withdraw.click();
  await mine.getByRole("button", { name: "Yes, withdraw my application" }).click();
  await expect(page.getByText("Your application for Breakfast Chef has been withdrawn.")).toBeVisible();
  await expect(mine.locator("p", { hasText: "Status:" })).toContainText("Withdrawn");
  await expect(mine.getByRole("button", { name: /Withdraw/ })).toHaveCount(0);
});
