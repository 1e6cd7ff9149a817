import { Link } from "~/components/ui/router-link";

const linkClass = "inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4";

/** "Previous page" and "Next page" for a list paged in the database; nothing when it fits on one page. */
export function PageLinks({ label, page, pages, href }: { label: string; page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap gap-6">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          Previous page
        </Link>
      ) : null}
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
