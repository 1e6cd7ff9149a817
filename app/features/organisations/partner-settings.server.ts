import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { organisations } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { partnerSettingsMessages, partnerSettingsSchema } from "./partner-settings-form";
import { proposeRename, tidyName } from "./organisation-names.server";
import { readForm } from "~/lib/read-form.server";

export type PartnerSettings = {
  name: string;
  status: string;
  /** A new name the organisation asked for, waiting for an administrator. */
  proposedName: string | null;
  values: Record<string, string>;
};

/** The partner's own organisation as its settings page shows it; null with none (or not this data set's). */
export async function partnerSettings(db: AppDb, subject: PartnerSubject): Promise<PartnerSettings | null> {
  if (!subject.organisationId) return null;
  const [row] = await db
    .select({
      name: organisations.name,
      proposedName: organisations.proposedName,
      status: organisations.status,
      partnerType: organisations.partnerType,
      town: organisations.town,
      contactName: organisations.contactName,
    })
    .from(organisations)
    .where(and(eq(organisations.id, subject.organisationId), eq(organisations.kind, "partner"), eq(organisations.demo, subject.demo)))
    .limit(1);
  if (!row) return null;
  return {
    name: row.name,
    status: row.status,
    proposedName: row.proposedName,
    // The box holds the name asked for, so saving the other details leaves the request as it is.
    values: { name: row.proposedName ?? row.name, partnerType: row.partnerType ?? "", town: row.town ?? "", contactName: row.contactName ?? "" },
  };
}

/**
 * Saves the details of the partner's own real organisation, with an audit row, in one transaction. A new
 * name is not used until an administrator approves it (organisation-names.server.ts); a name another
 * organisation has, or has asked for, in any letter case or spacing, is refused.
 */
export async function partnerSettingsAction(db: AppDb, subject: PartnerSubject, user: { id: string }, request: Request) {
  // A form that cannot be read (or holds a NUL character) is answered by readForm, with words that say why.
  const form = await readForm(request);
  if (form.get("intent") !== "save") return data({ result: undefined, saved: false }, { status: 400 });
  const submission = parseWithZod(form, { schema: partnerSettingsSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), saved: false }, { status: 400 });
  const organisationId = subject.organisationId;
  if (subject.demo || !organisationId) {
    return data({ result: submission.reply({ formErrors: ["Your account is not linked to a partner organisation yet, so nothing was saved."] }), saved: false }, { status: 409 });
  }
  const value = submission.value;
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const rename = await proposeRename(tx, { id: organisationId, kind: "partner" }, value.name, user.id, now);
    if (rename === "taken") return rename;
    await tx
      .update(organisations)
      .set({ partnerType: value.partnerType, town: value.town || null, contactName: value.contactName || null, updatedAt: now })
      .where(and(eq(organisations.id, organisationId), eq(organisations.kind, "partner"), eq(organisations.demo, false)));
    await recordAudit(tx, { event: "organisation_changed", actorUserId: user.id, detail: { organisationId } });
    if (rename === "proposed") {
      await recordAudit(tx, { event: "organisation_rename_requested", actorUserId: user.id, subjectUserId: user.id, detail: { organisationId, to: tidyName(value.name) } });
    } else if (rename === "withdrawn") {
      await recordAudit(tx, { event: "organisation_rename_withdrawn", actorUserId: user.id, subjectUserId: user.id, detail: { organisationId } });
    }
    return rename;
  });
  if (outcome === "taken") return data({ result: submission.reply({ fieldErrors: { name: [partnerSettingsMessages.nameTaken] } }), saved: false }, { status: 409 });
  return data({ result: submission.reply(), saved: true, renamePending: outcome === "proposed" });
}
