/**
 * Puts a question into the words the assistant reads sentences in: lower case, number words as digits, and the
 * words for sentences spelled right ("prision" is "prison", "comunity" is "community"). Pure and browser-safe.
 */

/** The words the assistant looks for. A word typed within one letter of one of these (two, for long ones) is read as it. */
const vocabulary = [
  "prison", "custody", "custodial", "imprisonment", "imprisoned", "sentence", "sentenced", "suspended", "caution",
  "cautioned", "conditional", "community", "service", "payback", "discharge", "discharged", "absolute", "absolutely",
  "compensation", "referral", "rehabilitation", "detention", "training", "disqualified", "disqualification",
  "restraining", "endorsement", "reprimand", "warning", "months", "month", "years", "weeks", "january", "february",
  "march", "april", "august", "september", "october", "november", "december", "licence", "conviction", "convicted",
  "convictions", "magistrates", "crown", "court", "unspent", "disclose", "declare", "employer", "warehouse",
];

/** Misspellings too short or too far for the rule above, seen in real questions. */
const aliases: Record<string, string> = {
  jial: "jail", jale: "jail", gaol: "jail", jailed: "jailed", prisn: "prison", prsion: "prison", cation: "caution",
  coution: "caution", caushun: "caution", cauton: "caution", sentance: "sentence", sentanced: "sentenced", finde: "fined",
  yrs: "years", yr: "year", mths: "months", mnths: "months", monts: "months", munths: "months", yeras: "years", yeers: "years", mth: "month", mos: "months", wks: "weeks", wk: "week",
  licence: "licence", license: "licence", sept: "september", jan: "january", feb: "february", mar: "march",
  apr: "april", jun: "june", jul: "july", aug: "august", sep: "september", oct: "october", nov: "november", dec: "december",
  comunity: "community", commuity: "community", comunnity: "community", ipp: "ipp", cd: "cd",
};

const numberWords: Record<string, string> = {
  one: "1", two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9", ten: "10",
  eleven: "11", twelve: "12", thirteen: "13", fourteen: "14", fifteen: "15", sixteen: "16", seventeen: "17",
  eighteen: "18", nineteen: "19", twenty: "20", thirty: "30",
};

/** Edit distance, counting two letters swapped as one edit ("cuation" is one from "caution"). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

const known = new Set(vocabulary);

/** One word spelled right, when it is close to a word we look for; otherwise as it was typed. */
export function correctWord(word: string): string {
  if (numberWords[word]) return numberWords[word];
  if (aliases[word]) return aliases[word];
  // Short words are left alone: "find", "line" and "mine" are one letter from "fine".
  if (word.length < 6 || known.has(word) || /\d/.test(word)) return word;
  const allowed = word.length >= 9 ? 2 : 1;
  let best: { word: string; distance: number } | null = null;
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const distance = editDistance(word, candidate);
    if (distance <= allowed && (!best || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word ?? word;
}

/** The question as the assistant reads it: "I got 6 monthes in prision in 2021" is "i got 6 months in prison in 2021". */
export function normaliseQuestion(question: string): string {
  return question
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/(\d),(\d{3})\b/g, "$1$2")
    .replace(/(\d)\s*(st|nd|rd|th)\b/g, "$1")
    .replace(/(\d)(yrs?|years?|months?|mths?|weeks?|wks?|days?)\b/g, "$1 $2")
    .replace(/[^a-z0-9/.'\s-]/g, " ")
    .replace(/(?<!\d)[.-]|[.-](?!\d)/g, " ")
    .replace(/'s\b/g, " s")
    .replace(/'/g, "")
    .split(/\s+/)
    .filter(Boolean)
    .map(correctWord)
    .join(" ");
}
