import { getTableName } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { personalDataTables, schemaTables } from "./personal-data.server";

/** Column names that tie a row to a person (an account, a candidate, a caseworker, an email address). */
const PERSONAL_COLUMN = /(^|_)(user_id|candidate_id|caseworker_id|email|to_address)$/;
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
