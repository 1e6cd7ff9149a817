import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("employers", "routes/employers.tsx"),
  route("candidates", "routes/candidates.tsx"),
  route("candidates/ai-tools", "routes/ai-tools.tsx"),
  route("partners", "routes/partners.tsx"),
  route("resources", "routes/resources.tsx"),
  route("jobs", "routes/jobs.tsx"),
  route("job-matcher", "routes/job-matcher.tsx"),
  route("request-callback", "routes/request-callback.tsx", { id: "request-callback" }),
  route("contact", "routes/request-callback.tsx", { id: "contact" }),
  route("thank-you", "routes/thank-you.tsx"),
  route("cv-builder", "routes/cv-builder.tsx"),
  route("sign-in", "routes/sign-in.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("__test/error", "routes/test-error.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
