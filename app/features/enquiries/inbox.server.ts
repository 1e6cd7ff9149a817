import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { data, redirect, type AppLoadContext } from "react-router";
import { enquiries, enquiryStatusChanges } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import { guardDashboard } from "~/features/dashboards/guard.server";
import type { AppDb } from "~/lib/db.server";
import { firstSubmission, formKeyOf } from "~/lib/idempotency.server";
import { uuidv7 } from "~/lib/uuid.server";
import { toCsv } from "./export.server";
import { enquiryStatusFormId, enquiryStatusSchema, parseInboxFilter, type FormSource, type InboxFilter, type InboxStatus } from "./inbox";
import { replyDueAt } from "./reply-due";
import { readForm } from "~/lib/read-form.server";
import { realEnquiry } from "./real-enquiries.server";

/** The most enquiries the inbox shows, newest first; the CSV holds every one the filter matches. */
const SHOWN = 200;

export type InboxEnquiry = {
  id: string;
  name: string;
  formSource: FormSource;
  email: string;
  phoneNumber: string;
  location: string;
  /** What they asked about: the message, or a candidate's support. */
  about: string | null;
  organisation: string | null;
  receivedAt: string;
  dueAt: string;
  status: InboxStatus;
  statusChangedAt: string;
  history: { id: string; status: InboxStatus; note: string | null; changedByName: string | null; changedAt: string }[];
};

export type Inbox = { filter: InboxFilter; enquiries: InboxEnquiry[]; shownAll: boolean; newCount: number };

function filterWhere(filter: InboxFilter) {
  return and(realEnquiry, filter.status === "all" ? undefined : eq(enquiries.status, filter.status), filter.form === "all" ? undefined : eq(enquiries.formSource, filter.form));
}

/** The call-back enquiries the filter asks for, newest first, each with its promised reply time and status history. */
export async function enquiryInbox(db: AppDb, url: URL): Promise<Inbox> {
  const filter = parseInboxFilter(url);
  const [rows, waiting] = await Promise.all([
    db.select().from(enquiries).where(filterWhere(filter)).orderBy(desc(enquiries.createdAt), desc(enquiries.id)).limit(SHOWN + 1),
    db.select({ count: count() }).from(enquiries).where(and(realEnquiry, eq(enquiries.status, "new"))),
  ]);
  const shown = rows.slice(0, SHOWN);
  const history = shown.length
    ? await db
        .select()
        .from(enquiryStatusChanges)
        .where(inArray(enquiryStatusChanges.enquiryId, shown.map((row) => row.id)))
        .orderBy(asc(enquiryStatusChanges.changedAt))
    : [];
  const historyOf = new Map<string, InboxEnquiry["history"]>();
  for (const change of history) {
    historyOf.set(change.enquiryId, [
      ...(historyOf.get(change.enquiryId) ?? []),
      { id: change.id, status: change.status, note: change.note, changedByName: change.changedByName, changedAt: change.changedAt.toISOString() },
    ]);
  }
  return {
    filter,
    shownAll: rows.length <= SHOWN,
    newCount: waiting[0]?.count ?? 0,
    enquiries: shown.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      formSource: row.formSource,
      email: row.email,
      phoneNumber: row.phoneNumber,
      location: row.location,
      about: row.message ?? row.support,
      organisation: row.companyName ?? row.organisation,
      receivedAt: row.createdAt.toISOString(),
      dueAt: replyDueAt(row.formSource, row.createdAt).toISOString(),
      status: row.status,
      statusChangedAt: row.statusChangedAt.toISOString(),
      history: historyOf.get(row.id) ?? [],
    })),
  };
}

/** The enquiries the filter asks for as CSV, oldest first, in the `npm run enquiries` export's columns. */
export async function enquiryInboxCsv(db: AppDb, url: URL): Promise<Response> {
  const rows = await db.select().from(enquiries).where(filterWhere(parseInboxFilter(url))).orderBy(asc(enquiries.createdAt), asc(enquiries.id));
  return new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="enquiries.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * Moves one enquiry to a status, with an optional note: the enquiry's status and time, its history row (who and
 * when) and an audit row in one transaction. Returns to the same filtered inbox.
 */
export async function enquiryStatusAction(context: AppLoadContext, request: Request, now: Date = new Date()) {
  const { user, session } = await guardDashboard(context, request);
  const db = context.database.db;
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: enquiryStatusSchema });
  // Which enquiry's form was sent, so only that form shows the answer.
  if (submission.status !== "success") return data({ formId: enquiryStatusFormId(String(form.get("enquiryId") ?? "")), result: submission.reply() }, { status: 400 });
  const { enquiryId, status, note } = submission.value;
  // The same form sent twice (a double press) adds its note once; the repeat is answered as the first was.
  const formKey = formKeyOf(form);
  const changed = await db.transaction(async (tx) => {
    if (!(await firstSubmission(tx, user.id, formKey))) return true;
    const [before] = await tx.select({ status: enquiries.status }).from(enquiries).where(and(realEnquiry, eq(enquiries.id, enquiryId))).for("update");
    if (!before) return false;
    await tx.update(enquiries).set({ status, statusChangedAt: now }).where(eq(enquiries.id, enquiryId));
    await tx.insert(enquiryStatusChanges).values({ id: uuidv7(), enquiryId, status, note, changedByUserId: user.id, changedByName: user.name, changedAt: now });
    await recordAudit(tx, {
      event: "enquiry_status_changed",
      actorUserId: user.id,
      sessionId: session.id,
      clientHash: context.rateLimiter.clientKey(context.clientIp),
      detail: { enquiryId, from: before.status, to: status },
    });
    return true;
  });
  if (!changed) throw data("There is no such enquiry.", { status: 404 });
  const url = new URL(request.url);
  const filter = parseInboxFilter(url);
  const query = new URLSearchParams({ ...(filter.status === "all" ? {} : { status: filter.status }), ...(filter.form === "all" ? {} : { form: filter.form }), done: status });
  throw redirect(`${url.pathname}?${query.toString()}#enquiry-${enquiryId}`, { status: 303 });
}
