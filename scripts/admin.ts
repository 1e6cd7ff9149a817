/**
 * `npm run admin -- <command>`: account tools for whoever runs the service.
 *
 *   create --email EMAIL --role ROLE [--name "FULL NAME"]
 *   set-role --email EMAIL --role ROLE
 *   password-link --email EMAIL
 *
 * With DATABASE_URL it works on PostgreSQL, alongside running servers. On the embedded database
 * (DATA_DIR) it opens the folder itself, so it refuses while a server holds it.
 */
import { parseArgs } from "node:util";
import { AdminCliError, CLI_LINK_HOURS, createAccount, passwordLink, setRole } from "../app/features/auth/admin-cli.server";
import { authRules } from "../app/features/auth/auth-rules.server";
import { createAuth } from "../app/lib/auth/create-auth.server";
import { loadEnv } from "../app/lib/env.server";
import { createLogger } from "../app/lib/logger.server";
import { openScriptDatabase, runScript, UsageError } from "./support/cli";

const USAGE = `Usage:
  npm run admin -- create --email EMAIL --role ROLE [--name "FULL NAME"]
  npm run admin -- set-role --email EMAIL --role ROLE
  npm run admin -- password-link --email EMAIL

ROLE is one of candidate, employer, partner, caseworker, admin.

create         makes an account with a confirmed email address and no password, and prints a link
               to choose one. The link works once, for ${CLI_LINK_HOURS} hours. Use it to make the first admin:
                 npm run admin -- create --email you@example.org --role admin --name "Your Name"
set-role       gives an existing account a new role (and approves it).
password-link  prints a new one-time link to choose a password, for someone locked out.

Treat a printed link like a password: anyone who opens it first can set the password. Admins and
caseworkers are asked to set up two-step sign-in the first time they sign in.`;

function options(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
    strict: true,
    allowPositionals: false,
  });
  return values;
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === "help" || command === "--help" || command === "-h") {
    console.log(USAGE);
    return;
  }
  if (!["create", "set-role", "password-link"].includes(command)) throw new UsageError(`Unknown command "${command}".`);
  const values = options(args);
  if (!values.email) throw new UsageError(`${command} needs --email.`);
  if ((command === "create" || command === "set-role") && !values.role) throw new UsageError(`${command} needs --role.`);

  const env = loadEnv();
  const logger = createLogger({ level: "warn", pretty: false });
  const database = await openScriptDatabase(env);
  try {
    const auth = createAuth({ database, env, logger, rules: authRules });
    if (command === "create") {
      const { link } = await createAccount(auth, database.db, env.publicUrl, { email: values.email, role: values.role!, name: values.name });
      console.log(`Created an account for ${values.email.trim().toLowerCase()} with the role ${values.role}.`);
      console.log(`To choose a password, open this link before ${link.expiresAt.toISOString()} (it works once):\n\n  ${link.url}\n`);
    } else if (command === "set-role") {
      const { from } = await setRole(database.db, { email: values.email, role: values.role! });
      console.log(`${values.email.trim().toLowerCase()} was ${from} and is now ${values.role}.`);
    } else {
      const link = await passwordLink(auth, database.db, env.publicUrl, { email: values.email });
      console.log(`To choose a new password, open this link before ${link.expiresAt.toISOString()} (it works once):\n\n  ${link.url}\n`);
    }
  } finally {
    await database.close();
  }
}

runScript(main, USAGE, [AdminCliError]);
