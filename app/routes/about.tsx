import { Check } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardGrid } from "~/components/ui/card";
import { PageHero, Section } from "~/components/ui/section";
import {
  aboutApproach,
  aboutHero,
  businessCaseIntro,
  businessCaseReasons,
  commitment,
  mission,
  principles,
} from "~/features/marketing/about-content";
import { AboutTheseFigures, StatisticCard } from "~/features/marketing/statistic-card";
import { aboutStatistics } from "~/features/marketing/statistics";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-scripts";

// Nothing here needs JavaScript: the page is sent without React's scripts (docs/decisions/0017).
export const handle: PageHandle = { scripts: false, cache: true };

export const meta = () =>
  pageMeta(
    "About Us",
    "Our mission, principles and approach to helping people with criminal convictions into good, lasting work.",
  );

export default function AboutPage() {
  return (
    <>
      <PageHero title={aboutHero.title} lead={<p>{aboutHero.lead}</p>} />

      <Section id="mission" title="Our Mission">
        <div className="max-w-3xl space-y-4 text-lg text-ink-soft">
          {mission.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section
        id="principles"
        title="Our Principles"
        tone="tinted"
        intro={<p>Six principles guide how we work with candidates, employers and partners.</p>}
      >
        <CardGrid>
          {principles.map(({ name, text, icon: Icon }) => (
            <Card key={name} title={name} icon={<Icon className="h-8 w-8" />}>
              <p>{text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="approach" title="Our Approach" intro={<p>Three things make our way of working different.</p>}>
        <CardGrid>
          {aboutApproach.map(({ title, text, icon: Icon }) => (
            <Card key={title} title={title} icon={<Icon className="h-8 w-8" />}>
              <p>{text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="business-case" title="The Business Case" tone="tinted" intro={<p>{businessCaseIntro}</p>}>
        <CardGrid columns={4}>
          {aboutStatistics.map((statistic) => (
            <StatisticCard key={statistic.id} statistic={statistic} />
          ))}
        </CardGrid>
        <AboutTheseFigures statistics={aboutStatistics} />
        <h3 className="mt-12 text-xl font-semibold text-ink">Why It Makes Sense for Your Business</h3>
        <ul className="mt-4 max-w-3xl space-y-3 text-lg text-ink-soft">
          {businessCaseReasons.map((reason) => (
            <li key={reason} className="flex gap-3">
              <Check aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="commitment" title="Our Commitment" intro={<p>{commitment.text}</p>}>
        <ul className="max-w-3xl space-y-3 text-lg text-ink-soft">
          {commitment.promises.map((promise) => (
            <li key={promise} className="flex gap-3">
              <Check aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
              <span>{promise}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/request-callback" size="lg">
            Request a Call Back
          </ButtonLink>
          <ButtonLink to="/partners" variant="outline" size="lg">
            Partner With Us
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
