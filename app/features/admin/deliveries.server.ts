import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { data, type AppLoadContext } from "react-router";
import { mailOutbox, users } from "../../../db/schema";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { recordAudit } from "~/lib/audit.server";
import { scrubText } from "~/lib/log-safety.server";
import { DELIVERIES_PAGE_SIZE, maskAddress, parseDeliveriesFilter, type DeliveriesFilter } from "./deliveries";

export type DeliveryRow = {
  id: string;
  kind: string;
  channel: string;
  status: string;
  deliveryStatus: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** The recipient's account, when the row has one (notices and texts; account mail is by address only). */
  account: { id: string; name: string } | null;
  /** Masked: an email's first letter and domain, a phone's last three digits. */
  address: string;
};

export async function listDeliveries(db: AppLoadContext["database"]["db"], filter: DeliveriesFilter): Promise<{ rows: DeliveryRow[]; total: number }> {
  const conditions: SQL[] = [];
  // The filter's schema allows only the columns' own values.
  if (filter.channel) conditions.push(eq(mailOutbox.channel, filter.channel as (typeof mailOutbox.$inferSelect)["channel"]));
  if (filter.status) conditions.push(eq(mailOutbox.status, filter.status as (typeof mailOutbox.$inferSelect)["status"]));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        channel: mailOutbox.channel,
        status: mailOutbox.status,
        deliveryStatus: mailOutbox.deliveryStatus,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
        toAddress: mailOutbox.toAddress,
        userId: mailOutbox.userId,
        userName: users.name,
      })
      .from(mailOutbox)
      .leftJoin(users, eq(users.id, mailOutbox.userId))
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(DELIVERIES_PAGE_SIZE)
      .offset((filter.page - 1) * DELIVERIES_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      channel: row.channel,
      status: row.status,
      deliveryStatus: row.deliveryStatus,
      attempts: row.attempts,
      // An SMTP server's reply can quote the address it refused: shown as logs would hold it.
      lastError: row.lastError ? scrubText(row.lastError) : null,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      account: row.userId && row.userName !== null ? { id: row.userId, name: row.userName } : null,
      address: maskAddress(row.channel, row.toAddress),
    })),
    total: counted?.n ?? 0,
  };
}

/**
 * /dashboard/admin/deliveries: an administrator (two-step sign-in, by the area table) sees what the outbox sent.
 * The page names recipients' accounts, so each reading is recorded, as searching the audit trail is. Bad filters
 * answer 400 and show nothing, so they record nothing.
 */
export async function deliveriesPageLoader(context: AppLoadContext, request: Request) {
  const { user, session } = await guardDashboard(context, request);
  const { filter, errors, typed } = parseDeliveriesFilter(new URL(request.url).searchParams);
  const base = { typed, errors, page: filter.page, pageSize: DELIVERIES_PAGE_SIZE };
  if (Object.keys(errors).length > 0) return data({ ...base, rows: [] as DeliveryRow[], total: 0 }, { status: 400 });
  const db = context.database.db;
  const listed = await listDeliveries(db, filter);
  await recordAudit(db, {
    event: "deliveries_viewed",
    actorUserId: user.id,
    sessionId: session.id,
    clientHash: context.rateLimiter.clientKey(context.clientIp),
    detail: { channel: filter.channel ?? null, status: filter.status ?? null, page: filter.page, rows: listed.rows.length },
  });
  return { ...base, ...listed };
}
