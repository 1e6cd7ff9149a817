import { handleCheckRequest } from "~/features/disclosure-check/api.server";
import type { Route } from "./+types/api-disclosure-check";

/**
 * POST /api/disclosure-check (docs/features/disclosure-helper.md). The Express server answers this path itself;
 * this module gives the same answers wherever the app is served through React Router alone.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handleCheckRequest(request, context);
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handleCheckRequest(request, context);
}
