import type { OutgoingMail } from "~/lib/mail-outbox.server";
import { siteName, type Organisation } from "~/lib/organisation";
import { hasRole } from "./roles";

/** The account emails. Plain text, short, and each says what to do if the reader did not ask for it. */

const signOff = (contact: Organisation) => ["", `The ${siteName} team`, `${contact.email} · ${contact.phone}`];

function hoursText(seconds: number): string {
  if (seconds < 3600) return `${Math.round(seconds / 60)} minutes`;
  const hours = Math.round(seconds / 3600);
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

export function verificationMail(input: { to: string; name: string; url: string; expiresInSeconds: number; userId: string }, contact: Organisation): OutgoingMail {
  return {
    kind: "account.verify-email",
    sensitive: true,
    to: input.to,
    relatedId: input.userId,
    subject: `Confirm your email address for ${siteName}`,
    text: [
      `Hello ${input.name},`,
      "",
      `Please confirm your email address to finish setting up your ${siteName} account. Open this link:`,
      "",
      input.url,
      "",
      `The link works once and for ${hoursText(input.expiresInSeconds)}. If it has run out, go to the sign-in page and ask for a new one.`,
      "",
      "If you did not create an account, you can ignore this email. Nothing more will happen.",
      ...signOff(contact),
    ].join("\n"),
  };
}

export function existingAccountMail(input: { to: string; name: string; signInUrl: string; resetUrl: string; userId: string }, contact: Organisation): OutgoingMail {
  return {
    kind: "account.sign-up-existing",
    to: input.to,
    relatedId: input.userId,
    subject: `You already have a ${siteName} account`,
    text: [
      `Hello ${input.name},`,
      "",
      "Someone tried to create a new account with this email address. You already have an account, so no new one was made.",
      "",
      `If it was you, sign in here: ${input.signInUrl}`,
      `If you have forgotten your password, you can set a new one here: ${input.resetUrl}`,
      "",
      "If it was not you, you do not need to do anything. Your account has not changed.",
      ...signOff(contact),
    ].join("\n"),
  };
}

export function resetPasswordMail(input: { to: string; name: string; url: string; expiresInSeconds: number; userId: string }, contact: Organisation): OutgoingMail {
  return {
    kind: "account.reset-password",
    sensitive: true,
    to: input.to,
    relatedId: input.userId,
    subject: `Reset your ${siteName} password`,
    text: [
      `Hello ${input.name},`,
      "",
      "We received a request to reset the password for your account. To choose a new password, open this link:",
      "",
      input.url,
      "",
      `The link works once and for ${hoursText(input.expiresInSeconds)}. When you set a new password, every other device signed in to your account is signed out.`,
      "",
      "If you did not ask for this, you can ignore this email. Your password has not changed.",
      ...signOff(contact),
    ].join("\n"),
  };
}

export function passwordChangedMail(input: { to: string; name: string; userId: string }, contact: Organisation): OutgoingMail {
  return {
    kind: "account.password-changed",
    to: input.to,
    relatedId: input.userId,
    subject: `Your ${siteName} password was changed`,
    text: [
      `Hello ${input.name},`,
      "",
      "The password for your account was just changed, and other devices were signed out.",
      "",
      `If this was not you, reset your password straight away and contact us at ${contact.email}.`,
      ...signOff(contact),
    ].join("\n"),
  };
}

export function signInCodeMail(input: { to: string; name: string; code: string; expiresInMinutes: number; userId: string }, contact: Organisation): OutgoingMail {
  return {
    kind: "account.sign-in-code",
    sensitive: true,
    to: input.to,
    relatedId: input.userId,
    subject: `Your ${siteName} sign-in code`,
    text: [
      `Hello ${input.name},`,
      "",
      `Your sign-in code is: ${input.code}`,
      "",
      `It works once and for ${input.expiresInMinutes} minutes. Never share it: our team will never ask you for it.`,
      "",
      `If you did not try to sign in, someone may know your password. Change it as soon as you can and tell us at ${contact.email}.`,
      ...signOff(contact),
    ].join("\n"),
  };
}

export function changeEmailMail(input: { to: string; name: string; newEmail: string; url: string; userId: string }, contact: Organisation): OutgoingMail {
  return {
    kind: "account.change-email",
    sensitive: true,
    to: input.to,
    relatedId: input.userId,
    subject: `Confirm the change of email address for your ${siteName} account`,
    text: [
      `Hello ${input.name},`,
      "",
      `Someone asked to change the email address of your account to ${input.newEmail}. If it was you, open this link to confirm:`,
      "",
      input.url,
      "",
      "We will then send a link to the new address, to check it too.",
      "",
      `If it was not you, do not open the link, change your password and tell us at ${contact.email}.`,
      ...signOff(contact),
    ].join("\n"),
  };
}

/** To the team: an employer or partner has confirmed their address and is waiting for an administrator. */
export function approvalRequestMail(input: { to: string; user: { id: string; name: string; email: string; role: string }; reviewUrl: string }): OutgoingMail {
  const kind = hasRole(input.user, "partner") ? "partner organisation" : "employer";
  return {
    kind: "account.approval-request",
    to: input.to,
    relatedId: input.user.id,
    subject: `New ${kind} account waiting for approval: ${input.user.name}`,
    text: [
      `A new ${kind} account has confirmed its email address and is waiting for approval.`,
      "",
      `Name: ${input.user.name}`,
      `Email: ${input.user.email}`,
      "",
      "Until it is approved, the account sees no one else's information. Check who they are and which organisation",
      "they work for (we tell them it usually takes 1 to 2 working days), then approve or reject it here:",
      "",
      input.reviewUrl,
    ].join("\n"),
  };
}
