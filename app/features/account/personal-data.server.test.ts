import { getTableName } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { erasureDecisions, phoneDigits } from "./erasure.server";
import { personalDataTables, schemaTables } from "./personal-data.server";

/** Column names that tie a row to a person (an account, a candidate, a caseworker, an email address). */
const PERSONAL_COLUMN = /(^|_)(user_id|candidate_id|caseworker_id|email|to_address)$/;
/** Column names that hold something about a person: who they are, how to reach them, whose name is on a change. */
const DESCRIBES_A_PERSON = /(^|_)(user_id|candidate_id|caseworker_id|email|to_address|reply_to|phone|phone_number|full_name|first_name|last_name|by_name|by_user_id|author_name|owner_name|sender_name|contact_name|lead_name|signed_by)$/;
const PERSON_TABLES = new Set(["users", "candidates", "caseworkers"]);

describe("the personal data map", () => {
  const covered = new Map(personalDataTables.map((entry) => [getTableName(entry.table), entry]));

  it("decides about every table in db/schema: a new table fails here until it is added to personalDataTables", () => {
    const names = schemaTables().map((table) => getTableName(table)).sort();
    expect(names.length).toBeGreaterThan(40);
    expect([...covered.keys()].sort()).toEqual(names);
  });

  it("exports and erases from every table that refers to a person, by a column or a foreign key", () => {
    for (const table of schemaTables()) {
      const config = getTableConfig(table);
      const byColumn = config.columns.some((column) => PERSONAL_COLUMN.test(column.name));
      const byKey = config.foreignKeys.some((key) => PERSON_TABLES.has(getTableName(key.reference().foreignTable)));
      if (byColumn || byKey) expect("rows" in covered.get(config.name)!, `${config.name} refers to a person but is marked as holding no personal data`).toBe(true);
    }
  });
});

describe("erasure covers every row", () => {
  const erased = new Map(erasureDecisions.map((entry) => [getTableName(entry.table), entry]));

  it("lists every table in db/schema once, as erased, anonymised, kept with ids only or holding no personal data", () => {
    const names = schemaTables().map((table) => getTableName(table)).sort();
    expect(erasureDecisions.map((entry) => getTableName(entry.table)).sort()).toEqual(names);
    for (const entry of erasureDecisions) expect(entry.what.length, `${getTableName(entry.table)} says what happens`).toBeGreaterThan(10);
  });

  it("never marks a table with a column that describes a person, or a key to one, as holding no personal data", () => {
    for (const table of schemaTables()) {
      const config = getTableConfig(table);
      const columns = config.columns.filter((column) => DESCRIBES_A_PERSON.test(column.name)).map((column) => column.name);
      const keys = config.foreignKeys.filter((key) => PERSON_TABLES.has(getTableName(key.reference().foreignTable)));
      if (columns.length || keys.length) expect(erased.get(config.name)!.how, `${config.name} (${columns.join(", ")})`).not.toBe("holds no personal data");
    }
  });

  it("matches phone numbers written with spaces or +44 as the same number, and ignores scraps", () => {
    expect(phoneDigits("+44 7700 900123")).toBe("07700900123");
    expect(phoneDigits("07700-900 123")).toBe("07700900123");
    expect(phoneDigits("0770")).toBeNull();
    expect(phoneDigits(null)).toBeNull();
  });
});
