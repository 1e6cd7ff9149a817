import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, mailOutbox, organisationMembers, organisations, sessions, users } from "../../db/schema";
import { rolesForPath } from "../../app/features/auth/roles";
import { type Role } from "../../db/schema/vocabulary";
import { areaList, areaPath, isGuarded } from "../../app/features/dashboards/areas";
import { enrolTotp, isSignedIn, mailTo, signIn, verifiedUser, visibleText } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * The signed-in dashboards through the real server: who may open each page, what an account awaiting
 * approval or without two-step sign-in sees, and every administrator action on an account.
 */

const teamAddress = "team@fcw.test";
const serverEnv = { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", MAIL_FROM: "Fair Chance Works <hello@fcw.test>", ENQUIRIES_TO: teamAddress };

type Person = Awaited<ReturnType<typeof verifiedUser>>;

/** An id for every ":param" of a pattern: an account that does not exist, for the signed-out tests. */
const sampleId = "0190a5b2-7c1d-7000-8000-00000000abcd";
const withSampleIds = (pattern: string) => pattern.replace(/:\w+/g, sampleId);

/**
 * Every guarded page in the area table, and the route id React Router's data requests name it by: a page
 * added to the table is tested here without a new line. File downloads have no page to show 'Access denied'
 * on: the access matrix checks their bare refusals.
 */
const guardedPages = areaList.filter((area) => isGuarded(area) && !area.download).map((area) => ({
  path: withSampleIds(area.pattern),
  // A dashboard route's id is its address (app/routes.ts), since one module may serve a page in both trees.
  routeId: area.pattern.slice(1),
}));

/**
 * Every page of the demonstration tree (a moved page is tested on its own). A page about one record needs the
 * demonstration data set, which this database does not load: the access matrix, which loads it, opens those.
 */
const demoPages = areaList
  .filter((area) => area.tree === "demo" && !area.movedTo && !area.download && !area.pattern.includes(":"))
  .map((area) => area.pattern);

/** Who may open `path`, from the same table sign-in uses. */
function allowedRoles(path: string): readonly Role[] {
  const roles = rolesForPath(path);
  if (!roles) throw new Error(`no roles for ${path}`);
  return roles;
}

const demoLabel = "Demonstration data";
const demoRefusal = "This is demonstration data, so changes are not saved. Sign in to your own portal to make changes.";

const accessDenied = ["Access denied", "This account does not have permission to view this area."];
const twoFactorSetUp = "/account?setup=two-factor";

/** The address a React Router data response (status 202, turbo-stream body) redirects to. */
function dataRedirect(body: string): string {
  const match = /"(\/sign-in\?redirectTo=[^"]*)"/.exec(body);
  if (!match) throw new Error(`no redirect in ${body}`);
  return match[1]!;
}

