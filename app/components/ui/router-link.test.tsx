import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PageHydratesContext } from "~/lib/page-hydrates";
import { Link, NavLink, navLinkIsActive } from "./router-link";

/** The links drawn at `path` inside a router, on a page that hydrates or one sent without React's scripts. */
function draw(path: string, hydrates: boolean, links: ReactNode): string {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <PageHydratesContext value={hydrates}>{links}</PageHydratesContext> },
    { path: "/dashboard/caseworker/*", Component: () => <PageHydratesContext value={hydrates}>{links}</PageHydratesContext> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

const withoutDiscover = (html: string) => html.replaceAll(' data-discover="true"', "");

const paths = ["/", "/dashboard/caseworker", "/dashboard/caseworker/caseload", "/dashboard/caseworker/caseload/", "/Dashboard/Caseworker"];

const links = (
  <>
    <Link to="/jobs">Jobs</Link>
    <Link to="/jobs?page=2#list" className="underline" aria-label="Jobs, page 2" prefetch="intent" replace reloadDocument={false}>
      Page 2
    </Link>
    <Link to="/dashboard/caseworker/calendar#appointment-form-heading" target="_blank" rel="noreferrer" data-testid="calendar">
      Calendar
    </Link>
    <NavLink to="/">Home</NavLink>
    <NavLink to="/" end>
      Home, end
    </NavLink>
    <NavLink to="/dashboard/caseworker">Overview</NavLink>
    <NavLink to="/dashboard/caseworker" end className={({ isActive }) => (isActive ? "on" : "off")}>
      Overview, end
    </NavLink>
    <NavLink to="/dashboard/caseworker/" className="menu" aria-current="location">
      {({ isActive }) => (isActive ? "Overview (here)" : "Overview")}
    </NavLink>
    <NavLink to="/dashboard/caseworker/caseload?page=2" style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400 })}>
      Caseload
    </NavLink>
    <NavLink to="/dashboard/caseworker/caseload" caseSensitive>
      Caseload, case sensitive
    </NavLink>
  </>
);

describe("the site's links", () => {
  it.each(paths)("on a page without React's scripts, draw at %s what React Router draws, without data-discover", (path) => {
    const plain = draw(path, false, links);
    const router = draw(path, true, links);
    expect(router).toContain('data-discover="true"');
    expect(plain).not.toContain("data-discover");
    expect(plain).toBe(withoutDiscover(router));
  });

  it("leave a link written relative to its route, or as an object, to React Router", () => {
    const html = draw(
      "/dashboard/caseworker/caseload",
      false,
      <>
        <Link to="calendar">Calendar</Link>
        <Link to={{ pathname: "/jobs", search: "?page=2" }}>Jobs</Link>
        <Link to="//elsewhere.example/x">Elsewhere</Link>
      </>,
    );
    expect(html).toContain('<a href="/dashboard/caseworker/caseload/calendar" data-discover="true">Calendar</a>');
    expect(html).toContain('<a href="/jobs?page=2" data-discover="true">Jobs</a>');
    expect(html).toContain('href="//elsewhere.example/x"');
  });

  it("mark the current page as React Router does", () => {
    expect(navLinkIsActive("/dashboard/caseworker", "/dashboard/caseworker", true, false)).toBe(true);
    expect(navLinkIsActive("/dashboard/caseworker/caseload", "/dashboard/caseworker", true, false)).toBe(false);
    expect(navLinkIsActive("/dashboard/caseworker/caseload", "/dashboard/caseworker", false, false)).toBe(true);
    expect(navLinkIsActive("/dashboard/caseworkerportal", "/dashboard/caseworker", false, false)).toBe(false);
    expect(navLinkIsActive("/dashboard/caseworker/caseload", "/dashboard/caseworker/", false, false)).toBe(true);
    expect(navLinkIsActive("/jobs", "/", false, false)).toBe(false);
    expect(navLinkIsActive("/Jobs", "/jobs?page=2", true, false)).toBe(true);
    expect(navLinkIsActive("/Jobs", "/jobs", true, true)).toBe(false);
  });
});
