import crypto from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, candidates, disclosureCheckResults, jobs, organisations } from "../../db/schema";
import type { OffenceExclusion, RecordCheck } from "../../db/schema/vocabulary";
import { reencryptConvictionRecords } from "../../app/features/convictions/conviction-records.server";
import { readCheckResult } from "../../app/features/disclosure-check/saved-result.server";
import { savedCheckPayloadSchema } from "../../app/features/disclosure-check/saved-result";
import { STATE_FIELD, type WizardState, initialState, serialiseState } from "../../app/features/disclosure-check/state";
import { advance } from "../../app/features/disclosure-check/wizard";
import { areaPath } from "../../app/features/dashboards/areas";
import { addDays, addMonths, londonDate } from "../../app/lib/dates";
import { decryptField, parseKeyRing } from "../../app/lib/field-encryption.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { client, verifiedUser, visibleText, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * "Save to my account" on the checker, the saved result on the candidate's disclosure page, and the job matcher's
 * "Leave out roles my record would rule out", through the real server and database.
 */

const CHECKER = "/candidates/ai-tools/checker";
const today = londonDate(new Date());
/** A fine three months ago: not spent (a fine is spent 12 months after conviction). */
const fineDate = addDays(today, -90);
const [fineYear, fineMonth, fineDay] = fineDate.split("-") as [string, string, string];

/** The checker's state at its results, answered as a person would. */
function resultsState(kind: "fine" | "community_order" = "fine"): WizardState {
  const steps: Record<string, string>[] = [
    { jurisdiction: "england_wales" },
    { type: "conviction" },
    { age: "adult" },
    { day: String(Number(fineDay)), month: String(Number(fineMonth)), year: fineYear },
    { kind },
    ...(kind === "community_order" ? [{ end: "length", lengthValue: "12", lengthUnit: "months" }] : []),
    { another: "no" },
    { another: "no" },
    {},
  ];
  let state = initialState();
  for (const fields of steps) {
    const outcome = advance(state, (name) => fields[name] ?? null, "next", today);
    if (outcome.errors) throw new Error(`${state.step.q}: ${JSON.stringify(outcome.errors)}`);
    state = outcome.state;
  }
  if (state.step.q !== "results") throw new Error(`ended at ${state.step.q}`);
  return state;
}

function save(browser: Client, state: WizardState, categories: string[] = [], extra: Record<string, string> = {}) {
  const form = new URLSearchParams({ [STATE_FIELD]: serialiseState(state), intent: "save", ...extra });
  for (const category of categories) form.append("offenceCategory", category);
  return browser.post(CHECKER, form);
}

