import { useLocation, useRouteLoaderData } from "react-router";
import { FORM_KEY_FIELD, formKeyFor } from "~/lib/form-key";

/**
 * The idempotency key of this drawing of a form (app/lib/form-key.ts): the same for two presses of the same form,
 * new once the page is drawn again after a save. Null when the root loader failed (an error page): the action then
 * treats the form as new.
 */
export function useFormKey(formId: string): string | null {
  const root = useRouteLoaderData("root") as { formNonce?: string } | undefined;
  const location = useLocation();
  return root?.formNonce ? formKeyFor(root.formNonce, location.key, formId) : null;
}

/**
 * The key as a hidden field, drawn by SchemaForm and by a posting ButtonForm, so it is sent with or without
 * JavaScript; an action that creates something passes it to `firstSubmission` (app/lib/idempotency.server.ts).
 */
export function FormKeyField({ formId, formKey }: { formId: string; formKey?: string | null }) {
  const made = useFormKey(formId);
  const key = formKey === undefined ? made : formKey;
  return key ? <input type="hidden" name={FORM_KEY_FIELD} value={key} /> : null;
}
