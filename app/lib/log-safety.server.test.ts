import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { pathForLog, scrubLogValue, scrubText, serializeError } from "./log-safety.server";
import { createLogger } from "./logger.server";

const token = "q7Xk2LmPz9RtY4VbN8WcJ3HsD6FgA1Ue"; // the shape of a better-auth session token
const email = "someone@example.org";

function drizzleFailure() {
  const driver = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
    code: "ECONNREFUSED",
    query: 'select "id" from "sessions" where "sessions"."token" = $1',
    params: [token],
    detail: `Key (email)=(${email}) already exists.`,
  });
  return new DrizzleQueryError('select "id" from "sessions" where "sessions"."token" = $1', [token, email], driver);
}

/** Everything a serialised value would put in a log line. */
function text(value: unknown): string {
  return JSON.stringify(value);
}

describe("scrubText", () => {
  it("drops query parameters, email addresses and token-shaped strings from a message", () => {
    const scrubbed = scrubText(`Failed query: select 1 where token = $1\nparams: ${token},${email}`);
    expect(scrubbed).toBe("Failed query: select 1 where token = $1\n[query parameters not logged]");
    expect(scrubText(`no account for ${email} (or SOMEONE%40Example.ORG)`)).toBe("no account for [email] (or [email])");
    expect(scrubText(`session ${token} expired`)).toBe("session [token] expired");
  });

  it("drops an email address that hides a NUL character in its local part", () => {
    expect(scrubText("signing in some\u0000one@example.org")).toBe("signing in [email]");
  });

  it("drops UK mobile numbers however they are written", () => {
    const written = ["07700 900123", "07700900123", "07700-900-123", "+447700900123", "+44 7700 900123", "+44 (0)7700 900 123", "0044 7700 900123", "447700900123"];
    for (const number of written) expect(scrubText(`could not text ${number} today`)).toBe("could not text [phone] today");
    expect(scrubLogValue({ to: "+447700900123", note: "ring 07700 900 123" })).toEqual({ to: "[phone]", note: "ring [phone]" });
    expect(text(serializeError(new Error("ValidationError: 07700900123 is not a mobile")))).not.toContain("900123");
  });

  it("keeps numbers that are not mobiles: landlines, times, counts and ids with 07 in them", () => {
    const kept = [
      "call 0300 123 4567",
      "took 0712345678901 ms",
      "at 2026-11-27T07:00:00.000Z",
      "user 07123456-7890-7abc-8def-0123456789ab",
      "port 5432 retry 3",
    ];
    for (const line of kept) expect(scrubText(line)).toBe(line);
  });

  it("keeps words, constants, camelCase names, uuids and file paths", () => {
    const kept = [
      "INTERNAL_SERVER_ERROR while reading processTicksAndRejections",
      "user 0190abcd-1234-7abc-8def-0123456789ab",
      "at file:///srv/app/node_modules/@better-auth/drizzle-adapter/dist/index.mjs:358:17",
      'invalid byte sequence for encoding "UTF8": 0x00',
    ];
    for (const line of kept) expect(scrubText(line)).toBe(line);
  });
});

