import { z } from "zod";
import { availabilities } from "../../../db/schema/vocabulary";

/** The candidate profile form (browser-safe): one schema for the browser and the action. */

export type Availability = (typeof availabilities)[number];

export const availabilityLabels: Record<Availability, string> = {
  full_time: "Full time",
  part_time: "Part time",
  either: "Full or part time",
};

export const PROFILE_FORM_ID = "candidate-profile";

/** The form's fields in page order, for the error summary. */
export const profileFieldNames = ["fullName", "town", "travelArea", "travelMiles", "availability", "workInterests", "skills"] as const;

const MAX_ITEMS = 20;
const MAX_ITEM_LENGTH = 60;

/** A list typed one item a line (commas also split), trimmed, without blanks or repeats. */
export function splitList(text: string): string[] {
  const items = text
    .split(/[\n,]/)
    .map((item) => item.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  return [...new Set(items)];
}

export function joinList(items: readonly string[]): string {
  return items.join("\n");
}

const listField = (what: string) =>
  z
    .string()
    .max(3000, `${what} must be 3,000 characters or fewer`)
    .optional()
    .transform((text) => splitList(text ?? ""))
    .refine((items) => items.length <= MAX_ITEMS, `Enter ${MAX_ITEMS} ${what.toLowerCase()} or fewer`)
    .refine((items) => items.every((item) => item.length <= MAX_ITEM_LENGTH), `Each of your ${what.toLowerCase()} must be ${MAX_ITEM_LENGTH} characters or fewer`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} must be ${max} characters or fewer`)
    .optional()
    .transform((text) => text?.trim() || null);

export const profileSchema = z.object({
  fullName: z
    .string({ error: "Enter your name" })
    .trim()
    .min(1, "Enter your name")
    .max(120, "Your name must be 120 characters or fewer"),
  town: optionalText("Town or city", 80),
  travelArea: optionalText("Where you can travel", 200),
  travelMiles: z
    .string()
    .optional()
    .transform((text) => text?.trim() ?? "")
    .refine((text) => text === "" || /^\d{1,3}$/.test(text), "Enter how far you can travel as a whole number of miles, like 10")
    .transform((text) => (text === "" ? null : Number(text)))
    .refine((miles) => miles === null || miles <= 300, "Enter a distance of 300 miles or less"),
  availability: z
    .enum(availabilities, { error: "Choose when you can work" })
    .optional()
    .transform((value) => value ?? null),
  workInterests: listField("Work interests"),
  skills: listField("Skills"),
});

export type ProfileInput = z.output<typeof profileSchema>;

/** What the profile page shows and the form starts from. */
export type CandidateProfile = {
  fullName: string;
  town: string | null;
  travelArea: string | null;
  travelMiles: number | null;
  availability: Availability | null;
  workInterests: string[];
  skills: string[];
  updatedAt: string;
};

/** The form's starting values, as the form posts them. */
export function profileFormValues(profile: CandidateProfile): Record<string, string> {
  return {
    fullName: profile.fullName,
    town: profile.town ?? "",
    travelArea: profile.travelArea ?? "",
    travelMiles: profile.travelMiles === null ? "" : String(profile.travelMiles),
    availability: profile.availability ?? "",
    workInterests: joinList(profile.workInterests),
    skills: joinList(profile.skills),
  };
}
