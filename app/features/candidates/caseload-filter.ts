import { readinessStatuses, type ReadinessStatus } from "../../../db/schema/vocabulary";

/** The caseload page's filter and sort, read from its URL (browser-safe: the form and the loader share it). */
export const caseloadSorts = ["name", "last_contact", "readiness"] as const;
export type CaseloadSort = (typeof caseloadSorts)[number];

export const caseloadSortLabels: Record<CaseloadSort, string> = {
  name: "Name (A to Z)",
  last_contact: "Longest since last contact",
  readiness: "Readiness",
};

export type CaseloadFilter = { readiness: ReadinessStatus | "all"; sort: CaseloadSort; search: string };

/** An unknown value falls back to the default, so an edited or old link still shows the caseload. */
export function parseCaseloadFilter(url: URL): CaseloadFilter {
  const readiness = url.searchParams.get("readiness") ?? "all";
  const sort = url.searchParams.get("sort") ?? "name";
  return {
    readiness: (readinessStatuses as readonly string[]).includes(readiness) ? (readiness as ReadinessStatus) : "all",
    sort: (caseloadSorts as readonly string[]).includes(sort) ? (sort as CaseloadSort) : "name",
    search: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
  };
}
