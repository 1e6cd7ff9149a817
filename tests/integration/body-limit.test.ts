import http from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, organisations } from "../../db/schema";
import { APPLY_BODY_MAX_BYTES } from "../../app/features/applications/apply-form";
import { uuidv7 } from "../../app/lib/uuid.server";
import { verifiedUser, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Security review item 6: the body limit held only for bodies that declared their length. Here bodies stream in
 * chunks with no Content-Length, far past the limit, to every kind of route; each is refused and the server (which
 * runs in this process) never holds more than the limit of any of them.
 */

v8.setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const CHUNK = Buffer.alloc(64 * 1024, 0x61);
const EIGHT_MB = 8 * 1024 * 1024;
/**
 * Live memory stays within the 1 MB limit (MAX_BODY_BYTES) plus what the page itself needs (a session, a render), measured on a
 * busy machine; half the 8 MB body is far below what holding it whole costs, and far above that noise.
 */
const HELD_WHOLE = EIGHT_MB / 2;

type Streamed = { status: number; body: string; sent: number; peakGrowth: number };

/**
 * POSTs `head`, then 64 KB chunks up to `total` bytes, then `tail`, chunked, with node:http; resolves once the answer
 * has arrived and the upload has finished or been cut off. Samples the process's live memory (heap and buffers)
 * meanwhile.
 */
function streamChunked(server: TestServer, path: string, headers: Record<string, string>, total: number, head = "", tail = ""): Promise<Streamed> {
  gc();
  const used = () => {
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.arrayBuffers;
  };
  const baseline = used();
  let peak = baseline;
  // Live memory only: collected first, so garbage from parsing and rendering does not count, a body held does.
  const sampler = setInterval(() => {
    gc();
    peak = Math.max(peak, used());
  }, 20);
  let sent = 0;
  return new Promise<Streamed>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: server.port, path, method: "POST", headers: { ...headers, "Transfer-Encoding": "chunked" } });
    let answer: { status: number; body: string } | undefined;
    let uploadDone = false;
    const finish = () => {
      if (!answer || !uploadDone) return;
      clearInterval(sampler);
      resolve({ ...answer, sent, peakGrowth: peak - baseline });
    };
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      response.on("end", () => {
        answer = { status: response.statusCode ?? 0, body };
        finish();
      });
      response.on("error", () => {
        answer ??= { status: response.statusCode ?? 0, body };
        finish();
      });
    });
    request.on("close", () => {
      uploadDone = true;
      if (!answer) {
        clearInterval(sampler);
        reject(new Error(`${path}: the connection closed with no answer`));
        return;
      }
      finish();
    });
    async function* body() {
      if (head) yield Buffer.from(head);
      while (sent < total) {
        sent += CHUNK.length;
        yield CHUNK;
      }
      if (tail) yield Buffer.from(tail);
    }
    pipeline(Readable.from(body()), request).catch(() => {
      // The server closes the connection once it has answered: the rest of the upload is cut off, as intended.
    });
  });
}

describe.each([rulesBackend])("request bodies are counted as they stream (security review item 6), on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let candidate: { browser: Client };
  const jobId = uuidv7();

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: "100" });
    candidate = await verifiedUser(server, smtp, { name: "Casey Streamer" });
    const employerId = uuidv7();
    await server.database.db.insert(organisations).values({ id: employerId, kind: "employer", name: "Streamside Bakery", status: "approved" });
    await server.database.db.insert(jobs).values({
      id: jobId,
      title: "Bakery Assistant",
      sector: "Hospitality",
      employerId,
      employerName: "Streamside Bakery",
      locationName: "Anywhere in the UK",
      national: true,
      contractType: "permanent",
      hours: "full_time",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const json = { "Content-Type": "application/json" };

  it("item 6: an 8 MB chunked form posted to a page (sign-in) is answered 413 and never held whole", async () => {
    const answer = await streamChunked(server, "/sign-in", form, EIGHT_MB, "intent=signin&email=");
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("The request is too large.");
    expect(answer.sent).toBeLessThan(EIGHT_MB);
    expect(answer.peakGrowth).toBeLessThan(HELD_WHOLE);
  });

  it("item 6: an 8 MB chunked form posted to a signed-in dashboard page is answered 413", async () => {
    const answer = await streamChunked(server, "/dashboard/candidateportal/profile", { ...form, Cookie: candidate.browser.jar.header() }, EIGHT_MB, "fullName=");
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(EIGHT_MB);
    expect(answer.peakGrowth).toBeLessThan(HELD_WHOLE);
  });

  it("item 6: 8 MB chunked JSON to /api/contact and /api/disclosure-check is answered 413 in JSON", async () => {
    for (const path of ["/api/contact", "/api/disclosure-check"]) {
      const answer = await streamChunked(server, path, json, EIGHT_MB, '{"message":"');
      expect(answer.status, path).toBe(413);
      expect(JSON.parse(answer.body), path).toHaveProperty("error");
      expect(answer.sent, path).toBeLessThan(EIGHT_MB);
      expect(answer.peakGrowth, path).toBeLessThan(HELD_WHOLE);
    }
  });

  it("item 6: a chunked upload past the apply form's allowance is answered 413 and never held whole", async () => {
    const boundary = "----streamed";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="cv"\r\n\r\nupload\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
    const total = APPLY_BODY_MAX_BYTES + EIGHT_MB;
    const answer = await streamChunked(
      server,
      `/jobs/${jobId}/apply`,
      { "Content-Type": `multipart/form-data; boundary=${boundary}`, Cookie: candidate.browser.jar.header() },
      total,
      head,
      `\r\n--${boundary}--\r\n`,
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("The file is too big");
    expect(answer.sent).toBeLessThan(total);
    // The file part is counted but not kept past the CV limit (5 MB), whatever the size of the body.
    expect(answer.peakGrowth).toBeLessThan(APPLY_BODY_MAX_BYTES);
  });

  it("item 6: better-auth's door (/api/auth/sign-in/email) refuses an 8 MB chunked body without reading it whole", async () => {
    const answer = await streamChunked(server, "/api/auth/sign-in/email", json, EIGHT_MB, '{"email":"');
    // The HTTP API is closed (security-auth.test.ts): 404 before any of the body is read, and the rest is counted
    // as it is discarded, the connection closed at the limit.
    expect(answer.status).toBe(404);
    expect(answer.sent).toBeLessThan(EIGHT_MB);
    expect(answer.peakGrowth).toBeLessThan(HELD_WHOLE);
  });

  it("item 6: after all that, the server still answers, and a body within the limit is read as before", async () => {
    expect((await server.fetch("/health")).status).toBe(200);
    const small = await streamChunked(server, "/api/contact", json, 0, "{}");
    expect(small.status).toBe(400);
  });
});
