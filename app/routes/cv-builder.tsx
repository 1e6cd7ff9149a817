import { type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { PageHero } from "~/components/ui/section";
import { optionalUser } from "~/features/auth/guard.server";
import type { CvBuilderAccount } from "~/features/candidate-cvs/builder-account";
import { CvBuilder } from "~/features/cv-builder/components/cv-builder";
import { Island } from "~/lib/islands";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cv-builder";
import type { PageHandle } from "~/lib/page-scripts";
import { hasRole } from "~/features/auth/roles";

/**
 * The builder's page is the same for every anonymous visitor; drafts live in the browser (docs/decisions/0018).
 * The page is sent without React Router's scripts: the builder is an island that React DOM alone brings to life
 * (app/features/cv-builder/island.client.tsx, docs/decisions/0025).
 */
export const handle: PageHandle = { cache: true, scripts: false, island: "cv-builder" };

export const meta = () =>
  pageMeta(
    "CV and Disclosure Letter Builder",
    "Build a CV that shows your skills, including work in prison, and a short, honest disclosure letter. Your draft stays on your device.",
  );

/** Only whether the visitor may save to an account: the draft itself never comes from the server. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<{ account: CvBuilderAccount }> {
  const current = await optionalUser(context, request);
  return { account: !current ? { kind: "signed-out" } : hasRole(current.user, "candidate") ? { kind: "candidate" } : { kind: "other" } };
}

/**
 * Moving between steps changes only the address's ?step=, and is done in the browser: the visitor's account
 * does not change meanwhile, so where React Router runs (a signed-in page that moved here) the loader is not asked
 * again.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function CvBuilderPage({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
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
      <Island name="cv-builder" data={{ "data-account": loaderData.account.kind }}>
        <CvBuilder account={loaderData.account} initialSearch={search} />
      </Island>
    </>
  );
}
