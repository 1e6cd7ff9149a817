import { readDate } from "./answer-checks";
import type { Answers, SentenceAnswers } from "./answers";
import { consecutiveKinds } from "./consecutive";

/**
 * Which custody a sentence typed into the checker's pages can have been given to run after (the "consecutive"
 * question): custody with a length given for the same conviction before it, or for a conviction added before this
 * one and dated no later. Only earlier records are offered, so two records can never each run after the other.
 * Values are record indices as text, as SentenceAnswers.consecutiveWith keeps them. Pure and browser-safe.
 */

const isCustodyWithLength = (sentence: SentenceAnswers) =>
  (consecutiveKinds as readonly string[]).includes(sentence.kind) && sentence.lengthValue !== "" && sentence.lengthUnit !== "";

/** Whether a sentence can run after other custody at all. */
export const canRunAfter = isCustodyWithLength;

export function consecutiveChoices(answers: Answers, r: number, s: number): string[] {
  const record = answers.records[r];
  const sentence = record?.sentences[s];
  if (!record || record.type !== "conviction" || !sentence || !isCustodyWithLength(sentence)) return [];
  const own = readDate(record.date);
  if ("error" in own) return [];
  const choices: string[] = [];
  answers.records.forEach((other, k) => {
    if (k > r || other.type !== "conviction") return;
    const custody = other.sentences.some((item, index) => (k !== r || index < s) && isCustodyWithLength(item));
    if (!custody) return;
    const date = readDate(other.date);
    if (k !== r && ("error" in date || date.date > own.date)) return;
    choices.push(String(k));
  });
  // This conviction's own other custody first: terms given together are the usual case.
  return choices.sort((a, b) => (a === String(r) ? -1 : b === String(r) ? 1 : Number(a) - Number(b)));
}
