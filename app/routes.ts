import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { areaList, areaPath } from "./features/dashboards/areas";

const DASHBOARD = areaPath("chooser");

/**
 * Every dashboard page, from the area table: a route's path is its row's pattern, its file the row's file. A module
 * may serve a page in both trees (docs/decisions/0031), so each route's id is its address, not its file.
 */
const dashboardRoutes = areaList.map((area) => {
  const options = { id: area.pattern.slice(1) };
  return area.pattern === DASHBOARD ? index(`routes/${area.file}`, options) : route(area.pattern.slice(DASHBOARD.length + 1), `routes/${area.file}`, options);
});

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("employers", "routes/employers.tsx"),
  route("candidates", "routes/candidates.tsx"),
  route("candidates/ai-tools", "routes/ai-tools.tsx"),
  route("candidates/ai-tools/checker", "routes/ai-tools-checker.tsx"),
  route("candidates/ai-tools/checker/results.pdf", "routes/ai-tools-checker-pdf.ts"),
  route("partners", "routes/partners.tsx"),
  route("resources", "routes/resources.tsx"),
  route("jobs", "routes/jobs.tsx"),
  route("jobs/:jobId", "routes/jobs/$jobId.tsx"),
  route("jobs/:jobId/apply", "routes/jobs/$jobId/apply.tsx"),
  route("job-matcher", "routes/job-matcher.tsx"),
  route("request-callback", "routes/request-callback.tsx", { id: "request-callback" }),
  route("contact", "routes/request-callback.tsx", { id: "contact" }),
  route("thank-you", "routes/thank-you.tsx"),
  route("cv-builder", "routes/cv-builder.tsx"),
  route("cv-builder/save", "routes/cv-builder-save.ts"),
  route("sign-in", "routes/sign-in.tsx"),
  route("sign-in/two-factor", "routes/sign-in-two-factor.tsx"),
  route("sign-out", "routes/sign-out.tsx"),
  route("auth/callback", "routes/auth-callback.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("cookies", "routes/cookies.tsx"),
  route("account", "routes/account.tsx"),
  route("account/delete", "routes/account-delete.tsx"),
  route("account/your-data", "routes/account-your-data.ts"),
  route("account/signed-out", "routes/account-signed-out.tsx"),
  route("account/deleted", "routes/account-deleted.tsx"),
  route("account/invitations/:token", "routes/account-invitation.tsx"),
  route("referral-invitation", "routes/referral-invitation.tsx"),
  route("api/contact", "routes/api-contact.ts"),
  route("api/disclosure-check", "routes/api-disclosure-check.ts"),
  route("calendar/feed/:file", "routes/calendar-feed.ts"),
  route("n/:noticeId", "routes/notice-open.tsx"),
  route("notifications/settings", "routes/notifications-settings.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route(DASHBOARD.slice(1), "routes/dashboard/layout.tsx", dashboardRoutes),
  route("__test/error", "routes/test-error.tsx"),
  route("__test/enquiries/latest", "routes/test-enquiries.ts"),
  route("__test/accounts", "routes/test-accounts.ts"),
  route("__test/employer-hiring", "routes/test-employer-hiring.ts"),
  route("__test/enquiry-age", "routes/test-enquiry-age.ts"),
  route("__test/run-reminders", "routes/test-run-reminders.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
