import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadEnv } from "../../../app/lib/env.server";
import { startServer, type RunningServer } from "../../../server/start";
import { startSmtpListener } from "../../integration/support/smtp";
import { FAKE_NOTIFY_KEY, fakeTemplatesSetting, startFakeNotify, type FakeNotify } from "../../support/fake-notify";
import { mailboxWriter } from "./mailbox";
import { test as base } from "./fixtures";

/**
 * A server of the spec's own, for specs that make roles live. Live roles switch /jobs out of the spec's
 * "Jobs Board Launching Soon" page, which audience-pages.spec.ts and others check on the shared server while
 * specs run in parallel; making roles live there would race with those checks unless the whole suite were
 * serialised. So each worker running such a spec starts the built server once more, on a fresh embedded
 * database and upload folder, without demonstration data, sending its mail to the mailbox folder the shared
 * server uses (support/mailbox.ts reads every file there), and its texts to a fake of GOV.UK Notify the spec can
 * read (`ownServer.notify.received`). Every page of the spec is on this server.
 */
export type OwnServer = { server: RunningServer; baseURL: string; notify: FakeNotify };

export const test = base.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-e2e-own-"));
      const mailbox = process.env.E2E_MAILBOX_DIR!;
      const smtp = await startSmtpListener(mailboxWriter(mailbox, `own-${process.pid}-`));
      // Texts go to a local fake of GOV.UK Notify; quiet hours are off so a run at night sends at once.
      const notify = await startFakeNotify();
      const env = loadEnv({
        NODE_ENV: "test",
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "silent",
        DATA_DIR: path.join(root, "pglite"),
        UPLOAD_DIR: path.join(root, "uploads"),
        SMTP_URL: smtp.url,
        MAIL_POLL_INTERVAL_MS: "200",
        CLIENT_IP_HEADER: "x-forwarded-for",
        SEED_DEMO_DATA: "false",
        NOTIFY_API_KEY: FAKE_NOTIFY_KEY,
        NOTIFY_API_URL: notify.url,
        NOTIFY_TEMPLATES: fakeTemplatesSetting(),
        TEXT_QUIET_HOURS: "off",
      });
      const server = await startServer({ env, testRoutes: true });
      await provide({ server, baseURL: `http://127.0.0.1:${server.port}`, notify });
      await server.close();
      await smtp.close();
      await notify.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ ownServer }, provide) => provide(ownServer.baseURL),
});
