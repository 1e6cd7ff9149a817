import { handleContactRequest, methodNotAllowed } from "~/features/enquiries/api.server";
import type { Route } from "./+types/api-contact";

/** POST /api/contact: see docs/enquiries.md for every answer it gives. */
export function action({ request, context }: Route.ActionArgs) {
  return handleContactRequest(request, context);
}

export function loader() {
  return methodNotAllowed();
}