describe.each([rulesBackend])("dashboards on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  /** One account per role, each with two-step sign-in on (employer and partner approved). */
  let people: Record<Role, Person>;
  let caseworkerWithoutTwoFactor: Person;
  let adminWithoutTwoFactor: Person;
  /** An employer awaiting approval that no test approves: actions that must change nothing aim at it. */
  let waitingEmployer: Person;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { ...serverEnv, SMTP_URL: smtp.url });
    const withTwoFactor = async (role: Role, name: string) => {
      const person = await verifiedUser(server, smtp, { role, accountStatus: "active", name });
      await enrolTotp(person.browser, person.password);
      return person;
    };
    const [candidate, employer, partner, caseworker, admin] = await Promise.all([
      verifiedUser(server, smtp, { name: "Casey_Candidate" }),
      withTwoFactor("employer", "Erin Employer"),
      withTwoFactor("partner", "Pat Partner"),
      withTwoFactor("caseworker", "Cal Caseworker"),
      withTwoFactor("admin", "Ada Admin"),
    ]);
    people = { candidate: candidate!, employer: employer!, partner: partner!, caseworker: caseworker!, admin: admin! };
    [caseworkerWithoutTwoFactor, adminWithoutTwoFactor, waitingEmployer] = await Promise.all([
      verifiedUser(server, smtp, { role: "caseworker", name: "Cora Caseworker" }),
      verifiedUser(server, smtp, { role: "admin", name: "Abe Admin" }),
      verifiedUser(server, smtp, { role: "employer", name: "Acme 100% Hiring" }),
    ]);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const db = () => server.database.db;
  const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
  const sessionCount = async (id: string) => (await db().select({ n: count() }).from(sessions).where(eq(sessions.userId, id)))[0]!.n;
  const auditOf = async (id: string, event: (typeof auditEvents.$inferSelect)["event"]) =>
    db().select().from(auditEvents).where(and(eq(auditEvents.subjectUserId, id), eq(auditEvents.event, event)));
  /** Everything an admin action could change: the account, its sessions and the audit trail. */
  const stateOf = async (id: string) => ({
    user: await userRow(id),
    sessions: await sessionCount(id),
    audit: (await db().select({ n: count() }).from(auditEvents))[0]!.n,
  });
  const accountPath = (id: string) => `/dashboard/admin/users/${id}`;

  describe("signed out", () => {
    it.each(guardedPages)("sends GET, POST and data requests for $path to sign in, remembering the page", async ({ path, routeId }) => {
      const query = "?status=awaiting_approval&page=2";
      const expected = `/sign-in?redirectTo=${encodeURIComponent(`${path}${query}`)}`;

      const get = await server.fetch(`${path}${query}`);
      const post = await server.fetch(`${path}${query}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=approve",
      });
      for (const response of [get, post]) {
        expect(response.status).toBe(302);
        expect(response.headers.get("location")).toBe(expected);
        expect(response.headers.get("cache-control")).toContain("no-store");
      }

      const loaderData = await server.fetch(`${path}.data${query}&_routes=${encodeURIComponent(routeId)}`);
      const actionData = await server.fetch(`${path}.data${query}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=approve",
      });
      for (const response of [loaderData, actionData]) {
        expect(response.status).toBe(202);
        expect(response.headers.get("cache-control")).toContain("no-store");
        const location = dataRedirect(await response.text());
        expect(location).toBe(expected);
        expect(location).not.toContain(".data");
        expect(location).not.toContain("_routes");
      }
    });

    it("shows the dashboard chooser and every demonstration page to anyone, each labelled", async () => {
      expect((await server.fetch(areaPath("chooser"))).status).toBe(200);
      for (const path of demoPages) {
        const response = await server.fetch(path);
        expect(response.status, path).toBe(200);
        expect(visibleText(await response.text()), path).toContain(demoLabel);
      }
    });

    it("moves /dashboard/employerdemo and anything below it to the employer demonstration for good", async () => {
      const target = areaPath("employerDemo");
      for (const path of [areaPath("employerDemoMoved"), `${areaPath("employerDemoMoved")}/roles/2`]) {
        const get = await server.fetch(path);
        expect(get.status, path).toBe(301);
        expect(get.headers.get("location")).toBe(target);
        const post = await server.fetch(path, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "note=hello",
        });
        expect(post.status, path).toBe(308);
        expect(post.headers.get("location")).toBe(target);
      }
    });
  });

  describe("roles", () => {
    it.each(["candidate", "employer", "partner", "caseworker", "admin"] as Role[])(
      "lets a %s open only the pages of its role, and answers 'Access denied' elsewhere",
      async (role) => {
        const person = people[role];
        for (const { path } of guardedPages) {
          // An account that exists, so an administrator's page has something to show.
          const page = path.startsWith("/dashboard/admin/users/") ? accountPath(people.candidate.userId) : path;
          const response = await person.browser.get(page);
          expect(response.headers.get("cache-control"), `${role} on ${page}`).toContain("no-store");
          if (allowedRoles(path).includes(role)) {
            // A page about one record answers 404 for a made-up id; the access matrix opens real ones.
            expect(response.status, `${role} on ${page}`).toBe(page.includes(sampleId) ? 404 : 200);
          } else {
            expect(response.status, `${role} on ${page}`).toBe(403);
            const text = visibleText(await response.text());
            for (const words of accessDenied) expect(text).toContain(words);
          }
        }
        // The demonstration tree is the same for everyone, and never shows the person's own account.
        for (const path of demoPages) {
          const response = await person.browser.get(path);
          expect(response.status, `${role} on ${path}`).toBe(200);
          const text = visibleText(await response.text());
          expect(text).toContain(demoLabel);
          expect(text).not.toContain(person.email);
        }
      },
    );

    it.each(["candidate", "employer", "partner", "caseworker", "admin"] as Role[])("lands a %s on its own portal after signing in", async (role) => {
      const person = await verifiedUser(server, smtp, { role, accountStatus: "active", name: `Landing ${role}` });
      const { response } = await signIn(server, person.email, person.password);
      expect(response.status).toBe(302);
      const portal = role === "admin" ? areaPath("adminAccounts") : areaPath(`${role as Exclude<Role, "admin">}Portal`);
      expect(response.headers.get("location")).toBe(portal);
    });
  });

  describe("the demonstration tree", () => {
    it("refuses a form sent to any demonstration page, signed in or not, with a notice, changing nothing", async () => {
      const everything = async () => ({
        users: (await db().select({ n: count() }).from(users))[0]!.n,
        audit: (await db().select({ n: count() }).from(auditEvents))[0]!.n,
        candidate: await stateOf(people.candidate.userId),
      });
      const before = await everything();
      const fields = { intent: "approve", note: "Kept as typed: 100% mine" };
      for (const path of demoPages) {
        const anonymous = await server.fetch(path, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        });
        const signedIn = await people.candidate.browser.post(path, fields);
        for (const response of [anonymous, signedIn]) {
          expect(response.status, path).toBe(403);
          const text = visibleText(await response.text());
          expect(text).toContain(demoRefusal);
          expect(text).toContain(demoLabel);
        }
        // A script's form gets what was typed back, to show it again.
        const data = await people.candidate.browser.post(`${path}.data`, fields);
        expect(data.status, path).toBe(403);
        expect(await data.text()).toContain(fields.note);
      }
      expect(await everything()).toEqual(before);
    });
  });

  describe("approval and two-step sign-in", () => {
    it.each([
      { role: "employer" as const, home: areaPath("employerPortal"), work: "Summary" },
      { role: "partner" as const, home: areaPath("partnerPortal"), work: "Summary" },
    ])("shows a $role awaiting approval no one's data, then asks for two-step sign-in once an admin approves", async ({ role, home, work }) => {
      const person = await verifiedUser(server, smtp, { role, name: `Newly ${role}` });
      expect((await userRow(person.userId))?.accountStatus).toBe("awaiting_approval");
      // Confirming the address tells the team someone is waiting, with where to review them.
      const notice = await mailTo(smtp, teamAddress, `account waiting for approval: Newly ${role}`);
      expect(notice.text).toContain(`${server.env.publicUrl}/dashboard/admin/users/${person.userId}`);
      expect(notice.text).toContain(person.email);

      const waiting = await person.browser.get(home);
      expect(waiting.status).toBe(200);
      const waitingText = visibleText(await waiting.text());
      expect(waitingText).toContain("Your account is awaiting approval");
      expect(waitingText).not.toContain(work);

      const admin = people.admin;
      const approve = await admin.browser.post(accountPath(person.userId), { intent: "approve" });
      expect(approve.status).toBe(302);
      expect(approve.headers.get("location")).toBe(`${accountPath(person.userId)}?done=approve`);
      expect((await userRow(person.userId))?.accountStatus).toBe("active");
      const [audit, ...more] = await auditOf(person.userId, "approval_changed");
      expect(more).toHaveLength(0);
      expect(audit).toMatchObject({ actorUserId: admin.userId, subjectUserId: person.userId, detail: { from: "awaiting_approval", to: "active" } });
      const adminSessions = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, admin.userId));
      expect(adminSessions.map((session) => session.id)).toContain(audit!.sessionId);
      const mail = await mailTo(smtp, person.email, "Your Fair Chance Works account is approved");
      expect(mail.text).toContain(`approved your ${role} account`);
      // The account's page tells the story from the audit trail, newest first, without its hashes or ids.
      const accountPage = visibleText(await (await admin.browser.get(accountPath(person.userId))).text());
      const story = accountPage.slice(accountPage.indexOf("Recent activity"));
      const approvedAt = story.indexOf("Approved · by Ada Admin");
      expect(approvedAt).toBeGreaterThan(0);
      expect(story.indexOf("Asked for approval · by them")).toBeGreaterThan(approvedAt);
      expect(story.indexOf("Email address confirmed · by them")).toBeGreaterThan(approvedAt);
      expect(story.indexOf("Account created · by the service")).toBeGreaterThan(approvedAt);
      expect(story).not.toContain(audit!.sessionId!);

      const approved = await person.browser.get(home);
      expect(approved.status).toBe(302);
      expect(approved.headers.get("location")).toBe(twoFactorSetUp);
      expect(approved.headers.get("cache-control")).toContain("no-store");

      await enrolTotp(person.browser, person.password);
      const ready = await person.browser.get(home);
      expect(ready.status).toBe(200);
      const readyText = visibleText(await ready.text());
      expect(readyText).toContain(work);
      expect(readyText).not.toContain("Your account is awaiting approval");
    });

    it("approves once when the button is pressed twice at the same moment", async () => {
      const person = await verifiedUser(server, smtp, { role: "employer", name: "Twice Pressed" });
      const path = accountPath(person.userId);
      const answers = await Promise.all([people.admin.browser.post(path, { intent: "approve" }), people.admin.browser.post(path, { intent: "approve" })]);
      const statuses = answers.map((answer) => answer.status).sort();
      // Whichever comes second finds the account already approved: refused by the rules or by the update.
      expect(statuses[0]).toBe(302);
      expect(statuses[1]).toBe(409);
      expect(await auditOf(person.userId, "approval_changed")).toHaveLength(1);
      const queued = await db().select({ id: mailOutbox.id }).from(mailOutbox).where(and(eq(mailOutbox.relatedId, person.userId), eq(mailOutbox.kind, "account.approved")));
      expect(queued).toHaveLength(1);
    });

    it("sends a caseworker or an administrator without two-step sign-in to set it up first", async () => {
      const visits: [Person, string][] = [
        [caseworkerWithoutTwoFactor, areaPath("caseworkerPortal")],
        [adminWithoutTwoFactor, areaPath("adminAccounts")],
        [adminWithoutTwoFactor, accountPath(people.candidate.userId)],
      ];
      for (const [person, path] of visits) {
        const response = await person.browser.get(path);
        expect(response.status, path).toBe(302);
        expect(response.headers.get("location")).toBe(twoFactorSetUp);
        expect(response.headers.get("cache-control")).toContain("no-store");
      }
    });
  });

  describe("administrator actions", () => {
    const everyAction: Record<string, string>[] = [
      { intent: "approve" },
      { intent: "reject", confirmed: "yes" },
      { intent: "set-role", role: "admin", confirmed: "yes" },
      { intent: "suspend", confirmed: "yes" },
      { intent: "revoke-sessions", confirmed: "yes" },
      { intent: "create-organisation", organisation: "Refused Matters Ltd" },
      { intent: "join-organisation", organisationId: sampleId },
    ];

    it("links an employer account to a new organisation, and a second account joins it by its id", async () => {
      const admin = people.admin.browser;
      const name = "Harbourside Test Kitchens";
      const members = async () =>
        (
          await db()
            .select({ userId: organisationMembers.userId, role: organisationMembers.role })
            .from(organisationMembers)
            .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
            .where(eq(organisations.name, name))
        ).sort((a, b) => a.role.localeCompare(b.role));

      const blank = await admin.post(accountPath(people.employer.userId), { intent: "create-organisation", organisation: "   " });
      expect(blank.status).toBe(400);
      expect(visibleText(await blank.text())).toContain("Enter the organisation's name.");
      const tooLong = await admin.post(accountPath(people.employer.userId), { intent: "create-organisation", organisation: "N".repeat(121) });
      expect(tooLong.status).toBe(400);
      const page = await tooLong.text();
      expect(visibleText(page)).toContain("Organisation names are at most 120 characters.");
      expect(page).toContain("N".repeat(121));
      expect(await members()).toEqual([]);

      const linked = await admin.post(accountPath(people.employer.userId), { intent: "create-organisation", organisation: name });
      expect(linked.status).toBe(302);
      const [organisation] = await db().select().from(organisations).where(eq(organisations.name, name));
      const second = await verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name: "Second Kitchen Hand" });
      // Typing the name again adds nothing and links nobody: the second account joins by the organisation's id.
      expect((await admin.post(accountPath(second.userId), { intent: "create-organisation", organisation: name.toUpperCase() })).status).toBe(409);
      expect((await admin.post(accountPath(second.userId), { intent: "join-organisation", organisationId: organisation!.id })).status).toBe(302);
      expect(await members()).toEqual([
        { userId: second.userId, role: "member" },
        { userId: people.employer.userId, role: "owner" },
      ]);
      expect((await db().select().from(organisations).where(eq(organisations.name, name))).length).toBe(1);
      expect(await auditOf(people.employer.userId, "organisation_linked")).toHaveLength(1);

      // Their home now shows the organisation; the admin's page lists it.
      expect(visibleText(await (await people.employer.browser.get(areaPath("employerPortal"))).text())).toContain(name);
      expect(visibleText(await (await admin.get(accountPath(second.userId))).text())).toContain(name);

      const candidate = await admin.post(accountPath(people.candidate.userId), { intent: "create-organisation", organisation: "Candidate Kitchens" });
      expect(candidate.status).toBe(409);
      expect(visibleText(await candidate.text())).toContain("Only employer and partner accounts belong to an organisation.");
    });

    it("refuses every action from a candidate, a caseworker and an administrator without two-step sign-in, changing nothing", async () => {
      const before = await stateOf(waitingEmployer.userId);
      const ownBefore = await stateOf(people.caseworker.userId);
      const attempts: [Person, number, string][] = [
        [people.candidate, 403, waitingEmployer.userId],
        [people.caseworker, 403, waitingEmployer.userId],
        // Not even on their own account.
        [people.caseworker, 403, people.caseworker.userId],
        [adminWithoutTwoFactor, 302, waitingEmployer.userId],
      ];
      for (const [person, status, targetId] of attempts) {
        for (const fields of everyAction) {
          const response = await person.browser.post(accountPath(targetId), fields);
          expect(response.status, `${fields.intent} by ${person.email}`).toBe(status);
          if (status === 302) {
            expect(response.headers.get("location")).toBe(twoFactorSetUp);
          } else {
            const text = visibleText(await response.text());
            for (const words of accessDenied) expect(text).toContain(words);
          }
        }
      }
      expect(await stateOf(waitingEmployer.userId)).toEqual(before);
      expect(await stateOf(people.caseworker.userId)).toEqual(ownBefore);
      expect(smtp.received.some((mail) => mail.to.includes(waitingEmployer.email.toLowerCase()) && /approved|account$/.test(mail.headers.subject ?? ""))).toBe(false);
    });

    it("refuses an action posted from another site, changing nothing", async () => {
      const before = await stateOf(waitingEmployer.userId);
      const admin = people.admin;
      for (const fields of everyAction) {
        const response = await server.fetch(accountPath(waitingEmployer.userId), {
          method: "POST",
          headers: {
            Origin: "https://attacker.example",
            Cookie: admin.browser.jar.header(),
            "X-Forwarded-For": admin.browser.ip,
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams(fields).toString(),
        });
        expect(response.status).toBe(403);
      }
      expect(await stateOf(waitingEmployer.userId)).toEqual(before);
      // The same session, from this site, is still accepted: the refusal was about where the form came from.
      expect((await admin.browser.get(accountPath(waitingEmployer.userId))).status).toBe(200);
    });

    it("asks before suspending, then signs the person out everywhere and refuses their sign-in until unsuspended", async () => {
      const admin = people.admin;
      const target = await verifiedUser(server, smtp, { name: "Sol Suspend" });
      const path = accountPath(target.userId);
      const before = await stateOf(target.userId);

      const asked = await admin.browser.post(path, { intent: "suspend" });
      expect(asked.status).toBe(200);
      const question = visibleText(await asked.text());
      expect(question).toContain("Suspend Sol Suspend's account?");
      expect(question).toContain("Yes, suspend this account");
      expect(await stateOf(target.userId)).toEqual(before);
      expect(await isSignedIn(target.browser)).toBe(true);

      const done = await admin.browser.post(path, { intent: "suspend", confirmed: "yes" });
      expect(done.status).toBe(302);
      expect(done.headers.get("location")).toBe(`${path}?done=suspend`);
      expect((await userRow(target.userId))?.banned).toBe(true);
      expect(await sessionCount(target.userId)).toBe(0);
      expect(await auditOf(target.userId, "account_suspended")).toMatchObject([{ actorUserId: admin.userId, detail: { sessionsEnded: 1 } }]);

      const next = await target.browser.get("/dashboard/candidateportal");
      expect(next.status).toBe(302);
      expect(next.headers.get("location")).toBe("/sign-in?redirectTo=%2Fdashboard%2Fcandidateportal");
      const refused = await signIn(server, target.email, target.password);
      expect(refused.response.status).toBe(403);
      expect(visibleText(await refused.response.text())).toContain("This account has been suspended.");
      expect(await isSignedIn(refused.browser)).toBe(false);

      const unsuspended = await admin.browser.post(path, { intent: "unsuspend" });
      expect(unsuspended.status).toBe(302);
      expect(unsuspended.headers.get("location")).toBe(`${path}?done=unsuspend`);
      expect((await userRow(target.userId))?.banned).toBe(false);
      expect(await auditOf(target.userId, "account_unsuspended")).toMatchObject([{ actorUserId: admin.userId }]);
      const again = await signIn(server, target.email, target.password);
      expect(again.response.status).toBe(302);
      expect(again.response.headers.get("location")).toBe("/dashboard/candidateportal");
    });

    it("asks before changing a role, then changes it and ends the person's sessions", async () => {
      const admin = people.admin;
      const target = await verifiedUser(server, smtp, { name: "Rory Role" });
      const path = accountPath(target.userId);

      const asked = await admin.browser.post(path, { intent: "set-role", role: "partner" });
      expect(asked.status).toBe(200);
      expect(visibleText(await asked.text())).toContain("Change Rory Role's role to partner organisation?");
      expect((await userRow(target.userId))?.role).toBe("candidate");

      const done = await admin.browser.post(path, { intent: "set-role", role: "partner", confirmed: "yes" });
      expect(done.status).toBe(302);
      expect(done.headers.get("location")).toBe(`${path}?done=set-role`);
      expect(await userRow(target.userId)).toMatchObject({ role: "partner", accountStatus: "active" });
      expect(await auditOf(target.userId, "role_changed")).toMatchObject([
        { actorUserId: admin.userId, detail: { from: "candidate", to: "partner", sessionsEnded: 1 } },
      ]);

      // Signed out everywhere: the new role starts from a new sign-in.
      expect(await isSignedIn(target.browser)).toBe(false);
      const { browser } = await signIn(server, target.email, target.password);
      expect((await browser.get("/dashboard/candidateportal")).status).toBe(403);
      const partnerHome = await browser.get("/dashboard/partnerportal");
      expect(partnerHome.status).toBe(302);
      expect(partnerHome.headers.get("location")).toBe(twoFactorSetUp);
    });

    it("asks before signing someone out everywhere, then ends their sessions", async () => {
      const admin = people.admin;
      const target = await verifiedUser(server, smtp, { name: "Sasha Sessions" });
      const path = accountPath(target.userId);

      const asked = await admin.browser.post(path, { intent: "revoke-sessions" });
      expect(asked.status).toBe(200);
      expect(visibleText(await asked.text())).toContain("Sign Sasha Sessions out everywhere?");
      expect(await sessionCount(target.userId)).toBe(1);

      const done = await admin.browser.post(path, { intent: "revoke-sessions", confirmed: "yes" });
      expect(done.status).toBe(302);
      expect(done.headers.get("location")).toBe(`${path}?done=revoke-sessions`);
      expect(await sessionCount(target.userId)).toBe(0);
      expect(await auditOf(target.userId, "sessions_revoked")).toMatchObject([
        { actorUserId: admin.userId, detail: { sessionsEnded: 1, by: "administrator" } },
      ]);
      const next = await target.browser.get("/dashboard/candidateportal");
      expect(next.status).toBe(302);
      expect(next.headers.get("location")).toBe("/sign-in?redirectTo=%2Fdashboard%2Fcandidateportal");
      // Only the target was signed out.
      expect(await isSignedIn(admin.browser)).toBe(true);
    });

    it("asks before rejecting an account awaiting approval, then suspends it and emails the person", async () => {
      const admin = people.admin;
      const target = await verifiedUser(server, smtp, { role: "employer", name: "Rex Rejected" });
      const path = accountPath(target.userId);

      const asked = await admin.browser.post(path, { intent: "reject" });
      expect(asked.status).toBe(200);
      expect(visibleText(await asked.text())).toContain("Reject Rex Rejected's account?");
      expect((await userRow(target.userId))?.banned).toBe(false);

      const done = await admin.browser.post(path, { intent: "reject", confirmed: "yes" });
      expect(done.status).toBe(302);
      expect(done.headers.get("location")).toBe(`${path}?done=reject`);
      expect(await userRow(target.userId)).toMatchObject({ banned: true, accountStatus: "awaiting_approval" });
      expect(await sessionCount(target.userId)).toBe(0);
      expect(await auditOf(target.userId, "approval_changed")).toMatchObject([
        { actorUserId: admin.userId, detail: { from: "awaiting_approval", to: "rejected" } },
      ]);
      const mail = await mailTo(smtp, target.email, "Your Fair Chance Works account");
      expect(mail.text).toContain("We were not able to approve your employer account");
      const page = visibleText(await (await admin.browser.get(path)).text());
      expect(page).toContain("Suspended");
    });

    it("refuses an administrator suspending or changing the role of their own account", async () => {
      const admin = people.admin;
      const path = accountPath(admin.userId);
      const before = await stateOf(admin.userId);
      const refusals: [Record<string, string>, string][] = [
        [{ intent: "suspend", confirmed: "yes" }, "You cannot suspend your own account."],
        [{ intent: "set-role", role: "candidate", confirmed: "yes" }, "You cannot change your own role. Ask another administrator to do it."],
      ];
      for (const [fields, message] of refusals) {
        const response = await admin.browser.post(path, fields);
        expect(response.status).toBe(409);
        expect(visibleText(await response.text())).toContain(message);
      }
      expect(await stateOf(admin.userId)).toEqual(before);
    });

    it("answers 400 to an unknown action, 404 to an unknown or malformed account, and 405 to a POST to the list", async () => {
      const admin = people.admin;
      const before = await stateOf(waitingEmployer.userId);
      const unknown = await admin.browser.post(accountPath(waitingEmployer.userId), { intent: "delete-everything", confirmed: "yes" });
      expect(unknown.status).toBe(400);
      expect(visibleText(await unknown.text())).toContain("That action was not recognised.");
      expect(await stateOf(waitingEmployer.userId)).toEqual(before);

      for (const id of ["0190a5b2-7c1d-7000-8000-00000000abcd", "not-an-account", "'%20or%201=1", "x".repeat(300)]) {
        expect((await admin.browser.get(accountPath(id))).status, id).toBe(404);
        expect((await admin.browser.post(accountPath(id), { intent: "approve" })).status, id).toBe(404);
      }

      const list = await admin.browser.post("/dashboard/admin", { intent: "approve" });
      expect(list.status).toBe(405);
      expect(list.headers.get("allow")).toBe("GET, HEAD");
      expect(list.headers.get("cache-control")).toContain("no-store");
      // The same for a page that has nothing to submit.
      const home = await people.candidate.browser.post("/dashboard/candidateportal/resources", { intent: "anything" });
      expect(home.status).toBe(405);
      expect(home.headers.get("allow")).toBe("GET, HEAD");
    });
  });

  describe("the account list", () => {
    /** Emails of every account, split by whether `listed` says it should appear. */
    const expectListed = async (path: string, listed: (user: typeof users.$inferSelect) => boolean) => {
      const response = await people.admin.browser.get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      const everyone = await db().select().from(users);
      const shown = everyone.filter(listed);
      expect(shown.length).toBeGreaterThan(0);
      for (const user of everyone) expect(html.includes(user.email), `${user.email} on ${path}`).toBe(listed(user));
    };

    it("lists only accounts awaiting approval when asked", async () => {
      await expectListed("/dashboard/admin?status=awaiting_approval", (user) => user.accountStatus === "awaiting_approval" && !user.banned);
    });

    it("searches names and email addresses, reading % and _ as themselves", async () => {
      await expectListed("/dashboard/admin?q=100%25", (user) => user.name.includes("100%"));
      await expectListed("/dashboard/admin?q=%25", (user) => user.name.includes("%") || user.email.includes("%"));
      await expectListed("/dashboard/admin?q=_", (user) => user.name.includes("_") || user.email.includes("_"));
      const local = people.partner.email.split("@")[0]!.toUpperCase();
      await expectListed(`/dashboard/admin?q=${encodeURIComponent(local)}`, (user) => user.email.toUpperCase().includes(local));
    });
  });
});
