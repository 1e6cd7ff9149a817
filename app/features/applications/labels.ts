import type { ApplicationStatus, ShareableItem } from "../../../db/schema/vocabulary";

/** Words people see for applications (browser-safe). */
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  applied: "Applied",
  selected_for_interview: "Selected for interview",
  interview_booked: "Interview booked",
  unsuccessful: "Unsuccessful",
  unsuccessful_at_interview: "Unsuccessful at interview",
  job_offered: "Job offered",
  started: "Started",
  withdrawn: "Withdrawn",
};

export const shareableItemLabels: Record<ShareableItem, string> = {
  contact_details: "Contact details",
  cv: "CV",
  disclosure_letter: "Disclosure letter",
  readiness: "Readiness",
  caseworker_contact: "Caseworker's contact details",
};

/** What an employer is told about an application its candidate withdrew. */
export const WITHDRAWN_MESSAGE = "The candidate withdrew this application, so what they shared with it is no longer available to you. Your notes in its status history stay.";
