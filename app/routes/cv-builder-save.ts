import { saveToAccount } from "~/features/candidate-cvs/save-to-account.server";
import type { Route } from "./+types/cv-builder-save";

const noStore = { "Cache-Control": "no-store" };

/**
 * POST /cv-builder/save: the CV builder's "Save to my account" (features/candidate-cvs). The builder runs without
 * React Router (docs/decisions/0025), posts the form with fetch and shows the JSON answer's message in place.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { status, result } = await saveToAccount(context, request);
  return Response.json(result, { status, headers: noStore });
}

/** Nothing to read here: the builder only posts. */
export function loader() {
  return Response.json({ error: "Use the Save to my account button in the CV builder." }, { status: 405, headers: { ...noStore, Allow: "POST" } });
}
