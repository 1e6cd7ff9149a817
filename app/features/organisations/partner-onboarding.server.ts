import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, count, eq } from "drizzle-orm";
import { data } from "react-router";
import { organisationContacts, organisations, referrals } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { uuidv7 } from "~/lib/uuid.server";
import { addContactSchema, agreementSchema, onboardingSteps, removeContactSchema, safeguardingSchema, type OnboardingStep } from "./partner-onboarding-form";
import { readForm } from "~/lib/read-form.server";

export type OrganisationContact = { id: string; name: string; jobTitle: string | null; email: string | null; phone: string | null };

export type PartnerOnboarding = {
  organisationName: string;
  agreement: { signedOn: string | null; signedBy: string | null };
  safeguarding: { name: string | null; email: string | null; phone: string | null };
  contacts: OrganisationContact[];
  referrals: number;
  steps: Record<OnboardingStep, boolean>;
  done: number;
  total: number;
};

type KnownPartner = PartnerSubject & { organisationId: string };

/** The most contacts one organisation keeps: enough for any team, and a bound on what one page lists. */
export const MAX_CONTACTS = 50;

function ownOrganisation(subject: KnownPartner) {
  return and(eq(organisations.id, subject.organisationId), eq(organisations.kind, "partner"), eq(organisations.demo, subject.demo));
}

/** The partner's onboarding checklist with each step's answers; null for a partner with no organisation (yet). */
export async function partnerOnboarding(db: AppDb, subject: PartnerSubject): Promise<PartnerOnboarding | null> {
  if (!subject.organisationId) return null;
  const known = { ...subject, organisationId: subject.organisationId };
  const [[row], contacts, [referred]] = await Promise.all([
    db
      .select({
        name: organisations.name,
        signedOn: organisations.dataSharingAgreementSignedOn,
        signedBy: organisations.dataSharingAgreementSignedBy,
        leadName: organisations.safeguardingLeadName,
        leadEmail: organisations.safeguardingLeadEmail,
        leadPhone: organisations.safeguardingLeadPhone,
      })
      .from(organisations)
      .where(ownOrganisation(known))
      .limit(1),
    db
      .select({ id: organisationContacts.id, name: organisationContacts.name, jobTitle: organisationContacts.jobTitle, email: organisationContacts.email, phone: organisationContacts.phone })
      .from(organisationContacts)
      .where(and(eq(organisationContacts.organisationId, known.organisationId), eq(organisationContacts.demo, known.demo)))
      .orderBy(asc(organisationContacts.createdAt), asc(organisationContacts.id))
      .limit(MAX_CONTACTS),
    db
      .select({ count: count() })
      .from(referrals)
      .where(and(eq(referrals.partnerId, known.organisationId), eq(referrals.demo, known.demo))),
  ]);
  if (!row) return null;
  const steps: Record<OnboardingStep, boolean> = {
    agreement: Boolean(row.signedOn && row.signedBy),
    safeguarding: Boolean(row.leadName && (row.leadEmail || row.leadPhone)),
    contacts: contacts.length > 0,
    referral: (referred?.count ?? 0) > 0,
  };
  return {
    organisationName: row.name,
    agreement: { signedOn: row.signedOn, signedBy: row.signedBy },
    safeguarding: { name: row.leadName, email: row.leadEmail, phone: row.leadPhone },
    contacts,
    referrals: referred?.count ?? 0,
    steps,
    done: onboardingSteps.filter((step) => steps[step]).length,
    total: onboardingSteps.length,
  };
}

/** How far the partner has got with onboarding, for its home; null with no organisation. */
export async function onboardingProgress(db: AppDb, subject: PartnerSubject): Promise<{ done: number; total: number } | null> {
  const onboarding = await partnerOnboarding(db, subject);
  return onboarding ? { done: onboarding.done, total: onboarding.total } : null;
}

const notLinked = "Your account is not linked to a partner organisation yet, so nothing was saved.";

