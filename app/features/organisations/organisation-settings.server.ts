import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, eq } from "drizzle-orm";
import { data, type AppLoadContext } from "react-router";
import { organisationMembers, organisations, users } from "../../../db/schema";
import { applicationNoticesSchema, inviteMemberSchema, organisationSettingsSchema, removeMemberSchema, revokeInvitationSchema } from "./organisation-settings-form";
import { chooseApplicationNotices } from "./member-notices.server";
import { inviteMember, isOwner, pendingInvitations, removeMember, revokeInvitation, type PendingInvitation } from "./organisation-invitations.server";
import { recordAudit } from "~/lib/audit.server";
import type { EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { readForm } from "~/lib/read-form.server";

export type OrganisationSettings = {
  name: string;
  status: string;
  values: Record<string, string>;
  /** Demonstration organisations have no members. */
  members: { userId: string; name: string; email: string; role: string; hearsOfApplications: boolean; isYou: boolean }[];
  /** Only an owner sees and manages invitations and removes members. */
  viewerIsOwner: boolean;
  invitations: PendingInvitation[];
};

/** The employer's own organisation as the settings page shows it; null with none (or not this data set's). */
export async function organisationSettings(db: AppDb, subject: EmployerSubject, viewerUserId: string | null = null): Promise<OrganisationSettings | null> {
  if (!subject.organisationId) return null;
  const [row] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.id, subject.organisationId), eq(organisations.kind, "employer"), eq(organisations.demo, subject.demo)))
    .limit(1);
  if (!row) return null;
  const members = subject.demo
    ? []
    : await db
        .select({ userId: users.id, name: users.name, email: users.email, role: organisationMembers.role, hearsOfApplications: organisationMembers.hearsOfApplications })
        .from(organisationMembers)
        .innerJoin(users, eq(users.id, organisationMembers.userId))
        .where(eq(organisationMembers.organisationId, row.id))
        .orderBy(asc(organisationMembers.createdAt));
  const viewerIsOwner = !subject.demo && members.some((member) => member.userId === viewerUserId && member.role === "owner");
  const values: Record<string, string> = {
    sector: row.sector ?? "",
    town: row.town ?? "",
    contactName: row.contactName ?? "",
    ownRetentionPercent: row.ownRetentionPercent === null ? "" : String(row.ownRetentionPercent),
  };
  for (const key of ["banTheBox", "disabilityConfident", "realLivingWage"] as const) if (row[key]) values[key] = "on";
  return {
    name: row.name,
    status: row.status,
    values,
    members: members.map((member) => ({ ...member, isYou: member.userId === viewerUserId })),
    viewerIsOwner,
    invitations: viewerIsOwner ? await pendingInvitations(db, row.id) : [],
  };
}

/**
 * Each invitation emails someone with the inviter's name and organisation in it, so they are limited per
 * inviting account (an hour) and per organisation (a day): counted only once the form is valid, before the
 * invitation is made. Seconds to wait when one limit is used up; null when the invitation may go.
 */
async function invitationWait(context: AppLoadContext, organisationId: string, userId: string): Promise<number | null> {
  const { rateLimit } = context.env;
  const checks = [
    () => context.rateLimiter.consume("invite-account", userId, [{ name: "hour", limit: rateLimit.invitationsPerHourPerAccount, windowSeconds: 60 * 60 }]),
    () => context.rateLimiter.consume("invite-organisation", organisationId, [{ name: "day", limit: rateLimit.invitationsPerDayPerOrganisation, windowSeconds: 24 * 60 * 60 }]),
  ];
  // One after the other: an invitation the account's limit refuses is not counted against its organisation's.
  for (const check of checks) {
    const decision = await check();
    if (!decision.allowed) return decision.retryAfterSeconds;
  }
  return null;
}

function invitationLimitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes >= 120 ? `${Math.ceil(minutes / 60)} hours` : minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `You have sent as many invitations as we allow for now, to protect people from unwanted email. Try again in ${wait}, or contact our team.`;
}

const notLinked = "Your account is not linked to an employer organisation yet, so nothing was saved.";
const ownersOnly = "Only an owner of your organisation can invite or remove members.";

/** What the members forms answer: a message for the page, and for a bad invitation the form's result. */
export type MembersResult = { membersDone?: string; membersError?: string; confirmRemove?: { userId: string; name: string } };

/**
 * The settings page's forms, each for the employer's own real organisation only, each one transaction with
 * its audit row: the details and commitments ("save"), and, for owners, inviting, revoking an invitation and
 * removing a member.
 */
