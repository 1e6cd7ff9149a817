import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, auditEvents, candidates, caseworkerAssignments, caseworkers, convictionRecords, jobs, organisationMembers, organisations, users } from "../../db/schema";
import type { ConvictionPayload } from "../../app/features/convictions/conviction-payload";
import { readConvictionRecords, reencryptConvictionRecords, writeConvictionRecord, type ConvictionReader } from "../../app/features/convictions/conviction-records.server";
import { FieldDecryptionError, parseKeyRing, type KeyRing } from "../../app/lib/field-encryption.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

function ring(value: string, current: string): KeyRing {
  const parsed = parseKeyRing(value, current);
  if (!("ring" in parsed)) throw new Error(parsed.problems.join("; "));
  return parsed.ring;
}
const k1 = crypto.randomBytes(32).toString("base64");
const k2 = crypto.randomBytes(32).toString("base64");
const before = ring(`k1:${k1}`, "k1");
const during = ring(`k1:${k1},k2:${k2}`, "k2");
const after = ring(`k2:${k2}`, "k2");

const payload: ConvictionPayload = {
  convictionType: "custodial",
  offenceDescription: "Handling stolen goods",
  convictionDate: "2019-04-02",
  sentence: "12 months' imprisonment",
  sentenceEndDate: "2020-04-01",
  disclosureLetter: "I made a mistake in 2019 and I have changed since.",
};

