/**
 * The signed-in people bench/dashboards.ts measures, with real (not demonstration) data of the size the issue
 * names: a caseworker with 300 people on their caseload, an employer with 40 roles and 2,000 applications, a
 * partner that referred 60 of those people, and a candidate with almost nothing in their account.
 *
 * Accounts are made by the product's own `npm run admin -- create` function (a confirmed address, no password, a
 * one-time link), then, over HTTP to the running server, each person chooses a password on the link's page and
 * signs in on the sign-in page, keeping the session cookie it sets; the caseworker, employer and partner turn on two-step
 * sign-in on the account page, as the portal asks them to (app/features/auth/roles.ts `needsSecondFactor`). The other rows go straight into the database, as the
 * integration tests' dashboard fixture does.
 */
import crypto from "node:crypto";
import { applications, appointments, candidates, caseworkerAssignments, caseworkers, jobs, organisationMembers, organisations, referrals } from "../db/schema";
import { applicationStatuses } from "../db/schema/vocabulary";
import { createAccount } from "../app/features/auth/admin-cli.server";
import { authRules } from "../app/features/auth/auth-rules.server";
import { createAuth } from "../app/lib/auth/create-auth.server";
import type { Database } from "../app/lib/db.server";
import { loadEnv } from "../app/lib/env.server";
import { createLogger } from "../app/lib/logger.server";
import { uuidv7 } from "../app/lib/uuid.server";
import { benchProductionEnv } from "./support";
import { totp } from "../tests/e2e/support/totp";

export type PersonKind = "caseworker" | "employer" | "partner" | "candidate";
export const PERSON_KINDS: readonly PersonKind[] = ["caseworker", "employer", "partner", "candidate"];

const PASSWORD = "bench lantern orchard 4242";
const CASELOAD = 300;
const ROLES = 40;
const APPLICATIONS = 2000;
const REFERRALS = 60;

export type MadePerson = { kind: PersonKind; email: string; token: string };

const first = ["Alex", "Jamie", "Sam", "Charlie", "Robin", "Jordan", "Casey", "Morgan", "Riley", "Taylor"];
const last = ["Smith", "Jones", "Patel", "Khan", "Brown", "Evans", "Wilson", "Walsh", "Hughes", "Begum"];
const nameOf = (n: number) => `${first[n % 10]} ${last[Math.floor(n / 10) % 10]} ${n}`;
const HOUR = 3_600_000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let from = 0; from < rows.length; from += 500) await insert(rows.slice(from, from + 500));
}

/**
 * Makes the four accounts and their data on a migrated database (PGlite before its server starts, or PostgreSQL).
 * Returns each account's one-time set-password token for `signInPeople`.
 */
