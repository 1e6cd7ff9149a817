import type { ReactNode } from "react";
import { DashboardHeader } from "~/features/dashboards/components/dashboard-header";
import { DemoRefusalNotice } from "~/features/dashboards/components/demo-refusal";
import { EmptyState } from "~/features/dashboards/components/summary-parts";
import { areaPath, type AreaName } from "~/features/dashboards/areas";
import { useArea } from "~/features/dashboards/components/use-area";

/**
 * The frame of every partner page below the home, in both trees: the title from the area table (or the page's
 * own, such as a thread's subject), and in the
 * demonstration the notice that says a sent form changed nothing.
 */
export function PartnerPage({ title, lead, children }: { title?: string; lead?: ReactNode; children: ReactNode }) {
  const area = useArea();
  const demo = area?.tree === "demo";
  return (
    <>
      <DashboardHeader eyebrow={demo ? "Demonstration" : "Partner"} title={title ?? area?.title ?? "Partner dashboard"} lead={lead} />
      {demo ? <DemoRefusalNotice /> : null}
      {children}
    </>
  );
}

/** What a partner account not yet linked to an organisation sees instead of a page's data. */
export function NoOrganisation() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <EmptyState>
        <p>Your account is not linked to a partner organisation yet.</p>
        <p className="mt-2">Our team links it once your organisation has been approved.</p>
      </EmptyState>
    </div>
  );
}

/** A partner page's address in the tree being shown: the demonstration's or the portal's. */
export function usePartnerPath(): (page: string) => string {
  const demo = useArea()?.tree === "demo";
  return (page) => `/dashboard/${demo ? "partner" : "partnerportal"}${page ? `/${page}` : ""}`;
}

/** The partner pages that take an id, by their names in each tree. */
const partnerPages = {
  person: ["partnerPersonDemo", "partnerPersonPortal"],
  personDiary: ["partnerPersonDiaryDemo", "partnerPersonDiaryPortal"],
  personProgress: ["partnerPersonProgressDemo", "partnerPersonProgressPortal"],
  applications: ["partnerApplicationsDemo", "partnerApplicationsPortal"],
  application: ["partnerApplicationDemo", "partnerApplicationPortal"],
  onboarding: ["partnerOnboardingDemo", "partnerOnboardingPortal"],
  settings: ["partnerSettingsDemo", "partnerSettingsPortal"],
  referrals: ["partnerReferralsDemo", "partnerReferralsPortal"],
  referralNew: ["partnerReferralNewDemo", "partnerReferralNewPortal"],
} as const satisfies Record<string, readonly [AreaName, AreaName]>;

export type PartnerPageName = keyof typeof partnerPages;

/** A partner page's address in the tree being shown, from the area table. */
export function usePartnerArea(): (page: PartnerPageName, params?: Record<string, string>) => string {
  const demo = useArea()?.tree === "demo";
  return (page, params) => areaPath(partnerPages[page][demo ? 0 : 1], params);
}
