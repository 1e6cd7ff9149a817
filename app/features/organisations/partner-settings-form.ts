import { z } from "zod";
import { partnerTypes } from "../../../db/schema/vocabulary";

type PartnerType = (typeof partnerTypes)[number];

/** The partner organisation's details form (browser-safe): its name, type, town and contact. */

export const partnerTypeLabels: Record<PartnerType, string> = {
  probation: "Probation service",
  prison: "Prison or resettlement team",
  charity: "Charity or support service",
  housing: "Housing service",
  community: "Community service",
  other: "Other",
};

export const partnerSettingsFieldNames = ["name", "partnerType", "town", "contactName"] as const;

export const partnerSettingsMessages = {
  name: "Enter your organisation's name",
  nameShort: "Organisation name must be at least 2 characters.",
  nameLong: "Use 120 characters or fewer for your organisation's name",
  nameTaken: "Another organisation on the service already has this name, or has asked for it. Contact our team if it is yours",
  renamePending: "Your new name is waiting for review. Until our team approves it, everyone else sees your organisation by its current name.",
  partnerType: "Please select your organisation type.",
  town: "Use 80 characters or fewer for the town",
  contactName: "Use 120 characters or fewer for the contact's name",
} as const;

export const partnerSettingsSchema = z.object({
  intent: z.literal("save"),
  name: z
    .string({ error: partnerSettingsMessages.name })
    .trim()
    .min(1, { error: partnerSettingsMessages.name })
    .min(2, { error: partnerSettingsMessages.nameShort })
    .max(120, { error: partnerSettingsMessages.nameLong }),
  partnerType: z.enum(partnerTypes, { error: partnerSettingsMessages.partnerType }),
  town: z.string().trim().max(80, { error: partnerSettingsMessages.town }).optional(),
  contactName: z.string().trim().max(120, { error: partnerSettingsMessages.contactName }).optional(),
});

export type PartnerSettingsInput = z.infer<typeof partnerSettingsSchema>;
