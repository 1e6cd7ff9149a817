import { TextLink } from "~/components/ui/prose";
import { CandidatePage, type PageMode } from "~/features/dashboards/components/candidate-page";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { readinessItemLabels, readinessItemStatusLabels } from "~/features/readiness/labels";
import type { CandidateReadiness } from "~/features/readiness/readiness.server";
import { checklistTopics, resourceTabHref } from "../checklist-topics";
import { resourceTabLabel, resourceTabs } from "../tabs";

export function CandidateResourcesPage({ mode, readiness }: { mode: PageMode; readiness: CandidateReadiness | null }) {
  const toDo = readiness?.items.filter((row) => row.status !== "done") ?? [];
  return (
    <CandidatePage mode={mode} lead="Help from our resources hub, starting with the things still to do on your checklist.">
      <DashboardSection id="your-checklist" title="Help with your checklist">
        {toDo.length === 0 ? (
          <p className="max-w-3xl text-ink-soft">{readiness ? "Everything on your checklist is done." : "Your checklist has not been started yet."}</p>
        ) : (
          <ul className="grid max-w-3xl gap-3">
            {toDo.map((row) => (
              <li key={row.item} className="rounded-xl border border-line bg-white p-4">
                <p className="font-semibold">
                  {readinessItemLabels[row.item]} <span className="font-normal text-ink-soft">({readinessItemStatusLabels[row.status].toLowerCase()})</span>
                </p>
                <TextLink to={resourceTabHref(checklistTopics[row.item])}>
                  {resourceTabLabel(checklistTopics[row.item])}<span className="sr-only"> for {readinessItemLabels[row.item]}</span>
                </TextLink>
              </li>
            ))}
          </ul>
        )}
      </DashboardSection>
      <DashboardSection id="topics" title="Every topic in the hub" tone="tinted">
        <ul className="grid max-w-3xl gap-2 sm:grid-cols-2">
          {resourceTabs.map((tab) => (
            <li key={tab.id}>
              <TextLink to={resourceTabHref(tab.id)}>{tab.label}</TextLink>
            </li>
          ))}
        </ul>
      </DashboardSection>
    </CandidatePage>
  );
}
