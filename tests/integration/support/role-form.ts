/**
 * A complete role as the employer's job form sends it: every field the portal's schema asks for, valid. Tests
 * change the fields they are about (`{ ...completeRole, title: "…" }`).
 */
export const completeRole = {
  intent: "save",
  title: "Kitchen porter",
  sector: "Hospitality",
  description: "Washing up and keeping the kitchen clean.",
  workplace: "workplace",
  place: "Leeds",
  contractType: "permanent",
  hours: "part_time",
  salaryMin: "12.21",
  salaryMax: "13",
  salaryPeriod: "hour",
  vacancies: "2",
  closingDate: "31/03/2099",
  recordCheck: "basic",
  offencePolicy: "case_by_case",
} as const;
