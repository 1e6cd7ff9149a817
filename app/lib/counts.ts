/** Shapes counted rows for display: every value of a vocabulary in its own order, zeros included. */
export function countsInOrder<T extends string>(values: readonly T[], rows: { value: T; count: number }[]): { value: T; count: number }[] {
  const found = new Map(rows.map((row) => [row.value, Number(row.count)]));
  return values.map((value) => ({ value, count: found.get(value) ?? 0 }));
}

/** The sum of the counts. */
export function total(counts: { count: number }[]): number {
  return counts.reduce((sum, row) => sum + row.count, 0);
}

const smallNumbers = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/**
 * A number with its noun, as a sentence would say it: "no applications", "one application", "12 applications".
 * Small numbers are written in words, as GOV.UK style does, so a figure reads the same to everyone.
 */
export function countPhrase(count: number, singular: string, plural = `${singular}s`): string {
  const noun = count === 1 ? singular : plural;
  const figure = count >= 0 && count < smallNumbers.length ? smallNumbers[count] : count.toLocaleString("en-GB");
  return `${figure} ${noun}`;
}

/** The phrase at the start of a sentence: "No applications", "One application". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
