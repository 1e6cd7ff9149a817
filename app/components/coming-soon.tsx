import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/router-link";
import { ButtonLink } from "./ui/button";
import { Card, CardGrid } from "./ui/card";
import { PageHero, Section } from "./ui/section";

type Feature = { title: string; description: string };
type NextStep = { to: string; label: string; description: string };

type ComingSoonProps = {
  /** The page's h1: the name of what is coming. */
  title: string;
  /** One or two sentences: what it will do and that it is not ready yet. */
  lead: ReactNode;
  /** What is coming. */
  features: readonly Feature[];
  /** What people can do today instead. */
  nextSteps: readonly NextStep[];
};

/** An honest page for something not built yet: says what is coming, and what you can do now. */
export function ComingSoon({ title, lead, features, nextSteps }: ComingSoonProps) {
  return (
    <>
      <PageHero title={title} lead={lead}>
        <p className="w-full text-base font-semibold text-accent-300">Coming soon</p>
        <ButtonLink to="/request-callback" variant="secondary" size="lg">
          Request a Call Back
        </ButtonLink>
      </PageHero>

      <Section id="what-is-coming" title="What is coming">
        <CardGrid columns={features.length >= 3 ? 3 : 2}>
          {features.map((feature) => (
            <Card key={feature.title} title={feature.title}>
              <p>{feature.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="what-you-can-do-now"
        title="What you can do now"
        tone="tinted"
        intro="You do not have to wait. Our team and these pages can help you today."
      >
        <ul className="grid gap-4 sm:grid-cols-2">
          {nextSteps.map((step) => (
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
      </Section>
    </>
  );
}
