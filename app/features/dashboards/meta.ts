import type { Location } from "react-router";
import { pageMeta } from "~/lib/meta";
import { areaFor } from "./areas";

/**
 * The meta of every dashboard page, from its row in the area table. When the page failed (the guard's 403,
 * say) the error boundary's own title ('Access denied') stands alone, so the tab never names a page the
 * person may not see.
 */
export function dashboardMeta({ location, error }: { location: Location; error?: unknown }) {
  const area = areaFor(location.pathname);
  if (error || !area) return [];
  return [...pageMeta(area.title, area.description), { name: "robots", content: "noindex" }];
}
