import { type Entry, type SingleTerm, entryLength } from "./periods";

/**
 * Consecutive custodial terms are treated as a single term (Rehabilitation of Offenders Act 1974, s.5(9)(b)): the
 * band, and Schedule 18's "more than 4 years", are decided by the whole term, which ends when its last part ends.
 * A custody entry says which hearing's custody it runs after with `consecutive_with`; that may be its own hearing
 * (two consecutive terms given together) or an earlier one. It starts when that custody ends, so two terms that
 * name the same custody run at the same time as each other, after it. Pure and browser-safe.
 */

/** Kinds that can run after another term of custody. */
export const consecutiveKinds = ["custody", "detention_training_order"] as const;

const canRunConsecutively = (entry: Entry) =>
  (consecutiveKinds as readonly string[]).includes(entry.kind) && !entry.excluded_sentence && entryLength(entry) !== null;

/** A hearing's key: its label, or the entry's own position when it has none. */
const hearingKey = (entry: Entry, index: number) => (entry.hearing ? `h:${entry.hearing}` : `#${index}`);

/** For every custody entry that is part of consecutive terms, the single term it belongs to; undefined otherwise. */
export function singleTerms(convictions: readonly Entry[]): (SingleTerm | undefined)[] {
  const terms: (SingleTerm | undefined)[] = convictions.map(() => undefined);
  if (!convictions.some((entry) => entry.consecutive_with)) return terms;

  const custodyIn = new Map<string, number[]>();
  convictions.forEach((entry, index) => {
    if (!canRunConsecutively(entry)) return;
    const key = hearingKey(entry, index);
    custodyIn.set(key, [...(custodyIn.get(key) ?? []), index]);
  });

  // Each hearing's custody as it stands at the end of that hearing's part of the chain: its length so far and its end.
  const memo = new Map<string, { months: number; end: string } | null>();
  const visiting = new Set<string>();
  const atEndOf = (key: string): { months: number; end: string } | null => {
    if (memo.has(key)) return memo.get(key)!;
    if (visiting.has(key)) return null; // a loop: refused by the schema, never counted
    visiting.add(key);
    const members = custodyIn.get(key) ?? [];
    let months = 0;
    let end: string | null = null;
    // First the terms that start the hearing's custody (on their own date, or after an earlier hearing's custody)...
    for (const index of members) {
      const entry = convictions[index]!;
      const after = entry.consecutive_with ? `h:${entry.consecutive_with}` : null;
      if (after === key) continue;
      const before = after ? atEndOf(after) : null;
      const length = entryLength(entry)!;
      const thisEnd = length.endFrom(before?.end ?? entry.date);
      months = Math.max(months, (before?.months ?? 0) + length.months);
      end = end === null || thisEnd > (end as string) ? thisEnd : end;
    }
    // ...then the terms given at the same hearing to run after them. Each starts when that custody ends, so two of
    // them run side by side, as two terms after an earlier hearing's custody do: the single term grows by the longest.
    const baseEnd = end;
    let longest = 0;
    for (const index of members) {
      const entry = convictions[index]!;
      if (!entry.consecutive_with || `h:${entry.consecutive_with}` !== key) continue;
      const length = entryLength(entry)!;
      const thisEnd = length.endFrom(baseEnd ?? entry.date);
      longest = Math.max(longest, length.months);
      end = end === null || thisEnd > end ? thisEnd : end;
    }
    months += longest;
    visiting.delete(key);
    const result = end === null ? null : { months, end };
    memo.set(key, result);
    return result;
  };

  // Hearings linked by consecutive_with make one single term: its longest reach and latest end, for all of them.
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    const up = parent.get(key);
    if (up === undefined || up === key) return key;
    const root = find(up);
    parent.set(key, root);
    return root;
  };
  convictions.forEach((entry, index) => {
    if (!entry.consecutive_with || !canRunConsecutively(entry)) return;
    const from = hearingKey(entry, index);
    const to = `h:${entry.consecutive_with}`;
    parent.set(find(from), find(to));
  });
  const chains = new Map<string, SingleTerm>();
  for (const key of custodyIn.keys()) {
    const root = find(key);
    const part = atEndOf(key);
    if (!part) continue;
    const schedule18 = (custodyIn.get(key) ?? []).some((index) => convictions[index]!.schedule18_offence === true);
    const chain = chains.get(root);
    chains.set(root, {
      months: Math.max(chain?.months ?? 0, part.months),
      end: chain && chain.end > part.end ? chain.end : part.end,
      schedule18: (chain?.schedule18 ?? false) || schedule18,
    });
  }
  convictions.forEach((entry, index) => {
    if (!canRunConsecutively(entry)) return;
    const key = hearingKey(entry, index);
    const root = find(key);
    const chained = entry.consecutive_with || [...custodyIn.keys()].some((other) => other !== key && find(other) === root) ||
      (custodyIn.get(key) ?? []).some((other) => convictions[other]!.consecutive_with && `h:${convictions[other]!.consecutive_with}` === key);
    if (chained) terms[index] = chains.get(root);
  });
  return terms;
}
