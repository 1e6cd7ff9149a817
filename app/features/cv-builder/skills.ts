/** Skills people often have and employers look for; shown as chips on the skills step. */
export const suggestedSkills = [
  "Teamwork",
  "Communication",
  "Reliability",
  "Time management",
  "Problem solving",
  "Customer service",
  "Health and safety",
  "Following instructions",
  "Working under pressure",
  "Attention to detail",
  "IT skills",
  "Willingness to learn",
] as const;

const sameSkill = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function hasSkill(skills: readonly string[], skill: string): boolean {
  return skills.some((existing) => sameSkill(existing, skill));
}

/** A skill is a few words: the box stops at this many characters. */
export const SKILL_MAX_LENGTH = 60;

/** A typed skill: trimmed, blank ignored. Typed skills may repeat, as the person chose to type them. */
export function addTypedSkill(skills: readonly string[], input: string): string[] {
  const skill = input.trim();
  return skill ? [...skills, skill] : [...skills];
}

/** A suggestion chip (or a template skill) adds the skill only if it is not already there, ignoring case. */
export function addSkillIfAbsent(skills: readonly string[], skill: string): string[] {
  const trimmed = skill.trim();
  return !trimmed || hasSkill(skills, trimmed) ? [...skills] : [...skills, trimmed];
}

/** Adds several skills, each only if absent: used when a prison work template is chosen. */
export function mergeSkills(skills: readonly string[], additions: readonly string[]): string[] {
  return additions.reduce<string[]>((merged, skill) => addSkillIfAbsent(merged, skill), [...skills]);
}

export function removeSkillAt(skills: readonly string[], index: number): string[] {
  return skills.filter((_, position) => position !== index);
}
