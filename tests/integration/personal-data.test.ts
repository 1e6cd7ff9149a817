import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, getTableName, inArray, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import * as s from "../../db/schema";
import { erasePersonalData } from "../../app/features/account/erasure.server";
import { collectPersonalData, dataSubjectFor, personalDataTables, schemaTables, type DataSubject } from "../../app/features/account/personal-data.server";
import { personalDataZip } from "../../app/features/account/personal-data-file";
import { loadEnv } from "../../app/lib/env.server";
import { world } from "./support/personal-data-world";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

const keys = loadEnv({}).dataEncryption;

type World = Awaited<ReturnType<typeof world>>;

const rowsIn = (data: Awaited<ReturnType<typeof collectPersonalData>>, table: string) => data.tables.find((entry) => entry.name === table)?.rows ?? [];

describe.each(backends)("personal data on %s", (backend) => {
  let database: TestDatabase;
  let a: World;
  let b: World;
  let subjectA: DataSubject;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    a = await world(database.db, keys, "a");
    b = await world(database.db, keys, "b");
    subjectA = (await dataSubjectFor(database.db, a.userId))!;
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("exports the person's rows from every table that holds any, and nothing of anyone else's", async () => {
    const data = await collectPersonalData(database.db, keys, subjectA);
    for (const entry of personalDataTables) {
      const name = getTableName(entry.table);
      if ("rows" in entry) expect(rowsIn(data, name).length, `${name} in the export`).toBeGreaterThan(0);
      else expect(data.notHeld.map((held) => held.name)).toContain(name);
    }
    const text = JSON.stringify(data);
    for (const other of [b.userId, b.name, b.email, b.email.toLowerCase(), b.candidateId, b.caseworkerId, b.tag]) expect(text).not.toContain(other);
    // Conviction details arrive decrypted; secrets and keys never.
    expect(rowsIn(data, "conviction_records")[0]).toMatchObject({ offenceDescription: `Offence ${a.tag}`, disclosureLetter: `Letter ${a.tag}` });
    for (const secret of [`token-${a.tag}`, "scrypt$hash", `invite-${a.tag}`, `feed-${a.tag}`, `files/${a.tag}.pdf`, `code-${a.tag}`]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(secret|backupCodes|password|tokenHash|storageKey|ciphertext|token|codeHash)":/);
    // The organisation the account acts for, by name only: its contacts and safeguarding lead are the organisation's.
    expect(rowsIn(data, "organisations").map((row) => Object.keys(row).sort())).toEqual([["id", "kind", "name"]]);

    const files = unzipSync(personalDataZip(data, "Fair Chance Works"));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(["README.txt", "your-data.json", "tables/users.csv", "tables/conviction_records.csv", "tables/audit_events.csv"]));
    expect(strFromU8(files["tables/diary_entries.csv"]!)).toContain(`Diary ${a.tag}`);
    expect(JSON.parse(strFromU8(files["your-data.json"]!))).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it("erases the person's data table by table, with the records a partner made for them, keeps an audit tombstone and leaves everyone else's alone (item 5)", async () => {
    const countsBefore = new Map<string, number>();
    const othersBefore = await collectPersonalData(database.db, keys, (await dataSubjectFor(database.db, b.userId))!);
    for (const table of schemaTables()) countsBefore.set(getTableName(table), (await database.db.select().from(table)).length);

    const counts = await erasePersonalData(database.db, a.userId);
    // Two emails (theirs and the team's copy of their enquiry) and a text to their mobile, found by their account;
    // their own referral and the partner's two about them.
    expect(counts).toMatchObject({ enquiries: 1, emails: 3, invitations: 1, organisationContacts: 1, referralsAnonymised: 3, candidateRecords: 3, recordsMadeForThem: 2 });
    expect(await database.db.select().from(s.users).where(eq(s.users.id, a.userId))).toEqual([]);

    // No table holds the person's name, email address, phone number or their kinds of id, except the audit trail
    // (ids only) and the sweep's once-only keys.
    const keepsIds = new Set(["audit_events", "job_events"]);
    const words = [a.name, a.email, a.phone, a.referred.name, a.referred.town, a.phone.replace(/\s/g, "")].map((word) => word.toLowerCase());
    const ids = [a.userId, a.candidateId, a.caseworkerId, a.matchId, a.applicationId, a.threadId, a.referred.threadId, ...a.referred.candidateIds];
    for (const table of schemaTables()) {
      const name = getTableName(table);
      const text = JSON.stringify(await database.db.select().from(table)).toLowerCase();
      for (const word of words) expect(text, `${name} still holds ${word}`).not.toContain(word);
      if (!keepsIds.has(name)) {
        for (const id of ids) expect(text, `${name} still refers to ${id}`).not.toContain(id.toLowerCase());
      }
    }
    // What the person's readers find now: nothing, beyond the kept records.
    const after = await collectPersonalData(database.db, keys, subjectA);
    for (const table of after.tables) {
      if (["audit_events", "job_events", "organisations"].includes(table.name)) continue;
      expect(table.rows, `${table.name} after erasure`).toEqual([]);
    }
    const trail = rowsIn(after, "audit_events");
    expect(trail.map((row) => row.event)).toEqual(expect.arrayContaining(["personal_data_erased"]));
    expect(JSON.stringify(trail)).not.toContain(a.email);
    // The referrals stay for the partners, without who it was or a link to a record.
    const [own] = await database.db.select().from(s.referrals).where(eq(s.referrals.id, a.referralId));
    expect(own).toMatchObject({ firstName: "Erased", email: null, phone: null, candidateId: null, referredByName: "Former user", referredByUserId: null });
    const partners = await database.db.select().from(s.referrals).where(inArray(s.referrals.id, a.referred.referralIds));
    expect(partners).toHaveLength(2);
    for (const referral of partners) {
      expect(referral).toMatchObject({ firstName: "Erased", lastName: "at their request", email: null, phone: null, town: null, needs: [], candidateId: null, setting: null, partnerMaySee: [] });
    }
    // Someone else with the same phone number but their own email address keeps their referral and record.
    const [namesake] = await database.db.select().from(s.referrals).where(eq(s.referrals.id, a.referred.namesakeReferralId));
    expect(namesake).toMatchObject({ firstName: "Namesake", candidateId: a.referred.namesakeCandidateId, phone: a.referred.internationalPhone });
    expect(await database.db.select().from(s.candidates).where(eq(s.candidates.id, a.referred.namesakeCandidateId))).toHaveLength(1);
    // The role stays for the employer.
    expect((await database.db.select().from(s.jobs)).length).toBe(countsBefore.get("jobs"));

    const othersAfter = await collectPersonalData(database.db, keys, (await dataSubjectFor(database.db, b.userId))!);
    for (const table of othersBefore.tables) {
      if (table.name === "audit_events") continue;
      expect(rowsIn(othersAfter, table.name).length, `${table.name} of someone else`).toBe(table.rows.length);
    }
    expect(await database.db.select().from(s.candidates).where(inArray(s.candidates.id, b.referred.candidateIds))).toHaveLength(2);
    expect(await database.db.select().from(s.referrals).where(inArray(s.referrals.id, b.referred.referralIds))).toEqual(
      expect.arrayContaining([expect.objectContaining({ firstName: "Referred", town: b.referred.town })]),
    );
  });

  it("erases in one transaction: a failure at the last step leaves every table as it was (item 5)", async () => {
    const c = await world(database.db, keys, "c");
    const everything = async () => {
      const tables: string[] = [];
      for (const table of schemaTables()) tables.push(JSON.stringify(await database.db.select().from(table)));
      return tables;
    };
    const before = await everything();
    await database.db.execute(sql.raw(`create function refuse_erasure() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`));
    await database.db.execute(sql.raw(`create trigger refuse_erasure before delete on users for each row when (old.id = '${c.userId}') execute function refuse_erasure()`));
    try {
      await expect(erasePersonalData(database.db, c.userId)).rejects.toThrow();
    } finally {
      await database.db.execute(sql.raw("drop trigger refuse_erasure on users"));
      await database.db.execute(sql.raw("drop function refuse_erasure"));
    }
    expect(await everything()).toEqual(before);
    expect(await erasePersonalData(database.db, c.userId)).toMatchObject({ candidateRecords: 3, recordsMadeForThem: 2 });
  });
});
