import { formatUkTime } from "~/lib/dates";
import type { OutgoingMail } from "~/lib/mail-outbox.server";
import { siteName, type Organisation } from "~/lib/organisation";
import { organisationTypeLabels, replyPromise, type FormSource } from "./schema";

/** An enquiry as stored, the shape both emails are written from. */
export type StoredEnquiry = {
  id: string;
  formSource: FormSource;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  location: string;
  message: string | null;
  support: string | null;
  referral: string | null;
  companyName: string | null;
  jobTitle: string | null;
  organisation: string | null;
  organisationType: string | null;
  contactRequestedAt: Date;
  marketingConsent: boolean;
  consentWordingVersion: string;
  createdAt: Date;
};

const formNames: Record<FormSource, string> = {
  general: "General call-back form (request a call back page)",
  employer: "Employer form (employers page)",
  partner: "Partner form (partners page)",
  candidate: "Candidate form (candidates page)",
};

const subjectLabels: Record<FormSource, string> = {
  general: "General",
  employer: "Employer",
  partner: "Partner",
  candidate: "Candidate",
};

function line(label: string, value: string | null | undefined): string[] {
  return value ? [`${label}: ${value}`] : [];
}

function block(title: string, value: string | null | undefined): string[] {
  return value ? ["", `${title}:`, value] : [];
}

/** To the team: every field, so they can act without opening anything else. */
export function teamNotification(enquiry: StoredEnquiry, to: string): OutgoingMail {
  const organisationType = enquiry.organisationType
    ? (organisationTypeLabels[enquiry.organisationType as keyof typeof organisationTypeLabels] ?? enquiry.organisationType)
    : null;
  const text = [
    "A new call-back request has arrived through the website.",
    "",
    `Form: ${formNames[enquiry.formSource]}`,
    `Reference: ${enquiry.id}`,
    `Received: ${formatUkTime(enquiry.createdAt)}`,
    `We promised to reply: ${replyPromise(enquiry.formSource)}`,
    "",
    `Name: ${enquiry.firstName} ${enquiry.lastName}`,
    `Email: ${enquiry.email}`,
    `Phone: ${enquiry.phoneNumber}`,
    `Location: ${enquiry.location}`,
    ...line("Company", enquiry.companyName),
    ...line("Job title", enquiry.jobTitle),
    ...line("Organisation", enquiry.organisation),
    ...line("Organisation type", organisationType),
    ...line("How they heard about us", enquiry.referral),
    ...block("Message", enquiry.message),
    ...block("Support they are looking for", enquiry.support),
    "",
    // Contact about the enquiry is the person's request (legitimate interests); only news and updates need consent.
    `Asked to be contacted about this enquiry: yes, on ${formatUkTime(enquiry.contactRequestedAt)} (form wording ${enquiry.consentWordingVersion})`,
    `Consented to news and updates: ${enquiry.marketingConsent ? "yes" : "no"}`,
    "",
    "Reply to this email to write to them directly.",
    `When you have contacted them, record it with: npm run enquiries -- status ${enquiry.id} contacted`,
    "",
    "This email may contain details of a criminal record. Keep it in the enquiries mailbox and do not forward it outside the team.",
  ].join("\n");
  return {
    kind: "enquiry.team",
    to,
    replyTo: enquiry.email,
    subject: `${subjectLabels[enquiry.formSource]} call-back request from ${enquiry.firstName} ${enquiry.lastName}`,
    text,
    relatedId: enquiry.id,
  };
}

/**
 * To the person: thanks, when we will be in touch and how to reach us. It repeats nothing they wrote, not
 * even their name: anyone can type any address into the form, so the message must carry nothing a sender
 * chose (and details of a conviction never travel back through an inbox).
 */
export function acknowledgement(enquiry: StoredEnquiry, options: { replyTo: string; publicUrl: string; contact: Organisation }): OutgoingMail {
  const { contact } = options;
  const promise = replyPromise(enquiry.formSource);
  const text = [
    "Hello,",
    "",
    `Thank you for getting in touch with ${siteName}. We have received your request for a call back.`,
    "",
    "What happens next",
    `Someone from our team will contact you ${promise}, by phone or email, using the details you gave us.` +
      (enquiry.formSource === "candidate" ? "" : " Business days are Monday to Friday, except bank holidays."),
    "",
    `Your reference is ${enquiry.id}. You do not need it, but it helps if you contact us about this request.`,
    "",
    "If you need to tell us something else",
    `Reply to this email, or call us on ${contact.phone}.`,
    "",
    "If you did not ask us to contact you",
    `Please tell us at ${contact.email} and we will delete your details.`,
    "",
    `You can read how we look after your information at ${options.publicUrl}/privacy-policy`,
    "",
    "Best wishes,",
    `The ${siteName} team`,
  ].join("\n");
  return {
    kind: "enquiry.acknowledgement",
    to: enquiry.email,
    replyTo: options.replyTo,
    subject: `We have received your request - ${siteName}`,
    text,
    relatedId: enquiry.id,
  };
}
