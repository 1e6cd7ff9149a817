/**
 * A form's idempotency key (browser-safe): each drawing of a create or change form carries one in a hidden field,
 * so the action can tell a second press of the same form from a new one (idempotency.server.ts).
 */
export const FORM_KEY_FIELD = "formKey";

/** What a key may look like: the form kit's own, or any short random token. */
export const FORM_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;

/**
 * The key of one drawing of one form: the server's random value for the page request (the root loader's, new on
 * every page load and after every submission), the browser's history entry (new on every navigation, "default"
 * on the first page) and the form's id, so two forms on one page never share a key.
 */
export function formKeyFor(pageNonce: string, locationKey: string, formId: string): string {
  return `${pageNonce}.${locationKey}.${formId}`.replace(/[^A-Za-z0-9._:-]/g, "-").slice(0, 200);
}
