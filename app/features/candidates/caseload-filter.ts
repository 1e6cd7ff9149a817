import { listHref, pageAsked } from "~/lib/paging";
import { readinessStatuses, type ReadinessStatus } from "../../../db/schema/vocabulary";

/** The caseload page's filter and sort, read from its URL (browser-safe: the form and the loader share it). */
export const caseloadSorts = ["name", "last_contact", "readiness"] as const;
export type CaseloadSort = (typeof caseloadSorts)[number];

export const caseloadSortLabels: Record<CaseloadSort, string> = {
  name: "Name (A to Z)",
  last_contact: "Longest since last contact",
  readiness: "Readiness",
};

/** Which page of the list: 1 first; an edited link past the end shows the last page. */
export type CaseloadFilter = { readiness: ReadinessStatus | "all"; sort: CaseloadSort; search: string; page: number };

/** People a page: a caseload of 300 stays a few screens long on a phone, and its page a few kilobytes. */
export const CASELOAD_PAGE_SIZE = 50;

/** An unknown value falls back to the default, so an edited or old link still shows the caseload. */
export function parseCaseloadFilter(url: URL): CaseloadFilter {
  const readiness = url.searchParams.get("readiness") ?? "all";
  const sort = url.searchParams.get("sort") ?? "name";
  return {
    readiness: (readinessStatuses as readonly string[]).includes(readiness) ? (readiness as ReadinessStatus) : "all",
    sort: (caseloadSorts as readonly string[]).includes(sort) ? (sort as CaseloadSort) : "name",
    search: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    page: pageAsked(url.searchParams.get("page")),
  };
}

/** The caseload page's address for this filter at `page` (the first page has no page number). */
export function caseloadHref(base: string, filter: CaseloadFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter.readiness !== "all") params.set("readiness", filter.readiness);
  if (filter.sort !== "name") params.set("sort", filter.sort);
  if (filter.search) params.set("q", filter.search);
  return listHref(base, params, page);
}
