import { z } from "zod";

/** "I would like to mentor" on a partner's or employer's settings page (browser-safe). */
export const MENTOR_OFFER_MAX = 500;

export const mentorOfferSchema = z.object({
  intent: z.literal("mentor-offer"),
  offer: z
    .string({ error: "Say in a few words what you can offer as a mentor" })
    .trim()
    .min(1, "Say in a few words what you can offer as a mentor")
    .max(MENTOR_OFFER_MAX, `This must be ${MENTOR_OFFER_MAX} characters or fewer`),
  livedExperience: z
    .string()
    .optional()
    .transform((value) => value === "on"),
});

export const mentorOfferMessages = {
  saved: "Thank you. Caseworkers can now choose you as a mentor for someone they support.",
  withdrawn: "You are no longer offered as a mentor. Anyone you mentor now keeps you until their caseworker ends it.",
  noOrganisation: "Your account is not linked to an organisation yet, so you cannot offer to mentor.",
} as const;
