import crypto from "node:crypto";
import { count, eq } from "drizzle-orm";
import { enquiries, mailOutbox } from "../../../db/schema";
import type { AppDb } from "../../../app/lib/db.server";
import type { FormSource } from "../../../app/features/enquiries/schema";

/** A valid enquiry for each form; `unique` makes the payload differ so it is not taken as a repeat. */
export function validEnquiry(source: FormSource, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const unique = crypto.randomBytes(4).toString("hex");
  const base = {
    form_source: source,
    firstName: "Amira",
    lastName: "Okafor",
    email: `Amira.Okafor+${unique}@Example.org`,
    phoneNumber: "07700 900123",
    location: "Manchester",
    contactConsent: true,
  };
  const extra: Record<FormSource, Record<string, unknown>> = {
    general: { message: `I would like a call back about your support (${unique}).` },
    employer: {
      message: `We have warehouse roles to fill (${unique}).`,
      companyName: "Northern Logistics Ltd",
      jobTitle: "Operations Manager",
    },
    partner: {
      message: `We support people leaving prison in Salford (${unique}).`,
      organisation: "Salford Resettlement Trust",
      organisationType: "charity",
    },
    candidate: { support: `Help with my CV and with disclosing my conviction (${unique}).` },
  };
  return { ...base, ...extra[source], ...overrides };
}

let nextAddress = 1;

/** A client address of its own for each caller, so tests do not share rate limits or repeats. */
export function newClientIp(): string {
  const n = nextAddress++;
  return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

export type PostOptions = { ip?: string; headers?: Record<string, string> };

/** POST /api/contact as JSON from `ip` (sent in X-Forwarded-For, which the test servers trust). */
export function postContact(
  server: { fetch(path: string, init?: RequestInit): Promise<Response> },
  body: unknown,
  options: PostOptions = {},
) {
  return server.fetch("/api/contact", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": options.ip ?? newClientIp(),
      ...options.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function countEnquiries(db: AppDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(enquiries);
  return row?.n ?? 0;
}

export async function countMail(db: AppDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox);
  return row?.n ?? 0;
}

export async function findEnquiry(db: AppDb, id: string) {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  return row;
}

export async function mailFor(db: AppDb, id: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, id));
}

/** Environment for a test server: trusts X-Forwarded-For so each test can be its own client. */
export const testServerEnv = { CLIENT_IP_HEADER: "x-forwarded-for", ENQUIRIES_TO: "enquiries@team.test" };
