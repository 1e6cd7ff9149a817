import { useEffect, useRef } from "react";
import { Link, useFetcher, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { textLinkClasses } from "~/components/ui/prose";
import { areaPath } from "~/features/dashboards/areas";
import type { CvDraft } from "~/features/cv-builder/draft";
import { Panel } from "~/features/cv-builder/components/panel";
import { SAVE_INTENT, saveMessages, type SaveResult } from "../save-to-account";

/** What the CV builder's loader says about the visitor: who may save to an account. */
export type CvBuilderAccount = { kind: "candidate" } | { kind: "signed-out" } | { kind: "other" };

const CV_BUILDER_ROUTE = "routes/cv-builder";
const SIGN_IN_HREF = `/sign-in?redirectTo=${encodeURIComponent("/cv-builder?step=finish")}`;

/**
 * "Save to my account" on the builder's last step. The draft stays on the device unless a signed-in candidate
 * presses the button; signed-out visitors are offered sign-in, and other accounts see nothing.
 */
export function SaveToAccountPanel({ draft }: { draft: CvDraft }) {
  const account = useRouteLoaderData<{ account: CvBuilderAccount }>(CV_BUILDER_ROUTE)?.account;
  const fetcher = useFetcher<SaveResult>();
  const hasLetter = Boolean(draft.disclosureNeeded && draft.disclosureLetter.trim());
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  if (!account || account.kind === "other") return null;
  if (account.kind === "signed-out") {
    return (
      <Panel title="Save to your account" className="print:hidden">
        <p>
          Your draft stays on this device. If you have a candidate account, you can keep your CV and letter there too, to apply for jobs with.{" "}
          <Link to={SIGN_IN_HREF} className={textLinkClasses}>
            Sign in to save them to your account
          </Link>
          .
        </p>
      </Panel>
    );
  }
  const saving = fetcher.state !== "idle";
  return (
    <Panel title="Save to your account" className="print:hidden">
      <p>
        Your draft stays on this device. To apply for jobs on Fair Chance Works, you can also save your CV to your account.
        {hasLetter ? " You choose whether to save your disclosure letter with it: it is kept encrypted, and you decide which employers see it." : ""}
      </p>
      <fetcher.Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value={SAVE_INTENT} />
        <input type="hidden" name="draft" value={JSON.stringify(draft)} />
        {hasLetter ? (
          <div className="flex items-start gap-3">
            <input id="save-include-letter" type="checkbox" name="includeLetter" value="on" className="mt-0.5 size-6 shrink-0 accent-brand-700" />
            <label htmlFor="save-include-letter" className="font-semibold text-ink">
              Also save my disclosure letter
            </label>
          </div>
        ) : null}
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save to my account"}
        </Button>
      </fetcher.Form>
      <div ref={resultRef} tabIndex={-1} className="focus:outline-none">
        {result && "saved" in result ? (
          <Notice>
            <p>{result.saved.letter ? saveMessages.cvAndLetter : saveMessages.cvOnly}</p>
            <p className="mt-2">
              {result.saved.letter ? (
                <Link to={areaPath("candidatePortalDisclosure")} className={textLinkClasses}>
                  See your saved disclosure letter
                </Link>
              ) : (
                <Link to={areaPath("candidatePortal")} className={textLinkClasses}>
                  Go to your dashboard
                </Link>
              )}
            </p>
          </Notice>
        ) : result && "error" in result ? (
          <Notice tone="error">
            <p>{result.error}</p>
          </Notice>
        ) : null}
      </div>
    </Panel>
  );
}
