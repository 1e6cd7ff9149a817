import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSources, maxLengths, type FormSource } from "../../app/features/enquiries/schema";
import { countEnquiries, countMail, testServerEnv, validEnquiry } from "./support/enquiries";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Property: whatever is wrong with a request, the answer is a 4xx with a readable body and nothing is
 * stored. Every generated request starts from a valid enquiry and is broken in at least one way that
 * guarantees it is invalid, so a 2xx is always a bug.
 */

const BATCHES = 200;
const BATCH_SIZE = 50; // 10,000 requests per backend
const WORKERS = 5;

type Fields = Record<string, unknown>;
type Mutation = (fields: Fields) => Fields;
type BadRequest = { body: string | Uint8Array<ArrayBuffer>; contentType: string; label: string };

const stringFields: Record<FormSource, Record<string, { min: number; max: number }>> = {
  general: { firstName: { min: 2, max: maxLengths.name }, lastName: { min: 2, max: maxLengths.name }, location: { min: 2, max: maxLengths.location }, message: { min: 5, max: maxLengths.longText } },
  employer: { firstName: { min: 2, max: maxLengths.name }, lastName: { min: 2, max: maxLengths.name }, location: { min: 2, max: maxLengths.location }, message: { min: 5, max: maxLengths.longText }, companyName: { min: 2, max: maxLengths.shortText }, jobTitle: { min: 2, max: maxLengths.shortText } },
  partner: { firstName: { min: 2, max: maxLengths.name }, lastName: { min: 2, max: maxLengths.name }, location: { min: 2, max: maxLengths.location }, message: { min: 5, max: maxLengths.longText }, organisation: { min: 2, max: maxLengths.shortText } },
  candidate: { firstName: { min: 2, max: maxLengths.name }, lastName: { min: 2, max: maxLengths.name }, location: { min: 2, max: maxLengths.location }, support: { min: 5, max: maxLengths.longText } },
};

function requiredFields(source: FormSource): string[] {
  return [...Object.keys(stringFields[source]), "email", "phoneNumber", "contactConsent", ...(source === "partner" ? ["organisationType"] : [])];
}

const set = (field: string, value: unknown): Mutation => (fields) => ({ ...fields, [field]: value });
const remove = (field: string): Mutation => (fields) => {
  const copy = { ...fields };
  delete copy[field];
  return copy;
};

const notAString = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }));
const notABoolean = fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.boolean(), { maxLength: 2 }), fc.constantFrom("true", "on", 1, 0));
// Short once trimmed: a few letters, perhaps padded with white space and control characters.
const shortText = (min: number) =>
  fc.tuple(fc.string({ unit: fc.constantFrom(" ", "\t", "\n", "\u0000", "\u200e"), maxLength: 4 }), fc.string({ unit: fc.constantFrom("a", "é", "Z", "-"), maxLength: min - 1 }))
    .map(([pad, text]) => `${pad}${text}${pad}`);
const longText = (max: number) => fc.integer({ min: max + 1, max: max + 50 }).map((n) => "ab".repeat(n).slice(0, n));
const notAnEmail = fc.oneof(fc.string({ unit: fc.constantFrom("a", "b", ".", " ", "-"), maxLength: 20 }), fc.constantFrom("a@", "@b.org", "a b@c.org", "a@@b.org"));
const notAPhone = fc.oneof(
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom("x", "#", "@", "é", "ext"), fc.string({ maxLength: 8 })).map((p) => p.join("")),
  fc.string({ unit: fc.constantFrom("1", "2", " ", "-"), maxLength: 5 }),
);
const knownKeys = new Set(["form_source", "firstName", "lastName", "email", "phoneNumber", "location", "message", "support", "referral", "contactConsent", "marketingConsent", "companyName", "jobTitle", "organisation", "organisationType"]);
const unknownKey = fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom("__proto__", "constructor", "isAdmin", "status", "id")).filter((k) => !knownKeys.has(k));

