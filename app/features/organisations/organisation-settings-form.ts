import { z } from "zod";

/** The employer's organisation details and commitments form (browser-safe). The name is set by our team. */
export const organisationSettingsMessages = {
  sector: "Use 80 characters or fewer for the sector",
  town: "Use 80 characters or fewer for the town",
  contactName: "Use 120 characters or fewer for the contact's name",
  ownRetentionPercent: "Enter your one-year retention rate as a whole number from 0 to 100, or leave it empty",
} as const;

export const organisationSettingsSchema = z.object({
  sector: z.string().trim().max(80, { error: organisationSettingsMessages.sector }).optional(),
  town: z.string().trim().max(80, { error: organisationSettingsMessages.town }).optional(),
  contactName: z.string().trim().max(120, { error: organisationSettingsMessages.contactName }).optional(),
  banTheBox: z.literal("on").optional(),
  disabilityConfident: z.literal("on").optional(),
  realLivingWage: z.literal("on").optional(),
  /** The employer's own one-year retention rate for comparable hires, in per cent; empty for none. A "%" typed after it is fine. */
  ownRetentionPercent: z
    .string()
    .trim()
    .optional()
    .transform((text, context) => {
      const bare = (text ?? "").replace(/\s*%$/, "");
      if (bare === "") return null;
      if (!/^\d{1,3}$/.test(bare) || Number(bare) > 100) {
        context.addIssue({ code: "custom", message: organisationSettingsMessages.ownRetentionPercent });
        return z.NEVER;
      }
      return Number(bare);
    }),
});

export type OrganisationSettingsInput = z.infer<typeof organisationSettingsSchema>;

/** Inviting someone to act for the organisation, by their email address. */
export const inviteMemberSchema = z.object({
  intent: z.literal("invite"),
  email: z
    .string({ error: "Enter the email address of the person to invite" })
    .trim()
    .min(1, "Enter the email address of the person to invite")
    .max(254, "The email address must be 254 characters or fewer")
    .pipe(z.email("Enter an email address in the right format, like name@example.com"))
    .transform((email) => email.toLowerCase()),
});

export const revokeInvitationSchema = z.object({ intent: z.literal("revoke-invitation"), invitationId: z.uuid() });

export const removeMemberSchema = z.object({ intent: z.literal("remove-member"), userId: z.string().trim().min(1).max(100) });

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** The owner's choice of whether one member hears of new applications to the organisation's roles. */
export const applicationNoticesSchema = z.object({ intent: z.literal("application-notices"), userId: z.string().trim().min(1).max(100), hears: z.enum(["yes", "no"]) });
