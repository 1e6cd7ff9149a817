import { getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { useActionData } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { Checkbox, TextArea } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { MENTOR_OFFER_MAX, mentorOfferSchema } from "../mentor-offer-form";
import type { MentorOffer } from "../mentor-offer.server";

type Answer = { intent?: string; result?: SubmissionResult<string[]>; done?: string; refused?: string } | DemoRefusal | undefined;

/** "I would like to mentor" on an organisation's settings page: offer, change what you offer, or withdraw. */
export function MentorOfferSection({ offer }: { offer: MentorOffer | null }) {
  const answer = useActionData<Answer>();
  const ours = answer && "intent" in answer && (answer.intent === "mentor-offer" || answer.intent === "mentor-withdraw") ? answer : undefined;
  const kept = answer && "demoRefused" in answer && answer.values.intent === "mentor-offer" ? answer.values : undefined;
  const kit = useSchemaForm({
    id: "mentor-offer",
    schema: mentorOfferSchema,
    lastResult: ours?.intent === "mentor-offer" ? ours.result : undefined,
    defaultValue: kept
      ? { offer: kept.offer ?? "", livedExperience: kept.livedExperience ?? "" }
      : { offer: offer?.offer ?? "", livedExperience: offer?.livedExperience ? "on" : "" },
  });
  const text = kit.fields.offer!;
  return (
    <DashboardSection id="mentoring" title="Mentoring" tone="tinted">
      {ours?.done ? (
        <Notice focusOn={ours} className="mb-4 max-w-3xl">
          {ours.done}
        </Notice>
      ) : null}
      {ours?.refused ? (
        <Notice tone="error" className="mb-4 max-w-3xl">
          {ours.refused}
        </Notice>
      ) : null}
      <p className="mb-4 max-w-3xl">
        {offer?.offering
          ? "You are offering to mentor. Caseworkers can choose you for someone they support; the person sees your name, your organisation and, if you tick it, that you have lived experience."
          : "A mentor meets someone we support regularly to talk about work and life. If you would like to, tell us what you can offer, and caseworkers can choose you."}
      </p>
      <SchemaForm kit={kit} summary={["offer"]} method="post" className="max-w-3xl space-y-4" aria-label="I would like to mentor">
        <input type="hidden" name="intent" value="mentor-offer" />
        <TextArea label="I would like to mentor: what I can offer" hint={`For example the work you know, or when you are free. Up to ${MENTOR_OFFER_MAX} characters.`} meta={text} {...getTextareaProps(text)} rows={3} />
        <Checkbox meta={kit.fields.livedExperience} label="I have lived experience of the justice system and am happy for the person I mentor to know" />
        <SubmitButton ref={kit.submitButton} pendingLabel="Saving...">
          {offer?.offering ? "Save what I offer" : "Offer to mentor"}
        </SubmitButton>
      </SchemaForm>
      {offer?.offering ? (
        <ButtonForm label="Withdraw my offer to mentor" values={{ intent: "mentor-withdraw" }} className="mt-6 max-w-3xl">
          <SubmitButton variant="outline" intent="mentor-withdraw" pendingLabel="Withdrawing...">
            Withdraw my offer to mentor
          </SubmitButton>
        </ButtonForm>
      ) : null}
    </DashboardSection>
  );
}
