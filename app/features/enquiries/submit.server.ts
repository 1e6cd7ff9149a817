import crypto from "node:crypto";
import type { AppLoadContext } from "react-router";
import type { ZodError } from "zod";
import { enquiries } from "../../../db/schema";
import { describeDatabaseError, errorChain } from "~/lib/database-errors.server";
import type { RawQuery } from "~/lib/db.server";
import { enqueueMailRaw } from "~/lib/mail-outbox.server";
import { rawInsert } from "~/lib/raw-insert.server";
import type { RateLimitRule } from "~/lib/rate-limit.server";
import { uuidv7 } from "~/lib/uuid.server";
import { CONSENT_WORDING_VERSION } from "./consent";
import { acknowledgement, teamNotification, type StoredEnquiry } from "./emails.server";
import { cleanStrings, normaliseEmail, normalisePhone } from "./normalise";
import { enquirySchemas, isFormSource, messages, type EnquiryInput } from "./schema";

export type SubmitEnquiryResult =
  | { kind: "created" | "duplicate"; id: string }
  | { kind: "invalid"; fieldErrors: Record<string, string[]>; formErrors: string[] }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "unavailable" };

export type SubmitEnquiryOptions = {
  /** From the Idempotency-Key header: a retry with the same key returns the first enquiry's id. */
  idempotencyKey?: string;
  /** For callers that have already counted this attempt against the limit. */
  skipRateLimit?: boolean;
};

/** A repeat of the same enquiry from the same client within this time returns the first one. */
export const DUPLICATE_WINDOW_MINUTES = 10;

export const formMessages = {
  notAnObject: "Send the enquiry as a JSON object.",
  unknownField: "This field is not part of the form.",
  idempotencyKey: "The Idempotency-Key header must be 1 to 200 letters, digits or punctuation, without spaces.",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different enquiry. Use a new key for a new enquiry.",
} as const;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The per-client limits for enquiries, from configuration. */
export function enquiryRateLimitRules(context: AppLoadContext): RateLimitRule[] {
  return [
    { name: "minute", limit: context.env.rateLimit.enquiriesPerMinute, windowSeconds: 60 },
    { name: "day", limit: context.env.rateLimit.enquiriesPerDay, windowSeconds: 24 * 60 * 60 },
  ];
}

/**
 * Validates, rate-limits, de-duplicates and stores one enquiry with its two emails, all or nothing.
 * Used by POST /api/contact and by the forms' own actions, so both behave the same.
 */
export async function submitEnquiry(
  context: AppLoadContext,
  input: unknown,
  options: SubmitEnquiryOptions = {},
): Promise<SubmitEnquiryResult> {
  const parsed = validateEnquiry(input);
  if (parsed.kind === "invalid") return parsed;
  const enquiry = parsed.value;

  const key = options.idempotencyKey;
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    return { kind: "invalid", fieldErrors: {}, formErrors: [formMessages.idempotencyKey] };
  }

  const { database, env, logger } = context;
  const clientHash = context.rateLimiter.clientKey(context.clientIp);
  const payloadHash = hashPayload(env.authSecret, enquiry);

  if (!options.skipRateLimit && context.rateLimiter.enabled) {
    try {
      // A repeat is answered before the rate limit, so a client retrying after a lost reply is never
      // refused. (Without a limit this is left to the check inside the transaction.)
      const earlier = await findEarlier(database.rawQuery, { payloadHash, clientHash, key });
      if (earlier) return earlier;
    } catch (error) {
      logger.error({ err: describeDatabaseError(error) }, "enquiry not saved: database unavailable");
      return { kind: "unavailable" };
    }
    const decision = await context.rateLimiter.consume("enquiry", context.clientIp, enquiryRateLimitRules(context));
    if (!decision.allowed) return { kind: "rate-limited", retryAfterSeconds: decision.retryAfterSeconds };
  }

  const now = new Date();
  const row = {
    id: uuidv7(now.getTime()),
    formSource: enquiry.form_source,
    firstName: enquiry.firstName,
    lastName: enquiry.lastName,
    email: enquiry.email,
    phoneNumber: enquiry.phoneNumber,
    location: enquiry.location,
    message: "message" in enquiry ? enquiry.message : null,
    support: "support" in enquiry ? enquiry.support : null,
    referral: enquiry.referral || null,
    companyName: "companyName" in enquiry ? enquiry.companyName : null,
    jobTitle: "jobTitle" in enquiry ? enquiry.jobTitle : null,
    organisation: "organisation" in enquiry ? enquiry.organisation : null,
    organisationType: "organisationType" in enquiry ? enquiry.organisationType : null,
    contactRequested: true,
    contactRequestedAt: now,
    marketingConsent: enquiry.marketingConsent,
    marketingConsentAt: enquiry.marketingConsent ? now : null,
    consentWordingVersion: CONSENT_WORDING_VERSION,
    clientHash,
    payloadHash,
    idempotencyKey: key ?? null,
    createdAt: now,
  };
  const stored: StoredEnquiry = row;

  try {
    // Plain SQL rather than drizzle's builder: this runs for every enquiry, and the builder allocated more than
    // the rest of the request (docs/decisions/0024).
    const result = await database.rawTransaction(async (query) => {
      // Two identical submissions racing each other: the second waits here, then finds the first.
      await query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [payloadHash]);
      const raced = await findEarlier(query, { payloadHash, clientHash, key });
      if (raced) return raced;
      await insertEnquiry(query, [row]);
      await enqueueMailRaw(query, [
        teamNotification(stored, env.mail.enquiriesTo),
        acknowledgement(stored, { replyTo: env.mail.enquiriesTo, publicUrl: env.publicUrl, contact: env.organisation }),
      ]);
      return { kind: "created", id: row.id } as const;
    });
    if (result.kind === "created") {
      context.mailWorker.wake();
      // Debug only: the request log already records each 201, and a log write costs as much as a query here.
      logger.debug({ enquiryId: result.id, formSource: row.formSource }, "enquiry stored");
    }
    return result;
  } catch (error) {
    // The same Idempotency-Key sent twice at once: the unique index stops the second; answer with the first.
    if (key !== undefined && isUniqueViolation(error)) {
      const earlier = await findEarlier(database.rawQuery, { payloadHash, clientHash, key }).catch(() => undefined);
      if (earlier) return earlier;
    }
    logger.error({ err: describeDatabaseError(error) }, "enquiry not saved: database unavailable");
    return { kind: "unavailable" };
  }
}

