import type { SubmissionResult } from "@conform-to/react";
import { SubmitButton } from "~/components/ui/button";
import { Checkbox, FieldError, Hint } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { formatDate } from "~/lib/dates";
import { partnerVisibility, type PartnerVisibility } from "../../../../db/schema/vocabulary";
import { DEMO_REFUSAL_TEXT, type DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { SHARING_INTENT, sharingFormId, sharingSchema, type PartnerSharing, type SharingActionData } from "../partner-sharing";

type Props = {
  sharing: PartnerSharing[];
  /** The referral whose sharing was just saved, from ?sharing=. */
  savedReferralId: string | null;
  actionData: SharingActionData | object | undefined;
};

/** The four things a partner may see, in the person's own words (the partner's referral form speaks of "their" things). */
const yourWords: Record<PartnerVisibility, { label: string; hint: string }> = {
  profile: { label: "Your profile", hint: "Your town, the work you want, when you can work and your skills." },
  progress: { label: "Your progress", hint: "Your readiness checklist and the support actions agreed with you." },
  diary: { label: "Your diary", hint: "Your appointments with us and employers, and your own diary entries." },
  applications: { label: "Your applications", hint: "The jobs you apply for, each employer, and where each application has got to." },
};

/** Whether the demonstration's refusal of a sharing form is shown beside that form (which then takes focus). */
export function sharingRefusalShownInPlace(sharing: PartnerSharing[], actionData: unknown): boolean {
  if (!actionData || typeof actionData !== "object" || !("demoRefused" in actionData)) return false;
  const referralId = (actionData as DemoRefusal).values.referralId;
  return sharing.some((item) => item.referralId === referralId);
}

/** The candidate's own view of what each partner that referred them may see, with a form per partner to change it. */
export function PartnerSharingForms({ sharing, savedReferralId, actionData }: Props) {
  const refused = actionData && "sharing" in actionData ? (actionData as SharingActionData).sharing : null;
  // The demonstration refuses every change: say so beside the form that was sent, where the person is looking.
  const demoRefusal = actionData && "demoRefused" in actionData ? (actionData as DemoRefusal) : undefined;
  const saved = sharing.find((item) => item.referralId === savedReferralId);
  // A refusal about a referral not on the page (an old tab, an edited form) is shown above the forms.
  const unplaced = refused && !sharing.some((item) => sharingFormId(item.referralId) === refused.formId) ? firstMessage(refused.result) : null;
  const unplacedNotice = unplaced ? (
    <Notice tone="error" focusOn={refused} className="max-w-3xl">
      <p>{unplaced}</p>
    </Notice>
  ) : null;
  if (sharing.length === 0) {
    return (
      <div className="max-w-3xl space-y-4">
        {unplacedNotice}
        <p>
          No partner organisation has referred you to us, so none can see anything about you here. If one refers you later, you
          will choose here what it may see.
        </p>
      </div>
    );
  }
  return (
    <div className="max-w-3xl space-y-8">
      {unplacedNotice}
      {saved ? (
        <Notice focusOn={savedReferralId}>
          <p>We have saved what {saved.partnerName} may see. It applies straight away.</p>
        </Notice>
      ) : null}
      <p>
        These organisations referred you to us. Each always sees that it referred you and where the referral has got to. Anything
        more, only if you tick it here. You can change this at any time.
      </p>
      {sharing.map((item) => (
        <SharingForm
          key={item.referralId}
          item={item}
          lastResult={refused?.formId === sharingFormId(item.referralId) ? refused.result : undefined}
          demoRefusal={demoRefusal?.values.referralId === item.referralId ? demoRefusal : undefined}
        />
      ))}
    </div>
  );
}

/** The first message of a refusal, for one that belongs to no form on the page. */
function firstMessage(result: SubmissionResult<string[]>): string | null {
  return Object.values(result.error ?? {}).flatMap((messages) => messages ?? [])[0] ?? null;
}

function isVisibility(value: unknown): value is PartnerVisibility {
  return typeof value === "string" && (partnerVisibility as readonly string[]).includes(value);
}

/** One partner's form; only the form that was sent takes the action's answer. */
function SharingForm({ item, lastResult, demoRefusal }: { item: PartnerSharing; lastResult: SubmissionResult<string[]> | undefined; demoRefusal: DemoRefusal | undefined }) {
  const kit = useSchemaForm({ id: sharingFormId(item.referralId), schema: sharingSchema, lastResult });
  const base = `sharing-${item.referralId}`;
  const error = kit.fields.partnerMaySee?.errors?.[0];
  // After a refusal, the ticks as they were sent (without JavaScript the page is drawn afresh from the answer).
  const chosen = lastResult
    ? [kit.fields.partnerMaySee?.initialValue].flat().filter(isVisibility)
    : demoRefusal
      ? (demoRefusal.lists?.partnerMaySee ?? []).filter(isVisibility)
      : item.partnerMaySee;
  return (
    <SchemaForm
      kit={kit}
      summary={["partnerMaySee"]}
      idFor={() => `${base}-${partnerVisibility[0]}`}
      summaryClassName=""
      method="post"
      aria-label={`What ${item.partnerName} may see`}
      className="space-y-4 rounded-xl border border-line bg-white p-5"
    >
      <input type="hidden" name="intent" value={`${SHARING_INTENT}:${item.referralId}`} />
      <input type="hidden" name="referralId" value={item.referralId} />
      <fieldset aria-describedby={[`${base}-hint`, error ? `${base}-error` : ""].filter(Boolean).join(" ")}>
        <legend className="text-lg font-semibold text-ink">What {item.partnerName} may see</legend>
        <Hint id={`${base}-hint`}>Referred you on {formatDate(item.referredOn)}.</Hint>
        {error ? <FieldError id={`${base}-error`}>{error}</FieldError> : null}
        <div className="mt-4 space-y-4">
          {partnerVisibility.map((visible) => (
            <Checkbox
              key={`${kit.fields.partnerMaySee?.key ?? ""}${item.referralId}-${visible}-${chosen.includes(visible)}`}
              id={`${base}-${visible}`}
              name="partnerMaySee"
              value={visible}
              label={yourWords[visible].label}
              hint={yourWords[visible].hint}
              defaultChecked={chosen.includes(visible)}
              aria-invalid={error ? true : undefined}
            />
          ))}
        </div>
      </fieldset>
      {demoRefusal ? (
        <Notice tone="error" focusOn={demoRefusal}>
          <p>{DEMO_REFUSAL_TEXT}</p>
        </Notice>
      ) : null}
      <SubmitButton ref={kit.submitButton} intent={`${SHARING_INTENT}:${item.referralId}`} pendingLabel="Saving...">
        Save what {item.partnerName} may see
      </SubmitButton>
    </SchemaForm>
  );
}
