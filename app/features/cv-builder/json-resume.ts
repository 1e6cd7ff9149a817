import { type CvDraft, type DisclosureCheckResult, createId, isObject, normaliseDraft, text as str } from "./draft";
import { isMonthValue } from "~/lib/dates";

/**
 * Export and import of the whole draft as JSON Resume (jsonresume.org, schema v1.0.0), so a CV made here can be
 * opened by other tools. Fields JSON Resume has no place for (disclosure answers, the letter, support, and the
 * prison flags on items) are kept under one namespaced key, which other tools ignore.
 */
export const EXTENSION_KEY = "x-fair-chance-works";
export const MAX_IMPORT_BYTES = 1024 * 1024;
const SCHEMA = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

export type JsonResume = {
  $schema?: string;
  basics?: { name?: string; email?: string; phone?: string; summary?: string; location?: { city?: string } };
  work?: { name?: string; position?: string; startDate?: string; endDate?: string; summary?: string; [EXTENSION_KEY]?: { id?: string; current?: boolean; isPrisonWork?: boolean } }[];
  skills?: { name?: string }[];
  education?: { institution?: string; area?: string; endDate?: string; [EXTENSION_KEY]?: { id?: string; isPrisonEducation?: boolean } }[];
  meta?: { version?: string; lastModified?: string };
  [EXTENSION_KEY]?: {
    version: 1;
    needsSupport: boolean;
    supportType: string;
    disclosureNeeded: boolean | null;
    convictionType: string;
    timeframe: string;
    rehabilitationSteps: string;
    disclosureLetter: string;
    disclosureCheck?: DisclosureCheckResult | null;
  };
};

const omitEmpty = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== "" && field !== undefined)) as T;

export function toJsonResume(draft: CvDraft, now = new Date()): JsonResume {
  return {
    $schema: SCHEMA,
    basics: omitEmpty({
      name: draft.fullName,
      email: draft.email,
      phone: draft.phone,
      summary: draft.summary,
      location: draft.location ? { city: draft.location } : undefined,
    }),
    work: draft.experiences.map((item) => ({
      ...omitEmpty({
        name: item.company,
        position: item.jobTitle,
        // Only real months: a date still being typed has no place in JSON Resume's date format.
        startDate: isMonthValue(item.startDate) ? item.startDate : "",
        endDate: !item.current && isMonthValue(item.endDate) ? item.endDate : "",
        summary: item.description,
      }),
      [EXTENSION_KEY]: { id: item.id, current: item.current, isPrisonWork: item.isPrisonWork },
    })),
    skills: draft.skills.map((name) => ({ name })),
    education: draft.education.map((item) => ({
      ...omitEmpty({ institution: item.institution, area: item.qualification, endDate: item.year }),
      [EXTENSION_KEY]: { id: item.id, isPrisonEducation: item.isPrisonEducation },
    })),
    meta: { version: "v1.0.0", lastModified: now.toISOString() },
    [EXTENSION_KEY]: {
      version: 1,
      needsSupport: draft.needsSupport,
      supportType: draft.supportType,
      disclosureNeeded: draft.disclosureNeeded,
      convictionType: draft.convictionType,
      timeframe: draft.timeframe,
      rehabilitationSteps: draft.rehabilitationSteps,
      disclosureLetter: draft.disclosureLetter,
      disclosureCheck: draft.disclosureCheck,
    },
  };
}

type Loose = Record<string, unknown>;
const objects = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** JSON Resume dates may be YYYY, YYYY-MM or YYYY-MM-DD; the builder keeps months only. */
function toMonth(value: unknown): string {
  const month = str(value).slice(0, 7);
  return isMonthValue(month) ? month : "";
}

/** Maps a JSON Resume document (ours or another tool's) back to a draft. */
export function fromJsonResume(resume: Loose): CvDraft {
  const basics = isObject(resume.basics) ? resume.basics : {};
  const location = isObject(basics.location) ? basics.location : {};
  const extra = isObject(resume[EXTENSION_KEY]) ? resume[EXTENSION_KEY] : {};
  const draft = normaliseDraft({
    ...extra,
    fullName: str(basics.name),
    email: str(basics.email),
    phone: str(basics.phone),
    location: str(location.city) || str(location.region) || str(location.address),
    summary: str(basics.summary),
    experiences: objects(resume.work).map((item) => {
      const itemExtra = isObject(item[EXTENSION_KEY]) ? item[EXTENSION_KEY] : {};
      const endDate = toMonth(item.endDate);
      const highlights = Array.isArray(item.highlights) ? item.highlights.filter((line): line is string => typeof line === "string") : [];
      return {
        id: str(itemExtra.id) || createId(),
        jobTitle: str(item.position),
        company: str(item.name) || str(item.company),
        startDate: toMonth(item.startDate),
        endDate,
        current: typeof itemExtra.current === "boolean" ? itemExtra.current : Boolean(toMonth(item.startDate)) && !endDate,
        description: str(item.summary) || highlights.map((line) => `• ${line}`).join("\n"),
        isPrisonWork: itemExtra.isPrisonWork === true,
      };
    }),
    skills: objects(resume.skills).map((skill) => str(skill.name)),
    education: objects(resume.education).map((item) => {
      const itemExtra = isObject(item[EXTENSION_KEY]) ? item[EXTENSION_KEY] : {};
      return {
        id: str(itemExtra.id) || createId(),
        qualification: [str(item.studyType), str(item.area)].filter(Boolean).join(" "),
        institution: str(item.institution),
        year: str(item.endDate).slice(0, 4),
        isPrisonEducation: itemExtra.isPrisonEducation === true,
      };
    }),
  });
  // normaliseDraft only returns null for non-objects, and this is always an object.
  return draft!;
}

export type ImportResult = { ok: true; draft: CvDraft } | { ok: false; error: string };

export const importMessages = {
  tooBig: "This file is too big. A saved draft is much smaller than 1 MB: choose the .json file you saved from this builder.",
  notJson: "This file could not be read. Choose the .json file you saved from this builder.",
  notDraft: "This file is not a CV draft. Choose the .json file you saved from this builder.",
} as const;

/** Reads an imported file's text. The size is checked first, before the file is read into memory. */
export function parseDraftFile(text: string, sizeInBytes: number): ImportResult {
  if (sizeInBytes > MAX_IMPORT_BYTES) return { ok: false, error: importMessages.tooBig };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: importMessages.notJson };
  }
  if (!isObject(parsed) || !(isObject(parsed.basics) || isObject(parsed[EXTENSION_KEY]))) {
    return { ok: false, error: importMessages.notDraft };
  }
  return { ok: true, draft: fromJsonResume(parsed) };
}

export function draftToJsonText(draft: CvDraft, now = new Date()): string {
  return `${JSON.stringify(toJsonResume(draft, now), null, 2)}\n`;
}