describe.each(backends)("conviction records on %s", (backend) => {
  let database: TestDatabase;
  const id = {
    candidateA: uuidv7(), candidateB: uuidv7(), caseworkerC1: uuidv7(), caseworkerC2: uuidv7(), employerX: uuidv7(), employerY: uuidv7(),
    admin: uuidv7(), profileA: uuidv7(), profileB: uuidv7(), workerC1: uuidv7(), workerC2: uuidv7(), orgX: uuidv7(), orgY: uuidv7(),
  };
  let recordId: string;
  const readers: Record<string, ConvictionReader> = {
    candidateA: { kind: "candidate", userId: id.candidateA },
    candidateB: { kind: "candidate", userId: id.candidateB },
    caseworkerC1: { kind: "caseworker", userId: id.caseworkerC1 },
    caseworkerC2: { kind: "caseworker", userId: id.caseworkerC2 },
    employerX: { kind: "employer", userId: id.employerX },
    employerY: { kind: "employer", userId: id.employerY },
    admin: { kind: "admin", userId: id.admin, reason: "Subject access request" },
    candidateBAsAdmin: { kind: "admin", userId: id.candidateB, reason: "Curious" },
    demonstration: { kind: "demonstration" },
  };

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const db = database.db;
    const roles = { candidateA: "candidate", candidateB: "candidate", caseworkerC1: "caseworker", caseworkerC2: "caseworker", employerX: "employer", employerY: "employer", admin: "admin" } as const;
    await db.insert(users).values(Object.entries(roles).map(([key, role]) => ({ id: id[key as keyof typeof roles], name: key, email: `${key}@example.com`, role })));
    await db.insert(candidates).values([
      { id: id.profileA, userId: id.candidateA, fullName: "Candidate A" },
      { id: id.profileB, userId: id.candidateB, fullName: "Candidate B" },
    ]);
    await db.insert(caseworkers).values([
      { id: id.workerC1, userId: id.caseworkerC1, fullName: "C1" },
      { id: id.workerC2, userId: id.caseworkerC2, fullName: "C2" },
    ]);
    // C1 supports A now; C2 did once, and handed over.
    await db.insert(caseworkerAssignments).values([
      { id: uuidv7(), candidateId: id.profileA, caseworkerId: id.workerC1 },
      { id: uuidv7(), candidateId: id.profileA, caseworkerId: id.workerC2, endedAt: new Date() },
    ]);
    await db.insert(organisations).values([
      { id: id.orgX, kind: "employer", name: "X Ltd", status: "approved" },
      { id: id.orgY, kind: "employer", name: "Y Ltd", status: "approved" },
    ]);
    await db.insert(organisationMembers).values([
      { organisationId: id.orgX, userId: id.employerX },
      { organisationId: id.orgY, userId: id.employerY },
    ]);
    const job = (employerId: string) => ({ id: uuidv7(), title: "Cook", sector: "Hospitality", employerId, employerName: "E", locationName: "Anywhere", national: true, contractType: "permanent" as const, hours: "full_time" as const });
    const [jobX, jobY] = [job(id.orgX), job(id.orgY)];
    await db.insert(jobs).values([jobX, jobY]);
    // A shared the disclosure letter with X's job only.
    await db.insert(applications).values([
      { id: uuidv7(), jobId: jobX.id, candidateId: id.profileA, shared: ["contact_details", "disclosure_letter"] },
      { id: uuidv7(), jobId: jobY.id, candidateId: id.profileA, shared: ["contact_details", "cv"] },
    ]);
    ({ id: recordId } = await writeConvictionRecord(db, before, { candidateId: id.profileA, payload, actorUserId: id.candidateA }));
  });
  afterAll(async () => {
    await database?.drop();
  });

  const readAs = (who: keyof typeof readers, keys: KeyRing = before) => readConvictionRecords(database.db, keys, readers[who]!, id.profileA);
  const readAudits = () => database.db.select().from(auditEvents).where(eq(auditEvents.event, "conviction_record_read"));

  it("stores only ciphertext, and gives the candidate their record back as written", async () => {
    const [row] = await database.db.select().from(convictionRecords).where(eq(convictionRecords.id, recordId));
    expect(row!.keyId).toBe("k1");
    expect(row!.ciphertext).not.toContain("Handling");
    expect(await readAs("candidateA")).toMatchObject({ access: "full", records: [{ id: recordId, payload }] });
    const [changed] = await database.db.select().from(auditEvents).where(eq(auditEvents.event, "conviction_record_changed"));
    expect(JSON.stringify(changed!.detail)).not.toContain("Handling");
  });

  it("never overwrites one candidate's record with a write for another", async () => {
    await expect(writeConvictionRecord(database.db, before, { candidateId: id.profileB, id: recordId, payload: { ...payload, offenceDescription: "Other" } })).rejects.toThrow(
      /belongs to another candidate/,
    );
    expect(await readAs("candidateA")).toMatchObject({ access: "full", records: [{ id: recordId, payload }] });
  });

  it("lets the assigned caseworker read in full, without an audit row", async () => {
    expect(await readAs("caseworkerC1")).toMatchObject({ access: "full", records: [{ payload }] });
    expect(await readAudits()).toHaveLength(0);
  });

  it("refuses another candidate, a caseworker whose assignment ended, an employer not shared with, a non-admin and a demonstration visitor", async () => {
    for (const who of ["candidateB", "caseworkerC2", "employerY", "candidateBAsAdmin", "demonstration"] as const) {
      expect(await readAs(who), who).toEqual({ access: "refused" });
    }
    expect(await readAudits()).toHaveLength(0);
  });

  it("gives an employer the disclosure letter only, and an admin the whole record, auditing each read without its content", async () => {
    expect(await readAs("employerX")).toEqual({ access: "disclosure_letter", letters: [{ recordId, disclosureLetter: payload.disclosureLetter }] });
    expect(await readAs("admin")).toMatchObject({ access: "full", records: [{ payload }] });
    const audits = await readAudits();
    expect(audits.map((a) => [a.actorUserId, a.subjectUserId, a.detail.readerKind])).toEqual(
      expect.arrayContaining([
        [id.employerX, id.candidateA, "employer"],
        [id.admin, id.candidateA, "admin"],
      ]),
    );
    expect(audits.find((a) => a.actorUserId === id.admin)!.detail.reason).toBe("Subject access request");
    expect(audits.find((a) => a.actorUserId === id.employerX)!.detail.reason).toBe("disclosure letter shared with an application");
    const text = JSON.stringify(audits);
    for (const secret of ["Handling", "imprisonment", "mistake", "2019-04-02"]) expect(text).not.toContain(secret);
  });

  it("refuses a record under an unknown key id or with an altered ciphertext", async () => {
    await expect(readAs("candidateA", after)).rejects.toThrow(FieldDecryptionError);
    const [row] = await database.db.select().from(convictionRecords).where(eq(convictionRecords.id, recordId));
    const bytes = Buffer.from(row!.ciphertext, "base64");
    bytes[20] = bytes[20]! ^ 0xff;
    await database.db.update(convictionRecords).set({ ciphertext: bytes.toString("base64") }).where(eq(convictionRecords.id, recordId));
    await expect(readAs("candidateA")).rejects.toThrow(/could not be decrypted/);
    await database.db.update(convictionRecords).set({ ciphertext: row!.ciphertext }).where(eq(convictionRecords.id, recordId));
    // The same ciphertext moved to another record does not decrypt either: the id is bound to it.
    const other = uuidv7();
    await database.db.insert(convictionRecords).values({ id: other, candidateId: id.profileA, keyId: "k1", ciphertext: row!.ciphertext });
    await expect(readAs("candidateA")).rejects.toThrow(FieldDecryptionError);
    await database.db.delete(convictionRecords).where(eq(convictionRecords.id, other));
  });

  it("rotates keys: old records stay readable, new writes use the new key, and re-encryption moves the rest", async () => {
    expect(await readAs("candidateA", during)).toMatchObject({ access: "full", records: [{ payload }] });
    const { id: newer } = await writeConvictionRecord(database.db, during, { candidateId: id.profileA, payload: { ...payload, offenceDescription: "Theft" } });
    const keyOf = async (recordIdToFind: string) =>
      (await database.db.select({ keyId: convictionRecords.keyId }).from(convictionRecords).where(and(eq(convictionRecords.id, recordIdToFind))))[0]!.keyId;
    expect(await keyOf(newer)).toBe("k2");
    expect(await keyOf(recordId)).toBe("k1");
    expect(await reencryptConvictionRecords(database.db, during, 1)).toEqual({ rewritten: 1 });
    expect(await keyOf(recordId)).toBe("k2");
    const read = await readAs("candidateA", after);
    expect(read.access === "full" && read.records.map((r) => "offenceDescription" in r.payload && r.payload.offenceDescription).sort()).toEqual(["Handling stolen goods", "Theft"]);
    expect(await reencryptConvictionRecords(database.db, after)).toEqual({ rewritten: 0 });
  });
});
