import { z } from "zod";

/** The caseworker's settings form (browser-safe): the name and team others see on notes, messages and appointments. */
export const caseworkerSettingsSchema = z.object({
  fullName: z
    .string({ error: "Enter your name" })
    .trim()
    .min(2, "Your name must be at least 2 characters")
    .max(100, "Your name must be 100 characters or fewer"),
  team: z
    .string()
    .trim()
    .max(100, "The team must be 100 characters or fewer")
    .optional()
    .transform((value) => value || null),
});

export const settingsFieldNames = ["fullName", "team"] as const;
