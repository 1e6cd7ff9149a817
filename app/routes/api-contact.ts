import { handleContactRequest } from "~/features/enquiries/api.server";
import type { Route } from "./+types/api-contact";

/**
 * POST /api/contact (docs/features/enquiries.md). The Express server answers this path itself with the same
 * code, skipping React Router's request conversion; this module gives identical answers wherever the
 * app is served through React Router alone.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handleContactRequest(request, context);
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handleContactRequest(request, context);
}
