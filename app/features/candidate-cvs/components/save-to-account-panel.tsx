import { type FormEvent, useContext, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { IslandButtonForm } from "~/components/ui/button-form";
import { Notice } from "~/components/ui/notice";
import { textLinkClasses } from "~/components/ui/prose";
import { areaPath } from "~/features/dashboards/areas";
import type { CvDraft } from "~/features/cv-builder/draft";
import { Panel } from "~/features/cv-builder/components/panel";
import { CvBuilderAccountContext } from "../builder-account";
import { SAVE_INTENT, SAVE_PATH, saveMessages, type SaveResult } from "../save-to-account";

const SIGN_IN_HREF = `/sign-in?redirectTo=${encodeURIComponent("/cv-builder?step=finish")}`;

/** Sends the form to the account; any answer that is not the service's own becomes a message, never a throw. */
async function sendToAccount(form: FormData): Promise<SaveResult> {
  try {
    const response = await fetch(SAVE_PATH, { method: "POST", body: form, headers: { Accept: "application/json" } });
    const answer = (await response.json()) as Partial<SaveResult> | null;
    if (answer && ("saved" in answer || ("error" in answer && typeof answer.error === "string"))) return answer as SaveResult;
  } catch {
    // Offline, or an answer that is not JSON (a proxy's error page): said below.
  }
  return { error: saveMessages.notSent };
}

/**
 * "Save to my account" on the builder's last step. The draft stays on the device unless a signed-in candidate
 * presses the button; signed-out visitors are offered sign-in, and other accounts see nothing. It runs inside the
 * builder's island, without React Router: links are plain links, and the form (the kit's IslandButtonForm, a plain
 * form) is sent with fetch; without JavaScript it posts to the save address.
 */
export function SaveToAccountPanel({ draft }: { draft: CvDraft }) {
  const account = useContext(CvBuilderAccountContext);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<SaveResult>();
  const resultRef = useRef<HTMLDivElement>(null);
  const hasLetter = Boolean(draft.disclosureNeeded && draft.disclosureLetter.trim());
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  if (account.kind === "other") return null;
  if (account.kind === "signed-out") {
    return (
      <Panel title="Save to your account" className="print:hidden">
        <p>
          Your draft stays on this device. If you have a candidate account, you can keep your CV and letter there too, to apply for jobs with.{" "}
          <a href={SIGN_IN_HREF} className={textLinkClasses}>
            Sign in to save them to your account
          </a>
          .
        </p>
      </Panel>
    );
  }

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const form = new FormData(event.currentTarget);
    setSaving(true);
    setResult(undefined);
    setResult(await sendToAccount(form));
    setSaving(false);
  };

  return (
    <Panel title="Save to your account" className="print:hidden">
      <p>
        Your draft stays on this device. To apply for jobs on Fair Chance Works, you can also save your CV to your account.
        {hasLetter ? " You choose whether to save your disclosure letter with it: it is kept encrypted, and you decide which employers see it." : ""}
      </p>
      <IslandButtonForm label="Save to my account" values={{ intent: SAVE_INTENT, draft: JSON.stringify(draft) }} action={SAVE_PATH} onSubmit={save} className="space-y-4">
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
      </IslandButtonForm>
      <div ref={resultRef} tabIndex={-1} className="focus:outline-none">
        {result && "saved" in result ? (
          <Notice>
            <p>{result.saved.letter ? saveMessages.cvAndLetter : saveMessages.cvOnly}</p>
            <p className="mt-2">
              {result.saved.letter ? (
                <a href={areaPath("candidatePortalDisclosure")} className={textLinkClasses}>
                  See your saved disclosure letter
                </a>
              ) : (
                <a href={areaPath("candidatePortal")} className={textLinkClasses}>
                  Go to your dashboard
                </a>
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
