import type { ReactNode } from "react";
import { DashboardHeader } from "~/features/dashboards/components/dashboard-header";
import { DemoRefusalNotice } from "~/features/dashboards/components/demo-refusal";
import { useArea } from "~/features/dashboards/components/use-area";

export type PageMode = "demo" | "portal";

/** The top of every candidate page below the home, in both trees: its title from the area table and its lead. */
export function CandidatePage({
  mode,
  lead,
  refusalTakesFocus,
  children,
}: {
  mode: PageMode;
  lead: ReactNode;
  /** False where the form that was sent shows the demonstration's refusal beside it. */
  refusalTakesFocus?: boolean;
  children: ReactNode;
}) {
  const title = useArea()?.title ?? "Candidate dashboard";
  return (
    <>
      <DashboardHeader eyebrow={mode === "demo" ? "Demonstration" : "Candidate"} title={title} lead={<p>{lead}</p>} />
      {mode === "demo" ? <DemoRefusalNotice takesFocus={refusalTakesFocus} /> : null}
      {children}
    </>
  );
}
