/** Public pages, in the order the sitemap lists them. */
export const publicPages = [
  "/",
  "/about",
  "/employers",
  "/candidates",
  "/partners",
  "/resources",
  "/jobs",
  "/request-callback",
  "/cv-builder",
  "/job-matcher",
  "/candidates/ai-tools",
  "/candidates/ai-tools/checker",
  "/sign-in",
  "/privacy-policy",
  "/terms",
  "/cookies",
] as const;

export const mainNavigation = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/employers", label: "Employers" },
  { to: "/candidates", label: "Candidates" },
  { to: "/partners", label: "Partners" },
  { to: "/jobs", label: "Browse Jobs" },
  { to: "/contact", label: "Contact" },
] as const;

/**
 * The disclosure helper, linked from the home page's candidates card, /candidates, the CV builder's first step, the
 * phone menu and the footer, so that people find it from wherever they start (issue 31).
 */
export const checkerLink = { to: "/candidates/ai-tools/checker", label: "Check if your conviction is spent" } as const;

/** The phone menu's second group, below the spec's navigation: help a candidate looks for first. */
export const helpNavigation = [{ to: "/resources", label: "Resources and Support Hub" }, checkerLink] as const;