describe("serializeError", () => {
  it("keeps the kind, message without parameters, codes and stack frames of Drizzle's query error", () => {
    const safe = serializeError(drizzleFailure());
    expect(safe.type).toBe("Error");
    expect(safe.message).toContain('where "sessions"."token" = $1');
    expect(safe.message).not.toContain("params:");
    expect(safe.stack).toMatch(/^Error: Failed query: select/);
    expect(safe.stack).toMatch(/\n\s+at /);
    expect(safe.cause).toMatchObject({ message: "connect ECONNREFUSED 127.0.0.1:5432", code: "ECONNREFUSED" });
    const all = text(safe);
    expect(all).not.toContain(token);
    expect(all).not.toContain(email);
    expect(all).not.toContain("params");
    // The driver's own copies of the query and its values, and PostgreSQL's detail, are left out.
    expect(safe.cause).not.toHaveProperty("params");
    expect(safe.cause).not.toHaveProperty("detail");
  });

  it("removes the message from the top of a stack trace, where V8 repeats it", () => {
    const error = new Error(`no user ${email}\nparams: ${token}`);
    const safe = serializeError(error);
    expect(safe.stack).not.toContain(email);
    expect(safe.stack).not.toContain(token);
    expect(safe.stack!.split("\n")[0]).toBe("Error: no user [email]");
  });

  it("follows causes and nested errors, each made safe, and stops at a loop", () => {
    const inner = new Error(`reset token ${token} for ${email}`);
    const aggregate = new AggregateError([inner, drizzleFailure()], "two failures");
    const outer = new Error("sign-in failed", { cause: aggregate });
    (inner as Error & { cause?: unknown }).cause = outer;
    const safe = serializeError(outer);
    expect(safe.cause?.type).toBe("AggregateError");
    expect(safe.cause?.errors).toHaveLength(2);
    expect(safe.cause?.errors?.[0]?.message).toBe("reset token [token] for [email]");
    const all = text(safe);
    expect(all).not.toContain(token);
    expect(all).not.toContain(email);
  });

  it("keeps better-auth's error code but not its body", () => {
    const apiError = Object.assign(new Error("Failed to get session"), {
      name: "APIError",
      statusCode: 500,
      body: { code: "FAILED_TO_GET_SESSION", message: `for ${email}` },
      cause: drizzleFailure(),
    });
    const safe = serializeError(apiError);
    expect(safe).toMatchObject({ type: "APIError", code: "FAILED_TO_GET_SESSION", status: 500 });
    expect(text(safe)).not.toContain(email);
  });

  it("describes thrown values that are not errors", () => {
    expect(serializeError(`bad ${email}`)).toEqual({ type: "string", message: "bad [email]" });
    expect(serializeError(undefined)).toEqual({ type: "undefined", message: "undefined" });
  });
});

describe("scrubLogValue", () => {
  it("walks objects and arrays, names class instances instead of walking them", () => {
    const value = scrubLogValue({ details: [`user ${email}`, { nested: token }], response: new Response("x"), when: 3 });
    expect(value).toEqual({ details: ["user [email]", { nested: "[token]" }], response: "[Response]", when: 3 });
  });
});

describe("the logger", () => {
  function capture() {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { logger: createLogger({ level: "debug", pretty: false, destination }), lines };
  }

  it("writes errors logged in every way without their parameters, addresses or tokens", () => {
    const { logger, lines } = capture();
    logger.error({ err: drizzleFailure() }, "lookup failed");
    logger.error(drizzleFailure());
    logger.warn({ err: drizzleFailure() });
    logger.warn({ details: [drizzleFailure(), `for ${email}`] }, `auth: no session ${token}`);
    logger.info("%s signed in", email);
    const log = lines.join("");
    expect(lines).toHaveLength(5);
    expect(log).not.toContain(token);
    expect(log).not.toContain(email);
    expect(log).not.toContain("params:");
    expect(log).toContain("ECONNREFUSED");
    const first = JSON.parse(lines[0]!) as { err: { type: string; cause: { code: string } }; msg: string };
    expect(first.msg).toBe("lookup failed");
    expect(first.err.cause.code).toBe("ECONNREFUSED");
  });
});

describe("paths in the request log", () => {
  it("replaces the secret of a calendar feed or an invitation link, whatever it looks like, and keeps other paths", () => {
    expect(pathForLog("/calendar/feed/abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq.ics")).toBe("/calendar/feed/[token]");
    expect(pathForLog("/calendar/feed/short.ics")).toBe("/calendar/feed/[token]");
    expect(pathForLog("/account/invitations/Zm9vYmFy-_x.data")).toBe("/account/invitations/[token]");
    expect(pathForLog("/dashboard/candidateportal/diary")).toBe("/dashboard/candidateportal/diary");
  });
});
