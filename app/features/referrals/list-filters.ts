import { referralStatuses, type ReferralStatus } from "../../../db/schema/vocabulary";
import { listHref, pageAsked } from "~/lib/paging";

/** How the referral list can be ordered; the first is the default. */
export const referralSorts = ["newest", "oldest", "name"] as const;
export type ReferralSort = (typeof referralSorts)[number];

export const referralSortLabels: Record<ReferralSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Surname, A to Z",
};

/** `page`: which page of the list, 1 first; a link past the end shows the last page. */
export type ReferralFilters = { status: ReferralStatus | null; sort: ReferralSort; page: number };

/** Referrals a page: each row carries its details, so a page stays a few screens long on a phone. */
export const REFERRALS_PAGE_SIZE = 50;

/**
 * The list's filters from the address (?status=…&sort=…&page=…), so a filtered list can be bookmarked and the filter
 * form works without JavaScript. Anything unknown falls back to all referrals, newest first.
 */
export function referralFiltersFrom(url: URL): ReferralFilters {
  const status = url.searchParams.get("status");
  const sort = url.searchParams.get("sort");
  return {
    status: (referralStatuses as readonly string[]).includes(status ?? "") ? (status as ReferralStatus) : null,
    sort: (referralSorts as readonly string[]).includes(sort ?? "") ? (sort as ReferralSort) : "newest",
    page: pageAsked(url.searchParams.get("page")),
  };
}

/** The list's address for these filters at `page` (the defaults and the first page are left out). */
export function referralListHref(base: string, filters: ReferralFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.sort !== "newest") params.set("sort", filters.sort);
  return listHref(base, params, page);
}
