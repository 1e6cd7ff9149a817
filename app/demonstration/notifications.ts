import type { NotificationKind } from "../../db/schema/vocabulary";

/**
 * The demonstration tree's notifications pages: a fixed example list per role (decision 0035). Demonstration
 * subjects have no accounts, so nothing here is stored; the times count back from when the page is drawn.
 */
export type DemoNotice = { kind: NotificationKind; params: Record<string, string>; hoursAgo: number; read: boolean; link: string };

export const demoNotices: Record<"candidate" | "employer" | "partner" | "caseworker", DemoNotice[]> = {
  candidate: [
    { kind: "application.interview", params: { employer: "Northgate Logistics", jobTitle: "Warehouse operative" }, hoursAgo: 2, read: false, link: "/dashboard/candidate/applications" },
    { kind: "message.new", params: {}, hoursAgo: 5, read: false, link: "/dashboard/candidate/messages" },
    { kind: "appointment.booked", params: { when: "Tuesday 9 June at 10:30" }, hoursAgo: 26, read: true, link: "/dashboard/candidate/diary" },
    { kind: "mentor.assigned", params: {}, hoursAgo: 75, read: true, link: "/dashboard/candidate/mentoring" },
  ],
  employer: [
    { kind: "application.received", params: { jobTitle: "Warehouse operative" }, hoursAgo: 1, read: false, link: "/dashboard/employer/applications" },
    { kind: "message.new", params: {}, hoursAgo: 20, read: true, link: "/dashboard/employer" },
    { kind: "application.withdrawn", params: { jobTitle: "Kitchen porter" }, hoursAgo: 50, read: true, link: "/dashboard/employer/applications" },
  ],
  partner: [
    { kind: "referral.accepted", params: {}, hoursAgo: 3, read: false, link: "/dashboard/partner" },
    { kind: "message.new", params: {}, hoursAgo: 30, read: true, link: "/dashboard/partner/messages" },
    { kind: "referral.closed", params: {}, hoursAgo: 120, read: true, link: "/dashboard/partner" },
  ],
  caseworker: [
    { kind: "referral.received", params: {}, hoursAgo: 1, read: false, link: "/dashboard/caseworker/caseload" },
    { kind: "mentor.requested", params: {}, hoursAgo: 4, read: false, link: "/dashboard/caseworker/caseload" },
    { kind: "release.approaching", params: { when: "Monday 15 June" }, hoursAgo: 28, read: true, link: "/dashboard/caseworker/alerts" },
    { kind: "inwork.check_due", params: {}, hoursAgo: 52, read: true, link: "/dashboard/caseworker/outcomes" },
  ],
};
