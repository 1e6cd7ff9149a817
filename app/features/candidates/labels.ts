import type { Barrier } from "../../../db/schema/vocabulary";

/** Words people see for a candidate's profile (browser-safe). */
export const barrierLabels: Record<Barrier, string> = {
  caring_responsibilities: "Caring responsibilities",
  education: "Education",
  family_issues: "Family issues",
  mental_health: "Mental health",
  physical_health: "Physical health",
  dependency: "Dependency",
  housing: "Housing",
  none: "None",
};

export const rightToWorkLabels: Record<string, string> = {
  confirmed: "Confirmed",
  to_check: "To check",
  not_confirmed: "Not confirmed",
};

export const availabilityLabels: Record<string, string> = {
  full_time: "Full time",
  part_time: "Part time",
  either: "Full or part time",
};
