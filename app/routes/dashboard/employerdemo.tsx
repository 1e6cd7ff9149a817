import { movedPermanently } from "~/features/dashboards/moved.server";
import type { Route } from "./+types/employerdemo";

// The employer demonstration moved to the demonstration tree; old links and bookmarks follow it.
export function loader({ request }: Route.LoaderArgs) {
  return movedPermanently(request);
}

export function action({ request }: Route.ActionArgs) {
  return movedPermanently(request);
}
