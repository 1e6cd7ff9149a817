import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/router-link";
import { ButtonLink } from "~/components/ui/button";
import { roleLabel, statusLabel } from "../labels";
import { demoLeads, nextStepsFor, portalLeads } from "../portals";
import { DashboardHeader, DashboardSection } from "./dashboard-header";
import { AwaitingApprovalNotice } from "./awaiting-approval";
import { DemoRefusalNotice } from "./demo-refusal";
import { DetailItem } from "./detail-item";
import { Streamed } from "./streamed";
import { useArea } from "./use-area";

export type PortalViewer = {
  name: string;
  email: string;
  role: string;
  accountStatus: string;
  twoFactorEnabled: boolean;
};

/** What dashboardHome answers: the summary is null for a portal account that is not active (nothing was read). */
export type HomeData<S> =
  | { mode: "demo"; viewer?: undefined; summary: S | Promise<S> }
  | { mode: "portal"; viewer: PortalViewer; summary: S | Promise<S> | null };

/**
 * Every dashboard home, in both trees: the page's title from the area table, a 'Summary' region holding the
 * role's summary (drawn by `children`, streamed behind `skeleton` when it was not ready in time), and on a portal
 * the person's account and next steps.
 */
export function DashboardHome<S>({ home, skeleton, children }: { home: HomeData<S>; skeleton: ReactNode; children: (summary: NonNullable<Awaited<S>>) => ReactNode }) {
  const { mode, viewer } = home;
  const summary =
    home.summary === null ? undefined : (
      <Streamed resolve={home.summary} fallback={skeleton}>
        {(value) => children(value as NonNullable<Awaited<S>>)}
      </Streamed>
    );
  const area = useArea();
  const role = area?.role ?? "candidate";
  const title = area?.title ?? "Dashboard";
  // An account awaiting approval sees no one else's data, so no summary at all.
  const awaiting = mode === "portal" && viewer.accountStatus === "awaiting_approval";
  return (
    <>
      {mode === "portal" ? (
        <DashboardHeader
          eyebrow={roleLabel(viewer.role)}
          title={title}
          lead={
            <>
              <p>Welcome, {viewer.name}.</p>
              <p className="mt-2">{portalLeads[role]}</p>
            </>
          }
        />
      ) : (
        <>
          <DashboardHeader eyebrow="Demonstration" title={title} lead={<p>{demoLeads[role]}</p>} />
          <DemoRefusalNotice />
        </>
      )}

      {awaiting ? <AwaitingApprovalNotice /> : null}

      {awaiting ? null : (
        <DashboardSection id="summary" title="Summary" tone="tinted">
          {summary ?? <p className="max-w-3xl rounded-xl border border-line bg-white p-5 text-ink-soft">There is nothing to show here yet.</p>}
        </DashboardSection>
      )}

      {mode === "portal" ? (
        <>
          <DashboardSection id="your-account" title="Your account">
            <dl className="grid max-w-3xl gap-x-8 gap-y-4 sm:grid-cols-2">
              <DetailItem term="Name" value={viewer.name} />
              <DetailItem term="Email address" value={viewer.email} />
              <DetailItem term="Role" value={roleLabel(viewer.role)} />
              <DetailItem term="Account status" value={statusLabel(viewer.accountStatus)} />
              <DetailItem term="Two-step sign-in" value={viewer.twoFactorEnabled ? "On" : "Off"} />
            </dl>
          </DashboardSection>
          <NextSteps viewer={viewer} />
        </>
      ) : (
        <DashboardSection
          id="your-own"
          title="Use your own dashboard"
          intro="Sign in to see your own dashboard with your real information, or create an account."
        >
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/sign-in" size="lg">
              Sign in
            </ButtonLink>
            <ButtonLink to="/sign-in?mode=signup" variant="outline" size="lg">
              Create an account
            </ButtonLink>
          </div>
        </DashboardSection>
      )}
    </>
  );
}

function NextSteps({ viewer }: { viewer: PortalViewer }) {
  return (
    <DashboardSection id="next-steps" title="What you can do next" tone="tinted">
      <ul className="grid gap-4 sm:grid-cols-2">
        {nextStepsFor(viewer).map((step) => (
          <li key={step.to} className="rounded-xl border border-line bg-white p-5">
            <Link
              to={step.to}
              className="inline-flex min-h-6 items-center gap-2 text-lg font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {step.label}
              <ArrowRight className="size-5 shrink-0" aria-hidden="true" />
            </Link>
            <p className="mt-1 text-ink-soft">{step.description}</p>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
