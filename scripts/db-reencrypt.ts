/**
 * `npm run db:reencrypt`: after a key rotation, rewrites every conviction record and saved checker result not
 * yet under the current key (DATA_ENCRYPTION_KEY_ID) with that key. Safe to run again, and alongside servers on PostgreSQL. Once it
 * reports nothing left under the old key, the old key can leave DATA_ENCRYPTION_KEYS.
 */
import { parseArgs } from "node:util";
import { countByKey, reencryptConvictionRecords } from "../app/features/convictions/conviction-records.server";
import { loadEnv } from "../app/lib/env.server";
import { FieldDecryptionError } from "../app/lib/field-encryption.server";
import { openScriptDatabase, runScript, ScriptError } from "./support/cli";

const USAGE = `Usage:
  npm run db:reencrypt    rewrite conviction records and saved checker results with the current key (DATA_ENCRYPTION_KEY_ID)

Every key named by a record must still be in DATA_ENCRYPTION_KEYS.`;

async function main() {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { help: { type: "boolean", short: "h", default: false } }, strict: true, allowPositionals: false });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const env = loadEnv();
  const database = await openScriptDatabase(env);
  try {
    const started = performance.now();
    const { rewritten } = await reencryptConvictionRecords(database.db, env.dataEncryption);
    console.log(`Rewrote ${rewritten} encrypted record${rewritten === 1 ? "" : "s"} (conviction records and saved checker results) with the key "${env.dataEncryption.currentKeyId}" in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    for (const { table, keyId, records } of await countByKey(database.db)) console.log(`  ${String(records).padStart(7)}  ${table} under "${keyId}"`);
  } catch (error) {
    if (error instanceof FieldDecryptionError) {
      throw new ScriptError(
        error.reason === "unknown_key"
          ? "A conviction record or saved checker result is under a key that is not in DATA_ENCRYPTION_KEYS: add the old key back (keyId:base64key) and run this again."
          : "A conviction record or saved checker result could not be decrypted with its key: it was altered, or its key id names a different key. Nothing after it was rewritten.",
      );
    }
    throw error;
  } finally {
    await database.close();
  }
}

runScript(main, USAGE);