type Validated = { kind: "valid"; value: EnquiryInput } | Extract<SubmitEnquiryResult, { kind: "invalid" }>;

/** Cleans and validates a submission with its form's schema, then normalises email and phone. */
export function validateEnquiry(input: unknown): Validated {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { kind: "invalid", fieldErrors: {}, formErrors: [formMessages.notAnObject] };
  }
  const source = (input as Record<string, unknown>).form_source;
  if (!isFormSource(source)) {
    return { kind: "invalid", fieldErrors: { form_source: [messages.formSource] }, formErrors: [] };
  }
  const result = enquirySchemas[source].safeParse(cleanStrings(input as Record<string, unknown>));
  if (!result.success) return { kind: "invalid", ...fieldErrorsOf(result.error), formErrors: [] };
  const value = result.data;
  return {
    kind: "valid",
    value: { ...value, email: normaliseEmail(value.email), phoneNumber: normalisePhone(value.phoneNumber) },
  };
}

/** One message per field (the first the schema gives); unknown fields are named one by one. */
function fieldErrorsOf(error: ZodError): { fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const name of issue.keys) fieldErrors[name] ??= [formMessages.unknownField];
      continue;
    }
    const name = issue.path.length > 0 ? String(issue.path[0]) : "form_source";
    fieldErrors[name] ??= [name === "form_source" ? messages.formSource : issue.message];
  }
  return { fieldErrors };
}

/** A keyed hash of the normalised enquiry, so repeats can be found without storing another copy of it. */
function hashPayload(secret: string, enquiry: EnquiryInput): string {
  const canonical = JSON.stringify(
    Object.entries(enquiry)
      .filter(([, value]) => value !== undefined && value !== "")
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return crypto.createHmac("sha256", secret).update(`enquiry:${canonical}`).digest("base64url");
}

const insertEnquiry = rawInsert(enquiries, [
  "id",
  "formSource",
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "location",
  "message",
  "support",
  "referral",
  "companyName",
  "jobTitle",
  "organisation",
  "organisationType",
  "contactRequested",
  "contactRequestedAt",
  "marketingConsent",
  "marketingConsentAt",
  "consentWordingVersion",
  "clientHash",
  "payloadHash",
  "idempotencyKey",
  "createdAt",
]);

const column = (key: keyof typeof enquiries._.columns) => `"${enquiries[key].name}"`;
/** The enquiries with this Idempotency-Key ($3; null for none) or with the same payload ($1) from the same client ($2) lately. */
const EARLIER_SQL = `select ${column("id")} as id, ${column("payloadHash")} as "payloadHash", ${column("idempotencyKey")} as "idempotencyKey"
  from "enquiries"
  where (${column("payloadHash")} = $1 and ${column("clientHash")} = $2
         and ${column("createdAt")} > now() - ${DUPLICATE_WINDOW_MINUTES} * interval '1 minute')
     or ${column("idempotencyKey")} = $3
  order by ${column("createdAt")} desc
  limit 5`;

/**
 * The enquiry this one repeats: the one with the same Idempotency-Key (which must carry the same
 * enquiry, from wherever it is retried), or the same enquiry from the same client in the last minutes.
 */
async function findEarlier(
  query: RawQuery,
  { payloadHash, clientHash, key }: { payloadHash: string; clientHash: string; key: string | undefined },
): Promise<SubmitEnquiryResult | undefined> {
  // One round trip for both questions; a key match, if any, decides.
  const rows = await query<{ id: string; payloadHash: string; idempotencyKey: string | null }>(EARLIER_SQL, [payloadHash, clientHash, key ?? null]);
  const byKey = key === undefined ? undefined : rows.find((row) => row.idempotencyKey === key);
  if (byKey) {
    return byKey.payloadHash === payloadHash
      ? { kind: "duplicate", id: byKey.id }
      : { kind: "invalid", fieldErrors: {}, formErrors: [formMessages.idempotencyKeyReused] };
  }
  return rows[0] ? { kind: "duplicate", id: rows[0].id } : undefined;
}

function isUniqueViolation(error: unknown): boolean {
  return errorChain(error).some((e) => (e as { code?: unknown }).code === "23505");
}
