/**
 * The job matcher's scoring: how well a live role fits what a person can do and wants. Browser-safe and pure,
 * so the ranking and its reasons can be tested without a database. Reasons are the words the page shows.
 */
import type { OffenceExclusion, RecordCheck } from "../../../db/schema/vocabulary";
import { hoursLabels } from "./job-labels";

export type MatchProfile = {
  skills: string[];
  interests: string[];
  availability: "full_time" | "part_time" | "either";
};

export type MatchRole = {
  title: string;
  description: string;
  sector: string;
  hours: "full_time" | "part_time" | "flexible";
  national: boolean;
  miles: number | null;
  banTheBox: boolean;
  recordCheck: RecordCheck;
  offenceExclusions: OffenceExclusion[];
};

export type Match = { score: number; reasons: string[] };

const MAX_TERMS = 15;

/** "Forklift, food hygiene; teamwork" → ["forklift", "food hygiene", "teamwork"]. */
export function splitTerms(text: string): string[] {
  const terms = text
    .split(/[,;\n]/)
    .map((term) => term.trim().replace(/\s+/g, " ").slice(0, 60))
    .filter((term) => term.length >= 2);
  const distinct = new Map<string, string>();
  for (const term of terms) if (!distinct.has(term.toLocaleLowerCase("en-GB"))) distinct.set(term.toLocaleLowerCase("en-GB"), term);
  return [...distinct.values()].slice(0, MAX_TERMS);
}

const contains = (haystack: string, term: string) => haystack.includes(term.toLocaleLowerCase("en-GB"));

/** A role's fit, or null when it does not fit at all (wrong hours, or nothing in common with what was asked). */
export function scoreRole(profile: MatchProfile, role: MatchRole, radiusMiles: number | null): Match | null {
  if (profile.availability !== "either" && role.hours !== "flexible" && role.hours !== profile.availability) return null;
  const text = `${role.title} ${role.description} ${role.sector}`.toLocaleLowerCase("en-GB");
  const heading = `${role.title} ${role.sector}`.toLocaleLowerCase("en-GB");
  const skills = profile.skills.filter((skill) => contains(text, skill));
  const interests = profile.interests.filter((interest) => contains(heading, interest));
  if ((profile.skills.length || profile.interests.length) && !skills.length && !interests.length) return null;

  const reasons: string[] = [];
  let score = 3 * skills.length + 2 * interests.length;
  if (skills.length) reasons.push(`Uses your ${skills.length === 1 ? "skill" : "skills"}: ${skills.join(", ")}`);
  if (interests.length) reasons.push(`In work you are interested in: ${interests.join(", ")}`);
  if (role.national) reasons.push("Can be done from anywhere in the UK");
  else if (role.miles !== null) {
    reasons.push(role.miles < 1 ? "Under 1 mile away" : `${Math.round(role.miles)} miles away`);
    if (radiusMiles) score += 2 * Math.max(0, 1 - role.miles / radiusMiles);
  }
  if (profile.availability !== "either") {
    reasons.push(role.hours === "flexible" ? "Flexible hours" : `${hoursLabels[role.hours]}, as you asked`);
    score += 1;
  }
  if (role.banTheBox) {
    reasons.push("Employer has signed up to Ban the Box");
    score += 0.5;
  }
  if (role.recordCheck === "none") {
    reasons.push("No criminal record check");
    score += 0.5;
  }
  if (role.offenceExclusions.length === 1 && role.offenceExclusions[0] === "none") {
    reasons.push("Employer rules out no kind of offence");
    score += 0.5;
  }
  return { score, reasons };
}
