import { PageHero } from "~/components/ui/section";
import { CvBuilder } from "~/features/cv-builder/components/cv-builder";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-scripts";

// The builder's page is the same for everyone; drafts live in the browser: see docs/decisions/0016.
export const handle: PageHandle = { cache: true };

export const meta = () =>
  pageMeta(
    "CV and Disclosure Letter Builder",
    "Build a CV that shows your skills, including work in prison, and a short, honest disclosure letter. Your draft stays on your device.",
  );

export default function CvBuilderPage() {
  return (
    <>
      <div className="print:hidden">
        <PageHero
          title="CV and Disclosure Letter Builder"
          lead="Turn your skills and experience into a CV employers want to read, and, if you need one, a short, honest letter about your conviction. Everything stays on your device."
        />
      </div>
      <noscript>
        <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6">
          <p className="rounded-xl border-2 border-danger bg-white p-5 text-lg">
            The builder needs JavaScript, because your draft is kept on your own device and never sent to us. Turn JavaScript on
            to use it, or{" "}
            <a href="/request-callback" className="font-semibold text-brand-800 underline">
              ask an adviser to call you back
            </a>{" "}
            and help you write your CV.
          </p>
        </div>
      </noscript>
      <CvBuilder />
    </>
  );
}
