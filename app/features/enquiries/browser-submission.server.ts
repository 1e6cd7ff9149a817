import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type AppLoadContext } from "react-router";
import { enquiryFields, enquiryFormSchema, HONEYPOT_FIELD, STARTED_AT_FIELD, thankYouPath } from "./form-fields";
import { formMessages, type EnquiryActionData } from "./form-submission";
import type { FormSource } from "./schema";
import { submitEnquiry } from "./submit.server";
import { BodyTooLargeError, NUL_CHARACTER_MESSAGE, NulCharacterError, readFormBody } from "~/lib/request-body.server";

/** Largest form body accepted, the same limit as POST /api/contact. */
export const MAX_FORM_BYTES = 16 * 1024;

/**
 * A person needs far longer than this to fill in a call-back form; scripts that post at once do not.
 * The form then asks to be checked and sent again, so a very quick person loses nothing.
 */
export const MIN_FILL_MS = 3000;

/** True when the honeypot field, which people never see, has anything in it. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}

/**
 * True when the form came back sooner than a person could fill it in, or without its start time.
 * A start time in the future (a browser clock ahead of the server's) is given the benefit of the doubt.
 */
export function filledTooFast(startedAt: FormDataEntryValue | null, now: number, minimumMs = MIN_FILL_MS): boolean {
  if (typeof startedAt !== "string" || !/^\d{1,16}$/.test(startedAt)) return true;
  const elapsed = now - Number(startedAt);
  return elapsed >= 0 && elapsed < minimumMs;
}

/**
 * Reads a form body of at most `limit` bytes (the one body reader). Returns null when it is larger, without reading
 * the rest; throws when the body is not form data or holds a NUL character.
 */
export async function readLimitedFormData(request: Request, limit = MAX_FORM_BYTES): Promise<FormData | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return null;
  try {
    return await readFormBody(request, { limit });
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null;
    throw error;
  }
}

function formError(message: string, status: number, failure?: EnquiryActionData["failure"]) {
  const payload: EnquiryActionData = { result: { status: "error", error: { "": [message] } }, failure };
  return data(payload, { status });
}

/**
 * The action for a page that hosts a call-back form. The same code serves browsers with and without
 * JavaScript: errors come back with every entry kept, and success redirects to /thank-you.
 */
export function createEnquiryAction(variant: FormSource) {
  const schema = enquiryFormSchema(variant);
  const fieldNames = new Set(enquiryFields(variant).map((field) => field.name));

  return async function enquiryAction({ request, context }: ActionFunctionArgs) {
    const { logger } = context;
    let formData: FormData | null;
    try {
      formData = await readLimitedFormData(request);
    } catch (error) {
      return formError(error instanceof NulCharacterError ? NUL_CHARACTER_MESSAGE : formMessages.unreadable, 400);
    }
    if (!formData) return formError(formMessages.tooLarge, 413, "too-large");

    // Looks like success to whatever filled it in, so it learns nothing; nothing is stored.
    if (isHoneypotFilled(formData)) {
      logger.info({ formSource: variant }, "enquiry form: honeypot filled, discarded");
      return redirect(thankYouPath(variant));
    }

    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") {
      return data<EnquiryActionData>({ result: submission.reply() }, { status: 400 });
    }

    if (filledTooFast(formData.get(STARTED_AT_FIELD), Date.now(), minimumFillMs(context))) {
      logger.info({ formSource: variant }, "enquiry form: sent too quickly, asked to resend");
      return data<EnquiryActionData>({ result: submission.reply({ formErrors: [formMessages.tooFast] }) }, { status: 400 });
    }

    let outcome: Awaited<ReturnType<typeof submitEnquiry>>;
    try {
      outcome = await submitEnquiry(context, { ...submission.value, form_source: variant });
    } catch (error) {
      logger.error({ err: error, formSource: variant }, "enquiry form: submission failed");
      outcome = { kind: "unavailable" };
    }

    switch (outcome.kind) {
      case "created":
      case "duplicate":
        return redirect(thankYouPath(variant));
      case "invalid": {
        // Errors for fields this form does not show (which the schema should have caught) go to the summary.
        const fieldErrors: Record<string, string[]> = {};
        const formErrors = [...outcome.formErrors];
        for (const [name, messages] of Object.entries(outcome.fieldErrors)) {
          if (fieldNames.has(name)) fieldErrors[name] = messages;
          else formErrors.push(...messages);
        }
        return data<EnquiryActionData>({ result: submission.reply({ fieldErrors, formErrors }) }, { status: 400 });
      }
      case "rate-limited":
        return data<EnquiryActionData>(
          {
            result: submission.reply({ formErrors: [formMessages.rateLimited(outcome.retryAfterSeconds)] }),
            failure: "rate-limited",
          },
          { status: 429 },
        );
      case "unavailable":
        return data<EnquiryActionData>(
          { result: submission.reply({ formErrors: [formMessages.unavailable] }), failure: "unavailable" },
          { status: 503 },
        );
    }
  };
}

function minimumFillMs(_context: AppLoadContext): number {
  return MIN_FILL_MS;
}
