import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { FormNotRead, refusalReason } from "~/components/form-not-read";
import { NotFound } from "~/components/not-found";
import { ServerError } from "~/components/server-error";
import { ServiceUnavailable } from "~/components/service-unavailable";
import { AccessDenied } from "~/features/auth/components/access-denied";
import type { GuardRefusal } from "~/features/auth/guard.server";
import { AwaitingApprovalPage } from "./awaiting-approval";

/**
 * The ErrorBoundary of every guarded dashboard route: the guard's 403 becomes 'Access denied' inside the
 * dashboard layout, so the person keeps the dashboard menu and the sign-out button. An account of the page's
 * own role that is awaiting approval is told that instead (only its own role's pages say so).
 */
export function GuardErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 403) {
    if ((error.data as GuardRefusal | null)?.reason === "awaiting_approval") return <AwaitingApprovalPage />;
    return <AccessDenied returnTo={location.pathname + location.search} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 503) return <ServiceUnavailable />;
  if (isRouteErrorResponse(error) && (error.status === 400 || error.status === 413)) return <FormNotRead reason={refusalReason(error.data)} />;
  return <ServerError />;
}
