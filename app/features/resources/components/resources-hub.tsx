import type { ComponentType } from "react";
import { ButtonLink } from "~/components/ui/button";
import { LinkTabs } from "~/components/ui/link-tabs";
import { PageHero, Section } from "~/components/ui/section";
import { pageTitle } from "~/lib/meta";
import { type ResourceTabId, resourcesTitle, resourceTabs } from "../tabs";
import { CrisisSupport } from "./crisis-support";
import { EmploymentHelp } from "./employment-help";
import { LegalRights } from "./legal-rights";
import { Mentorship } from "./mentorship";
import { PracticalSupport } from "./practical-support";
import { QuickAccess } from "./quick-access";
import { TrainingSkills } from "./training-skills";

const panels: Record<ResourceTabId, ComponentType> = {
  practical: PracticalSupport,
  employment: EmploymentHelp,
  training: TrainingSkills,
  legal: LegalRights,
  mentorship: Mentorship,
};

export function ResourcesHub({ activeTab }: { activeTab: ResourceTabId }) {
  const tabs = resourceTabs.map((tab) => {
    const Panel = panels[tab.id];
    return { id: tab.id, label: tab.label, title: pageTitle(resourcesTitle(tab.id)), panel: <Panel /> };
  });

  return (
    <>
      <PageHero
        title="Resources and Support Hub"
        lead={
          <>
            <p>
              Practical help for life and work after a conviction: money, ID, housing, jobs, training, your legal rights
              and someone to talk to.
            </p>
            <p className="mt-4 text-base">
              Need help right now?{" "}
              <a href="#crisis-support" className="font-semibold text-white underline underline-offset-4 hover:no-underline">
                See 24/7 crisis support
              </a>
            </p>
          </>
        }
      />

      <Section id="quick-access" title="Quick access">
        <QuickAccess />
      </Section>

      <Section
        id="topics"
        title="Help by topic"
        tone="tinted"
        intro="Choose a topic. Each one has its own link, so you can save it or share it."
      >
        <LinkTabs tabs={tabs} activeId={activeTab} label="Topics" fragment="topics" />
      </Section>

      <CrisisSupport />

      <Section id="next-step" title="Ready for your next step?" tone="brand" intro="Talk to our team, or try our tools to get ready for applications.">
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/request-callback" variant="secondary" size="lg">
            Request a Call Back
          </ButtonLink>
          <ButtonLink to="/candidates/ai-tools" variant="inverse" size="lg">
            Explore AI Tools
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
