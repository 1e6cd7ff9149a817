import { ChevronDown, LogOut } from "lucide-react";
import { useEffect, useRef } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { Link, NavLink } from "~/components/ui/router-link";
import { ButtonForm } from "~/components/ui/button-form";
import { useNonce } from "~/lib/nonce";
import { usePageHydrates } from "~/lib/page-hydrates";
import { areaFor, areaPath } from "../areas";
import { dashboardLinks, type DashboardLink } from "../navigation";
import { SIGN_OUT_PATH } from "../paths";
import { DashboardSkeleton } from "./dashboard-skeleton";
import { DemoNotice } from "./demo-notice";
import { useArea } from "./use-area";

export type DashboardViewer = { name: string; role: string; approved: boolean; unreadNotices?: number } | null;

/** An unread count: a badge to see, and the same in words, in brackets, for a screen reader. */
function UnreadCount({ count, words, className = "" }: { count: number; words: string; className?: string }) {
  return (
    <>
      <span aria-hidden="true" className={`${className} inline-flex min-w-6 items-center justify-center rounded-full bg-brand-800 px-1.5 text-sm font-bold text-white`}>
        {count > 99 ? "99+" : count}
      </span>
      {/* Brackets, not a comma: the hidden words sit outside the line, so a comma would be read after a pause. */}
      <span className="sr-only"> ({words})</span>
    </>
  );
}

/** The menu's Notifications link in a portal: the count beside it, and in its name for a screen reader. */
function LinkLabel({ label, count }: { label: string; count: number }) {
  if (count <= 0) return label;
  return (
    <>
      {label}
      <UnreadCount count={count} words={`${count} unread`} className="ml-2" />
    </>
  );
}

function unreadCount(link: { to: string }, viewer: DashboardViewer): number {
  return isPortalNotifications(link.to) ? (viewer?.unreadNotices ?? 0) : 0;
}

/** The signed-in person's own notifications page (not a demonstration one, which has no real count). */
function isPortalNotifications(to: string): boolean {
  const area = areaFor(to);
  return Boolean(area && (area.tree === "portal" || area.tree === "admin") && to.endsWith("/notifications"));
}

function MenuLinks({ links, viewer, stacked }: { links: DashboardLink[]; viewer: DashboardViewer; stacked: boolean }) {
  return (
    <nav aria-label="Dashboard">
      <ul className={stacked ? "flex flex-col gap-1 pb-2" : "flex flex-wrap items-center gap-1"}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={navLinkClass}>
              <LinkLabel label={link.label} count={unreadCount(link, viewer)} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The menu. On a phone a menu of ten pages wraps to five rows and pushes the page itself below the first screen,
 * so there it is folded into a disclosure that works without JavaScript (the same links, one under another);
 * from 640 px it is a row. Only one of the two is displayed at a time, so each width has one "Dashboard" menu.
 * Keyed by the address, so a page reached from the open menu starts with it folded.
 */
function DashboardMenu({ links, viewer, pathname }: { links: DashboardLink[]; viewer: DashboardViewer; pathname: string }) {
  if (links.length <= 2) return <MenuLinks links={links} viewer={viewer} stacked={false} />;
  const unread = links.reduce((sum, link) => sum + unreadCount(link, viewer), 0);
  return (
    <>
      <details key={pathname} className="group sm:hidden">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md px-3 font-semibold text-brand-900 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
          Dashboard menu
          {unread > 0 ? <UnreadCount count={unread} words={`${unread} unread ${unread === 1 ? "notification" : "notifications"}`} /> : null}
          <ChevronDown aria-hidden="true" className="size-5 group-open:rotate-180" />
        </summary>
        <MenuLinks links={links} viewer={viewer} stacked />
      </details>
      {/* On a wide screen the row takes the room beside the sign-in, rather than pushing it onto a line of its own. */}
      <div className="hidden sm:block lg:min-w-0 lg:flex-1">
        <MenuLinks links={links} viewer={viewer} stacked={false} />
      </div>
    </>
  );
}

const REPLACE_POST_ENTRY = "history.replaceState(history.state, \"\", location.href);";

const waitingStatusClass = "mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 font-semibold underline-offset-4 hover:underline ${
    isActive ? "bg-white text-brand-800 underline decoration-2" : "text-brand-900"
  }`;

/**
 * The frame of every /dashboard page: the menu for the tree and role being viewed, a sign-out button, the
 * 'Demonstration data' label on every page of the demonstration tree (from the area table, so no page can
 * leave it out), and while a client-side navigation waits for the server (where the guard runs) 'Loading…'
 * with a skeleton. On a page sent without React (handle.ts) app/lib/enhance-dashboard.js shows the same, from the
 * status region's `data-waiting-class` and the skeleton's template, while the browser loads the next page.
 */
export function DashboardLayout({ viewer }: { viewer: DashboardViewer }) {
  const navigation = useNavigation();
  const location = useLocation();
  const area = useArea();
  const hydrates = usePageHydrates();
  const nonce = useNonce();
  const waiting =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith(areaPath("chooser")) &&
    (!navigation.formMethod || navigation.formMethod.toUpperCase() === "GET");

  // A new page starts at the top, as a full page load would (the spec asks for this on every route change).
  const previousPath = useRef(location.pathname);
  useEffect(() => {
    if (previousPath.current === location.pathname) return;
    previousPath.current = location.pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [location.pathname]);

  return (
    <div className="flex flex-col">
      {hydrates ? null : (
        // Without React a form's answer is the page of a post: reloading it would send the form again (the
        // browser asks first). Made the page's own address here, before the page is drawn, a reload shows what
        // is now stored, as it does where React sends forms in the background.
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: REPLACE_POST_ENTRY }} />
      )}
      <div className="border-b border-line bg-brand-50">
        <div className="mx-auto flex max-w-6xl flex-wrap items-start justify-between gap-x-6 gap-y-2 px-4 py-2 sm:items-center sm:px-6">
          <a
            href="#dashboard-content"
            className="sr-only rounded-md bg-white px-4 py-3 font-semibold text-brand-800 focus:not-sr-only"
          >
            Skip to dashboard content
          </a>
          <DashboardMenu links={dashboardLinks(viewer, location.pathname)} viewer={viewer} pathname={location.pathname} />
          {viewer ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-ink-soft">
                Signed in as <span className="font-semibold text-ink">{viewer.name}</span>
              </p>
              <ButtonForm label="Sign out" action={SIGN_OUT_PATH}>
                <button
                  type="submit"
                  data-submitting-label="Signing out..."
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-3 font-semibold text-brand-800 hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  <LogOut className="size-4" aria-hidden="true" />
                  Sign out
                </button>
              </ButtonForm>
            </div>
          ) : (
            <Link
              to="/sign-in"
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            >
              Sign in
            </Link>
          )}
        </div>
      </div>

      <div role="status" data-dashboard-status="" data-waiting-class={waitingStatusClass} className={waiting ? waitingStatusClass : "sr-only"}>
        {waiting ? <p className="text-lg font-semibold text-ink">Loading…</p> : null}
      </div>

      <div id="dashboard-content" tabIndex={-1} className="focus:outline-none">
        {area?.tree === "demo" && !waiting ? (
          <div className="pb-8">
            <DemoNotice>
              <p>The people and organisations on this page are made up to show how the dashboard works: none of it is about a real person or business.</p>
            </DemoNotice>
          </div>
        ) : null}
        {waiting ? <DashboardSkeleton /> : <Outlet />}
      </div>
      {hydrates ? null : (
        <template data-dashboard-skeleton="">
          <DashboardSkeleton />
        </template>
      )}
    </div>
  );
}