export async function organisationSettingsAction(context: AppLoadContext, subject: EmployerSubject, who: { userId: string; sessionId: string }, request: Request) {
  const db = context.database.db;
  const form = await readForm(request);
  const intent = form.get("intent");
  const organisationId = subject.demo ? null : subject.organisationId;

  if (intent === "invite" || intent === "revoke-invitation" || intent === "remove-member" || intent === "application-notices") {
    if (!organisationId) return data<MembersResult>({ membersError: notLinked }, { status: 409 });
    if (!(await isOwner(db, organisationId, who.userId))) return data<MembersResult>({ membersError: ownersOnly }, { status: 403 });
    if (intent === "invite") {
      const submission = parseWithZod(form, { schema: inviteMemberSchema });
      if (submission.status !== "success") return data({ inviteResult: submission.reply() }, { status: 400 });
      const waitSeconds = await invitationWait(context, organisationId, who.userId);
      if (waitSeconds !== null) {
        return data(
          { inviteResult: submission.reply({ fieldErrors: { email: [invitationLimitMessage(waitSeconds)] } }) },
          { status: 429, headers: { "Retry-After": String(waitSeconds) } },
        );
      }
      const outcome = await inviteMember(db, { organisationId, email: submission.value.email, who, publicUrl: context.env.publicUrl, contact: context.env.organisation });
      if (outcome === "already-member") {
        return data({ inviteResult: submission.reply({ fieldErrors: { email: ["That person is already a member of your organisation"] } }) }, { status: 400 });
      }
      context.mailWorker.wake();
      return data({ inviteResult: submission.reply({ resetForm: true }), membersDone: `An invitation has been sent to ${submission.value.email}. It works for 7 days.` });
    }
    if (intent === "revoke-invitation") {
      const parsed = revokeInvitationSchema.safeParse({ intent, invitationId: form.get("invitationId") ?? undefined });
      if (!parsed.success) return data<MembersResult>({ membersError: "That invitation was not recognised." }, { status: 400 });
      if (!(await revokeInvitation(db, organisationId, parsed.data.invitationId, who))) throw data("There is no such invitation for your organisation.", { status: 404 });
      return data<MembersResult>({ membersDone: "The invitation has been withdrawn. Its link no longer works." });
    }
    if (intent === "application-notices") {
      const chosen = applicationNoticesSchema.safeParse({ intent, userId: form.get("userId") ?? undefined, hears: form.get("hears") ?? undefined });
      if (!chosen.success) return data<MembersResult>({ membersError: "That choice was not recognised. Choose again from the list of members." }, { status: 400 });
      const hears = chosen.data.hears === "yes";
      const name = await chooseApplicationNotices(db, organisationId, chosen.data.userId, hears, who);
      if (!name) throw data("There is no such member of your organisation.", { status: 404 });
      return data<MembersResult>({ membersDone: hears ? `${name} will hear of each new application.` : `${name} will no longer hear of new applications.` });
    }
    const parsed = removeMemberSchema.safeParse({ intent, userId: form.get("userId") ?? undefined });
    if (!parsed.success) return data<MembersResult>({ membersError: "That member was not recognised." }, { status: 400 });
    const outcome = await removeMember(db, organisationId, parsed.data.userId, who, form.get("confirmed") === "yes");
    if (outcome === "not-found") throw data("There is no such member of your organisation.", { status: 404 });
    if (outcome === "self") return data<MembersResult>({ membersError: "You cannot remove yourself. To leave your organisation, ask our team." }, { status: 409 });
    if (typeof outcome === "object") return data<MembersResult>({ confirmRemove: outcome.confirm });
    if (outcome === "last-owner") {
      return data<MembersResult>({ membersError: "Your organisation needs at least one owner. Ask our team to make someone else an owner first." }, { status: 409 });
    }
    return data<MembersResult>({ membersDone: "The member has been removed. They can no longer act for your organisation." });
  }

  if (intent !== "save") return data({ result: undefined, saved: false }, { status: 400 });
  const submission = parseWithZod(form, { schema: organisationSettingsSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), saved: false }, { status: 400 });
  if (!organisationId) return data({ result: submission.reply({ formErrors: [notLinked] }), saved: false }, { status: 409 });
  const value = submission.value;
  await db.transaction(async (tx) => {
    await tx
      .update(organisations)
      .set({
        sector: value.sector || null,
        town: value.town || null,
        contactName: value.contactName || null,
        banTheBox: value.banTheBox === "on",
        disabilityConfident: value.disabilityConfident === "on",
        realLivingWage: value.realLivingWage === "on",
        ownRetentionPercent: value.ownRetentionPercent,
        updatedAt: new Date(),
      })
      .where(and(eq(organisations.id, organisationId), eq(organisations.demo, false)));
    await recordAudit(tx, { event: "organisation_changed", actorUserId: who.userId, sessionId: who.sessionId, detail: { organisationId } });
  });
  return data({ result: submission.reply(), saved: true });
}
