import type { OutgoingMail } from "~/lib/mail-outbox.server";
import { siteName, type Organisation } from "~/lib/organisation";
import { hasRole } from "~/features/auth/roles";

// What an employer or partner is told when an administrator approves or refuses their account.

export function approvedMail(target: { id: string; name: string; email: string; role: string }, publicUrl: string, contact: Organisation): OutgoingMail {
  const kind = hasRole(target, "partner") ? "partner" : "employer";
  return {
    kind: "account.approved",
    to: target.email,
    replyTo: contact.email,
    relatedId: target.id,
    subject: `Your ${siteName} account is approved`,
    text: [
      `Hello ${target.name},`,
      "",
      `We have checked and approved your ${kind} account.`,
      "",
      "Next, sign in and set up two-step sign-in. Every approved employer and partner account needs it, because it",
      "protects the people whose details you will see. You can use an authenticator app on your phone, or codes sent",
      "to this email address. It takes about two minutes.",
      "",
      `Sign in: ${publicUrl}/sign-in`,
      "",
      `If you did not create this account, reply to this email or call us on ${contact.phone}.`,
      "",
      siteName,
    ].join("\n"),
  };
}

export function rejectedMail(target: { id: string; name: string; email: string; role: string }, contact: Organisation): OutgoingMail {
  const kind = hasRole(target, "partner") ? "partner" : "employer";
  return {
    kind: "account.rejected",
    to: target.email,
    replyTo: contact.email,
    relatedId: target.id,
    subject: `Your ${siteName} account`,
    text: [
      `Hello ${target.name},`,
      "",
      `We were not able to approve your ${kind} account, so it has been closed for now.`,
      "",
      "This can happen when we cannot confirm who you are or which organisation you work for. If you think we",
      `have got it wrong, or you would like to talk about working with us, reply to this email or call us on ${contact.phone}.`,
      "",
      siteName,
    ].join("\n"),
  };
}
