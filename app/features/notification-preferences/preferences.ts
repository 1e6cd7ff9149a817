import { z } from "zod";

/** The email choices on the candidate's settings page (browser-safe). No stored row means every one is on. */

export const PREFERENCES_FORM_ID = "notification-preferences";

export const emailKinds = ["appointmentEmails", "applicationEmails", "messageEmails"] as const;
export type EmailKind = (typeof emailKinds)[number];

export type NotificationPreferences = Record<EmailKind, boolean>;

export const defaultPreferences: NotificationPreferences = { appointmentEmails: true, applicationEmails: true, messageEmails: true };

export const emailKindLabels: Record<EmailKind, { label: string; hint: string }> = {
  appointmentEmails: { label: "Appointments", hint: "When an appointment with our team or an employer is booked, moved or cancelled." },
  applicationEmails: { label: "Applications", hint: "When an employer moves one of your applications on, for example to an interview or a job offer." },
  messageEmails: { label: "Messages", hint: "When someone sends you a message on the service." },
};

/** A ticked box sends "on"; an unticked one sends nothing, which means "off". */
const box = z
  .literal("on", { error: "Tick the box or leave it empty" })
  .optional()
  .transform((value) => value === "on");

export const preferencesSchema = z.object({
  intent: z.literal("save-preferences", { error: "That action was not recognised. Use a button on this page." }),
  appointmentEmails: box,
  applicationEmails: box,
  messageEmails: box,
});

/** The form's starting values, as the checkboxes read them. */
export function preferenceValues(preferences: NotificationPreferences): Record<string, string> {
  const values: Record<string, string> = {};
  for (const kind of emailKinds) if (preferences[kind]) values[kind] = "on";
  return values;
}
