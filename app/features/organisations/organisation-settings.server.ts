import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, eq } from "drizzle-orm";
import { data } from "react-router";
import { organisationMembers, organisations, users } from "../../../db/schema";
import { organisationSettingsSchema } from "./organisation-settings-form";
import { recordAudit } from "~/features/auth/audit.server";
import type { EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";

export type OrganisationSettings = {
  name: string;
  status: string;
  values: Record<string, string>;
  /** Demonstration organisations have no members. */
  members: { name: string; email: string; role: string }[];
};

/** The employer's own organisation as the settings page shows it; null with none (or not this data set's). */
export async function organisationSettings(db: AppDb, subject: EmployerSubject): Promise<OrganisationSettings | null> {
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
        .select({ name: users.name, email: users.email, role: organisationMembers.role })
        .from(organisationMembers)
        .innerJoin(users, eq(users.id, organisationMembers.userId))
        .where(eq(organisationMembers.organisationId, row.id))
        .orderBy(asc(organisationMembers.createdAt));
  const values: Record<string, string> = { sector: row.sector ?? "", town: row.town ?? "", contactName: row.contactName ?? "" };
  for (const key of ["banTheBox", "disabilityConfident", "realLivingWage"] as const) if (row[key]) values[key] = "on";
  return { name: row.name, status: row.status, values, members };
}

/** Saves the details and commitments of the employer's own real organisation, with an audit row, in one transaction. */
export async function organisationSettingsAction(db: AppDb, subject: EmployerSubject, user: { id: string }, request: Request) {
  const form = await request.formData();
  if (form.get("intent") !== "save") return data({ result: undefined, saved: false }, { status: 400 });
  const submission = parseWithZod(form, { schema: organisationSettingsSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), saved: false }, { status: 400 });
  const organisationId = subject.organisationId;
  if (subject.demo || !organisationId) return data({ result: submission.reply({ formErrors: ["Your account is not linked to an employer organisation yet, so nothing was saved."] }), saved: false }, { status: 409 });
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
        updatedAt: new Date(),
      })
      .where(and(eq(organisations.id, organisationId), eq(organisations.demo, false)));
    await recordAudit(tx, { event: "organisation_changed", actorUserId: user.id, detail: { organisationId } });
  });
  return data({ result: submission.reply(), saved: true });
}
