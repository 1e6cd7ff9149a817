import { data } from "react-router";
import type { Route } from "./+types/test-error";

/** Lets the end-to-end tests see the error boundary; answers 404 unless test routes are switched on. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.testRoutes) throw data(null, { status: 404 });
  throw new Error("Deliberate failure for the error boundary test");
}

export default function TestError() {
  return null;
}
