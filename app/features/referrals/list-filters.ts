import { referralStatuses, type ReferralStatus } from "../../../db/schema/vocabulary";

/** How the referral list can be ordered; the first is the default. */
export const referralSorts = ["newest", "oldest", "name"] as const;
export type ReferralSort = (typeof referralSorts)[number];

export const referralSortLabels: Record<ReferralSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Surname, A to Z",
};

export type ReferralFilters = { status: ReferralStatus | null; sort: ReferralSort };

/**
 * The list's filters from the address (?status=…&sort=…), so a filtered list can be bookmarked and the filter
 * form works without JavaScript. Anything unknown falls back to all referrals, newest first.
 */
export function referralFiltersFrom(url: URL): ReferralFilters {
  const status = url.searchParams.get("status");
  const sort = url.searchParams.get("sort");
  return {
    status: (referralStatuses as readonly string[]).includes(status ?? "") ? (status as ReferralStatus) : null,
    sort: (referralSorts as readonly string[]).includes(sort ?? "") ? (sort as ReferralSort) : "newest",
  };
}
