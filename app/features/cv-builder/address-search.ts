import { useCallback, useEffect, useState, useTransition } from "react";

/**
 * The builder's query string (`?step=`), kept with the History API rather than React Router: the builder runs with
 * React DOM alone (an island, docs/decisions/0025). A new entry per step, so the browser's Back and Forward move
 * between steps, and nothing is asked of the server. Each move is a React transition: a step whose code is still
 * on its way leaves the one shown in place until it has come.
 *
 * `initialSearch` is the query string the page was rendered for, so the browser's first render matches the server's.
 * `moving` is true from a move until the step it leads to is shown.
 */
export function useAddressSearch(initialSearch: string) {
  const [search, setSearch] = useState(initialSearch);
  const [moving, startTransition] = useTransition();

  useEffect(() => {
    const follow = () => startTransition(() => setSearch(window.location.search));
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [startTransition]);

  const navigateSearch = useCallback((next: string, { replace = false }: { replace?: boolean } = {}) => {
    const url = `${window.location.pathname}${next}`;
    // The browser keeps the scroll position: focus on the step's heading, not a jump to the top, shows the step.
    // A second press for the address already shown adds no entry of its own, or Back would seem not to work.
    if (replace || next === window.location.search) window.history.replaceState(window.history.state, "", url);
    else window.history.pushState(null, "", url);
    startTransition(() => setSearch(next));
  }, [startTransition]);

  return [search, navigateSearch, moving] as const;
}
