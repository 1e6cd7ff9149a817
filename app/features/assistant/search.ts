/**
 * Full-text search over our own content, ranked with BM25: a small in-memory index of a few hundred sections.
 * Pure and browser-safe; the assistant builds the index once on the server.
 */

import type { Block } from "./types";

export type Section = {
  id: string;
  title: string;
  /** Where the section lives, with its anchor. */
  href: string;
  text: string;
  /** Which of our content it comes from, said beside each link. */
  source: string;
  /** The section as the page lays it out, when it holds a table or a list: an answer shows it the same way. */
  blocks?: Block[];
};

export type Hit = { section: Section; score: number };

const STOPWORDS = new Set(
  (
    "a about after all also am an and any are as at be been before being but by can could did do does doing for from had has have " +
    "how i if in into is it its just me my no not of on or our out so some than that the their them then there these they this to " +
    "up us was we were what when where which while who whom why will with would you your yours get got"
  ).split(" "),
);

/** Lower case, split on anything that is not a letter or digit, common words dropped, plurals and -ing/-ed trimmed. */
export function tokenise(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOPWORDS.has(word))
    .map(stem);
}

export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  if (word.endsWith("ing") && word.length > 5) return word.slice(0, -3);
  if (word.endsWith("ed") && word.length > 4 && !word.endsWith("eed")) return word.slice(0, -2);
  return word;
}

type Indexed = { section: Section; terms: Map<string, number>; length: number };

export type SearchIndex = { docs: Indexed[]; documentFrequency: Map<string, number>; averageLength: number };

/** Title words count three times: a section called "Fines" is about fines. */
const TITLE_WEIGHT = 3;
const K1 = 1.2;
const B = 0.75;

export function buildIndex(sections: readonly Section[]): SearchIndex {
  const docs = sections.map((section) => {
    const words = [...Array.from({ length: TITLE_WEIGHT }, () => tokenise(section.title)).flat(), ...tokenise(section.text)];
    const terms = new Map<string, number>();
    for (const word of words) terms.set(word, (terms.get(word) ?? 0) + 1);
    return { section, terms, length: words.length };
  });
  const documentFrequency = new Map<string, number>();
  for (const doc of docs) for (const term of doc.terms.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, docs.length);
  return { docs, documentFrequency, averageLength };
}

/** The best sections for a question, best first; none when no word of the question is in our content. */
export function search(index: SearchIndex, query: string, limit = 3): Hit[] {
  const terms = [...new Set(tokenise(query))];
  const total = index.docs.length;
  const hits: Hit[] = [];
  for (const doc of index.docs) {
    let score = 0;
    for (const term of terms) {
      const frequency = doc.terms.get(term);
      if (!frequency) continue;
      const df = index.documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
      score += (idf * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * doc.length) / index.averageLength));
    }
    if (score > 0) hits.push({ section: doc.section, score });
  }
  hits.sort((a, b) => b.score - a.score);
  // Sections far weaker than the best add noise, not help.
  const best = hits[0]?.score ?? 0;
  return hits.filter((hit) => hit.score >= best * 0.35).slice(0, limit);
}

/** The sentences of a section that share most words with the question, in their own order. */
export function bestSentences(text: string, query: string, count = 3): string[] {
  const terms = new Set(tokenise(query));
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z“"(])/).map((sentence) => sentence.trim()).filter(Boolean);
  const scored = sentences.map((sentence, index) => ({
    sentence,
    index,
    score: tokenise(sentence).filter((word) => terms.has(word)).length,
  }));
  const chosen = scored
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index);
  return (chosen.length > 0 ? chosen : scored.slice(0, 1)).map((item) => item.sentence);
}
