import { CircleAlert, CircleCheck, Info } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";

type Tone = "success" | "info" | "warning" | "error";

const tones: Record<Tone, { box: string; icon: typeof Info; iconClass: string }> = {
  success: { box: "border-brand-600 bg-brand-50", icon: CircleCheck, iconClass: "text-brand-700" },
  info: { box: "border-line bg-white", icon: Info, iconClass: "text-brand-700" },
  warning: { box: "border-focus bg-accent-300/20", icon: Info, iconClass: "text-ink" },
  error: { box: "border-danger bg-red-50 font-semibold text-danger", icon: CircleAlert, iconClass: "text-danger" },
};

/**
 * A message in a box: a result ("Your name has been saved.", announced politely as a status), a refusal that
 * concerns no one field (announced at once as an alert), or information that is simply part of the page
 * (`announce={false}`). With `focusOn`, it takes focus whenever that value changes (a new submission result),
 * so keyboard and screen reader users land on the outcome; on a page sent without React's scripts, the autofocus
 * attribute does it as the page loads.
 */
export function Notice({
  tone = "success",
  announce = true,
  focusOn,
  id,
  className = "",
  children,
}: {
  tone?: Tone;
  announce?: boolean;
  focusOn?: unknown;
  /** For a page without React's scripts to name it in data-focus-on-load (app/lib/enhance-answers.js). */
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOn) ref.current?.focus();
  }, [focusOn]);
  const { box, icon: Icon, iconClass } = tones[tone];
  const role = !announce ? undefined : tone === "error" ? "alert" : "status";
  return (
    <div
      ref={ref}
      id={id}
      role={role}
      tabIndex={focusOn ? -1 : undefined}
      autoFocus={Boolean(focusOn) || undefined}
      className={`flex scroll-mt-24 items-start gap-3 rounded-lg border-2 p-4 text-ink focus:outline-3 focus:outline-focus ${box} ${className}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${iconClass}`} />
      <div className="min-w-0 space-y-2">{children}</div>
    </div>
  );
}
