import type { Database } from "./db.server";

/**
 * Which transactions had ended when this was read (`xmin:xmax:in-progress`). Two reads give the same text only if
 * no transaction that could have written anything has ended between them: no form saved, no sign-out, no revoked
 * session, no write by another server process or a background job. Read-only transactions are given no transaction
 * id, so reading pages leaves it unchanged. What is kept on the strength of it: decisions 0041 and 0043.
 */
export async function readDatabaseSnapshot(database: Pick<Database, "rawQuery">): Promise<string> {
  const [row] = await database.rawQuery<{ s: string }>("select pg_current_snapshot()::text as s", []);
  if (!row) throw new Error("the database gave no snapshot");
  return row.s;
}
