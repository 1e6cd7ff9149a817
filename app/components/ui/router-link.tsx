import type { AnchorHTMLAttributes, Ref } from "react";
// The one module that draws React Router's own links (eslint.config.js points every other import here).
/* eslint-disable no-restricted-imports */
import {
  Link as ReactRouterLink,
  NavLink as ReactRouterNavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
  type NavLinkRenderProps,
} from "react-router";
/* eslint-enable no-restricted-imports */
import { usePageHydrates } from "~/lib/page-hydrates";

/*
 * The site's Link and NavLink. On a page that hydrates they are React Router's. On a page sent without React's
 * scripts (every dashboard and public page for most visitors) nothing in the browser would ever use what React
 * Router's links work out for each one (the route they lead to, the click handler, the prefetch state), and on a
 * signed-in page with a hundred links that is a tenth of the server's time. There, a link to a path on this
 * site written from its root is drawn as the plain anchor React Router would have drawn, less `data-discover`,
 * which only React Router in the browser reads. A link written relative to its route, or as an object, is still
 * React Router's, as only it knows the route it is relative to.
 */

/** A path on this site written from its root ("/jobs?page=2#list"): a browser reads it as React Router would. */
function sitePath(to: LinkProps["to"]): to is string {
  return typeof to === "string" && to.startsWith("/") && !to.startsWith("//");
}

/**
 * What a plain anchor keeps of a link's props: everything but the props only React Router acts on, and the
 * target, which React Router writes after the address (the anchors below keep its order of attributes).
 */
function anchorAttributes(props: Omit<LinkProps, "to">): AnchorHTMLAttributes<HTMLAnchorElement> {
  const {
    discover: _discover,
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    mask: _mask,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    target: _target,
    ...anchor
  } = props;
  return anchor;
}

// Plain functions (a ref is a prop in React 19), so a bundle that draws no link leaves this module and React
// Router out: the CV builder's island must not carry React Router.
export function Link({ to, ref, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const hydrates = usePageHydrates();
  if (hydrates || !sitePath(to)) return <ReactRouterLink ref={ref} to={to} {...props} />;
  return <a ref={ref} {...anchorAttributes(props)} href={to} target={props.target} />;
}

/**
 * Whether a NavLink to `to` is the current page, as React Router decides it: the same path, or (unless `end`) a
 * path below it; letter case ignored unless `caseSensitive`.
 */
export function navLinkIsActive(currentPathname: string, to: string, end: boolean, caseSensitive: boolean): boolean {
  let toPathname = to.replace(/[?#].*$/, "");
  let current = currentPathname;
  if (!caseSensitive) {
    toPathname = toPathname.toLowerCase();
    current = current.toLowerCase();
  }
  if (current === toPathname) return true;
  if (end) return false;
  const slashAt = toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
  return current.startsWith(toPathname) && current.charAt(slashAt) === "/";
}

export function NavLink({
  to,
  end = false,
  caseSensitive = false,
  className,
  style,
  children,
  "aria-current": ariaCurrent = "page",
  ref,
  ...props
}: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const hydrates = usePageHydrates();
  const { pathname } = useLocation();
  if (hydrates || !sitePath(to)) {
    return (
      <ReactRouterNavLink ref={ref} to={to} end={end} caseSensitive={caseSensitive} className={className} style={style} aria-current={ariaCurrent} {...props}>
        {children}
      </ReactRouterNavLink>
    );
  }
  const state: NavLinkRenderProps = { isActive: navLinkIsActive(pathname, to, end, caseSensitive), isPending: false, isTransitioning: false };
  return (
    <a
      ref={ref}
      {...anchorAttributes(props)}
      aria-current={state.isActive ? ariaCurrent : undefined}
      className={typeof className === "function" ? className(state) : [className, state.isActive ? "active" : null].filter(Boolean).join(" ")}
      style={typeof style === "function" ? style(state) : style}
      href={to}
      target={props.target}
    >
      {typeof children === "function" ? children(state) : children}
    </a>
  );
}
