import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/router-link";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardGrid } from "~/components/ui/card";
import { PageHero, Section } from "~/components/ui/section";
import { homeApproach, homeHero, stakeholders, testimonials } from "~/features/marketing/home-content";
import { industries } from "~/features/marketing/industries";
import { IndustriesCarousel } from "~/features/marketing/industries-carousel";
import { AboutTheseFigures, StatisticCard } from "~/features/marketing/statistic-card";
import { homeStatistics } from "~/features/marketing/statistics";
import { TestimonialCard } from "~/features/marketing/testimonial-card";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-scripts";

// Nothing here needs JavaScript: the page is sent without React's scripts (docs/decisions/0017).
export const handle: PageHandle = { scripts: false, cache: true };

export const meta = () =>
  pageMeta(
    "A Fair Chance at Work",
    "We help people with criminal convictions find good, lasting jobs, and help employers hire with confidence.",
  );

export default function HomePage() {
  return (
    <>
      <PageHero title={homeHero.title} lead={<p>{homeHero.lead}</p>}>
        <ButtonLink to="/request-callback" variant="secondary" size="lg">
          Sign Up
        </ButtonLink>
        <ButtonLink to="/jobs" variant="inverse" size="lg">
          Find a Job
        </ButtonLink>
      </PageHero>

      <Section
        id="why-it-matters"
        title="Why Fair Chances Matter"
        tone="tinted"
        intro={<p>A conviction can close doors long after a sentence ends. These figures show the cost, and the chance to do better.</p>}
      >
        <CardGrid columns={4}>
          {homeStatistics.map((statistic) => (
            <StatisticCard key={statistic.id} statistic={statistic} />
          ))}
        </CardGrid>
        <AboutTheseFigures statistics={homeStatistics} />
      </Section>

      <Section
        id="our-approach"
        title="Our Approach"
        intro={<p>Everything we do aims at one thing: the right person in the right job, with the support to stay there.</p>}
      >
        <CardGrid>
          {homeApproach.map(({ title, text, icon: Icon }) => (
            <Card key={title} title={title} icon={<Icon className="h-8 w-8" />}>
              <p>{text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="industries"
        title="Industries We Work With"
        tone="tinted"
        intro={<p>Our employer partners hire in nine industries. Here are the kinds of jobs you could do in each.</p>}
      >
        <IndustriesCarousel industries={industries} label="Industries" />
        <div className="mt-8">
          <ButtonLink to="/contact" size="lg">
            Contact Us to Learn More
          </ButtonLink>
        </div>
      </Section>

      <Section id="who-we-help" title="Who We Work With" intro={<p>Find out what we can do for you.</p>}>
        <CardGrid>
          {stakeholders.map((item) => (
            <Card key={item.to} title={item.title}>
              <p>{item.text}</p>
              <p className="mt-4">
                <Link to={item.to} className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand-700 underline">
                  {item.linkLabel}
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              </p>
              {item.also ? (
                <p className="mt-2">
                  {/* Inline, so that when the words wrap on a phone the arrow stays after the last one. */}
                  <Link to={item.also.to} className="inline-block min-h-6 py-0.5 font-semibold text-brand-700 underline">
                    {item.also.label}
                    <ArrowRight aria-hidden="true" className="ml-1 inline h-4 w-4 align-[-2px]" />
                  </Link>
                </p>
              ) : null}
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="testimonials"
        title="What a Fair Chance Looks Like"
        tone="tinted"
        intro={
          <p>
            These example stories show the kinds of journeys we support. When people choose to share their own
            story, we publish it here with their written permission, using a first name or initial only.
          </p>
        }
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <TestimonialCard quote={item.quote} name={item.name} role={item.role} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="get-started"
        title="Ready to Get Started?"
        tone="brand"
        intro={<p>Whether you are looking for work, hiring or supporting someone, we would love to hear from you.</p>}
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/request-callback" variant="secondary" size="lg">
            Request a Call Back
          </ButtonLink>
          <ButtonLink to="/jobs" variant="inverse" size="lg">
            Find a Job
          </ButtonLink>
          <ButtonLink to="/partners" variant="inverse" size="lg">
            Partner With Us
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
