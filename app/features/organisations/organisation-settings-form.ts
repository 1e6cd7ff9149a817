import { z } from "zod";

/** The employer's organisation details and commitments form (browser-safe). The name is set by our team. */
export const organisationSettingsMessages = {
  sector: "Use 80 characters or fewer for the sector",
  town: "Use 80 characters or fewer for the town",
  contactName: "Use 120 characters or fewer for the contact's name",
} as const;

export const organisationSettingsSchema = z.object({
  sector: z.string().trim().max(80, { error: organisationSettingsMessages.sector }).optional(),
  town: z.string().trim().max(80, { error: organisationSettingsMessages.town }).optional(),
  contactName: z.string().trim().max(120, { error: organisationSettingsMessages.contactName }).optional(),
  banTheBox: z.literal("on").optional(),
  disabilityConfident: z.literal("on").optional(),
  realLivingWage: z.literal("on").optional(),
});

export type OrganisationSettingsInput = z.infer<typeof organisationSettingsSchema>;