describe.each([rulesBackend])("saving a checker result, and using it in the job matcher, on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let candidateA: Awaited<ReturnType<typeof verifiedUser>>;
  let candidateB: Awaited<ReturnType<typeof verifiedUser>>;
  let employer: Awaited<ReturnType<typeof verifiedUser>>;
  let anonymous: Client;
  const profile = { a: uuidv7(), b: uuidv7() };

  const rows = async () => server.database.db.select().from(disclosureCheckResults).where(inArray(disclosureCheckResults.candidateId, [profile.a, profile.b]));
  const audits = async (event: "disclosure_check_saved" | "disclosure_check_deleted" | "disclosure_check_used") =>
    server.database.db.select().from(auditEvents).where(eq(auditEvents.event, event));
  const textOf = async (response: Response) => visibleText(await response.text());

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url });
    [candidateA, candidateB, employer] = await Promise.all([
      verifiedUser(server, smtp, { role: "candidate", name: "Avery Savecheck" }),
      verifiedUser(server, smtp, { role: "candidate", name: "Bailey Savecheck" }),
      verifiedUser(server, smtp, { role: "employer" }),
    ]);
    anonymous = client(server);
    const db = server.database.db;
    await db.insert(candidates).values([
      { id: profile.a, userId: candidateA.userId, fullName: "Avery Savecheck" },
      { id: profile.b, userId: candidateB.userId, fullName: "Bailey Savecheck" },
    ]);
    const org = uuidv7();
    await db.insert(organisations).values({ id: org, kind: "employer", name: "Savecheck Stores", status: "approved" });
    const role = (title: string, recordCheck: RecordCheck, offenceExclusions: OffenceExclusion[]) => ({
      id: uuidv7(), title, sector: "Warehousing", employerId: org, employerName: "Savecheck Stores", locationName: "Anywhere", national: true,
      contractType: "permanent" as const, hours: "full_time" as const, closingDate: addDays(today, 30), recordCheck, offenceExclusions,
    });
    await db.insert(jobs).values([
      role("Warehouse Operative", "basic", ["violence"]),
      role("Warehouse Supervisor", "standard", ["violence"]),
      role("Warehouse Care Assistant", "enhanced", ["sexual"]),
      role("Warehouse Driver", "basic", ["driving"]),
      role("Warehouse Packer", "basic", ["case_by_case", "violence"]),
      role("Warehouse Cleaner", "none", ["violence"]),
    ]);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("offers 'Save to my account' to a candidate, 'Sign in to save this result' to a visitor, and nothing to other roles", async () => {
    // The results page is reached by posting the last answer.
    const atCheck = resultsState().history.at(-1)!;
    const reach = (browser: Client) => {
      const state = { ...resultsState(), step: atCheck, history: resultsState().history.slice(0, -1) };
      return browser.post(CHECKER, { [STATE_FIELD]: serialiseState(state), intent: "next" });
    };
    const asCandidate = await textOf(await reach(candidateA.browser));
    expect(asCandidate).toContain("Your results");
    expect(asCandidate).toContain("Which of these describe your offences?");
    expect(asCandidate).toContain("Save to my account");
    const asVisitor = await reach(anonymous);
    const visitorHtml = await asVisitor.text();
    expect(visibleText(visitorHtml)).toContain("Sign in to save this result");
    expect(visitorHtml).toContain(`href="/sign-in?redirectTo=${encodeURIComponent(CHECKER)}"`);
    const asEmployer = await textOf(await reach(employer.browser));
    expect(asEmployer).toContain("Your results");
    expect(asEmployer).not.toContain("Save to my account");
    expect(asEmployer).not.toContain("Sign in to save this result");
    // Nothing is stored by seeing results.
    expect(await rows()).toHaveLength(0);
  });

  it("refuses to save for a visitor or an employer, and stores nothing", async () => {
    const visitor = await save(anonymous, resultsState(), ["violence"]);
    expect(visitor.status).toBe(401);
    expect(await textOf(visitor)).toContain("Sign in as a candidate to save this result");
    const other = await save(employer.browser, resultsState(), ["violence"]);
    expect(other.status).toBe(403);
    expect(await server.database.db.select().from(disclosureCheckResults)).toHaveLength(0);
  });

  it("works the results out again from the answers and stores them encrypted, with an audit row holding ids only", async () => {
    // Results posted alongside are never read: the server works them out from the answers.
    const response = await save(candidateA.browser, resultsState(), ["violence"], { results: '[{"status":"spent"}]', status: "spent" });
    expect(response.status).toBe(200);
    expect(await textOf(response)).toContain("Saved to your account.");

    const [row] = await rows();
    expect(row).toMatchObject({ candidateId: profile.a, demo: false, keyId: server.env.dataEncryption.currentKeyId });
    const clear = Buffer.from(row!.ciphertext, "base64").toString("latin1");
    for (const secret of [fineDate, fineYear, "fine", "not_spent", "violence", "Fine"]) expect(clear).not.toContain(secret);
    const payload = savedCheckPayloadSchema.parse(decryptField(server.env.dataEncryption, row!.id, row!));
    expect(payload.request.convictions).toEqual([{ kind: "fine", date: fineDate, age_at_conviction: "adult", hearing: "conviction-1" }]);
    expect(payload.results.map((result) => [result.status, result.spent_date])).toEqual([["not_spent", addMonths(fineDate, 12)]]);
    expect(payload.offenceCategories).toEqual(["violence"]);

    const [audit] = await audits("disclosure_check_saved");
    expect(audit).toMatchObject({ actorUserId: candidateA.userId, detail: { candidateId: profile.a, resultId: row!.id, replaced: false } });
    const detail = JSON.stringify(audit!.detail);
    for (const secret of [fineDate, "fine", "violence", "spent"]) expect(detail).not.toContain(secret);
  });

  it("replaces the saved result when the candidate saves again: one row, the same id", async () => {
    const [first] = await rows();
    const response = await save(candidateA.browser, resultsState("community_order"), ["violence", "driving"]);
    expect(response.status).toBe(200);
    expect(await textOf(response)).toContain("in place of the result you saved before");
    const after = await rows();
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(first!.id);
    expect(after[0]!.ciphertext).not.toBe(first!.ciphertext);
    const read = await readCheckResult(server.database.db, server.env.dataEncryption, { kind: "candidate", userId: candidateA.userId }, profile.a);
    expect(read?.payload.request.convictions.map((entry) => entry.kind)).toEqual(["community_order"]);
    expect(read?.payload.offenceCategories).toEqual(["driving", "violence"]);
    expect((await audits("disclosure_check_saved")).map((row) => row.detail.replaced)).toEqual(expect.arrayContaining([false, true]));
    // Back to the fine, ticking violence, for the matcher below.
    expect((await save(candidateA.browser, resultsState(), ["violence"])).status).toBe(200);
  });

  it("refuses kinds of offence that are not on the list, and saves nothing new", async () => {
    const [before] = await rows();
    const response = await save(candidateA.browser, resultsState(), ["violence", "shoplifting"]);
    expect(response.status).toBe(422);
    expect(await textOf(response)).toContain("Select only the kinds of offence listed");
    const [after] = await rows();
    expect(after!.ciphertext).toBe(before!.ciphertext);
  });

  it("shows the saved result on the candidate's own disclosure page, and to no one else", async () => {
    const own = await textOf(await candidateA.browser.get(areaPath("candidatePortalDisclosure")));
    expect(own).toContain("Your saved check");
    expect(own).toContain("Conviction 1");
    expect(own).toContain("Not spent yet: it will be spent on");
    expect(own).toContain("If a role needs a standard or enhanced check");
    expect(own).toContain("Delete this result");
    expect(own).toContain("Kinds of offence you told us about, for the job matcher only: violent offences.");

    const other = await textOf(await candidateB.browser.get(areaPath("candidatePortalDisclosure")));
    expect(other).toContain("You have not saved a result from our disclosure checker.");
    expect(other).not.toContain("Not spent yet");
    // The store itself refuses anyone but the candidate (and demonstration readers a real profile).
    expect(await readCheckResult(server.database.db, server.env.dataEncryption, { kind: "candidate", userId: candidateB.userId }, profile.a)).toBeNull();
    expect(await readCheckResult(server.database.db, server.env.dataEncryption, { kind: "demonstration" }, profile.a)).toBeNull();
  });

  const matcher = (browser: Client, leaveOut: boolean) =>
    browser.get(`/job-matcher?skills=warehouse&interests=&where=&miles=15&availability=either${leaveOut ? "&leaveOut=record" : ""}`);
  const listed = (text: string) => ["Operative", "Supervisor", "Care Assistant", "Driver", "Packer", "Cleaner"].filter((role) => text.includes(`Warehouse ${role}`));

  it("leaves out, for that candidate only, the roles whose check would show the record and whose exclusions name a kind they ticked", async () => {
    const usedBefore = (await audits("disclosure_check_used")).length;
    const offered = await textOf(await matcher(candidateA.browser, false));
    expect(offered).toContain("Leave out roles my record would rule out");
    expect(listed(offered)).toHaveLength(6);
    expect((await audits("disclosure_check_used")).length).toBe(usedBefore);

    const response = await matcher(candidateA.browser, true);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const filtered = await textOf(response);
    // The fine is unspent: it shows on the basic check and on the standard one; both roles exclude violence.
    expect(listed(filtered)).toEqual(["Care Assistant", "Driver", "Packer", "Cleaner"]);
    expect(filtered).toContain("We left out 2 roles that would have matched");
    expect(filtered).not.toContain(fineDate);

    const used = await audits("disclosure_check_used");
    expect(used).toHaveLength(usedBefore + 1);
    const [row] = await rows();
    expect(used.at(-1)).toMatchObject({ actorUserId: candidateA.userId, detail: { candidateId: profile.a, resultId: row!.id, by: "job_matcher" } });
    const detail = JSON.stringify(used.at(-1)!.detail);
    for (const secret of [fineDate, "fine", "violence", "Warehouse"]) expect(detail).not.toContain(secret);

    // Nobody else has anything left out, and is not offered the box.
    for (const browser of [candidateB.browser, employer.browser, anonymous]) {
      const text = await textOf(await matcher(browser, true));
      expect(listed(text)).toHaveLength(6);
      expect(text).not.toContain("Leave out roles my record would rule out");
      expect(text).not.toContain("We left out");
    }
    expect(await audits("disclosure_check_used")).toHaveLength(usedBefore + 1);
  });

  it("leaves nothing out, and says why, when the candidate ticked no kind of offence", async () => {
    expect((await save(candidateA.browser, resultsState(), [])).status).toBe(200);
    const text = await textOf(await matcher(candidateA.browser, true));
    expect(listed(text)).toHaveLength(6);
    expect(text).toContain("No role was left out: your saved result names no kind of offence.");
  });

  it("rewrites saved results with the current key when keys rotate (npm run db:reencrypt)", async () => {
    const old = server.env.dataEncryption;
    const k2 = crypto.randomBytes(32).toString("base64");
    const devKey = Buffer.from(old.keys.get(old.currentKeyId)!).toString("base64");
    const parsed = parseKeyRing(`${old.currentKeyId}:${devKey},k2:${k2}`, "k2");
    if (!("ring" in parsed)) throw new Error(parsed.problems.join("; "));
    const { rewritten } = await reencryptConvictionRecords(server.database.db, parsed.ring);
    expect(rewritten).toBeGreaterThanOrEqual(1);
    const [row] = await rows();
    expect(row!.keyId).toBe("k2");
    const only = parseKeyRing(`k2:${k2}`, "k2");
    if (!("ring" in only)) throw new Error("ring");
    expect((await readCheckResult(server.database.db, only.ring, { kind: "candidate", userId: candidateA.userId }, profile.a))?.payload.request.convictions[0]?.kind).toBe("fine");
    // Put it back under the server's key for what follows.
    await reencryptConvictionRecords(server.database.db, { currentKeyId: old.currentKeyId, keys: new Map([...old.keys, ["k2", Buffer.from(k2, "base64")]]) });
  });

  it("deletes the candidate's own result from the disclosure page, with an audit row, and the matcher stops offering the box", async () => {
    const refusedOther = await candidateB.browser.post(areaPath("candidatePortalDisclosure"), { intent: "delete-check" });
    expect(refusedOther.status).toBe(200);
    expect(await textOf(refusedOther)).toContain("There was no saved result to delete.");
    expect(await rows()).toHaveLength(1);

    const [row] = await rows();
    const response = await candidateA.browser.post(areaPath("candidatePortalDisclosure"), { intent: "delete-check" });
    expect(response.status).toBe(200);
    const text = await textOf(response);
    expect(text).toContain("Your saved result has been deleted.");
    expect(text).toContain("You have not saved a result from our disclosure checker.");
    expect(await rows()).toHaveLength(0);
    const [audit] = await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, "disclosure_check_deleted"), eq(auditEvents.actorUserId, candidateA.userId)));
    expect(audit?.detail).toEqual({ candidateId: profile.a, resultId: row!.id });
    expect(await textOf(await matcher(candidateA.browser, true))).not.toContain("Leave out roles my record would rule out");
  });

  it("refuses the delete on the demonstration page, changing nothing", async () => {
    const response = await candidateA.browser.post(areaPath("candidateDemoDisclosure"), { intent: "delete-check" });
    expect(response.status).toBe(403);
    expect(await textOf(response)).toContain("This is demonstration data, so changes are not saved.");
  });
});
