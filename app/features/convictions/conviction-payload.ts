import { z } from "zod";
import { convictionTypes } from "../../../db/schema/vocabulary";

const isoDate = z.iso.date("must be a date written YYYY-MM-DD");

/**
 * What one conviction record holds once decrypted. It is criminal offence data: it lives only inside the
 * encrypted payload of conviction_records, never in a column, a log line or an audit row.
 */
export const convictionPayloadSchema = z
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

export type ConvictionPayload = z.infer<typeof convictionPayloadSchema>;
