import { resultsPdf } from "~/features/disclosure-check/results-pdf";
import { STATE_FIELD, parseState } from "~/features/disclosure-check/state";
import { resultsFor } from "~/features/disclosure-check/wizard-results";
import { londonDate } from "~/lib/dates";
import type { Route } from "./+types/ai-tools-checker-pdf";
import { readForm } from "~/lib/read-form.server";

/**
 * The checker's "Save as a PDF": its results page posts the answers here, as it posts every answer to the checker,
 * and gets the same PDF the CV builder makes in the browser. It is made in memory and nothing is kept or logged, so
 * it works without JavaScript and the page needs no PDF library.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const raw = form.get(STATE_FIELD);
  const state = parseState(typeof raw === "string" ? raw : null);
  const today = londonDate(new Date());
  const worked = state?.step.q === "results" ? resultsFor(state.answers, today) : null;
  if (!state || !worked || worked.problems.length > 0 || worked.results.length === 0) {
    return new Response("There are no results to save. Please answer the questions on the checker's page first.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const pdf = resultsPdf({ answers: state.answers, results: worked.results, sources: worked.sources, today });
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="disclosure-check-${today}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** Someone who opens the address sees the checker. */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: "/candidates/ai-tools/checker" } });
}
