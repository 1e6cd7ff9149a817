import type { FieldMetadata } from "@conform-to/react";
import { Checkbox, Select, TextArea, TextField } from "~/components/ui/field";
import { useOrganisation } from "~/lib/organisation";
import type { EnquiryField } from "../form-fields";

type EnquiryFieldProps = {
  field: EnquiryField;
  meta: FieldMetadata<unknown>;
};

/** One field of the enquiry form, drawn by the form kit from its description in form-fields.ts. */
export function EnquiryFieldControl({ field, meta }: EnquiryFieldProps) {
  const organisation = useOrganisation();
  const hint = typeof field.hint === "function" ? field.hint(organisation) : field.hint;
  const common = { meta, hint, label: field.label, optional: field.optional, required: !field.optional };
  const width = field.half ? "" : "sm:col-span-2";

  if (field.kind === "checkbox") {
    return (
      <Checkbox
        {...common}
        className="sm:col-span-2"
        extra={
          field.name === "contactConsent" ? (
            <p className="mt-1">
              <a href="/privacy-policy" target="_blank" rel="noopener" className="font-semibold text-brand-800 underline hover:no-underline">
                Read our privacy policy (opens in a new tab)
              </a>
            </p>
          ) : null
        }
      />
    );
  }
  if (field.kind === "textarea") return <TextArea {...common} className={width} />;
  if (field.kind === "select") return <Select {...common} className={width} placeholder="Choose one" choices={field.options ?? []} />;
  return (
    <TextField
      {...common}
      className={width}
      type={field.kind}
      autoComplete={field.autoComplete}
      // Names, places and organisations are not dictionary words: red underlines would only worry people.
      spellCheck={field.autoComplete ? false : undefined}
    />
  );
}
