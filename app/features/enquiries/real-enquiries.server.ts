import { sql, type SQL } from "drizzle-orm";
import { enquiries } from "../../../db/schema";
import { DEMO_EMAIL_DOMAIN } from "~/lib/demonstration";

/**
 * Demonstration enquiries (loaded in development by app/demonstration/enquiries.server.ts) are told apart by their
 * email address at the reserved demonstration domain, which no real person has (example.org is reserved for
 * examples). Every real view of enquiries (the inbox and its CSV, the alerts, the home page's counts, the status
 * change and the `npm run enquiries` tools) reads through `realEnquiry`, so a demonstration enquiry never reaches
 * the team's real work or raises a real "past its promised reply" alert.
 */
const demoAddress = `%@${DEMO_EMAIL_DOMAIN}`;

/** Real enquiries only. */
export const realEnquiry: SQL = sql`lower(${enquiries.email}) not like ${demoAddress}`;

/** Demonstration enquiries only. */
export const demoEnquiry: SQL = sql`lower(${enquiries.email}) like ${demoAddress}`;
