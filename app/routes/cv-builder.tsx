import type { ShouldRevalidateFunctionArgs } from "react-router";
import { PageHero } from "~/components/ui/section";
import { optionalUser } from "~/features/auth/guard.server";
import type { CvBuilderAccount } from "~/features/candidate-cvs/components/save-to-account-panel";
import { saveToAccountAction } from "~/features/candidate-cvs/save-to-account.server";
import { CvBuilder } from "~/features/cv-builder/components/cv-builder";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cv-builder";
import type { PageHandle } from "~/lib/page-scripts";

// The builder's page is the same for everyone; drafts live in the browser: see docs/decisions/0018.
export const handle: PageHandle = { cache: true };

export const meta = () =>
  pageMeta(
    "CV and Disclosure Letter Builder",
    "Build a CV that shows your skills, including work in prison, and a short, honest disclosure letter. Your draft stays on your device.",
  );

/** Only whether the visitor may save to an account: the draft itself never comes from the server. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<{ account: CvBuilderAccount }> {
  const current = await optionalUser(context, request);
  return { account: !current ? { kind: "signed-out" } : current.user.role === "candidate" ? { kind: "candidate" } : { kind: "other" } };
}

/**
 * Moving between steps changes only the address's ?step=, and is done in the browser: the visitor's account
 * does not change meanwhile, so the loader is not asked again (nor after a save, which changes nothing it says).
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** "Save to my account": a signed-in candidate's explicit choice (features/candidate-cvs). */
export async function action({ context, request }: Route.ActionArgs) {
  return saveToAccountAction(context, request);
}

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
