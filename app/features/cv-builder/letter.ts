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

export type LetterVariant = "minor" | "over-2-years" | "default";

type LetterInput = Pick<CvDraft, "convictionType" | "timeframe" | "rehabilitationSteps" | "skills" | "experiences" | "fullName">;

/** A letter needs all three answers: the kind of conviction, when it was, and the steps taken since. */
export function canGenerateLetter(draft: Pick<CvDraft, "convictionType" | "timeframe" | "rehabilitationSteps">): boolean {
  return Boolean(draft.convictionType && draft.timeframe && draft.rehabilitationSteps.trim());
}

/** The minor variant takes precedence; then the over-2-years variant; otherwise the default. */
export function letterVariant(draft: Pick<CvDraft, "convictionType" | "timeframe">): LetterVariant {
  if (draft.convictionType === "minor") return "minor";
  if (draft.timeframe === "over-2-years") return "over-2-years";
  return "default";
}

/**
 * The templates. {timeframe}, {steps}, {skills} and {experience} are filled from the draft.
 * {experience} reads "my role as <first job title>", or "my experience" when no job has a title yet.
 */
const templates: Record<LetterVariant, string> = {
  default: [
    "Dear Hiring Manager,",
    "I want to be open with you from the start. I have a criminal conviction from {timeframe}. I take full responsibility for what I did, and it does not reflect the person I am today.",
    "Since then I have worked hard to move my life forward. {steps}",
    "My key skills include {skills}. I have built these through {experience}, and I am ready to bring them to your team.",
    "I would welcome the chance to talk about this in person and to answer any questions you have.",
    "Yours sincerely,",
  ].join("\n\n"),
  "over-2-years": [
    "Dear Hiring Manager,",
    "I want to be open with you about my background. I have a criminal conviction from {timeframe}. A lot has changed in my life since then, and I am proud of the progress I have made.",
    "{steps}",
    "My key skills include {skills}. I have built these through {experience}, and I have shown that I am reliable and ready to work.",
    "I am happy to answer any questions. I hope you will judge me on what I can offer your organisation now.",
    "Yours sincerely,",
  ].join("\n\n"),
  minor: [
    "Dear Hiring Manager,",
    "I would like to let you know that I have a minor conviction from {timeframe}. I am telling you because I value honesty, and it does not affect my ability to do this job well.",
    "I have learned from it. {steps}",
    "My key skills include {skills}. I have built these through {experience}, and I am keen to bring them to your team.",
    "Thank you for considering my application. I am happy to answer any questions.",
    "Yours sincerely,",
  ].join("\n\n"),
};

/** The person's own words, tidied so they sit as full sentences inside the letter. */
function asSentences(value: string): string {
  const trimmed = value.trim().replace(/\s*\n\s*/g, " ");
  if (!trimmed) return "";
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

export function letterSkills(skills: readonly string[]): string {
  const chosen = skills.map((skill) => skill.trim()).filter(Boolean).slice(0, LETTER_SKILL_COUNT);
  return chosen.length ? chosen.join(", ") : NO_SKILLS;
}

export function letterExperience(experiences: CvDraft["experiences"]): string {
  const title = experiences[0]?.jobTitle.trim();
  return title ? `my role as ${title}` : NO_EXPERIENCE;
}

/** Builds the disclosure letter, or returns null while any of the three answers is missing. */
export function generateDisclosureLetter(draft: LetterInput): string | null {
  if (!canGenerateLetter(draft) || !draft.timeframe) return null;
  const values: Record<string, string> = {
    timeframe: timeframeWording[draft.timeframe],
    steps: asSentences(draft.rehabilitationSteps),
    skills: letterSkills(draft.skills),
    experience: letterExperience(draft.experiences),
  };
  const body = templates[letterVariant(draft)].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
  const name = draft.fullName.trim();
  return name ? `${body}\n${name}` : body;
}
