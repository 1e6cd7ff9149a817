import { formatDate } from "~/lib/dates";
import type { CvDraft, Timeframe } from "./draft";

/** How each timeframe is worded inside the letter. */
export const timeframeWording: Record<Timeframe, string> = {
  recent: "the last year",
  "1-2-years": "1-2 years ago",
  "over-2-years": "over 2 years ago",
};

export const LETTER_SKILL_COUNT = 3;
export const NO_EXPERIENCE = "my experience";
const NO_SKILLS = "hard work and a willingness to learn";
/** The greeting the person completes with the name of whoever they are writing to. */
export const LETTER_GREETING = "Dear [name],";

/**
 * The [bracketed] gaps a letter still has for the person to fill in, such as the greeting's [name], each once,
 * in the order they appear. A letter with any left is not finished and cannot be shared with an employer.
 */
export function letterPlaceholders(letter: string): string[] {
  return [...new Set(letter.match(/\[[^[\]\n]{1,60}\]/g) ?? [])];
}

export type LetterVariant = "minor" | "over-2-years" | "default" | "unspent" | "spent-check";

type LetterInput = Pick<CvDraft, "convictionType" | "timeframe" | "rehabilitationSteps" | "skills" | "experiences" | "fullName"> &
  Partial<Pick<CvDraft, "disclosureCheck">>;

/** A letter needs all three answers: the kind of conviction, when it was, and the steps taken since. */
export function canGenerateLetter(draft: Pick<CvDraft, "convictionType" | "timeframe" | "rehabilitationSteps">): boolean {
  return Boolean(draft.convictionType && draft.timeframe && draft.rehabilitationSteps.trim());
}

/**
 * A result from the disclosure helper decides first: unspent, or spent but showing on the standard or enhanced check
 * the role needs. Without one, the minor variant takes precedence; then the over-2-years variant; otherwise the default.
 */
export function letterVariant(draft: Pick<CvDraft, "convictionType" | "timeframe"> & Partial<Pick<CvDraft, "disclosureCheck">>): LetterVariant {
  const check = draft.disclosureCheck;
  if (check?.outcome === "unspent") return "unspent";
  if (check?.outcome === "all-spent" && check.showsOnStandardEnhanced) return "spent-check";
  if (draft.convictionType === "minor") return "minor";
  if (draft.timeframe === "over-2-years") return "over-2-years";
  return "default";
}

/**
 * The letter bodies, between the greeting and the sign-off. {timeframe}, {steps}, {skills} and {experience} are
 * filled from the draft; {experience} reads "my role as <first job title>", or "my experience" without one.
 *
 * The wording is factual and forward-looking. It never says that telling an employer is a matter of honesty or
 * duty (a spent conviction need not be disclosed for most jobs), and never volunteers the conviction as a
 * confession "from the start": the person decides when to send it.
 */
export const letterTemplates: Record<LetterVariant, readonly string[]> = {
  default: [
    "I am writing about my application. I have a criminal conviction from {timeframe}. I take full responsibility for what I did, and it does not reflect the person I am today.",
    "Since then I have worked hard to move my life forward. {steps}",
    "My key skills include {skills}. I have built these through {experience}, and I am ready to bring them to your team.",
    "I would welcome the chance to talk about this in person and to answer any questions you have.",
  ],
  "over-2-years": [
    "I am writing about my application. I have a criminal conviction from {timeframe}. A lot has changed in my life since then, and I am proud of the progress I have made.",
    "{steps}",
    "My key skills include {skills}. I have built these through {experience}, and I have shown that I am reliable and ready to work.",
    "I am happy to answer any questions. I hope you will judge me on what I can offer your organisation now.",
  ],
  unspent: [
    "I am writing about my application. I have a criminal conviction from {timeframe} that is not yet spent{spentOn}. I would rather tell you about it myself. I take full responsibility for what I did, and it does not reflect the person I am today.",
    "Since then I have worked hard to move my life forward. {steps}",
    "My key skills include {skills}. I have built these through {experience}, and I am ready to bring them to your team.",
    "I would welcome the chance to talk about this in person and to answer any questions you have.",
  ],
  "spent-check": [
    "I am writing about my application for this role, which needs a standard or enhanced criminal record check. I have a conviction from {timeframe}. It is spent, but it will show on the check, so I would like to tell you about it myself first.",
    "A lot has changed since then. {steps}",
    "My key skills include {skills}. I have built these through {experience}, and I have shown that I am reliable and ready to work.",
    "I am happy to answer any questions. I hope you will judge me on what I can offer your organisation now.",
  ],
  minor: [
    "As part of my application, I would like to let you know that I have a minor conviction from {timeframe}. It does not affect my ability to do this job well.",
    "I have learned from it. {steps}",
    "My key skills include {skills}. I have built these through {experience}, and I am keen to bring them to your team.",
    "Thank you for considering my application. I am happy to answer any questions.",
  ],
};

