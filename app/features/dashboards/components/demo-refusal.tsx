import { useEffect, useRef } from "react";
import { useActionData } from "react-router";

/**
 * What a demonstration page answers to a form: the refusal, and what was typed so the form can show it again (the
 * first value of each field, and in `lists` every value of each).
 */
export type DemoRefusal = { demoRefused: true; values: Record<string, string>; lists?: Record<string, string[]> };

export const DEMO_REFUSAL_TEXT =
  "This is demonstration data, so changes are not saved. Sign in to your own portal to make changes.";

/**
 * The notice a demonstration page shows after a form was sent to it (see demo-action.server.ts). It takes focus,
 * so the answer to a form sent from far down a page is where the person is looking (on a phone the new page
 * would otherwise open with the notice below the first screen), unless `takesFocus` is false because the form
 * that was sent shows its own refusal beside it and that one takes focus. Focus scrolls it only just into view, so
 * a bottom scroll margin keeps it off the screen's bottom edge.
 */
export function DemoRefusalNotice({ takesFocus = true }: { takesFocus?: boolean }) {
  const answer = useActionData<DemoRefusal>();
  const refused = answer?.demoRefused === true;
  const focus = refused && takesFocus;
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, answer]);
  return (
    <div role="status" className={refused ? "mx-auto max-w-6xl px-4 pt-6 sm:px-6" : "sr-only"}>
      {refused ? (
        <p
          ref={ref}
          tabIndex={focus ? -1 : undefined}
          autoFocus={focus || undefined}
          className="max-w-3xl scroll-mt-24 scroll-mb-24 rounded-xl border-2 border-accent-400 bg-accent-300/20 p-4 font-semibold text-ink focus:outline-3 focus:outline-focus"
        >
          {DEMO_REFUSAL_TEXT}
        </p>
      ) : null}
    </div>
  );
}
