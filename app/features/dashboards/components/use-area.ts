import { useLocation } from "react-router";
import { areaFor, type Area } from "../areas";

/** The area-table row of the page being shown, or null off the table (an error page, say). */
export function useArea(): Area | null {
  return areaFor(useLocation().pathname);
}
