import fs from "node:fs";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, organisationInvitations, organisationMembers, organisations } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { enrolTotp, verifiedUser, visibleText } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend, createTestDatabase } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Security review, item 2 (an organisation name taken over to capture another charity's referrals) and item 8
 * (organisation invitations without a limit), through the real server: accounts join an organisation chosen by
 * id after the administrator has seen its members, names are unique per kind in any case or spacing, a
 * member's new name waits for an administrator, and invitations are limited per account and per organisation.
 */

type Person = Awaited<ReturnType<typeof verifiedUser>>;

const takenMessage = "Another organisation already has this name, or has asked for it.";
const partnerTakenMessage = "Another organisation on the service already has this name, or has asked for it.";
const pendingMessage = "Your new name is waiting for review.";

describe.each([rulesBackend])("organisation names and invitations on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let admin: Person;
  let run = 0;
  /** A name no other test in this file uses. */
  const unique = (name: string) => `${name} ${backend} ${++run}`;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    // 15 an hour per account (not the default 5), so that the review's burst of 15 goes out and the 16th is refused.
    server = await startTestServer(backend, { SMTP_URL: smtp.url, CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", INVITATIONS_PER_HOUR_PER_ACCOUNT: "15" });
    admin = await verifiedUser(server, smtp, { role: "admin", name: "Ada Namecheck" });
    await enrolTotp(admin.browser, admin.password);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const db = () => server.database.db;
  const accountPath = (id: string) => areaPath("adminAccount", { userId: id });
  const renames = areaPath("adminOrganisationNames");
  const withTwoFactor = async (role: "employer" | "partner", name: string) => {
    const person = await verifiedUser(server, smtp, { role, accountStatus: "active", name });
    await enrolTotp(person.browser, person.password);
    return person;
  };
  const membershipsOf = (userId: string) =>
    db().select({ organisationId: organisationMembers.organisationId, role: organisationMembers.role }).from(organisationMembers).where(eq(organisationMembers.userId, userId));
  const organisationOf = async (userId: string) => {
    const [membership] = await membershipsOf(userId);
    if (!membership) throw new Error("no organisation");
    const [row] = await db().select().from(organisations).where(eq(organisations.id, membership.organisationId));
    return row!;
  };
  const createFor = (person: Person, name: string) => admin.browser.post(accountPath(person.userId), { intent: "create-organisation", organisation: name });
  const partnerSettings = areaPath("partnerSettingsPortal");
  const proposeName = (partner: Person, name: string) => partner.browser.post(partnerSettings, { intent: "save", name, partnerType: "charity" });

  it("item 2: the takeover path from the review fails at each step", async () => {
    const [first, second] = await Promise.all([withTwoFactor("partner", "Fay Firstpartner"), verifiedUser(server, smtp, { role: "partner", name: "Sol Secondpartner" })]);
    const firstName = unique("Alpha Outreach");
    const victimName = unique("Beacon Trust");
    expect((await createFor(first, firstName)).status).toBe(302);
    const firstOrganisation = await organisationOf(first.userId);

    // 1. The first partner renames its organisation to the other charity's name: the name is only asked for.
    const renamed = await proposeName(first, victimName);
    expect(renamed.status).toBe(200);
    expect(visibleText(await renamed.text())).toContain(pendingMessage);
    expect(await organisationOf(first.userId)).toMatchObject({ name: firstName, proposedName: victimName, proposedByUserId: first.userId });
    expect(visibleText(await (await admin.browser.get(accountPath(first.userId))).text())).toContain(firstName);

    // 2. The administrator cannot link the new partner by typing a name, and a search by that name does not find the first partner.
    const byName = await admin.browser.post(accountPath(second.userId), { intent: "link-organisation", organisation: victimName });
    expect(byName.status).toBe(400);
    const search = visibleText(await (await admin.browser.get(`${accountPath(second.userId)}?find=${encodeURIComponent(victimName)}`)).text());
    expect(search).toContain("No partner organisations have a name with");
    expect(search).not.toContain(firstName);

    // 3. Adding the charity under that name is refused while the first partner has asked for it, in any case or spacing.
    const typed = `  ${victimName.toUpperCase().replace(" ", "   ")} `;
    const squatted = await createFor(second, typed);
    expect(squatted.status).toBe(409);
    const squattedPage = await squatted.text();
    expect(visibleText(squattedPage)).toContain(takenMessage);
    expect(squattedPage).toContain(`value="${typed.trim()}"`);
    expect(await membershipsOf(second.userId)).toEqual([]);

    // 4. The administrator sees the request and refuses it; the charity is then added under its own name, apart.
    const queue = visibleText(await (await admin.browser.get(renames)).text());
    expect(queue).toContain(`${firstName} → ${victimName}`);
    expect((await admin.browser.post(renames, { intent: "refuse-rename", organisationId: firstOrganisation.id, proposedName: victimName })).status).toBe(302);
    expect(await organisationOf(first.userId)).toMatchObject({ name: firstName, proposedName: null });
    expect((await createFor(second, victimName)).status).toBe(302);
    const secondOrganisation = await organisationOf(second.userId);
    expect(secondOrganisation.id).not.toBe(firstOrganisation.id);
    expect(await membershipsOf(second.userId)).toEqual([{ organisationId: secondOrganisation.id, role: "owner" }]);
    expect(await db().select({ userId: organisationMembers.userId }).from(organisationMembers).where(eq(organisationMembers.organisationId, firstOrganisation.id))).toEqual([
      { userId: first.userId },
    ]);

    // 5. Asking again for the charity's name, in another case and spacing, is refused.
    const again = await proposeName(first, ` ${victimName.toLowerCase()}  `);
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain(partnerTakenMessage);
    expect(await organisationOf(first.userId)).toMatchObject({ name: firstName, proposedName: null });

    const events = await db().select({ event: auditEvents.event, detail: auditEvents.detail }).from(auditEvents).where(eq(auditEvents.subjectUserId, first.userId));
    expect(events.map((row) => row.event)).toEqual(expect.arrayContaining(["organisation_rename_requested", "organisation_rename_refused"]));
  });

  it("item 2: an account is linked by id, after the administrator has seen the organisation's members and chosen to join it", async () => {
    const [owner, joiner, partner, candidate, otherOwner] = await Promise.all([
      verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name: "Olu Ownerkitchen" }),
      verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name: "Jo Joinerkitchen" }),
      verifiedUser(server, smtp, { role: "partner", accountStatus: "active", name: "Pia Otherkind" }),
      verifiedUser(server, smtp, { name: "Cam Candidate" }),
      verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name: "Del Deltakitchen" }),
    ]);
    const name = unique("Gamma Kitchens");
    expect((await createFor(owner, name)).status).toBe(302);
    const organisation = await organisationOf(owner.userId);

    // The list of employers, searched by name, offers it by its id.
    const listed = await (await admin.browser.get(`${accountPath(joiner.userId)}?find=${encodeURIComponent("gamma kitchens")}`)).text();
    expect(visibleText(listed)).toContain(name);
    expect(listed).toContain(`organisation=${organisation.id}`);
    // Chosen: its members show, with the explicit step.
    const chosen = visibleText(await (await admin.browser.get(`${accountPath(joiner.userId)}?organisation=${organisation.id}`)).text());
    expect(chosen).toContain(`Join ${name}?`);
    expect(chosen).toContain("Olu Ownerkitchen");
    expect(chosen).toContain(owner.email);
    expect(chosen).toContain("Join this organisation");
    expect(await membershipsOf(joiner.userId)).toEqual([]);

    const joined = await admin.browser.post(accountPath(joiner.userId), { intent: "join-organisation", organisationId: organisation.id });
    expect(joined.status).toBe(302);
    expect(joined.headers.get("location")).toBe(`${accountPath(joiner.userId)}?done=join-organisation`);
    expect(await membershipsOf(joiner.userId)).toEqual([{ organisationId: organisation.id, role: "member" }]);
    const [audit] = await db().select().from(auditEvents).where(and(eq(auditEvents.subjectUserId, joiner.userId), eq(auditEvents.event, "organisation_linked")));
    expect(audit).toMatchObject({ actorUserId: admin.userId, detail: { organisationId: organisation.id, created: false, role: "member", alreadyMember: false } });

    // Joining again changes nothing and records nothing; an account belongs to one organisation, as an invitation
    // requires, so a second one (chosen or added) is refused with the way to move it.
    const again = await admin.browser.post(accountPath(joiner.userId), { intent: "join-organisation", organisationId: organisation.id });
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain("This account is already a member of that organisation. Nothing was changed.");
    const otherName = unique("Delta Kitchens");
    expect((await createFor(otherOwner, otherName)).status).toBe(302);
    const other = await organisationOf(otherOwner.userId);
    const second = await admin.browser.post(accountPath(joiner.userId), { intent: "join-organisation", organisationId: other.id });
    expect(second.status).toBe(409);
    expect(visibleText(await second.text())).toContain("This account already belongs to another organisation.");
    const added = await admin.browser.post(accountPath(joiner.userId), { intent: "create-organisation", organisation: unique("Epsilon Kitchens") });
    expect(added.status).toBe(409);
    expect(await membershipsOf(joiner.userId)).toEqual([{ organisationId: organisation.id, role: "member" }]);
    expect(await db().select().from(auditEvents).where(and(eq(auditEvents.subjectUserId, joiner.userId), eq(auditEvents.event, "organisation_linked")))).toHaveLength(1);

    // Another kind's organisation, an id that is not one, none at all, or a candidate: nothing joins.
    const otherKind = await admin.browser.post(accountPath(partner.userId), { intent: "join-organisation", organisationId: organisation.id });
    expect(otherKind.status).toBe(404);
    expect(visibleText(await (await admin.browser.get(`${accountPath(partner.userId)}?organisation=${organisation.id}`)).text())).toContain(
      "That organisation was not found among the partner organisations.",
    );
    for (const fields of [{ organisationId: name }, {}] as Record<string, string>[]) {
      const refused = await admin.browser.post(accountPath(partner.userId), { intent: "join-organisation", ...fields });
      expect(refused.status).toBe(400);
      expect(visibleText(await refused.text())).toContain("Choose an organisation from the list.");
    }
    expect(await membershipsOf(partner.userId)).toEqual([]);
    const notOne = await admin.browser.post(accountPath(candidate.userId), { intent: "join-organisation", organisationId: organisation.id });
    expect(notOne.status).toBe(409);
    expect(await membershipsOf(candidate.userId)).toEqual([]);
    // Only an administrator links.
    expect((await owner.browser.post(accountPath(joiner.userId), { intent: "join-organisation", organisationId: organisation.id })).status).toBe(403);
  });

  it("item 2: two organisations cannot share a name, in any case or spacing, when added or renamed", async () => {
    const [employerA, employerB, partnerA, partnerB] = await Promise.all([
      verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name: "Eli Employerone" }),
      verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name: "Em Employertwo" }),
      withTwoFactor("partner", "Pam Partnerone"),
      withTwoFactor("partner", "Pat Partnertwo"),
    ]);
    const name = unique("Delta Works");
    expect((await createFor(employerA, `  ${name.replace(" ", "    ")}  `)).status).toBe(302);
    // Kept tidy: trimmed, one space between words.
    expect((await organisationOf(employerA.userId)).name).toBe(name);
    for (const typed of [name, name.toLowerCase(), ` ${name.toUpperCase()} `, name.replaceAll(" ", "\t ")]) {
      const refused = await createFor(employerB, typed);
      expect(refused.status, typed).toBe(409);
      expect(visibleText(await refused.text())).toContain(takenMessage);
    }
    expect(await membershipsOf(employerB.userId)).toEqual([]);
    // Names are unique per kind: a partner organisation may share an employer's name (a charity that both refers and hires).
    expect((await createFor(partnerA, name)).status).toBe(302);

    // Renaming: another partner's name, or the name another partner has asked for, is refused in any case or spacing.
    expect((await createFor(partnerB, unique("Zeta Care"))).status).toBe(302);
    for (const typed of [name.toUpperCase(), `${name.toLowerCase()}  `]) {
      const refused = await proposeName(partnerB, typed);
      expect(refused.status, typed).toBe(409);
      const page = await refused.text();
      expect(visibleText(page)).toContain(partnerTakenMessage);
      expect(page).toContain(typed.trimEnd());
    }
    const wanted = unique("Eta Hope");
    expect((await proposeName(partnerA, wanted)).status).toBe(200);
    expect((await proposeName(partnerB, wanted.toLowerCase())).status).toBe(409);
    expect((await createFor(employerB, wanted)).status).toBe(302);
    expect((await organisationOf(partnerB.userId)).proposedName).toBeNull();

    // The database holds the rule too: a second real one of a kind fails; the demonstration set counts apart.
    const insert = (values: { demo: boolean; kind: "employer" | "partner" }) =>
      db().insert(organisations).values({ id: crypto.randomUUID(), name: ` ${name.toUpperCase()}`, ...values });
    await expect(insert({ demo: false, kind: "employer" })).rejects.toThrow();
    await insert({ demo: true, kind: "employer" });
    const [{ count } = { count: 0 }] = await db()
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(organisations)
      .where(sql`lower(btrim(${organisations.name})) = ${name.toLowerCase()}`);
    expect(count).toBe(3);
  });

  it("item 2: a member's new name waits until an administrator approves it", async () => {
    const [partner, other] = await Promise.all([withTwoFactor("partner", "Ria Renamer"), withTwoFactor("partner", "Ned Nosy")]);
    const before = unique("Theta Steps");
    const after = unique("Theta Steps Together");
    expect((await createFor(partner, before)).status).toBe(302);
    const organisationId = (await organisationOf(partner.userId)).id;

    const asked = await partner.browser.post(partnerSettings, { intent: "save", name: after, partnerType: "housing", town: "Leeds" });
    expect(asked.status).toBe(200);
    // The other details are saved at once; the name is not.
    expect(await organisationOf(partner.userId)).toMatchObject({ name: before, proposedName: after, partnerType: "housing", town: "Leeds" });
    const settings = visibleText(await (await partner.browser.get(partnerSettings)).text());
    expect(settings).toContain(pendingMessage);
    expect(settings).toContain(`Your current name is "${before}"`);
    const adminView = visibleText(await (await admin.browser.get(accountPath(partner.userId))).text());
    expect(adminView).toContain(`${before} (first member)`);
    expect(adminView).not.toContain(`${after} (first member)`);
    // Saving again keeps the request; nobody but an administrator decides it.
    expect((await partner.browser.post(partnerSettings, { intent: "save", name: after, partnerType: "housing", town: "York" })).status).toBe(200);
    expect(await organisationOf(partner.userId)).toMatchObject({ name: before, proposedName: after, town: "York" });
    expect((await partner.browser.post(renames, { intent: "approve-rename", organisationId, proposedName: after })).status).toBe(403);
    expect((await other.browser.get(renames)).status).toBe(403);

    // A decision on a name the administrator was not shown is refused; a bad form is refused.
    const stale = await admin.browser.post(renames, { intent: "approve-rename", organisationId, proposedName: before });
    expect(stale.status).toBe(409);
    expect((await admin.browser.post(renames, { intent: "approve-rename", organisationId: "not-an-id", proposedName: after })).status).toBe(400);
    expect((await organisationOf(partner.userId)).name).toBe(before);

    const approved = await admin.browser.post(renames, { intent: "approve-rename", organisationId, proposedName: after });
    expect(approved.status).toBe(302);
    expect(approved.headers.get("location")).toBe(`${renames}?done=approved`);
    expect(await organisationOf(partner.userId)).toMatchObject({ name: after, proposedName: null, proposedByUserId: null });
    expect(visibleText(await (await admin.browser.get(accountPath(partner.userId))).text())).toContain(`${after} (first member)`);
    expect(visibleText(await (await admin.browser.get(`${renames}?done=approved`)).text())).not.toContain(`${before} → ${after}`);
    const [audit] = await db().select().from(auditEvents).where(and(eq(auditEvents.event, "organisation_rename_approved"), eq(auditEvents.subjectUserId, partner.userId)));
    expect(audit).toMatchObject({ actorUserId: admin.userId, detail: { organisationId, from: before, to: after } });
    expect((await admin.browser.post(renames, { intent: "approve-rename", organisationId, proposedName: after })).status).toBe(404);

    // Typing the current name again withdraws a request.
    expect((await proposeName(partner, unique("Iota"))).status).toBe(200);
    expect((await proposeName(partner, after)).status).toBe(200);
    expect(await organisationOf(partner.userId)).toMatchObject({ name: after, proposedName: null });
    const [withdrawn] = await db().select().from(auditEvents).where(and(eq(auditEvents.event, "organisation_rename_withdrawn"), eq(auditEvents.actorUserId, partner.userId)));
    expect(withdrawn).toMatchObject({ subjectUserId: partner.userId, detail: { organisationId } });
  });

  it("item 8: the 16th invitation in a minute is refused, and an organisation's invitations are limited too", async () => {
    const [owner, secondOwner] = await Promise.all([withTwoFactor("employer", "Ivy Inviter"), withTwoFactor("employer", "Ike Inviter")]);
    expect((await createFor(owner, unique("Kappa Catering"))).status).toBe(302);
    const organisationId = (await organisationOf(owner.userId)).id;
    await db().insert(organisationMembers).values({ organisationId, userId: secondOwner.userId, role: "owner" });
    const settings = areaPath("employerPortalSettings");
    const invite = (person: Person, n: number) => person.browser.post(settings, { intent: "invite", email: `invitee${n}.${backend}@example.org` });
    const limited = "You have sent as many invitations as we allow for now";

    for (let n = 1; n <= 15; n++) expect((await invite(owner, n)).status, `invitation ${n}`).toBe(200);
    const sixteenth = await invite(owner, 16);
    expect(sixteenth.status).toBe(429);
    expect(Number(sixteenth.headers.get("retry-after"))).toBeGreaterThan(0);
    const page = await sixteenth.text();
    expect(visibleText(page)).toContain(limited);
    // What was typed is kept.
    expect(page).toContain(`invitee16.${backend}@example.org`);

    // Another owner of the same organisation: 20 a day for the organisation, so the 21st is refused.
    for (let n = 17; n <= 21; n++) expect((await invite(secondOwner, n)).status, `invitation ${n}`).toBe(200);
    const overOrganisation = await invite(secondOwner, 22);
    expect(overOrganisation.status).toBe(429);
    expect(visibleText(await overOrganisation.text())).toContain(limited);
    expect(await db().select({ id: organisationInvitations.id }).from(organisationInvitations).where(eq(organisationInvitations.organisationId, organisationId))).toHaveLength(20);
  });

  it("item 2: the migration that makes names unique renames organisations that already share a name, rather than failing", async () => {
    const database = await createTestDatabase(backend);
    try {
      // The database as it was before migration 0009's indexes, with duplicates in it.
      await database.rawQuery("drop index organisations_name_idx", []);
      await database.rawQuery("drop index organisations_proposed_name_idx", []);
      const ids = ["0190a5b2-7c1d-7000-8000-000000000001", "0190a5b2-7c1d-7000-8000-000000000002", "0190a5b2-7c1d-7000-8000-000000000003", "0190a5b2-7c1d-7000-8000-000000000004"];
      await database.db.insert(organisations).values([
        { id: ids[0]!, kind: "partner", name: "Lambda Trust", createdAt: new Date("2024-01-01T00:00:00Z") },
        { id: ids[1]!, kind: "partner", name: " LAMBDA   trust", createdAt: new Date("2024-02-01T00:00:00Z") },
        { id: ids[2]!, kind: "employer", name: "Lambda Trust", createdAt: new Date("2024-03-01T00:00:00Z") },
        { id: ids[3]!, kind: "partner", name: "Lambda Trust", demo: true, createdAt: new Date("2024-04-01T00:00:00Z") },
      ]);
      const migration = fs.readFileSync(new URL("../../db/migrations/0009_organisation_names.sql", import.meta.url), "utf8");
      const statements = migration.split("--> statement-breakpoint").map((text) => text.trim()).filter((text) => !text.startsWith("ALTER TABLE"));
      expect(statements).toHaveLength(3);
      for (const statement of statements) await database.rawQuery(statement, []);
      const rows = await database.db.select({ id: organisations.id, name: organisations.name }).from(organisations).orderBy(asc(organisations.createdAt));
      // The oldest keeps its name; the later partner is renamed after its own id; another kind and the demonstration set are apart.
      expect(rows).toEqual([
        { id: ids[0], name: "Lambda Trust" },
        { id: ids[1], name: "LAMBDA   trust (duplicate 000000000002)" },
        { id: ids[2], name: "Lambda Trust" },
        { id: ids[3], name: "Lambda Trust" },
      ]);
      await expect(database.db.insert(organisations).values({ id: crypto.randomUUID(), kind: "partner", name: "lambda trust" })).rejects.toThrow();
    } finally {
      await database.drop();
    }
  });
});
