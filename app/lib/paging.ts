/**
 * Lists paged in the database (docs/decisions/0040): the page an address asks for, where that page starts, the
 * address of another page, and the words that place a page in its list.
 */

/** The highest page number an address may ask for: a larger one is read as this (with `pageOf`, the list's last page). */
export const MAX_PAGE = 100_000;

/** The page `?page=` asks for: a whole number from 1 (at most MAX_PAGE); anything else is the first page. */
export function pageAsked(value: string | null): number {
  const page = Number(value ?? "1");
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/**
 * The page shown for `total` rows at `size` a page: the one asked for, or the last there is (an old link to a
 * page that has since emptied still shows the list's end), with how many pages there are (at least one) and the
 * rows to skip before it.
 */
export function pageOf(total: number, size: number, asked: number): { page: number; pages: number; offset: number } {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, asked), pages);
  return { page, pages, offset: (page - 1) * size };
}

/** A paged list's address at `page`: its filters kept, and no page number for the first page. */
export function listHref(base: string, filters: URLSearchParams, page: number): string {
  const params = new URLSearchParams(filters);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** Where a page of `shown` rows, after `offset` others, sits in its list: "51 to 63, page 2 of 2". */
export function pagePlace(offset: number, shown: number, page: number, pages: number): string {
  return `${offset + 1} to ${offset + shown}, page ${page} of ${pages}`;
}
