import { createContext, useContext } from "react";

/**
 * False while the server renders a page that is sent without React's scripts (app/lib/page-scripts.ts): a
 * component can then leave out what only React in the browser would use, and give an enhancement script what
 * it needs instead. Always true in the browser, where only hydrated pages run React.
 */
export const PageHydratesContext = createContext(true);

export function usePageHydrates(): boolean {
  return useContext(PageHydratesContext);
}