/**
 * The onboarding page's action on the portal: one step per post (by `intent`), checked with the browser's
 * schema, saved with its audit row in one transaction. A bad entry is a 400 with every answer kept.
 */
export async function partnerOnboardingAction(db: AppDb, subject: PartnerSubject, user: { id: string }, request: Request) {
  // A form that cannot be read (or holds a NUL character) is answered by readForm, with words that say why.
  const form = await readForm(request);
  const intent = form.get("intent");
  const schema =
    intent === "agreement" ? agreementSchema : intent === "safeguarding" ? safeguardingSchema : intent === "add-contact" ? addContactSchema : intent === "remove-contact" ? removeContactSchema : null;
  if (!schema) return data({ intent: null, result: undefined, saved: null }, { status: 400 });
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return data({ intent, result: submission.reply(), saved: null }, { status: 400 });
  const organisationId = subject.organisationId;
  if (subject.demo || !organisationId) return data({ intent, result: submission.reply({ formErrors: [notLinked] }), saved: null }, { status: 409 });
  const value = submission.value;
  const audit = (event: "partner_onboarding_changed" | "organisation_contact_added" | "organisation_contact_removed", detail: Record<string, unknown>) => ({
    event,
    actorUserId: user.id,
    detail: { organisationId, ...detail },
  });
  const own = and(eq(organisations.id, organisationId), eq(organisations.kind, "partner"), eq(organisations.demo, false));

  switch (value.intent) {
    case "agreement":
    case "safeguarding": {
      const changes =
        value.intent === "agreement"
          ? { dataSharingAgreementSignedOn: value.signedOn, dataSharingAgreementSignedBy: value.signedBy }
          : { safeguardingLeadName: value.leadName, safeguardingLeadEmail: value.leadEmail, safeguardingLeadPhone: value.leadPhone };
      await db.transaction(async (tx) => {
        await tx.update(organisations).set({ ...changes, updatedAt: new Date() }).where(own);
        // Which step changed, never the names or contact details typed.
        await recordAudit(tx, audit("partner_onboarding_changed", { step: value.intent }));
      });
      return data({ intent, result: submission.reply({ resetForm: false }), saved: value.intent });
    }
    case "add-contact": {
      const contactId = uuidv7();
      const added = await db.transaction(async (tx) => {
        const [{ count: existing } = { count: 0 }] = await tx
          .select({ count: count() })
          .from(organisationContacts)
          .where(and(eq(organisationContacts.organisationId, organisationId), eq(organisationContacts.demo, false)));
        if (existing >= MAX_CONTACTS) return false;
        await tx.insert(organisationContacts).values({
          id: contactId,
          organisationId,
          name: value.name,
          jobTitle: value.jobTitle ?? null,
          email: value.email ?? null,
          phone: value.phone ?? null,
          demo: false,
        });
        await recordAudit(tx, audit("organisation_contact_added", { contactId }));
        return true;
      });
      if (!added) return data({ intent, result: submission.reply({ formErrors: [`You can name up to ${MAX_CONTACTS} contacts. Remove one first.`] }), saved: null }, { status: 409 });
      // The form is emptied for the next contact.
      return data({ intent, result: submission.reply({ resetForm: true }), saved: "add-contact" });
    }
    case "remove-contact": {
      const removed = await db.transaction(async (tx) => {
        const gone = await tx
          .delete(organisationContacts)
          .where(and(eq(organisationContacts.id, value.contactId), eq(organisationContacts.organisationId, organisationId), eq(organisationContacts.demo, false)))
          .returning({ id: organisationContacts.id });
        if (gone.length === 0) return false;
        await recordAudit(tx, audit("organisation_contact_removed", { contactId: value.contactId }));
        return true;
      });
      if (!removed) throw data("There is no contact of your organisation with that id.", { status: 404 });
      return data({ intent, result: undefined, saved: "remove-contact" });
    }
  }
}
