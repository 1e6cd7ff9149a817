import { z } from "zod";
import { convictionTypes } from "../../../db/schema/vocabulary";

const isoDate = z.iso.date("must be a date written YYYY-MM-DD");

/**
 * What one conviction record holds once decrypted. It is criminal offence data: it lives only inside the
 * encrypted payload of conviction_records, never in a column, a log line or an audit row.
 */
export const convictionDetailsSchema = z
  .object({
    convictionType: z.enum(convictionTypes),
    offenceDescription: z.string().trim().min(1).max(2000),
    convictionDate: isoDate,
    sentence: z.string().trim().min(1).max(500),
    /** When the sentence ended or ends; none for a caution or a fine. */
    sentenceEndDate: isoDate.nullable(),
    /** The candidate's own words to an employer; empty until they write one. */
    disclosureLetter: z.string().max(10_000),
  })
  .refine((payload) => payload.sentenceEndDate === null || payload.sentenceEndDate >= payload.convictionDate, {
    message: "The sentence cannot end before the conviction date",
    path: ["sentenceEndDate"],
  });

/**
 * A disclosure letter the candidate saved from the CV builder ("Save to my account"). The builder never asks
 * for the offence, its date or the sentence, so this record holds the letter alone; nothing is made up.
 */
export const letterOnlySchema = z.object({
  source: z.literal("cv_builder"),
  disclosureLetter: z.string().trim().min(1).max(10_000),
});

export const convictionPayloadSchema = z.union([convictionDetailsSchema, letterOnlySchema]);

export type ConvictionDetails = z.infer<typeof convictionDetailsSchema>;
export type LetterOnly = z.infer<typeof letterOnlySchema>;
export type ConvictionPayload = z.infer<typeof convictionPayloadSchema>;

/** True for a record with conviction details (not a letter saved on its own). */
export function hasConvictionDetails(payload: ConvictionPayload): payload is ConvictionDetails {
  return !("source" in payload);
}
