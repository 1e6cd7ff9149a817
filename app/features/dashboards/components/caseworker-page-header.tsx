import type { ReactNode } from "react";
import { DashboardHeader } from "~/features/dashboards/components/dashboard-header";
import { DemoRefusalNotice } from "~/features/dashboards/components/demo-refusal";
import { useArea } from "~/features/dashboards/components/use-area";

export type PageMode = "demo" | "portal";

/** The top of every caseworker page below the home: its title from the area table, and the demonstration notice. */
export function CaseworkerPageHeader({ mode, lead, title }: { mode: PageMode; lead: ReactNode; title?: string }) {
  const area = useArea();
  return (
    <>
      <DashboardHeader eyebrow={mode === "demo" ? "Demonstration" : "Caseworker"} title={title ?? area?.title ?? "Caseworker"} lead={lead} />
      {mode === "demo" ? <DemoRefusalNotice /> : null}
    </>
  );
}
