import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { describeDatabaseError, isDatabaseUnavailable, isServiceUnavailable, serviceUnavailable } from "./database-errors.server";

const wrapped = (cause: unknown) => new DrizzleQueryError('select "id" from "users" where "users"."email" = $1', ["someone@example.org"], cause as Error);

describe("isDatabaseUnavailable", () => {
  it("recognises an unreachable, closed or shutting-down database through Drizzle's wrapper", () => {
    const outages = [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      new Error("Connection terminated unexpectedly"),
      new Error("Cannot use a pool after calling end on the pool"),
      new Error("PGlite is closed"),
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      Object.assign(new Error("sorry, too many clients already"), { code: "53300" }),
    ];
    for (const cause of outages) expect(isDatabaseUnavailable(wrapped(cause)), cause.message).toBe(true);
  });

  it("does not count a query that is wrong, or bad input, as an outage", () => {
    const faults = [
      Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" }),
      Object.assign(new Error('column "nope" does not exist'), { code: "42703" }),
      Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }),
      new TypeError("Cannot read properties of undefined"),
    ];
    for (const cause of faults) expect(isDatabaseUnavailable(wrapped(cause)), cause.message).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe("describeDatabaseError", () => {
  it("keeps the driver's code and message, never Drizzle's message with the parameters", () => {
    const described = describeDatabaseError(wrapped(Object.assign(new Error("PGlite is closed"), { code: undefined })));
    expect(described.message).toBe("PGlite is closed");
    expect(JSON.stringify(describeDatabaseError(wrapped(undefined)))).not.toContain("someone@example.org");
  });
});

describe("serviceUnavailable", () => {
  it("is a 503 with Retry-After that the session reader's callers can recognise", () => {
    const answer = serviceUnavailable();
    expect(answer.init?.status).toBe(503);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("30");
    expect(isServiceUnavailable(answer)).toBe(true);
    expect(isServiceUnavailable(new Error("x"))).toBe(false);
  });
});
