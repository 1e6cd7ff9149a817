import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "react-router";
import { originalPath } from "~/features/auth/guard.server";
import { areaFor, homeArea, type AreaTree } from "./areas";
import { demoAction, demoFieldProblems, type DemoSchemas } from "./demo-action.server";
import { guardDashboard, guardedNoAction, viewerOf } from "./guard.server";
import { readyOrStreamed } from "./ready-or-streamed.server";
import { demoSubject, realSubjectFor, type SubjectKind, type SubjectOf } from "./subject.server";

type Guarded = Awaited<ReturnType<typeof guardDashboard>>;

/**
 * What a dashboard page shows and for whom. One route module serves a page in both trees (docs/decisions/0031):
 * the demonstration shows the made-up subject to anyone, the portal the signed-in person's own.
 */
export type DashboardPage<K extends SubjectKind> =
  | { mode: "demo"; subject: SubjectOf<K>; home: string; actor: null; session: null }
  | { mode: "portal"; subject: SubjectOf<K>; home: string; actor: Guarded["user"]; session: Guarded["session"] };

type PageArgs = { context: AppLoadContext; request: Request };

/** The tree is the one of the address asked for, as the guard reads it, so a module cannot mistake it. */
function isDemo(request: Request): boolean {
  return areaFor(originalPath(request))?.tree === "demo";
}

/**
 * The role's home in the tree asked for (/dashboard/employer or /dashboard/employerportal): a page's own links
 * are written below it, so each tree's links stay in that tree.
 */
function treeHome(tree: AreaTree, kind: SubjectKind): string {
  const home = homeArea(tree, kind);
  if (!home) throw new Error(`the ${tree} tree has no ${kind} home`);
  return home.pattern;
}

/** A dashboard page's loader starts here: the portal tree is guarded by the page's row; the demonstration is open. */
export async function dashboardPage<K extends SubjectKind>({ context, request }: PageArgs | LoaderFunctionArgs, kind: K): Promise<DashboardPage<K>> {
  if (isDemo(request)) return { mode: "demo", subject: demoSubject(kind), home: treeHome("demo", kind), actor: null, session: null };
  const { user, session } = await guardDashboard(context, request);
  // A partner whose account is not active, or not yet linked, gets no organisation: its pages show the empty state.
  const subject = await realSubjectFor(context.database.db, user, kind);
  return { mode: "portal", subject, home: treeHome("portal", kind), actor: user, session };
}

/**
 * A role's home: in the demonstration the made-up subject's summary; in the portal the person's account and, for an
 * active account only, their summary (one that is not active sees no one else's data, so nothing is read for it;
 * the home is its waiting room). A summary ready in time is drawn into the page; otherwise it streams after it.
 */
export async function dashboardHome<K extends SubjectKind, S>(
  args: LoaderFunctionArgs,
  kind: K,
  summarise: (db: AppLoadContext["database"]["db"], subject: SubjectOf<K>) => Promise<S>,
) {
  const page = await dashboardPage(args, kind);
  const summary = async () => (await readyOrStreamed(summarise(args.context.database.db, page.subject))).value;
  if (page.mode === "demo") return { mode: page.mode, viewer: undefined, summary: await summary() };
  return { mode: page.mode, viewer: viewerOf(page.actor), summary: page.actor.accountStatus === "active" ? await summary() : null };
}

/**
 * A dashboard page's action: the demonstration refuses it as every demonstration page does (403, what was typed
 * kept); the portal runs `portal` after the guard.
 */
export async function dashboardAction<K extends SubjectKind, R>(
  args: PageArgs | ActionFunctionArgs,
  kind: K,
  portal: (page: Extract<DashboardPage<K>, { mode: "portal" }>) => Promise<R>,
) {
  if (isDemo(args.request)) return demoAction(args);
  const page = await dashboardPage(args, kind);
  if (page.mode !== "portal") throw new Error("a portal address read as the demonstration");
  return portal(page);
}

/**
 * dashboardAction for a page whose forms the demonstration checks before refusing them: a form sent to the
 * demonstration with a problem is answered with the same messages as in the portal (`demoSchemas`, by intent).
 */
export async function dashboardCheckedAction<K extends SubjectKind, R>(
  args: PageArgs | ActionFunctionArgs,
  kind: K,
  portal: (page: Extract<DashboardPage<K>, { mode: "portal" }>) => Promise<R>,
  demoSchemas: DemoSchemas,
) {
  if (isDemo(args.request)) return (await demoFieldProblems(args.request, demoSchemas)) ?? demoAction(args);
  return dashboardAction(args, kind, portal);
}

/**
 * The action of a page that takes no form: the demonstration refuses a post as every demonstration page does; the
 * portal guards it once, reads nothing, and answers 405.
 */
export async function dashboardNoAction(args: PageArgs | ActionFunctionArgs) {
  if (isDemo(args.request)) return demoAction(args);
  return guardedNoAction(args.context, args.request);
}
