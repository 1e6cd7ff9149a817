import type { ComponentProps, ReactNode } from "react";
import { Link } from "~/components/ui/router-link";

/**
 * Long-form text (legal pages, guidance): spaces headings, paragraphs and lists so authors can write
 * plain elements. Only put text content inside; buttons and cards belong outside it.
 */
export function Prose({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={
        "max-w-3xl text-base leading-7 text-ink sm:text-lg sm:leading-8 " +
        "[&>:first-child]:mt-0 " +
        "[&_h2]:mt-12 [&_h2]:scroll-mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:tracking-tight " +
        "[&_h3]:mt-8 [&_h3]:scroll-mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:leading-snug " +
        "[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:leading-snug " +
        "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 " +
        "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_li>p]:mt-1 " +
        className
      }
    >
      {children}
    </div>
  );
}

export const textLinkClasses =
  "font-semibold text-brand-700 underline decoration-1 underline-offset-[3px] hover:text-brand-900 hover:decoration-2";

/** An in-text link to a page of this site. */
export function TextLink({ className = "", ...props }: ComponentProps<typeof Link>) {
  return <Link className={`${textLinkClasses} ${className}`.trim()} {...props} />;
}

/**
 * An in-text link to a page of this site as a plain link, for parts that also run without React Router (the CV
 * builder's island, app/lib/islands.tsx): following it loads the page afresh.
 */
export function PlainTextLink({ className = "", ...props }: ComponentProps<"a">) {
  return <a className={`${textLinkClasses} ${className}`.trim()} {...props} />;
}

/** An in-text link to another website, or a tel:/sms:/mailto: link. Opens in the same tab. */
export function ExternalLink({ className = "", ...props }: ComponentProps<"a">) {
  const external = typeof props.href === "string" && /^https?:/.test(props.href);
  return <a className={`${textLinkClasses} ${className}`.trim()} rel={external ? "noopener noreferrer" : undefined} {...props} />;
}
