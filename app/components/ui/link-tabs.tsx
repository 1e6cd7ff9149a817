import { type KeyboardEvent, type MouseEvent, type ReactNode, useRef, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";

export type LinkTab = {
  id: string;
  label: string;
  panel: ReactNode;
  /** The document's title while this tab is selected, when it names the tab. */
  title?: string;
};

type LinkTabsProps = {
  tabs: readonly LinkTab[];
  /** The selected tab, read from the URL by the route's loader. */
  activeId: string;
  /** Names the tab list for screen readers. */
  label: string;
  /** The search parameter holding the tab id. */
  param?: string;
  /** Fragment added to each tab's link so that, without JavaScript, the page opens at the tabs. */
  fragment?: string;
};

const subscribeNever = () => () => {};

/** False while rendering on the server and during hydration, true once the page is interactive. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

const tabBase =
  "inline-flex min-h-11 items-center rounded-lg border-2 px-4 py-2 font-semibold transition-colors " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus";
const tabSelected = "border-brand-700 bg-brand-700 text-white";
const tabIdle = "border-brand-700 bg-white text-brand-800 hover:bg-brand-50";

/**
 * Tabs whose state lives in the URL (?tab=id), so each tab can be shared and works without JavaScript.
 * Server-rendered, the tabs are a list of links and only the chosen panel shows. Once hydrated they follow
 * the WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs and select them, and the URL is
 * replaced (no new history entry, no scroll jump). On a page sent without React's scripts, app/lib/enhance-tabs.js
 * does the same from the data attributes below.
 */
export function LinkTabs({ tabs, activeId, label, param = "tab", fragment }: LinkTabsProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabRefs = useRef(new Map<string, HTMLAnchorElement>());
  const selected = tabs.some((tab) => tab.id === activeId) ? activeId : tabs[0]?.id;

  const hrefFor = (id: string) => `${pathname}?${param}=${encodeURIComponent(id)}${fragment ? `#${fragment}` : ""}`;

  const select = (id: string) => {
    if (id === selected) return;
    navigate(`${pathname}?${param}=${encodeURIComponent(id)}`, { replace: true, preventScrollReset: true });
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // Leave modified clicks to the browser so "open in new tab" still works.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : event.key === " "
                ? index
                : null;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    tabRefs.current.get(target.id)?.focus();
    select(target.id);
  };

  const panels = tabs.map((tab) => (
    <div
      key={tab.id}
      id={tab.id}
      role={hydrated ? "tabpanel" : undefined}
      aria-labelledby={hydrated ? `${tab.id}-tab` : undefined}
      tabIndex={hydrated ? 0 : undefined}
      hidden={tab.id !== selected}
      className="mt-8 rounded-lg focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-focus"
    >
      {tab.panel}
    </div>
  ));

  if (!hydrated) {
    return (
      <div data-link-tabs={param} data-tab-class={tabBase} data-selected-class={tabSelected} data-idle-class={tabIdle}>
        <nav aria-label={label}>
          <ul className="flex flex-wrap gap-3">
            {tabs.map((tab) => (
              <li key={tab.id}>
                <a
                  href={hrefFor(tab.id)}
                  data-tab={tab.id}
                  data-title={tab.title}
                  aria-current={tab.id === selected ? "page" : undefined}
                  className={`${tabBase} ${tab.id === selected ? tabSelected : tabIdle}`}
                >
                  {tab.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {panels}
      </div>
    );
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-3">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <a
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              id={`${tab.id}-tab`}
              role="tab"
              href={hrefFor(tab.id)}
              aria-selected={isSelected}
              aria-controls={tab.id}
              tabIndex={isSelected ? 0 : -1}
              onClick={(event) => onClick(event, tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`${tabBase} ${isSelected ? tabSelected : tabIdle}`}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {panels}
    </div>
  );
}
