import crypto from "node:crypto";
import { like } from "drizzle-orm";
import { enquiries } from "../../db/schema";
import { CONSENT_WORDING_VERSION } from "~/features/enquiries/consent";
import type { AppDb } from "~/lib/db.server";
import { DAY_MS } from "~/lib/dates";
import { DEMO_EMAIL_DOMAIN } from "~/lib/demonstration";
import { uuidv7 } from "~/lib/uuid.server";

type DemoEnquiry = Omit<typeof enquiries.$inferInsert, "id" | "payloadHash" | "contactRequestedAt" | "consentWordingVersion" | "createdAt"> & {
  daysAgo: number;
};

const demoEnquiries: DemoEnquiry[] = [
  {
    formSource: "employer",
    firstName: "Alex",
    lastName: "Demo",
    email: `alex.employer@${DEMO_EMAIL_DOMAIN}`,
    phoneNumber: "+447700900001",
    location: "Leeds",
    message: "We have six warehouse roles opening next month and would like to talk about fair chance hiring.",
    companyName: "Demo Logistics Ltd",
    jobTitle: "Operations Manager",
    contactRequested: true,
    marketingConsent: false,
    status: "contacted",
    daysAgo: 6,
  },
  {
    formSource: "candidate",
    firstName: "Sam",
    lastName: "Demo",
    email: `sam.candidate@${DEMO_EMAIL_DOMAIN}`,
    phoneNumber: "+447700900002",
    location: "Manchester",
    support: "Help with my CV and with explaining my conviction to employers.",
    contactRequested: true,
    marketingConsent: true,
    status: "new",
    daysAgo: 1,
  },
  {
    formSource: "partner",
    firstName: "Jordan",
    lastName: "Demo",
    email: `jordan.partner@${DEMO_EMAIL_DOMAIN}`,
    phoneNumber: "+447700900003",
    location: "Birmingham",
    message: "Our housing service would like to refer tenants who are ready for work.",
    organisation: "Demo Housing Trust",
    organisationType: "charity",
    contactRequested: true,
    marketingConsent: false,
    status: "closed",
    daysAgo: 20,
  },
];

/**
 * Loads a few example enquiries once, in development only (server/start.ts). It never queues email and is
 * recognisable by its reserved email domain, which keeps it out of every real view: the inbox, its CSV, the
 * alerts, the home page's counts and `npm run enquiries` read real enquiries only (real-enquiries.server.ts).
 */
export async function seedDemonstrationEnquiries(db: AppDb): Promise<{ inserted: number }> {
  const existing = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(like(enquiries.email, `%@${DEMO_EMAIL_DOMAIN}`))
    .limit(1);
  if (existing.length > 0) return { inserted: 0 };
  const now = Date.now();
  const rows = demoEnquiries.map(({ daysAgo, ...row }) => {
    const createdAt = new Date(now - daysAgo * DAY_MS);
    return {
      ...row,
      id: uuidv7(createdAt.getTime()),
      payloadHash: crypto.createHash("sha256").update(`demo:${row.email}`).digest("hex"),
      contactRequestedAt: createdAt,
      marketingConsentAt: row.marketingConsent ? createdAt : null,
      consentWordingVersion: CONSENT_WORDING_VERSION,
      createdAt,
      statusChangedAt: createdAt,
    };
  });
  await db.insert(enquiries).values(rows);
  return { inserted: rows.length };
}
