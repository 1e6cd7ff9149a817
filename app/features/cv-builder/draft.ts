/**
 * The CV draft: everything a person types into the builder. It lives only in their browser
 * (see storage.ts) and is sent to the server only when a signed-in candidate presses "Save to my account"
 * (features/candidate-cvs).
 */

export type ConvictionType = "minor" | "serious";

/**
 * What the disclosure helper found, run in place on the disclosure step: only the outcome, never the dates or kinds
 * the person entered. unspentUntil is the latest date anything unspent becomes spent, "never", "court" (an order
 * until a court ends it), "unpaid" (compensation not yet paid in full), or null.
 */
export type DisclosureCheckResult = {
  checkedOn: string;
  outcome: "all-spent" | "unspent";
  showsOnStandardEnhanced: boolean;
  unspentUntil: string | null;
};
export type Timeframe = "recent" | "1-2-years" | "over-2-years";

export type Experience = {
  id: string;
  jobTitle: string;
  company: string;
  /** Month value, YYYY-MM, or empty. */
  startDate: string;
  /** Month value, YYYY-MM, or empty. Always empty while `current` is true. */
  endDate: string;
  current: boolean;
  description: string;
  isPrisonWork: boolean;
};

export type Education = {
  id: string;
  qualification: string;
  institution: string;
  year: string;
  isPrisonEducation: boolean;
};

export type CvDraft = {
  fullName: string;
  email: string;
  phone: string;
  location: string;
  summary: string;
  experiences: Experience[];
  skills: string[];
  education: Education[];
  /** Null until the person answers the question: it starts unanswered. */
  disclosureNeeded: boolean | null;
  /** Empty until the person chooses. */
  convictionType: ConvictionType | "";
  /** Empty until the person chooses. */
  timeframe: Timeframe | "";
  rehabilitationSteps: string;
  disclosureLetter: string;
  needsSupport: boolean;
  supportType: string;
  /** The disclosure helper's outcome, when the person ran it here; null otherwise. */
  disclosureCheck: DisclosureCheckResult | null;
};

export const convictionTypes: readonly ConvictionType[] = ["minor", "serious"];
export const timeframes: readonly Timeframe[] = ["recent", "1-2-years", "over-2-years"];

export function emptyDraft(): CvDraft {
  return {
    fullName: "",
    email: "",
    phone: "",
    location: "",
    summary: "",
    experiences: [],
    skills: [],
    education: [],
    disclosureNeeded: null,
    convictionType: "",
    timeframe: "",
    rehabilitationSteps: "",
    disclosureLetter: "",
    needsSupport: false,
    supportType: "",
    disclosureCheck: null,
  };
}

/** A random id for list items. Uses getRandomValues, which (unlike randomUUID) also works on plain http. */
export function createId(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function emptyExperience(): Experience {
  return { id: createId(), jobTitle: "", company: "", startDate: "", endDate: "", current: false, description: "", isPrisonWork: false };
}

export function emptyEducation(): Education {
  return { id: createId(), qualification: "", institution: "", year: "", isPrisonEducation: false };
}

type Loose = Record<string, unknown>;

/** True for a plain JSON object (not null, not an array). */
export const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null && !Array.isArray(value);
/** A string, or a number written as one; anything else becomes "". */
export const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
const flag = (value: unknown): boolean => value === true;
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | "" =>
  allowed.includes(value as T) ? (value as T) : "";

function normaliseExperience(value: unknown): Experience | null {
  if (!isObject(value)) return null;
  const current = flag(value.current);
  return {
    id: text(value.id) || createId(),
    jobTitle: text(value.jobTitle),
    company: text(value.company),
    startDate: text(value.startDate),
    endDate: current ? "" : text(value.endDate),
    current,
    description: text(value.description),
    isPrisonWork: flag(value.isPrisonWork),
  };
}

function normaliseEducation(value: unknown): Education | null {
  if (!isObject(value)) return null;
  return {
    id: text(value.id) || createId(),
    qualification: text(value.qualification),
    institution: text(value.institution),
    year: text(value.year),
    isPrisonEducation: flag(value.isPrisonEducation),
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function normaliseCheck(value: unknown): DisclosureCheckResult | null {
  if (!isObject(value)) return null;
  const checkedOn = text(value.checkedOn);
  const outcome = value.outcome;
  if (!ISO_DATE.test(checkedOn) || (outcome !== "all-spent" && outcome !== "unspent")) return null;
  const until = text(value.unspentUntil);
  return {
    checkedOn,
    outcome,
    showsOnStandardEnhanced: flag(value.showsOnStandardEnhanced),
    unspentUntil: ISO_DATE.test(until) || until === "never" || until === "court" || until === "unpaid" ? until : null,
  };
}

const list = <T,>(value: unknown, each: (item: unknown) => T | null): T[] =>
  Array.isArray(value) ? value.map(each).filter((item): item is T => item !== null) : [];

/**
 * Turns anything read back from storage or a file into a well-formed draft, or null if it is not an object.
 * Unknown fields are dropped and wrong types fall back to empty values, so a damaged copy never breaks the builder.
 */
export function normaliseDraft(value: unknown): CvDraft | null {
  if (!isObject(value)) return null;
  return {
    fullName: text(value.fullName),
    email: text(value.email),
    phone: text(value.phone),
    location: text(value.location),
    summary: text(value.summary),
    experiences: list(value.experiences, normaliseExperience),
    skills: list(value.skills, (skill) => (typeof skill === "string" && skill.trim() ? skill : null)),
    education: list(value.education, normaliseEducation),
    disclosureNeeded: typeof value.disclosureNeeded === "boolean" ? value.disclosureNeeded : null,
    convictionType: oneOf(value.convictionType, convictionTypes),
    timeframe: oneOf(value.timeframe, timeframes),
    rehabilitationSteps: text(value.rehabilitationSteps),
    disclosureLetter: text(value.disclosureLetter),
    needsSupport: flag(value.needsSupport),
    supportType: text(value.supportType),
    disclosureCheck: normaliseCheck(value.disclosureCheck),
  };
}
