import { pageMeta } from "~/lib/meta";

/**
 * Meta for a guarded page: when the guard refused (403), the error boundary's own title ('Access denied')
 * stands alone, so the tab never names a page the person may not see.
 */
export function guardedMeta(title: string, description: string) {
  return ({ error }: { error?: unknown }) => (error ? [] : [...pageMeta(title, description), { name: "robots", content: "noindex" }]);
}
