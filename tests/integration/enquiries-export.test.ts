import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../app/lib/env.server";
import { createLogger } from "../../app/lib/logger.server";
import { startServer, type RunningServer } from "../../server/start";
import { postContact, testServerEnv, validEnquiry } from "./support/enquiries";
import { restartableDatabase, type RestartableDatabase } from "./support/restartable-database";
import { backends } from "./support/test-database";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

type Run = { code: number; stdout: string; stderr: string };

/** Runs `npm run enquiries -- ...` as an operator would (without npm's banner), asynchronously so the server keeps answering. */
function enquiries(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/enquiries.ts", ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: "", DATA_DIR: "", NODE_ENV: "test", ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Splits RFC 4180 CSV into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe.each(backends)("npm run enquiries on %s", (backend) => {
  let store: RestartableDatabase;
  let server: RunningServer | undefined;
  let scriptEnv: Record<string, string>;
  const ids: string[] = [];

  beforeAll(async () => {
    store = await restartableDatabase(backend);
    scriptEnv = backend === "postgres" ? { DATABASE_URL: store.url! } : { DATA_DIR: store.dataDir! };
    server = await startServer({
      env: loadEnv({ NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", ...testServerEnv }),
      database: await store.open(),
      logger: createLogger({ level: "silent", pretty: false }),
    });
    const client = { fetch: (p: string, init?: RequestInit) => fetch(`http://127.0.0.1:${server!.port}${p}`, init) };
    for (const body of [
      validEnquiry("employer", { companyName: "Smith, Jones & Co", message: 'We said "yes"\nto a second line.' }),
      validEnquiry("candidate", { firstName: "=HYPERLINK(\"http://evil.example\",\"Click\")", support: "@SUM(1+1) and -2" }),
      validEnquiry("partner", { firstName: "Zoë" }),
    ]) {
      const response = await postContact(client, body);
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
  });
  afterAll(async () => {
    await server?.close();
    await store?.drop();
  });

  if (backend === "pglite") {
    it("refuses clearly while the server holds the database folder, and says how to go ahead", async () => {
      const run = await enquiries(["export", "--since", "2026-01-01", "--format", "csv"], scriptEnv);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).toContain(`in use by a running server (pid ${process.pid})`);
      expect(run.stderr).toContain("stop the server");
      expect(run.stderr).toContain("DATABASE_URL");
      await server!.close();
      server = undefined;
    });
  } else {
    it("works on PostgreSQL while the server runs", async () => {
      const run = await enquiries(["export", "--format", "json"], scriptEnv);
      expect(run.code).toBe(0);
      expect((JSON.parse(run.stdout) as unknown[]).length).toBe(3);
    });
  }

  it("exports every enquiry as CSV, escaped and safe to open in a spreadsheet", async () => {
    const run = await enquiries(["export", "--since", "2026-01-01", "--format", "csv"], scriptEnv);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("3 enquiries exported.");
    expect(run.stdout.startsWith("\ufeff")).toBe(true);
    const [header, ...rows] = parseCsv(run.stdout.slice(1));
    expect(rows).toHaveLength(3);
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => r[column("id")])).toEqual(ids);
    const [employer, candidate, partner] = rows as [string[], string[], string[]];
    expect(employer[column("company_name")]).toBe("Smith, Jones & Co");
    expect(employer[column("message")]).toBe('We said "yes"\nto a second line.');
    expect(candidate[column("first_name")]).toBe("'=HYPERLINK(\"http://evil.example\",\"Click\")");
    expect(candidate[column("support")]).toBe("'@SUM(1+1) and -2");
    expect(candidate[column("phone_number")]).toBe("'+447700900123");
    expect(partner[column("first_name")]).toBe("Zoë");
    expect(partner[column("organisation_type")]).toBe("charity");
    expect(partner[column("status")]).toBe("new");
    expect(header).not.toContain("client_hash");
  });

  it("records a status and filters by it, writing JSON to a private file", async () => {
    const marked = await enquiries(["status", ids[1]!, "contacted"], scriptEnv);
    expect(marked.code).toBe(0);
    expect(marked.stdout).toContain(`is now marked contacted`);

    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fcw-export-")), "contacted.json");
    const run = await enquiries(["export", "--status", "contacted", "--format", "json", "--out", out], scriptEnv);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(`Wrote 1 enquiry to ${out}.`);
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
    const records = JSON.parse(fs.readFileSync(out, "utf8")) as Record<string, unknown>[];
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ id: ids[1], status: "contacted", form_source: "candidate" });
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  });

  it("leaves out enquiries before --since", async () => {
    const run = await enquiries(["export", "--since", "2999-01-01"], scriptEnv);
    expect(run.code).toBe(0);
    expect(parseCsv(run.stdout.slice(1))).toHaveLength(1);
  });

  it("explains what is wrong with a bad command", async () => {
    const unknownId = await enquiries(["status", "01a20118-0000-7000-8000-000000000000", "closed"], scriptEnv);
    expect(unknownId.code).toBe(1);
    expect(unknownId.stderr).toContain("No enquiry has the id");
    const badStatus = await enquiries(["status", ids[0]!, "done"], scriptEnv);
    expect(badStatus.code).toBe(1);
    expect(badStatus.stderr).toContain("The status must be new, contacted or closed");
    const badDate = await enquiries(["export", "--since", "last week"], scriptEnv);
    expect(badDate.code).toBe(1);
    expect(badDate.stderr).toContain("--since must be a date such as 2026-01-01");
  });
});
