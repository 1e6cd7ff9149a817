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
