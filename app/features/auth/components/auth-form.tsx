import { CheckCircle2, CircleAlert, Info } from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect, useId, useRef } from "react";
import { useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/**
 * The building blocks of the account pages: a panel for the form, labelled fields with hints and errors
 * tied to them for screen readers, the red error box above the submit button, and a submit button that
 * says what is happening while the form is sent.
 */

export type FieldErrors = Partial<Record<string, string>>;

/** The white card holding a form, below the page's hero. */
export function AuthPanel({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <section className="bg-brand-50 py-10 sm:py-14">
      <div className={`mx-auto px-4 sm:px-6 ${wide ? "max-w-2xl" : "max-w-lg"}`}>
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </section>
  );
}

const inputClasses =
  "mt-2 block w-full rounded-lg border-2 border-ink-soft bg-white px-3 py-2 text-base text-ink " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus aria-invalid:border-danger";

type FieldProps = Omit<ComponentProps<"input">, "className"> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  name: string;
};

/** A text, email or password field. Its id is the field name, so error summaries can link to it. */
export function Field({ label, hint, error, name, id, ...input }: FieldProps) {
  const fieldId = id ?? name;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={fieldId} className="block font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${fieldId}-hint`} className="mt-1 text-ink-soft">
          {hint}
        </p>
      ) : null}
      <input
        id={fieldId}
        name={name}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="mt-2 font-semibold text-danger">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Choice = { value: string; label: string; description?: string };

/** A set of radio buttons in a fieldset with a legend. */
export function RadioGroup({
  legend,
  name,
  choices,
  defaultValue,
  hint,
}: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  defaultValue: string;
  hint?: ReactNode;
}) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className="font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-1 text-ink-soft">
          {hint}
        </p>
      ) : null}
      <div className="mt-3 space-y-3">
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          return (
            <div key={choice.value} className="flex items-start gap-3">
              <input
                type="radio"
                id={id}
                name={name}
                value={choice.value}
                defaultChecked={choice.value === defaultValue}
                aria-describedby={choice.description ? `${id}-description` : undefined}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={id} className="font-semibold text-ink">
                  {choice.label}
                </label>
                {choice.description ? (
                  <p id={`${id}-description`} className="text-ink-soft">
                    {choice.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The red box above the submit button: the main message, and links to each field with a problem.
 * It takes focus when it appears after a submission, so screen reader users hear it at once.
 */
export function FormErrorBox({
  message,
  fieldErrors,
  fieldLabels = {},
  children,
}: {
  message?: string;
  fieldErrors?: FieldErrors;
  fieldLabels?: Record<string, string>;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(fieldErrors ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const hasContent = Boolean(message) || entries.length > 0;
  useEffect(() => {
    if (hasContent) ref.current?.focus();
  }, [hasContent, message, fieldErrors]);
  if (!hasContent) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded-lg border-2 border-danger bg-red-50 p-4 text-ink focus:outline-3 focus:outline-focus">
      <p className="flex items-start gap-2 font-bold text-danger">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{message ?? "Please check the details you entered."}</span>
      </p>
      {entries.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-10">
          {entries.map(([field, error]) => (
            <li key={field}>
              <a href={`#${field}`} className="font-semibold text-danger underline">
                {fieldLabels[field] ? `${fieldLabels[field]}: ` : ""}
                {error}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children ? <div className="mt-3">{children}</div> : null}
    </div>
  );
}

/** A green (success) or blue (information) message, announced politely. */
export function Notice({ tone = "success", children }: { tone?: "success" | "info"; children: ReactNode }) {
  const Icon = tone === "success" ? CheckCircle2 : Info;
  return (
    <div role="status" className={`flex items-start gap-2 rounded-lg border-2 p-4 text-ink ${tone === "success" ? "border-brand-600 bg-brand-50" : "border-line bg-white"}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div>{children}</div>
    </div>
  );
}

/**
 * The form's submit button. While this form is being sent it is disabled and shows `pendingLabel`
 * (e.g. 'Signing in...'); without JavaScript it simply submits. `intent` matches the form's hidden
 * "intent" field, so only the button of the form being sent changes.
 */
export function SubmitButton({
  label,
  pendingLabel,
  intent,
  variant = "primary",
}: {
  label: string;
  pendingLabel: string;
  intent?: string;
  variant?: "primary" | "outline";
}) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <button
      type="submit"
      disabled={submitting}
      aria-disabled={submitting || undefined}
      className={buttonClasses(variant, "lg", "w-full")}
    >
      {submitting ? pendingLabel : label}
    </button>
  );
}
