import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, messageThreads, referrals, threadParticipants } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { castLabels, makeCast, type Cast } from "./support/access-matrix";
import { client, visibleText, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Messages for every role, on real data with the access matrix's cast (C1 supports A, referred by partner P, who
 * may see everything; C2 supports B, referred by Q, who may see the profile): who may start a conversation with
 * whom, that a candidate never sees a staff-only conversation, that a partner stops seeing one when the person
 * stops sharing, that a double press starts one conversation, and that unread counts lead to the messages.
 */

describe.each([rulesBackend])("messages for every role on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let cast: Cast;
  const text = async (browser: Client, path: string) => {
    const response = await browser.get(path);
    expect(response.status, path).toBe(200);
    return visibleText(await response.text());
  };
  const threadBySubject = async (subject: string) => {
    const rows = await server.database.db.select().from(messageThreads).where(eq(messageThreads.subject, subject));
    return rows;
  };
  const partiesOf = async (threadId: string) =>
    (await server.database.db.select({ kind: threadParticipants.partyKind, id: threadParticipants.partyId }).from(threadParticipants).where(eq(threadParticipants.threadId, threadId))).sort((a, b) =>
      a.kind.localeCompare(b.kind),
    );

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url, SEED_DEMO_DATA: "true" });
    cast = await makeCast(server, smtp, client(server));
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("a candidate writes to their caseworker once, however often the form is sent; the caseworker reads and replies", async () => {
    const { candidateA, caseworkerC1, caseworkerC2 } = cast.browsers;
    const list = areaPath("candidatePortalMessages");
    const page = await (await candidateA.get(list)).text();
    const formKey = page.match(/name="formKey" value="([^"]+new-conversation-form)"/)?.[1];
    expect(formKey).toBeTruthy();
    const form = { intent: "start", subject: "Matrix question for Cleo", body: "Can we meet on Friday?", formKey: formKey! };
    const first = await candidateA.post(list, form);
    expect(first.status).toBe(303);
    const second = await candidateA.post(list, form);
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe(list);
    const threads = await threadBySubject("Matrix question for Cleo");
    expect(threads).toHaveLength(1);
    const thread = threads[0]!;
    expect(first.headers.get("location")).toBe(`${areaPath("candidatePortalMessage", { threadId: thread.id })}?sent=1`);
    expect(thread).toMatchObject({ candidateId: cast.world.candidateA, demo: false });
    expect(await partiesOf(thread.id)).toEqual([
      { kind: "candidate", id: cast.world.candidateA },
      { kind: "caseworker", id: cast.world.caseworkerC1 },
    ]);
    // After sending, the form on the messages page is empty again.
    const after = await (await candidateA.get(list)).text();
    expect(after.slice(after.indexOf('aria-label="Start a conversation"'))).not.toContain("Can we meet on Friday?");

    expect(await text(caseworkerC1, areaPath("caseworkerMessagesPortal"))).toContain("Matrix question for Cleo");
    expect(await text(caseworkerC2, areaPath("caseworkerMessagesPortal"))).not.toContain("Matrix question for Cleo");
    expect((await caseworkerC2.get(areaPath("caseworkerMessagePortal", { threadId: thread.id }))).status).toBe(404);
    expect((await caseworkerC1.post(areaPath("caseworkerMessagePortal", { threadId: thread.id }), { body: "Friday at ten is fine." })).status).toBe(302);
    expect(await text(candidateA, areaPath("candidatePortalMessage", { threadId: thread.id }))).toContain("Friday at ten is fine.");
  });

  it("a caseworker writes to a person on their caseload, not to anyone else's; a refused form keeps what was typed", async () => {
    const { candidateA, candidateB, caseworkerC1 } = cast.browsers;
    const list = areaPath("caseworkerMessagesPortal");
    expect(await text(caseworkerC1, list)).toContain(`${castLabels.candidateA} (the person themselves)`);
    const foreign = await caseworkerC1.post(list, { intent: "start", to: `candidate:${cast.world.candidateB}`, subject: "Matrix kept subject", body: "Matrix kept body" });
    expect(foreign.status).toBe(400);
    const refusedHtml = await foreign.text();
    expect(visibleText(refusedHtml)).toContain("You cannot write to that person here. Choose someone from the list.");
    expect(refusedHtml).toContain('value="Matrix kept subject"');
    expect(refusedHtml).toContain("Matrix kept body");
    expect(await threadBySubject("Matrix kept subject")).toHaveLength(0);

    const started = await caseworkerC1.post(list, { intent: "start", to: `candidate:${cast.world.candidateA}`, subject: "Matrix from your caseworker", body: "How did the interview go?" });
    expect(started.status).toBe(303);
    const [thread] = await threadBySubject("Matrix from your caseworker");
    expect(await partiesOf(thread!.id)).toEqual([
      { kind: "candidate", id: cast.world.candidateA },
      { kind: "caseworker", id: cast.world.caseworkerC1 },
    ]);
    expect(await text(candidateA, areaPath("candidatePortalMessages"))).toContain("Matrix from your caseworker");
    expect(await text(candidateB, areaPath("candidatePortalMessages"))).not.toContain("Matrix from your caseworker");
    expect((await candidateB.get(areaPath("candidatePortalMessage", { threadId: thread!.id }))).status).toBe(404);
  });

  it("a partner writes to the caseworker of someone who shares with it; the person never sees that conversation", async () => {
    const { partnerP, partnerQ, candidateA, caseworkerC1, caseworkerC2 } = cast.browsers;
    const list = areaPath("partnerMessagesPortal");
    expect(await text(partnerP, list)).toContain(`${castLabels.candidateA}'s caseworker`);
    // B was not referred by P.
    const foreign = await partnerP.post(list, { intent: "start", to: cast.world.candidateB, subject: "Matrix not ours", body: "Hello" });
    expect(foreign.status).toBe(400);
    const started = await partnerP.post(list, { intent: "start", to: cast.world.candidateA, subject: "Matrix from Pine", body: "Avery did well at the workshop." });
    expect(started.status).toBe(303);
    const [thread] = await threadBySubject("Matrix from Pine");
    expect(thread).toMatchObject({ candidateId: cast.world.candidateA });
    expect(await partiesOf(thread!.id)).toEqual([
      { kind: "caseworker", id: cast.world.caseworkerC1 },
      { kind: "organisation", id: cast.world.partnerP },
    ]);
    expect(await text(caseworkerC1, areaPath("caseworkerMessagesPortal"))).toContain("Matrix from Pine");
    expect((await caseworkerC2.get(areaPath("caseworkerMessagePortal", { threadId: thread!.id }))).status).toBe(404);
    expect((await partnerQ.get(areaPath("partnerMessagePortal", { threadId: thread!.id }))).status).toBe(404);
    // A staff-only conversation about the candidate: not in their list, and its address is not found.
    expect(await text(candidateA, areaPath("candidatePortalMessages"))).not.toContain("Matrix from Pine");
    expect((await candidateA.get(areaPath("candidatePortalMessage", { threadId: thread!.id }))).status).toBe(404);
    expect((await candidateA.post(areaPath("candidatePortalMessage", { threadId: thread!.id }), { body: "Let me in" })).status).toBe(404);
  });

  it("when the person stops sharing with a partner, the partner no longer sees or answers the conversation about them, nor can start one", async () => {
    const db = server.database.db;
    const { partnerP } = cast.browsers;
    const threadPath = areaPath("partnerMessagePortal", { threadId: cast.world.threadP });
    expect(await text(partnerP, areaPath("partnerMessagesPortal"))).toContain(castLabels.threadP);
    const [before] = await db.select({ partnerMaySee: referrals.partnerMaySee }).from(referrals).where(eq(referrals.id, cast.world.referralP));
    await db.update(referrals).set({ partnerMaySee: [] }).where(eq(referrals.id, cast.world.referralP));
    try {
      const listed = await text(partnerP, areaPath("partnerMessagesPortal"));
      expect(listed).not.toContain(castLabels.threadP);
      expect(listed).not.toContain(`${castLabels.candidateA}'s caseworker`);
      expect((await partnerP.get(threadPath)).status).toBe(404);
      expect((await partnerP.post(threadPath, { body: "Still there?" })).status).toBe(404);
      expect(await db.select().from(messages).where(and(eq(messages.threadId, cast.world.threadP), eq(messages.body, "Still there?")))).toHaveLength(0);
      const start = await partnerP.post(areaPath("partnerMessagesPortal"), { intent: "start", to: cast.world.candidateA, subject: "Matrix after withdrawal", body: "Hello" });
      expect(start.status).toBe(400);
      // The partner's home counts nothing unread from it.
      expect(await text(partnerP, areaPath("partnerPortal"))).toContain("You have no unread messages.");
    } finally {
      await db.update(referrals).set({ partnerMaySee: before!.partnerMaySee }).where(eq(referrals.id, cast.world.referralP));
    }
    expect((await partnerP.get(threadPath)).status).toBe(200);
  });

  it("an unread count leads to the one unread conversation, or to the messages page when there are several", async () => {
    const db = server.database.db;
    const { candidateB, caseworkerC2 } = cast.browsers;
    const home = areaPath("candidatePortal");
    const hrefOf = (html: string, words: string) => html.match(new RegExp(`href="([^"]+)"[^>]*>${words}<`))?.[1];
    // B has nothing unread: the home offers the messages page.
    expect(hrefOf(await (await candidateB.get(home)).text(), "Open your messages")).toBe(areaPath("candidatePortalMessages"));
    await caseworkerC2.post(areaPath("caseworkerMessagesPortal"), { intent: "start", to: `candidate:${cast.world.candidateB}`, subject: "Matrix one for Bailey", body: "First" });
    const [one] = await db.select().from(messageThreads).where(eq(messageThreads.subject, "Matrix one for Bailey"));
    expect(hrefOf(await (await candidateB.get(home)).text(), "Read your messages")).toBe(areaPath("candidatePortalMessage", { threadId: one!.id }));
    await caseworkerC2.post(areaPath("caseworkerMessagesPortal"), { intent: "start", to: `candidate:${cast.world.candidateB}`, subject: "Matrix two for Bailey", body: "Second" });
    expect(hrefOf(await (await candidateB.get(home)).text(), "Read your messages")).toBe(areaPath("candidatePortalMessages"));
    // The caseworker's home: the one with B's reply.
    expect((await candidateB.post(areaPath("candidatePortalMessage", { threadId: one!.id }), { body: "Thanks" })).status).toBe(302);
    expect(hrefOf(await (await caseworkerC2.get(areaPath("caseworkerPortal"))).text(), "Read your messages")).toBe(areaPath("caseworkerMessagePortal", { threadId: one!.id }));
  });

  it("the candidate demonstration has conversations, and no real one", async () => {
    const demo = await text(cast.browsers.anonymous, areaPath("candidateDemoMessages"));
    expect(demo).not.toContain("No conversations yet.");
    expect(demo).toContain("A question before my interview");
    for (const label of [castLabels.threadA, castLabels.threadP, "Matrix from Pine"]) expect(demo).not.toContain(label);
  });
});
