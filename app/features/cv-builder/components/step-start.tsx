import { buttonClasses } from "~/components/ui/button";
import { type DraftControls, DraftPanel } from "./draft-panel";
import { RadioGroup } from "~/components/ui/field";
import type { StepProps } from "./step-props";
import { PlainTextLink } from "~/components/ui/prose";
import { checkerLink } from "~/lib/site-pages";

const supportTypes = [
  { value: "cv", label: "Writing my CV" },
  { value: "disclosure", label: "Writing my disclosure letter" },
  { value: "job-search", label: "Finding a job and applying" },
  { value: "other", label: "Something else" },
] as const;

export function StepStart({ draft, update, announce, draftControls }: StepProps & { draftControls: DraftControls }) {
  return (
    <div className="space-y-8">
      <div className="space-y-4 text-lg">
        <p>
          This builder helps you make a CV that shows what you can do, including work and training you did in prison. If you need
          one, it also helps you write a short, honest letter about your conviction.
        </p>
        <p>It takes about 20 minutes. There are 8 steps, and you can go back and change anything at any time.</p>
        <p>
          Not sure whether you have to tell an employer about a caution or conviction?{" "}
          <PlainTextLink href={checkerLink.to}>{checkerLink.label}</PlainTextLink> with our disclosure helper. The builder&apos;s
          disclosure step asks the same questions, so you can also check there.
        </p>
      </div>

      <DraftPanel draft={draft} controls={draftControls} announce={announce} />

      <RadioGroup
        legend="Would you like help from one of our advisers?"
        name="needs-support"
        choices={[
          { value: "no", label: "No, I will do it myself" },
          { value: "yes", label: "Yes, I would like some support" },
        ]}
        value={draft.needsSupport ? "yes" : "no"}
        onValueChange={(value) => update({ needsSupport: value === "yes" })}
      />

      {draft.needsSupport ? (
        <div className="space-y-4 rounded-xl border border-line bg-brand-50 p-5">
          <RadioGroup
            legend="What would help most?"
            hint="This stays on your device. Tell the adviser when they call."
            name="support-type"
            choices={supportTypes}
            value={supportTypes.some((option) => option.value === draft.supportType) ? (draft.supportType as (typeof supportTypes)[number]["value"]) : ""}
            onValueChange={(supportType) => update({ supportType })}
          />
          <p>
            Ask for a call and one of our advisers will help you, free of charge. Your draft will still be here when you come back
            to this tab.
          </p>
          <a href="/request-callback" className={buttonClasses()}>
            Request Support Call
          </a>
        </div>
      ) : null}
    </div>
  );
}