/** The person's own words, tidied so they sit as full sentences inside the letter. */
function asSentences(value: string): string {
  const trimmed = value.trim().replace(/\s*\n\s*/g, " ");
  if (!trimmed) return "";
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** Words a skill may start with that keep their capital letter in the middle of a sentence. */
const properWords = new Set([
  "English", "Welsh", "Irish", "Gaelic", "Scottish", "British", "Polish", "French", "Spanish", "Portuguese", "Italian", "German",
  "Romanian", "Lithuanian", "Russian", "Turkish", "Kurdish", "Arabic", "Urdu", "Punjabi", "Bengali", "Gujarati", "Hindi", "Somali",
  "Mandarin", "Cantonese", "Microsoft", "Excel", "Word", "PowerPoint", "Outlook", "Google", "Windows", "Apple", "Android", "Sage",
  "Xero", "Canva", "Photoshop",
]);

/**
 * A skill as it reads in the middle of a sentence. Skills are written like labels ("Food hygiene"), so an ordinary
 * capitalised first word loses its capital ("food hygiene"). Anything that looks like a name or an abbreviation keeps
 * its own case: "IT skills", "COSHH awareness", "Microsoft Excel", "English".
 */
export function skillInSentence(skill: string): string {
  const words = skill.trim().split(/\s+/);
  const [first = "", ...rest] = words;
  const ordinaryWord = /^[A-Z][a-z]+$/.test(first) && !properWords.has(first);
  const laterCapital = rest.some((word) => /^[A-Z]/.test(word));
  if (!ordinaryWord || laterCapital) return words.join(" ");
  return [first.toLowerCase(), ...rest].join(" ");
}

export function letterSkills(skills: readonly string[]): string {
  const chosen = skills.map((skill) => skill.trim()).filter(Boolean).slice(0, LETTER_SKILL_COUNT);
  return chosen.length ? chosen.map(skillInSentence).join(", ") : NO_SKILLS;
}

export function letterExperience(experiences: CvDraft["experiences"]): string {
  const title = experiences[0]?.jobTitle.trim();
  return title ? `my role as ${title}` : NO_EXPERIENCE;
}

/**
 * " (it will be spent on 1 January 2030)" when the helper gave a date, " (it will be spent once I have paid the
 * compensation in full)" for compensation not yet paid; nothing otherwise.
 */
function spentOnWords(until: string | null): string {
  if (until === "unpaid") return " (it will be spent once I have paid the compensation in full)";
  if (!until || !/^\d{4}-\d{2}-\d{2}$/.test(until)) return "";
  return ` (it will be spent on ${formatDate(`${until}T12:00:00Z`)})`;
}

/** The letter's date line: the day it is written, as UK letters give it ("23 November 2026"). */
export function letterDate(now: Date): string {
  return formatDate(now);
}

/**
 * Builds the disclosure letter, or returns null while any of the three answers is missing. The letter opens with
 * the date and a greeting for the person to complete, and closes with "Yours sincerely," and their name.
 */
export function generateDisclosureLetter(draft: LetterInput, now = new Date()): string | null {
  if (!canGenerateLetter(draft) || !draft.timeframe) return null;
  const values: Record<string, string> = {
    timeframe: timeframeWording[draft.timeframe],
    steps: asSentences(draft.rehabilitationSteps),
    skills: letterSkills(draft.skills),
    experience: letterExperience(draft.experiences),
    spentOn: spentOnWords(draft.disclosureCheck?.unspentUntil ?? null),
  };
  const body = letterTemplates[letterVariant(draft)].map((paragraph) => paragraph.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? ""));
  const letter = [letterDate(now), LETTER_GREETING, ...body, "Yours sincerely,"].join("\n\n");
  const name = draft.fullName.trim();
  return name ? `${letter}\n${name}` : letter;
}
