/** Lists paged in the database (docs/decisions/0040): the page an address asks for, and where that page starts. */

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
