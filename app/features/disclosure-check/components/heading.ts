/** Heading levels for the checker, which sits at the top of its own page or inside another page's section. */
export type HeadingLevel = 1 | 2 | 3 | 4;

export const headingTag = (level: number) => `h${Math.min(level, 6)}` as "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
