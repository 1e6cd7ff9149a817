import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useOrganisation } from "~/lib/organisation";
import type { EnquiryField } from "../form-fields";

type EnquiryFieldProps = {
  field: EnquiryField;
  meta: FieldMetadata<unknown>;
};

const controlClasses =
  "mt-2 block w-full rounded-md border-2 bg-white px-3 py-2 text-base text-ink " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus";

/** One labelled form control with its hint and, when invalid, its error message underneath. */
export function EnquiryFieldControl({ field, meta }: EnquiryFieldProps) {
  const error = meta.errors?.[0];
  const invalid = Boolean(error);
  const organisation = useOrganisation();
  const hint = typeof field.hint === "function" ? field.hint(organisation) : field.hint;
  const hintId = hint ? meta.descriptionId : undefined;
  const describedBy = [hintId, invalid ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined;
  const initial = typeof meta.initialValue === "string" ? meta.initialValue : "";
  const common = {
    id: meta.id,
    name: meta.name,
    required: !field.optional,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
  };
  const border = invalid ? "border-danger" : "border-ink-soft";

  if (field.kind === "checkbox") {
    return (
      <div data-field className="scroll-mt-24 sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            key={meta.key}
            type="checkbox"
            value="on"
            defaultChecked={meta.initialValue === "on"}
            className={`mt-0.5 h-6 w-6 shrink-0 rounded border-2 accent-brand-700 ${border}`}
            {...common}
          />
          <label htmlFor={meta.id} className="text-ink">
            {field.label}
            {field.optional ? <Optional /> : null}
          </label>
        </div>
        {hint ? (
          <p id={hintId} className="ml-9 mt-1 text-ink-soft">
            {hint}
          </p>
        ) : null}
        {error ? (
          <div className="ml-9">
            <FieldError id={meta.errorId}>{error}</FieldError>
          </div>
        ) : null}
        {field.name === "contactConsent" ? (
          <p className="ml-9 mt-1">
            <a href="/privacy-policy" target="_blank" rel="noopener" className="font-semibold text-brand-800 underline hover:no-underline">
              Read our privacy policy (opens in a new tab)
            </a>
          </p>
        ) : null}
      </div>
    );
  }

  let control: ReactNode;
  if (field.kind === "textarea") {
    control = (
      <textarea key={meta.key} rows={5} defaultValue={initial} className={`${controlClasses} ${border}`} {...common} />
    );
  } else if (field.kind === "select") {
    control = (
      <select key={meta.key} defaultValue={initial} className={`${controlClasses} ${border} min-h-11`} {...common}>
        <option value="">Choose one</option>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        key={meta.key}
        type={field.kind}
        autoComplete={field.autoComplete}
       
        defaultValue={initial}
        // Names, places and organisations are not dictionary words: red underlines would only worry people.
        spellCheck={field.autoComplete ? false : undefined}
        className={`${controlClasses} ${border} min-h-11`}
        {...common}
      />
    );
  }

  return (
    <div data-field className={`scroll-mt-24 ${field.half ? "" : "sm:col-span-2"}`}>
      <label htmlFor={meta.id} className="block font-semibold text-ink">
        {field.label}
        {field.optional ? <Optional /> : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-ink-soft">
          {hint}
        </p>
      ) : null}
      {control}
      {error ? <FieldError id={meta.errorId}>{error}</FieldError> : null}
    </div>
  );
}

function Optional() {
  return <span className="font-normal text-ink-soft"> (optional)</span>;
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 font-semibold text-danger">
      <span className="sr-only">Error: </span>
      {children}
    </p>
  );
}
