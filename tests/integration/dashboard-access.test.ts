import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  areaRows,
  castLabels,
  castNames,
  checkOutcome,
  makeCast,
  pagesWithParameters,
  type AccessRow,
  type Cast,
  type CastName,
} from "./support/access-matrix";
import { accessRows } from "./support/access-rows";
import { client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { backends } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * The access matrix: every dashboard loader and action, as each of ten people (no one; candidates A and B;
 * employers X and Y; partners P and Q; caseworkers C1 and C2; an administrator), with their own data, someone
 * else's and the demonstration set's. Rows come from the area table and from support/access-rows.ts.
 */

const rows: AccessRow[] = [...areaRows(), ...accessRows];

describe.each(backends)("dashboard access matrix on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let cast: Cast;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, {
      CLIENT_IP_HEADER: "x-forwarded-for",
      MAIL_POLL_INTERVAL_MS: "100",
      SMTP_URL: smtp.url,
      SEED_DEMO_DATA: "true",
    });
    cast = await makeCast(server, smtp, client(server));
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("has hand-written rows for every page that takes an id", () => {
    for (const area of pagesWithParameters()) {
      const covered = accessRows.some((row) => {
        const template = area.pattern.replace(/:\w+/g, "[^/]+");
        return new RegExp(`^${template}$`, "i").test(row.path(cast.world));
      });
      expect(covered, `${area.pattern} needs rows in tests/integration/support/access-rows.ts`).toBe(true);
    }
  });

  it.each(rows.map((row) => [row.name, row] as const))("%s", async (_, row) => {
    const path = row.path(cast.world);
    for (const person of castNames) {
      const outcome = row.expect[person] ?? row.expect.others;
      const browser = cast.browsers[person];
      const response = row.method === "GET" ? await browser.get(path) : await browser.post(path, (typeof row.fields === "function" ? row.fields(cast.world) : row.fields) ?? {});
      const label = `${person}: ${row.method} ${path}`;
      if (outcome === "denied" || outcome === "sign-in") expect(response.headers.get("cache-control") ?? "", label).toContain("no-store");
      const text = await checkOutcome(response, outcome, label);
      if (outcome === "ok") for (const words of row.sees?.[person] ?? []) expect(text, label).toContain(words);
      const own = person === "anonymous" ? null : castLabels[person as Exclude<CastName, "anonymous">];
      const never = [...(row.neverSees?.everyone ?? []), ...(row.neverSees?.[person] ?? [])].filter((words) => words !== own);
      for (const words of never) expect(text, label).not.toContain(words);
    }
  });
});
