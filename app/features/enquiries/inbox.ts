import { z } from "zod";
import { enquiryStatuses, formSources } from "../../../db/schema/enquiries";

/** The enquiry inbox's filter and status form (browser-safe): the form and the loader share them. */

export type InboxStatus = (typeof enquiryStatuses)[number];
export type FormSource = (typeof formSources)[number];
export type InboxFilter = { status: InboxStatus | "all"; form: FormSource | "all" };

export const enquiryStatusLabels: Record<InboxStatus, string> = { new: "New", contacted: "Contacted", closed: "Closed" };
export const formSourceLabels: Record<FormSource, string> = { employer: "Employer", partner: "Partner", candidate: "Candidate", general: "General" };

/** An unknown value falls back to "all", so an edited or old link still shows the inbox. */
export function parseInboxFilter(url: URL): InboxFilter {
  const status = url.searchParams.get("status") ?? "all";
  const form = url.searchParams.get("form") ?? "all";
  return {
    status: (enquiryStatuses as readonly string[]).includes(status) ? (status as InboxStatus) : "all",
    form: (formSources as readonly string[]).includes(form) ? (form as FormSource) : "all",
  };
}

export function inboxQuery(filter: InboxFilter): string {
  const params = new URLSearchParams();
  if (filter.status !== "all") params.set("status", filter.status);
  if (filter.form !== "all") params.set("form", filter.form);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const STATUS_NOTE_MAX = 1000;

/** Each enquiry in the inbox has its own status form, told apart by this id. */
export function enquiryStatusFormId(enquiryId: string): string {
  return `enquiry-status-${enquiryId}`;
}

export const enquiryStatusSchema = z.object({
  enquiryId: z.uuid({ error: "That enquiry was not recognised. Open the inbox again." }),
  status: z.enum(enquiryStatuses, { error: "Choose the enquiry's new status" }),
  note: z
    .string()
    .trim()
    .max(STATUS_NOTE_MAX, `The note must be ${STATUS_NOTE_MAX.toLocaleString("en-GB")} characters or fewer`)
    .optional()
    .transform((value) => value || null),
});
