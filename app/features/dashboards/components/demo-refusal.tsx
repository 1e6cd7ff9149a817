import { useActionData } from "react-router";

/**
 * What a demonstration page answers to a form: the refusal, and what was typed so the form can show it again (the
 * first value of each field, and in `lists` every value of each).
 */
export type DemoRefusal = { demoRefused: true; values: Record<string, string>; lists?: Record<string, string[]> };

export const DEMO_REFUSAL_TEXT =
  "This is demonstration data, so changes are not saved. Sign in to your own portal to make changes.";

/** The notice a demonstration page shows after a form was sent to it (see demo-action.server.ts). */
export function DemoRefusalNotice() {
  const refused = useActionData<DemoRefusal>()?.demoRefused === true;
  return (
    <div role="status" className={refused ? "mx-auto max-w-6xl px-4 pt-6 sm:px-6" : "sr-only"}>
      {refused ? (
        <p className="max-w-3xl rounded-xl border-2 border-accent-400 bg-accent-300/20 p-4 font-semibold text-ink">{DEMO_REFUSAL_TEXT}</p>
      ) : null}
    </div>
  );
}
