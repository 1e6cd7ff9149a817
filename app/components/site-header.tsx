import { Menu, X } from "lucide-react";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import { Link, NavLink } from "~/components/ui/router-link";
import { siteName } from "~/lib/organisation";
import { helpNavigation, mainNavigation } from "~/lib/site-pages";
import { buttonClasses } from "./ui/button";
import { useFocusTrap } from "./use-focus-trap";

/** The width at which the full navigation replaces the slide-in menu (Tailwind's md). */
const DESKTOP_QUERY = "(min-width: 768px)";

// Smaller between 768 and 1023 px, so every link and the account button fit on one line there.
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-medium hover:text-brand-700 hover:underline underline-offset-4 lg:px-2 lg:text-base ${
    isActive ? "text-brand-800 underline decoration-2" : "text-ink"
  }`;

/**
 * `signedInHome` is the signed-in person's home page, or null when signed out: it turns the header's Sign In
 * link into a link back to their dashboard.
 */
export function SiteHeader({ signedInHome, withoutScripts = false }: { signedInHome: string | null; withoutScripts?: boolean }) {
  const [open, setOpen] = useState(false);
  // Before hydration the menu button is a plain link to the footer's navigation, so it works without JavaScript.
  const [hydrated, setHydrated] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setHydrated(true), []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  // A navigation (a link click inside the menu) closes it.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search, location.hash]);

  useEffect(() => {
    if (!open) return;
    const media = window.matchMedia(DESKTOP_QUERY);
    const onWide = () => {
      if (media.matches) close(false);
    };
    onWide();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(true);
    };
    media.addEventListener("change", onWide);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      media.removeEventListener("change", onWide);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close]);

  // The page behind the open menu stays still, so a swipe inside the menu scrolls the menu only.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  useFocusTrap(panelRef, open);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-extrabold text-brand-800">
          <span aria-hidden="true" className="grid h-9 w-9 place-items-center rounded-lg bg-brand-700 text-white">
            FC
          </span>
          {/* Between 768 and 1279 px the full navigation needs the room: the name is then for screen readers only. */}
          <span className="whitespace-nowrap md:max-xl:sr-only">{siteName}</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1 xl:gap-3">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <AccountLink
                signedInHome={signedInHome}
                className={buttonClasses("primary", "md", "ml-2 whitespace-nowrap max-lg:px-3 max-lg:text-sm")}
              />
            </li>
          </ul>
        </nav>

        {hydrated ? (
          <button
            ref={buttonRef}
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-ink md:hidden"
            aria-expanded={open}
            // Only while the menu is open: closed, the menu is not in the page, and aria-controls must name an
            // element that is.
            aria-controls={open ? "mobile-menu" : undefined}
            onClick={() => (open ? close(true) : setOpen(true))}
          >
            <Menu aria-hidden="true" className="h-7 w-7" />
            <span className="sr-only">Menu</span>
          </button>
        ) : (
          <a href="#footer-navigation" data-menu-link="" className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-ink md:hidden">
            <Menu aria-hidden="true" className="h-7 w-7" />
            <span className="sr-only">Menu</span>
          </a>
        )}
      </div>

      {/* In <body>, not in the header: the header's backdrop blur would make it the containing block of this
          fixed panel and clip the panel to the header's own height. */}
      {open ? createPortal(<MobileMenu panelRef={panelRef} signedInHome={signedInHome} onClose={close} />, document.body) : null}
      {/* A page without React's scripts: the enhancement script copies this into <body> when the menu opens. */}
      {withoutScripts ? (
        <template id="mobile-menu-template">
          <MobileMenu signedInHome={signedInHome} />
        </template>
      ) : null}
    </header>
  );
}

/**
 * The slide-in menu. With `onClose` it is React's (hydrated pages); without, it is the markup the enhancement
 * script (app/lib/enhance-page.js) opens on pages that carry no React scripts, and its close button says so.
 */
function MobileMenu({
  signedInHome,
  onClose,
  panelRef,
}: {
  signedInHome: string | null;
  onClose?: (returnFocus: boolean) => void;
  panelRef?: RefObject<HTMLDivElement | null>;
}) {
  return (
    <>
      <div className="fixed inset-0 z-40 bg-ink/50 md:hidden" aria-hidden="true" />
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="slide-in fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-6 shadow-xl md:hidden"
      >
        <div className="flex items-center justify-between">
          <span className="text-lg font-bold text-brand-800">Menu</span>
          <button
            type="button"
            data-menu-close={onClose ? undefined : ""}
            onClick={onClose ? () => onClose(true) : undefined}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md"
          >
            <X aria-hidden="true" className="h-6 w-6" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile" className="mt-6">
          <ul className="flex flex-col gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  onClick={onClose ? () => onClose(false) : undefined}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-3 text-lg font-medium hover:bg-brand-50 ${isActive ? "bg-brand-50 text-brand-800" : "text-ink"}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <AccountLink
            signedInHome={signedInHome}
            onClick={onClose ? () => onClose(false) : undefined}
            className={buttonClasses("primary", "lg", "mt-6 w-full")}
          />
          {/* Below the spec's links and Sign In: the help a candidate on a phone most often comes for. */}
          <p id="mobile-menu-help" className="mt-6 border-t border-line px-3 pt-4 text-sm font-semibold text-ink-soft">
            Help and tools
          </p>
          <ul aria-labelledby="mobile-menu-help" className="mt-1 flex flex-col gap-1">
            {helpNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={onClose ? () => onClose(false) : undefined}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-3 text-base font-medium hover:bg-brand-50 ${isActive ? "bg-brand-50 text-brand-800" : "text-ink"}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}

function AccountLink({ signedInHome, className, onClick }: { signedInHome: string | null; className: string; onClick?: () => void }) {
  return (
    <Link to={signedInHome ?? "/sign-in"} onClick={onClick} className={className}>
      {signedInHome ? "My Dashboard" : "Sign In"}
    </Link>
  );
}
