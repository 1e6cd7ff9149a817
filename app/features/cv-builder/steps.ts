/** The builder's eight steps, in order. Titles are the headings people see. */
export const steps = [
  { id: "start", title: "Getting Started" },
  { id: "personal", title: "About You" },
  { id: "summary", title: "Professional Summary" },
  { id: "experience", title: "Your Experience" },
  { id: "skills", title: "Your Skills" },
  { id: "education", title: "Learning and Training" },
  { id: "disclosure", title: "Disclosure Letter" },
  { id: "finish", title: "Finish and Download" },
] as const;

export type StepId = (typeof steps)[number]["id"];

export const TOTAL_STEPS = steps.length;
export const FIRST_STEP = 0;
export const LAST_STEP = TOTAL_STEPS - 1;

/** Keeps a step index inside 0..7: there is no movement past either end. */
export function clampStep(step: number): number {
  if (!Number.isFinite(step)) return FIRST_STEP;
  return Math.min(LAST_STEP, Math.max(FIRST_STEP, Math.trunc(step)));
}

export function stepIndex(id: StepId): number {
  return steps.findIndex((step) => step.id === id);
}

/** Share of the builder done when this step is showing: (step + 1) / 8, as a whole percentage. */
export function progressPercent(step: number): number {
  return Math.round(((clampStep(step) + 1) / TOTAL_STEPS) * 100);
}

export function progressLabel(step: number): string {
  return `Step ${clampStep(step) + 1} of ${TOTAL_STEPS}`;
}

/** The query parameter that holds the step, so each step has its own address (`/cv-builder?step=experience`). */
export const STEP_PARAM = "step";

/** The step a `?step=` value names; missing or unknown values give the first step. */
export function stepFromParam(value: string | null | undefined): number {
  const index = steps.findIndex((step) => step.id === value);
  return index === -1 ? FIRST_STEP : index;
}

/** The query string for a step's address. */
export function stepSearch(step: number): string {
  return `?${STEP_PARAM}=${steps[clampStep(step)]!.id}`;
}
