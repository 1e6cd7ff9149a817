import type { SubmissionResult } from "@conform-to/react";
import type { ClientActionFunctionArgs } from "react-router";

/** Why a submission could not be taken: each one shows the failure toast and keeps every entry. */
export type EnquiryFailure = "rate-limited" | "unavailable" | "too-large" | "network";

/** What a page's enquiry action answers when it does not redirect to /thank-you. */
export type EnquiryActionData = {
  /** Conform's reply: field and form errors, and the submitted values so the form keeps them. */
  result?: SubmissionResult<string[]>;
  failure?: EnquiryFailure;
};

/** The product's failure toast (SPEC.md section 8): exact wording. */
export const FAILURE_TOAST = "Something went wrong. Please try again.";

/** Form-level messages, shown in the error summary; the only signal a browser without JavaScript gets. */
export const formMessages = {
  tooFast: "This form was sent within a few seconds of the page opening, so we could not tell it came from a person. Everything you typed is still here: check it, then send the form again.",
  tooLarge: "Your request was too long to send. Please shorten your message and try again.",
  unreadable: "We could not read your request. Please check your details and try again.",
  unavailable: "We could not send your request just now. Please try again in a few minutes, or call us: our number is at the bottom of this page.",
  network:
    "We could not send your request. Please check your internet connection and try again. Everything you typed is still here.",
  rateLimited(retryAfterSeconds: number): string {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    const wait = minutes === 1 ? "a minute" : minutes < 60 ? `${minutes} minutes` : "a while";
    return `We have had several requests from your connection. Please wait ${wait} and try again, or call us: our number is at the bottom of this page.`;
  },
};

/**
 * With JavaScript, the page's action is called through this. A lost connection, or an error page from
 * something between the browser and the app, would otherwise replace the whole page with the error
 * screen and lose what the person typed; instead the form stays and shows the failure toast.
 */
export async function enquiryClientAction({ serverAction }: ClientActionFunctionArgs): Promise<EnquiryActionData> {
  try {
    return await serverAction<EnquiryActionData>();
  } catch (error) {
    // A redirect (to /thank-you) arrives as a thrown Response: let the router follow it.
    if (error instanceof Response) throw error;
    return { failure: "network" };
  }
}
