import { aliasedTable, and, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { data, type AppLoadContext } from "react-router";
import { auditEvents, users } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import { guardDashboard } from "~/features/dashboards/guard.server";
import type { AppDb } from "~/lib/db.server";
import { z } from "zod";
import { auditEventNames } from "../../../db/schema";
import { addDays, isCalendarDate, londonMidnight } from "~/lib/dates";
import { AUDIT_PAGE_SIZE, type AuditSearchErrors } from "./search";
import { isUuid } from "~/lib/uuid-pattern";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use ${max} characters or fewer`)
    .optional()
    .transform((value) => value || undefined);

const day = (label: string) =>
  optionalText(10).refine((value) => value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value)), `Enter ${label} as a real date, for example 2026-11-24`);

/** The search form (GET): who, what and when, all optional; read the same way in the browser and the loader. */
export const auditSearchSchema = z
  .object({
    person: optionalText(320),
    event: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || (auditEventNames as readonly string[]).includes(value), "Choose an event from the list"),
    from: day("the first day"),
    to: day("the last day"),
    page: z.coerce.number().int().min(1).max(100_000).catch(1),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { message: "The last day must be the same as or after the first day", path: ["to"] });

export type AuditSearch = z.infer<typeof auditSearchSchema>;

/** Reads the search from the address; bad values come back as messages for their fields, never as a failure. */
export function parseAuditSearch(params: URLSearchParams): { search: AuditSearch; errors: AuditSearchErrors; typed: Record<string, string> } {
  const typed = Object.fromEntries(["person", "event", "from", "to"].map((key) => [key, params.get(key) ?? ""]));
  const parsed = auditSearchSchema.safeParse({ ...typed, page: params.get("page") ?? "1" });
  if (parsed.success) return { search: parsed.data, errors: {}, typed };
  const errors: AuditSearchErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof AuditSearchErrors;
    errors[key] ??= issue.message;
  }
  return { search: { person: undefined, event: undefined, from: undefined, to: undefined, page: 1 }, errors, typed };
}

export type AuditPerson = { id: string; name: string | null; email: string | null };
export type AuditRow = {
  seq: number;
  at: string;
  event: string;
  actor: AuditPerson | null;
  subject: AuditPerson | null;
  detail: Record<string, unknown>;
};

/**
 * The audit trail, newest first, filtered by person (an account's email address or id: as the one who acted or
 * the one it was about), event and London days, a page at a time. Deleted accounts show by id only. Also says
 * which account the person filter matched, for the search's own audit entry.
 */
export async function searchAuditTrail(
  db: AppDb,
  search: AuditSearch,
): Promise<{ rows: AuditRow[]; total: number; personFound: boolean; matchedAccountId: string | null }> {
  const conditions: SQL[] = [];
  let personFound = true;
  let matchedAccountId: string | null = null;
  if (search.person) {
    const wanted = search.person.toLowerCase();
    const [account] = await db.select({ id: users.id }).from(users).where(or(sql`lower(${users.email}) = ${wanted}`, eq(users.id, search.person)));
    const id = account?.id ?? search.person;
    personFound = Boolean(account);
    matchedAccountId = account?.id ?? null;
    conditions.push(or(eq(auditEvents.actorUserId, id), eq(auditEvents.subjectUserId, id))!);
  }
  if (search.event) conditions.push(eq(auditEvents.event, search.event as (typeof auditEvents.$inferSelect)["event"]));
  if (search.from) conditions.push(gte(auditEvents.createdAt, londonMidnight(search.from)));
  if (search.to) conditions.push(lt(auditEvents.createdAt, londonMidnight(addDays(search.to, 1))));
  const where = conditions.length ? and(...conditions) : undefined;

  const actors = aliasedTable(users, "actor");
  const subjects = aliasedTable(users, "subject");
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        seq: auditEvents.seq,
        at: auditEvents.createdAt,
        event: auditEvents.event,
        detail: auditEvents.detail,
        actorId: auditEvents.actorUserId,
        actorName: actors.name,
        actorEmail: actors.email,
        subjectId: auditEvents.subjectUserId,
        subjectName: subjects.name,
        subjectEmail: subjects.email,
      })
      .from(auditEvents)
      .leftJoin(actors, eq(actors.id, auditEvents.actorUserId))
      .leftJoin(subjects, eq(subjects.id, auditEvents.subjectUserId))
      .where(where)
      .orderBy(desc(auditEvents.seq))
      .limit(AUDIT_PAGE_SIZE)
      .offset((search.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(auditEvents).where(where),
  ]);
  const person = (id: string | null, name: string | null, email: string | null): AuditPerson | null => (id ? { id, name, email } : null);
  return {
    rows: rows.map((row) => ({
      seq: row.seq,
      at: row.at.toISOString(),
      event: row.event,
      actor: person(row.actorId, row.actorName, row.actorEmail),
      subject: person(row.subjectId, row.subjectName, row.subjectEmail),
      detail: row.detail,
    })),
    total: counted?.n ?? 0,
    personFound,
    matchedAccountId,
  };
}

/**
 * How a search's person filter is recorded: the account it matched, never the text typed (an email address would
 * outlive the person's erasure, since audit entries cannot change). Text that matched no account is kept only when
 * it is an account number (someone deleted, looked up by the number the trail shows); otherwise "no match".
 */
export function searchedPerson(typed: string | undefined, matchedAccountId: string | null): { personAccountId: string | null; personMatch?: "account" | "no match" } {
  if (!typed) return { personAccountId: null };
  if (matchedAccountId) return { personAccountId: matchedAccountId, personMatch: "account" };
  return { personAccountId: isUuid(typed.trim()) ? typed.trim().toLowerCase() : null, personMatch: "no match" };
}

/**
 * /dashboard/admin/audit: an administrator (with two-step sign-in, by the area table's rule) searches the trail.
 * Each search is itself recorded, so the trail shows who looked at it and at whose entries (by account number).
 * Bad filters answer 400 with messages.
 */
export async function auditPageLoader(context: AppLoadContext, request: Request) {
  const { user, session } = await guardDashboard(context, request);
  const { search, errors, typed } = parseAuditSearch(new URL(request.url).searchParams);
  const base = { typed, errors, page: search.page, pageSize: AUDIT_PAGE_SIZE, events: [...auditEventNames] };
  if (Object.keys(errors).length > 0) return data({ ...base, rows: [] as AuditRow[], total: 0, personFound: true }, { status: 400 });
  const db = context.database.db;
  const { matchedAccountId, ...result } = await searchAuditTrail(db, search);
  await recordAudit(db, {
    event: "audit_trail_searched",
    actorUserId: user.id,
    sessionId: session.id,
    clientHash: context.rateLimiter.clientKey(context.clientIp),
    detail: { ...searchedPerson(search.person, matchedAccountId), filterEvent: search.event ?? null, from: search.from ?? null, to: search.to ?? null, page: search.page },
  });
  return { ...base, ...result };
}
