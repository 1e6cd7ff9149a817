export type ProcessStep = { name: string; description: string };

/** A numbered sequence of steps; the ordered list gives screen readers the count and position. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.name} className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="grid h-10 w-10 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-xl font-semibold text-ink">{step.name}</h3>
          <p className="mt-2 text-ink-soft">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
