import type { CvDraft } from "./draft";
import { formatMonthRange, validateMonthRange } from "~/lib/dates";

/**
 * The CV as a neutral outline, from which the preview, the PDF and the Word file are all drawn, so that all
 * three always say the same thing in the same order.
 */
export type DescriptionLine = { bullet: boolean; text: string };

export type CvEntry = {
  title: string;
  /** The employer or place of study. */
  organisation: string;
  /** Dates line, for example "Apr 2023 – Present", or the year of a qualification. */
  when: string;
  lines: DescriptionLine[];
  /**
   * What is wrong with a job's dates as typed (an impossible month, an end before the start): the dates line leaves
   * a date out that it cannot read, so the preview says why and offers to put it right. Never in a file.
   */
  dateProblem?: string;
};

export type CvSection =
  | { kind: "summary"; title: "Professional Summary"; paragraphs: string[] }
  | { kind: "experience"; title: "Work Experience"; entries: CvEntry[] }
  | { kind: "skills"; title: "Skills"; skills: string[] }
  | { kind: "education"; title: "Education & Training"; entries: CvEntry[] };

export type CvDocument = {
  name: string;
  /** Email, phone and location, in that order, leaving out any that are empty. */
  contact: string[];
  sections: CvSection[];
};

export const NAME_FALLBACK = "Your Name";
const BULLET = /^\s*[•\-*–]\s+/;

/** Splits free text into lines; a line starting with •, -, * or – is a bullet point. */
export function descriptionLines(value: string): DescriptionLine[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (BULLET.test(line) ? { bullet: true, text: line.replace(BULLET, "").trim() } : { bullet: false, text: line }));
}

export function sectionIsEmpty(section: CvSection): boolean {
  switch (section.kind) {
    case "summary":
      return section.paragraphs.length === 0;
    case "skills":
      return section.skills.length === 0;
    default:
      return section.entries.length === 0;
  }
}

const filled = (values: string[]) => values.map((value) => value.trim()).filter(Boolean);

export function buildCvDocument(draft: CvDraft): CvDocument {
  const experience: CvEntry[] = draft.experiences
    .filter((item) => item.jobTitle.trim() || item.company.trim() || item.description.trim())
    .map((item) => {
      const problems = validateMonthRange(item);
      const dateProblem = problems.startDate?.message ?? problems.endDate?.message;
      return {
        title: item.jobTitle.trim(),
        organisation: item.company.trim(),
        when: formatMonthRange(item),
        lines: descriptionLines(item.description),
        ...(dateProblem ? { dateProblem } : {}),
      };
    });
  const education: CvEntry[] = draft.education
    .filter((item) => item.qualification.trim() || item.institution.trim())
    .map((item) => ({ title: item.qualification.trim(), organisation: item.institution.trim(), when: item.year.trim(), lines: [] }));
  return {
    name: draft.fullName.trim() || NAME_FALLBACK,
    contact: filled([draft.email, draft.phone, draft.location]),
    sections: [
      { kind: "summary", title: "Professional Summary", paragraphs: filled(draft.summary.split(/\n\s*\n/)) },
      { kind: "experience", title: "Work Experience", entries: experience },
      { kind: "skills", title: "Skills", skills: filled(draft.skills) },
      { kind: "education", title: "Education & Training", entries: education },
    ],
  };
}

/** The letter as paragraphs, split on blank lines, with single line breaks kept inside a paragraph. */
export function letterParagraphs(letter: string): string[][] {
  return letter
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split("\n").map((line) => line.trim()))
    .filter((lines) => lines.some(Boolean));
}
