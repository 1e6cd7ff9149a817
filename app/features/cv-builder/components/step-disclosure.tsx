import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { formatDate } from "~/lib/dates";
import type { ConvictionType, DisclosureCheckResult, Timeframe } from "../draft";
import { canGenerateLetter, generateDisclosureLetter } from "../letter";
import { RadioGroup, TextArea } from "~/components/ui/field";
import { DisclosureCheckPanel } from "./disclosure-check-panel";
import { Panel } from "./panel";
import type { StepProps } from "./step-props";

/** The Legal and Rights guide's table of rehabilitation periods. */
export const SPENT_CHECK_HREF = "/resources?tab=legal#when-a-conviction-becomes-spent";

const convictionOptions: { value: ConvictionType; label: string; description: string }[] = [
  { value: "minor", label: "Minor", description: "For example a fine, a driving offence or a community order." },
  { value: "serious", label: "Serious", description: "For example a prison sentence." },
];

const timeframeOptions: { value: Timeframe; label: string }[] = [
  { value: "recent", label: "In the last year" },
  { value: "1-2-years", label: "1 to 2 years ago" },
  { value: "over-2-years", label: "Over 2 years ago" },
];

export function StepDisclosure({ draft, update, announce }: StepProps) {
  const letterRef = useRef<HTMLTextAreaElement>(null);
  const [justGenerated, setJustGenerated] = useState(false);
  const ready = canGenerateLetter(draft);
  const check = draft.disclosureCheck;
  const needed = draft.disclosureNeeded === null ? "" : draft.disclosureNeeded ? "yes" : "no";

  // With a result from the helper, the question fits it: none when everything is spent and filtered; for roles with a
  // standard or enhanced check when it is spent but would show; the usual question otherwise.
  let question: ReactNode = (
    <RadioGroup
      legend="Do you need to tell employers about a conviction?"
      name="disclosure-needed"
      choices={[
        { value: "no", label: "No" },
        { value: "yes", label: "Yes" },
      ]}
      value={needed}
      onValueChange={(value) => update({ disclosureNeeded: value === "yes" })}
    />
  );
  if (check?.outcome === "all-spent" && !check.showsOnStandardEnhanced) question = null;
  else if (check?.outcome === "all-spent") {
    question = (
      <RadioGroup
        legend="Are you applying for a role that needs a standard or enhanced check?"
        hint="For example work with children or vulnerable adults, or some regulated professions. The job advert or the employer will say."
        name="role-needs-check"
        choices={[
          { value: "no", label: "No" },
          { value: "yes", label: "Yes" },
        ]}
        value={needed}
        onValueChange={(value) => update({ disclosureNeeded: value === "yes" })}
      />
    );
  }

  useEffect(() => {
    if (!justGenerated) return;
    letterRef.current?.focus();
    setJustGenerated(false);
  }, [justGenerated]);

  function generate() {
    const letter = generateDisclosureLetter(draft);
    if (!letter) return;
    update({ disclosureLetter: letter });
    setJustGenerated(true);
    announce("Your disclosure letter is ready. You can change it in the box below.");
  }

  return (
    <div className="space-y-8">
      <div className="space-y-3 text-lg">
        <p>
          <strong>A spent conviction does not need to be disclosed for most jobs.</strong> Once your conviction is spent, you do not
          have to tell most employers about it, and you do not need a letter for them.
        </p>
        <p>If your conviction is not spent yet and an employer asks about it, a short letter can help you explain in your own way.</p>
      </div>

      <Panel title="Check if you need to disclose" tone="tinted">
        <DisclosureCheckPanel draft={draft} update={update} announce={announce} />
        <p className="mt-4 text-base">
          Since 28 October 2023, many convictions become spent sooner than before. Some jobs, such as work with children or
          vulnerable adults, can still ask about spent convictions, but a protected (filtered) conviction or caution never has to be
          disclosed, even for those jobs.{" "}
          <a href={SPENT_CHECK_HREF} className="font-semibold text-brand-800 underline">
            Read when a conviction is spent in our Legal and Rights guide
          </a>
        </p>
      </Panel>

      {check ? <CheckGuidance check={check} /> : null}

      {question}

      {draft.disclosureNeeded ? (
        <div className="space-y-8">
          <RadioGroup
            legend="What kind of conviction is it?"
            name="conviction-type"
            choices={convictionOptions}
            value={draft.convictionType}
            onValueChange={(convictionType) => update({ convictionType })}
          />
          <RadioGroup
            legend="When was your conviction?"
            name="timeframe"
            choices={timeframeOptions}
            value={draft.timeframe}
            onValueChange={(timeframe) => update({ timeframe })}
          />
          <TextArea
            label="What have you done since to move forward?"
            hint="For example courses, work, volunteering, staying drug- or alcohol-free, the support you have had, or how your life is different now."
            rows={5}
            value={draft.rehabilitationSteps}
            onChange={(event) => update({ rehabilitationSteps: event.target.value })}
          />
          <div>
            <Button size="lg" disabled={!ready} onClick={generate} aria-describedby="generate-letter-hint">
              Generate My Disclosure Letter
            </Button>
            <p id="generate-letter-hint" className="mt-2 text-ink-soft">
              {!ready
                ? "Answer all three questions above to make your letter."
                : draft.disclosureLetter
                  ? "Making the letter again replaces the one below, including any changes you made."
                  : "We will write a first draft for you to check and change."}
            </p>
          </div>
          {draft.disclosureLetter ? (
            <TextArea
              ref={letterRef}
              label="Your disclosure letter"
              hint="Keep it honest, positive and future-focused. You can change any of the words. Put the name of the person you are writing to in place of [name], and check the date before you send it."
              rows={6}
              value={draft.disclosureLetter}
              onChange={(event) => update({ disclosureLetter: event.target.value })}
            />
          ) : null}
        </div>
      ) : draft.disclosureNeeded === false || (check?.outcome === "all-spent" && !check.showsOnStandardEnhanced) ? (
        <p className="text-lg">You do not need a disclosure letter. Choose Continue to finish your CV.</p>
      ) : null}
    </div>
  );
}

function spentDate(until: string | null): string {
  if (!until || !/^\d{4}-\d{2}-\d{2}$/.test(until)) return "";
  return formatDate(`${until}T12:00:00Z`);
}

/** What the helper's result means for this step, in a sentence or two. */
function CheckGuidance({ check }: { check: DisclosureCheckResult }) {
  if (check.outcome === "unspent") {
    const date = spentDate(check.unspentUntil);
    return (
      <Notice tone="warning" announce={false}>
        <p className="font-semibold">
          Something you checked is not spent yet
          {date
            ? `: it will be spent on ${date}`
            : check.unspentUntil === "never"
              ? ", and something will never be spent"
              : check.unspentUntil === "unpaid"
                ? ": the compensation is not paid in full, so the conviction is not spent until it is"
                : check.unspentUntil === "court"
                  ? ": an order lasts until a court ends it, and the conviction is not spent until then"
                  : ""}
          .
        </p>
        <p>If an employer asks about unspent convictions, you must tell them. A short letter can help you explain in your own way.</p>
      </Notice>
    );
  }
  return (
    <Notice tone="success" announce={false}>
      <p className="font-semibold">Everything you checked is spent. You do not need to disclose it for most jobs.</p>
      {check.showsOnStandardEnhanced ? (
        <p>
          It would still show on a standard or enhanced check, which only some roles can ask for. Only for those roles, a letter can
          help you explain it before the check comes back.
        </p>
      ) : (
        <p>It is filtered, so it would not show on a standard or enhanced check either: you never have to disclose it.</p>
      )}
    </Notice>
  );
}