export async function makePeople(database: Database, publicUrl: string): Promise<MadePerson[]> {
  const env = loadEnv({ ...benchProductionEnv, PUBLIC_URL: publicUrl });
  const auth = createAuth({ database, env, logger: createLogger({ level: "warn", pretty: false }), rules: authRules });
  const { db } = database;
  const tag = crypto.randomBytes(3).toString("hex");
  const made: MadePerson[] = [];
  const userIds = {} as Record<PersonKind, string>;
  for (const kind of PERSON_KINDS) {
    const email = `bench.${kind}.${tag}@example.org`;
    const { userId, link } = await createAccount(auth, db, publicUrl, { email, role: kind, name: `Bench ${kind}` });
    userIds[kind] = userId;
    made.push({ kind, email, token: new URL(link.url).searchParams.get("token")! });
  }

  const caseworkerId = uuidv7();
  await db.insert(caseworkers).values({ id: caseworkerId, userId: userIds.caseworker, fullName: "Bench caseworker" });
  await db.insert(candidates).values({ id: uuidv7(), userId: userIds.candidate, fullName: "Bench candidate" });
  const employerId = uuidv7();
  const partnerId = uuidv7();
  await db.insert(organisations).values([
    { id: employerId, kind: "employer", name: "Bench Bakery", status: "approved", banTheBox: true },
    { id: partnerId, kind: "partner", name: "Bench Probation", status: "approved" },
  ]);
  await db.insert(organisationMembers).values([
    { organisationId: employerId, userId: userIds.employer },
    { organisationId: partnerId, userId: userIds.partner },
  ]);

  // The people: the caseworker's 300 first, then more who only applied for the employer's roles.
  const people = Array.from({ length: APPLICATIONS }, (_, n) => ({
    id: uuidv7(),
    fullName: nameOf(n),
    readinessStatus: (["not_started", "support_needed", "ready_to_work"] as const)[n % 3],
    readinessReason: n % 3 === 0 ? null : "Set by the benchmark.",
  }));
  await insertInBatches(people, (batch) => db.insert(candidates).values(batch));
  const now = Date.now();
  await insertInBatches(
    people.slice(0, CASELOAD).map((person, n) => ({ id: uuidv7(), candidateId: person.id, caseworkerId, startedAt: new Date(now - (n + 1) * 24 * HOUR) })),
    (batch) => db.insert(caseworkerAssignments).values(batch),
  );
  // Two appointments each over the caseload, one past and one to come, so the calendar and alerts have work.
  await insertInBatches(
    people.slice(0, CASELOAD).flatMap((person, n) =>
      [-(n % 60) - 1, (n % 30) + 1].map((days) => ({
        id: uuidv7(),
        candidateId: person.id,
        caseworkerId,
        title: "Catch-up",
        mode: "in_person" as const,
        startsAt: new Date(now + days * 24 * HOUR),
        endsAt: new Date(now + days * 24 * HOUR + HOUR),
      })),
    ),
    (batch) => db.insert(appointments).values(batch),
  );

  const roles = Array.from({ length: ROLES }, (_, n) => ({
    id: uuidv7(),
    employerId,
    title: `Role ${n + 1}`,
    employerName: "Bench Bakery",
    sector: "Food",
    locationName: "Leeds",
    national: n % 4 === 0,
    latitude: 53.8,
    longitude: -1.55,
    contractType: "permanent" as const,
    hours: "full_time" as const,
    vacancies: 2,
    status: n % 10 === 9 ? ("closed" as const) : undefined,
  }));
  await db.insert(jobs).values(roles);
  const year = 365 * 24 * HOUR;
  await insertInBatches(
    people.map((person, n) => ({
      id: uuidv7(),
      jobId: roles[n % ROLES]!.id,
      candidateId: person.id,
      status: applicationStatuses[n % applicationStatuses.length]!,
      appliedAt: new Date(now - ((n * 7919) % 1000) * (year / 1000)),
    })),
    (batch) => db.insert(applications).values(batch),
  );

  await insertInBatches(
    people.slice(0, REFERRALS).map((person, n) => ({
      id: uuidv7(),
      partnerId,
      candidateId: person.id,
      firstName: person.fullName.split(" ")[0]!,
      lastName: "Person",
      consentGiven: true,
      consentRecordedAt: new Date(now - n * 24 * HOUR),
      consentRecordedBy: "Officer",
      referredByName: "Officer",
      status: (["submitted", "accepted", "in_support", "placed"] as const)[n % 4],
      createdAt: new Date(now - n * 24 * HOUR),
    })),
    (batch) => db.insert(referrals).values(batch),
  );
  return made;
}

export type SignedIn = { kind: PersonKind; cookie: string; home: string };

/** A browser's cookies, from Set-Cookie headers. */
function takeCookies(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair!.indexOf("=");
    const value = pair!.slice(at + 1).trim();
    if (value === "" || /max-age=0/i.test(line)) jar.delete(pair!.slice(0, at).trim());
    else jar.set(pair!.slice(0, at).trim(), value);
  }
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/** Each person chooses a password from their link and signs in through the page; all but the candidate set up two-step. */
export async function signInPeople(base: string, made: MadePerson[]): Promise<SignedIn[]> {
  const signedIn: SignedIn[] = [];
  for (const person of made) {
    const jar = new Map<string, string>();
    const post = async (path: string, fields: Record<string, string>) => {
      const response = await fetch(base + path, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, ...(jar.size ? { Cookie: cookieHeader(jar) } : {}) },
        body: new URLSearchParams(fields).toString(),
      });
      takeCookies(jar, response);
      return response;
    };
    const set = await post("/reset-password", { token: person.token, password: PASSWORD });
    if (set.status !== 302) throw new Error(`choosing the ${person.kind}'s password answered ${set.status}`);
    const signIn = await post("/sign-in", { intent: "signin", email: person.email, password: PASSWORD });
    if (signIn.status !== 302) throw new Error(`the ${person.kind}'s sign-in answered ${signIn.status}`);
    const home = signIn.headers.get("location") ?? "";
    if (person.kind !== "candidate") {
      const started = await post("/account", { intent: "start-authenticator", password: PASSWORD });
      const page = await started.text();
      const secret = /data-testid="authenticator-secret"[^>]*>([^<]+)</.exec(page)?.[1]?.replace(/\s/g, "");
      const totpUri = /name="totpUri" value="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, "&");
      if (!secret || !totpUri) throw new Error(`the account page offered the ${person.kind} no authenticator (${started.status})`);
      const confirmed = await post("/account", { intent: "confirm-authenticator", totpUri, code: totp(secret) });
      if (confirmed.status !== 200) throw new Error(`confirming the ${person.kind}'s authenticator answered ${confirmed.status}`);
    }
    signedIn.push({ kind: person.kind, cookie: cookieHeader(jar), home });
  }
  return signedIn;
}
