import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadEnv } from "../../../app/lib/env.server";
import { startServer } from "../../../server/start";
import { startSmtpListener } from "../../integration/support/smtp";
import { mailboxWriter } from "./mailbox";

/**
 * Starts the built server once for the whole run, on a free port with a fresh database, and a real SMTP
 * listener it sends mail to. Each message received is written as a JSON file to E2E_MAILBOX_DIR, where
 * tests read it (support/mailbox.ts).
 */
export default async function globalSetup() {
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-e2e-"));
  const mailbox = path.join(dataRoot, "mailbox");
  fs.mkdirSync(mailbox);
  const smtp = await startSmtpListener(mailboxWriter(mailbox));
  const env = loadEnv({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "silent",
    DATA_DIR: path.join(dataRoot, "pglite"),
    SMTP_URL: smtp.url,
    MAIL_POLL_INTERVAL_MS: "200",
    // Each test may present its own client address (support/fixtures.ts), so tests do not share limits.
    CLIENT_IP_HEADER: "x-forwarded-for",
    // The demonstration dashboards show the demonstration data set, as they do in production.
    SEED_DEMO_DATA: "true",
  });
  const server = await startServer({ env, testRoutes: true });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${server.port}`;
  process.env.E2E_MAILBOX_DIR = mailbox;
  return async () => {
    await server.close();
    await smtp.close();
    fs.rmSync(dataRoot, { recursive: true, force: true });
  };
}
