import { TOTAL_STEPS, progressLabel, progressPercent } from "../steps";

/** 'Step N of 8' and the share complete. A native <progress> draws the bar, so no inline style is needed. */
export function ProgressBar({ step }: { step: number }) {
  const percent = progressPercent(step);
  return (
    <div className="print:hidden">
      <div className="flex flex-wrap items-baseline justify-between gap-2 font-semibold text-ink">
        <p id="cv-progress-label">{progressLabel(step)}</p>
        <p className="text-ink-soft">{percent}% complete</p>
      </div>
      <progress
        aria-labelledby="cv-progress-label"
        value={step + 1}
        max={TOTAL_STEPS}
        className="mt-2 block h-3 w-full appearance-none overflow-hidden rounded-full bg-brand-100 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-700"
      >
        {percent}%
      </progress>
    </div>
  );
}
