import type { ServerBuild } from "react-router";
import { areaList } from "../app/features/dashboards/areas";

/**
 * The demonstration pages' data, read once for everyone rather than once a request (docs/decisions/0042).
 *
 * The demonstration tree shows one made-up data set, the same to every visitor, and refuses every change to it. Its
 * page loaders' answers are therefore kept in memory for a short time and shared by everyone who opens the same
 * address. What stays per request is everything about the person looking: the root and dashboard layout loaders
 * (who is signed in, their unread notices) run every time, and the page is rendered for them afresh.
 *
 * - **Only what cannot depend on the person.** A kept loader runs with a Request stripped of its cookies and
 *   Authorization header, and a load context with nowhere to send a cookie or note a session, so it sees an
 *   anonymous visitor whoever asked: its answer is one any visitor may be given.
 * - **Only demonstration pages.** A route is wrapped only when its full path is a page of the demonstration tree and
 *   it draws a page (a module with a component; a download, a resource route, is left alone). Portal pages, the
 *   chooser, the layouts and the admin area are never touched.
 * - **Not longer than `seconds`.** The pages say "today" and "overdue", and a demonstration page may show the
 *   public jobs board; a kept answer is dropped after `seconds` (and the demonstration set itself changes only
 *   when it is seeded, at start).
 * - **Answers only.** A loader that throws (a redirect, a 404) or answers with a Response is not kept. Requests for
 *   the same address while one is being read wait for it. At most `maxEntries` addresses are kept, the least
 *   recently used dropped first, so made-up query strings cannot fill memory.
 */
export type DemonstrationLoaderOptions = { seconds: number; maxEntries: number; now?: () => number };

type Kept = { value: Promise<unknown>; expires: number };

type LoaderArgs = { request: Request; context: unknown; params: unknown } & Record<string, unknown>;
type Loader = (args: LoaderArgs) => unknown;

/** The route ids whose full path is a demonstration page with a component, from the build's own route table. */
export function demonstrationPageRoutes(routes: ServerBuild["routes"]): Set<string> {
  const demoPatterns = new Set(areaList.filter((area) => area.tree === "demo").map((area) => area.pattern));
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    const above = fullPath(route.parentId).replace(/\/$/, "");
    return route.path ? `${above}/${route.path}` : above;
  };
  const ids = new Set<string>();
  for (const [id, route] of Object.entries(routes)) {
    if (!route?.module.loader || !route.module.default) continue;
    if (demoPatterns.has(fullPath(id))) ids.add(id);
  }
  return ids;
}

/**
 * The request a kept loader sees: the same address and method, and no sign of who asked. Its answer serves others
 * too, so it is not cut short when the person who happened to ask first goes away.
 */
function anonymous(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  headers.delete("authorization");
  return new Request(request.url, { method: request.method, headers });
}

/** A load context in which nothing a loader does can reach the person's answer or their session's note. */
function anonymousContext(context: unknown): unknown {
  if (!context || typeof context !== "object") return context;
  return { ...(context as Record<string, unknown>), responseCookies: [], signedInRender: undefined };
}

/** A kept answer whose streamed part fails is dropped, so the next visitor's page asks again. */
function dropWhenAPartFails(value: unknown, drop: () => void) {
  if (!value || typeof value !== "object") return;
  for (const part of Object.values(value as Record<string, unknown>)) {
    if (part instanceof Promise) part.catch(drop);
  }
}

export function keepDemonstrationLoaders(build: ServerBuild, options: DemonstrationLoaderOptions): ServerBuild {
  const now = options.now ?? Date.now;
  const wrapped = demonstrationPageRoutes(build.routes);
  const kept = new Map<string, Kept>();

  const keepFor = (routeId: string, loader: Loader): Loader =>
    function keptLoader(args) {
      if (args.request.method !== "GET" && args.request.method !== "HEAD") return loader(args);
      const url = new URL(args.request.url);
      const key = `${routeId}\n${url.pathname}${url.search}`;
      const found = kept.get(key);
      if (found && found.expires > now()) {
        // Least recently used last: a Map keeps insertion order.
        kept.delete(key);
        kept.set(key, found);
        return found.value;
      }
      if (found) kept.delete(key);
      const drop = () => {
        if (kept.get(key) === entry) kept.delete(key);
      };
      const value = Promise.resolve()
        .then(() => loader({ ...args, request: anonymous(args.request), context: anonymousContext(args.context) }))
        .then((answer) => {
          // A Response is not kept (its body can be read once); no wrapped page loader answers with one today.
          if (answer instanceof Response) drop();
          else dropWhenAPartFails(answer, drop);
          return answer;
        });
      const entry: Kept = { value, expires: now() + options.seconds * 1000 };
      value.catch(drop);
      kept.set(key, entry);
      while (kept.size > options.maxEntries) {
        const oldest = kept.keys().next().value;
        if (oldest === undefined) break;
        kept.delete(oldest);
      }
      return value;
    };

  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route || !wrapped.has(id) || !route.module.loader) {
      routes[id] = route;
      continue;
    }
    const loader = route.module.loader as unknown as Loader;
    routes[id] = { ...route, module: { ...route.module, loader: keepFor(id, loader) as unknown as typeof route.module.loader } };
  }
  return { ...build, routes };
}