function mutationFor(source: FormSource): fc.Arbitrary<Mutation> {
  const texts = Object.entries(stringFields[source]);
  const options: fc.Arbitrary<Mutation>[] = [
    fc.constantFrom(...requiredFields(source)).map(remove),
    fc.tuple(fc.constantFrom(...requiredFields(source).filter((f) => f !== "contactConsent"), "referral"), notAString).map(([f, v]) => set(f, v)),
    fc.tuple(fc.constantFrom("contactConsent", "marketingConsent"), notABoolean).map(([f, v]) => set(f, v)),
    fc.constant(set("contactConsent", false)),
    fc.constantFrom(...texts).chain(([f, { min }]) => shortText(min).map((v) => set(f, v))),
    fc.constantFrom(...texts).chain(([f, { max }]) => longText(max).map((v) => set(f, v))),
    longText(maxLengths.shortText).map((v) => set("referral", v)),
    notAnEmail.map((v) => set("email", v)),
    notAPhone.map((v) => set("phoneNumber", v)),
    fc.tuple(unknownKey, fc.jsonValue()).map(([k, v]) => set(k, v)),
    fc.oneof(fc.string().filter((s) => !(formSources as readonly string[]).includes(s)), notAString).map((v) => set("form_source", v)),
    fc.constant(remove("form_source")),
  ];
  if (source === "partner") options.push(fc.string().filter((s) => !["charity", "social_enterprise", "government", "other"].includes(s)).map((v) => set("organisationType", v)));
  if (source === "candidate") options.push(fc.string({ minLength: 5 }).map((v) => set("message", v)));
  return fc.oneof(...options);
}

const json = (value: unknown, label: string): BadRequest => ({ body: JSON.stringify(value), contentType: "application/json", label });

const brokenEnquiry: fc.Arbitrary<BadRequest> = fc
  .constantFrom(...formSources)
  .chain((source) => fc.tuple(fc.constant(source), fc.array(mutationFor(source), { minLength: 1, maxLength: 3 })))
  .map(([source, mutations]) => json(mutations.reduce((fields, mutate) => mutate(fields), validEnquiry(source)), "broken enquiry"));

const badRequest: fc.Arbitrary<BadRequest> = fc.oneof(
  { weight: 12, arbitrary: brokenEnquiry },
  // JSON that is not an object.
  { weight: 1, arbitrary: fc.oneof(fc.jsonValue().filter((v) => typeof v !== "object" || v === null || Array.isArray(v)), fc.array(fc.jsonValue(), { maxLength: 3 })).map((v) => json(v, "not an object")) },
  // Any proper prefix of an object's JSON text is malformed.
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...formSources), fc.nat()).map(([source, n]) => {
    const text = JSON.stringify(validEnquiry(source));
    return { body: text.slice(0, n % text.length), contentType: "application/json", label: "truncated JSON" };
  }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ body: Uint8Array.from([0x7b, ...bytes]), contentType: "application/json", label: "random bytes" })) },
  // Valid enquiries sent the wrong way: the wrong content type, or padded past 16 KB.
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...formSources), fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "text/json", "application/jsonp", "")).map(([source, contentType]) => ({ body: JSON.stringify(validEnquiry(source)), contentType, label: "wrong content type" })) },
  { weight: 1, arbitrary: fc.constantFrom(...formSources).map((source) => ({ body: JSON.stringify(validEnquiry(source, { message: "z".repeat(17_000) })), contentType: "application/json", label: "too large" })) },
);

describe.each([rulesBackend])("10,000 generated bad requests on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, testServerEnv);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(
    "each get a 4xx with a readable JSON body and none leaves a row",
    async () => {
      let sent = 0;
      const statuses = new Map<number, number>();
      const send = async (request: BadRequest) => {
        const headers: Record<string, string> = { "X-Forwarded-For": "192.0.2.10" };
        if (request.contentType) headers["Content-Type"] = request.contentType;
        const response = await server.fetch("/api/contact", { method: "POST", headers, body: request.body });
        const text = await response.text();
        sent++;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        return { status: response.status, text };
      };

      await fc.assert(
        fc.asyncProperty(fc.array(badRequest, { minLength: BATCH_SIZE, maxLength: BATCH_SIZE }), async (batch) => {
          const queue = [...batch];
          const failures: string[] = [];
          await Promise.all(
            Array.from({ length: WORKERS }, async () => {
              for (let request = queue.shift(); request; request = queue.shift()) {
                const { status, text } = await send(request);
                let body: { errors?: unknown; error?: unknown } | undefined;
                try {
                  body = JSON.parse(text) as typeof body;
                } catch {
                  body = undefined;
                }
                const readable = body && (typeof body.error === "string" || typeof body.errors === "object");
                if (status < 400 || status > 499 || !readable || /\bat .+:\d+:\d+/.test(text)) {
                  failures.push(`${request.label} -> ${status} ${text.slice(0, 200)} for ${String(request.body).slice(0, 300)}`);
                }
              }
            }),
          );
          expect(failures).toEqual([]);
        }),
        { numRuns: BATCHES },
      );

      expect(sent).toBe(BATCHES * BATCH_SIZE);
      expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
      // The generator reaches every kind of refusal, not just one.
      expect([400, 413, 415].every((status) => (statuses.get(status) ?? 0) > 0)).toBe(true);
      expect(await countEnquiries(server.database.db)).toBe(0);
      expect(await countMail(server.database.db)).toBe(0);
    },
    600_000,
  );
});
