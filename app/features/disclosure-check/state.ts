import { z } from "zod";
import { type Answers, MAX_RECORDS, MAX_SENTENCES, lengthUnits } from "./answers";
import { kinds } from "./kinds";
import { type Step, questions } from "./questions";

/**
 * The checker's state: everything the person has said, and where they are. It travels with the form (a hidden
 * field), so the pages need no storage and work without JavaScript; the same steps run in the browser inside the
 * CV builder.
 */

export type WizardState = { answers: Answers; step: Step; history: Step[] };

export function initialState(): WizardState {
  return { answers: { jurisdiction: "", records: [] }, step: { q: "jurisdiction", r: 0, s: 0 }, history: [] };
}

const text = z.string().max(40);
const dateSchema = z.object({ day: text, month: text, year: text });
const sentenceSchema = z.object({
  kind: z.enum([...kinds, "excluded", ""]),
  lengthValue: text,
  lengthUnit: z.enum([...lengthUnits, ""]),
  end: z.enum(["date", "length", "none", "until-further-order", ""]),
  endDate: dateSchema,
  schedule18: z.enum(["yes", "no", ""]),
  approximate: z.boolean(),
  // Added later: a form from before them still reads.
  paid: z.enum(["yes", "no", ""]).default(""),
  consecutiveWith: z.string().max(4).default(""),
});
const recordSchema = z.object({
  type: z.enum(["simple_caution", "conditional_caution", "conviction", "fixed_penalty", ""]),
  age: z.enum(["adult", "under18", ""]),
  date: dateSchema,
  conditionsEnd: z.enum(["date", "unknown", ""]),
  conditionsEndDate: dateSchema,
  sentences: z.array(sentenceSchema).max(MAX_SENTENCES),
  specified: z.enum(["yes", "no", "not-sure", ""]),
});
const stepSchema = z.object({ q: z.enum(questions), r: z.number().int().min(0).max(MAX_RECORDS), s: z.number().int().min(0).max(MAX_SENTENCES) });
const stateSchema = z.object({
  answers: z.object({ jurisdiction: z.enum(["england_wales", "scotland", "northern_ireland", ""]), records: z.array(recordSchema).max(MAX_RECORDS) }),
  step: stepSchema,
  history: z.array(stepSchema).max(400),
});

export const STATE_FIELD = "checker-state";

export function serialiseState(state: WizardState): string {
  return JSON.stringify(state);
}

/** The state posted back by the form, or null when it is missing or not one this checker wrote. */
export function parseState(raw: string | null | undefined): WizardState | null {
  if (!raw) return null;
  try {
    const parsed = stateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as WizardState) : null;
  } catch {
    return null;
  }
}
