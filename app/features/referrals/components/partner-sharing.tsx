import { Form } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Checkbox, FieldError, Hint } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { formatDate } from "~/lib/dates";
import { partnerVisibility, type PartnerVisibility } from "../../../../db/schema/vocabulary";
import { DEMO_REFUSAL_TEXT, type DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { SHARING_INTENT, type PartnerSharing, type SharingActionData } from "../partner-sharing";

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

/** The candidate's own view of what each partner that referred them may see, with a form per partner to change it. */
export function PartnerSharingForms({ sharing, savedReferralId, actionData }: Props) {
  const refused = actionData && "sharingError" in actionData ? actionData.sharingError : null;
  // The demonstration refuses every change: say so beside the form that was sent, where the person is looking.
  const demoRefusal = actionData && "demoRefused" in actionData ? (actionData as DemoRefusal) : undefined;
  const demoRefusedFor = demoRefusal?.values.referralId;
  const saved = sharing.find((item) => item.referralId === savedReferralId);
  // A refusal about a referral not on the page (an old tab, an edited form) is shown above the forms.
  const unplaced = refused && !sharing.some((item) => item.referralId === refused.referralId) ? refused.message : null;
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
      {sharing.map((item) => {
        const error = refused?.referralId === item.referralId ? refused : null;
        // After a refusal, the ticks as they were sent (without JavaScript the page is drawn afresh from the answer).
        const chosen = error
          ? error.chosen
          : demoRefusedFor === item.referralId
            ? (demoRefusal?.lists?.partnerMaySee ?? []).filter((value): value is PartnerVisibility => (partnerVisibility as readonly string[]).includes(value))
            : item.partnerMaySee;
        const base = `sharing-${item.referralId}`;
        return (
          <Form key={item.referralId} method="post" aria-label={`What ${item.partnerName} may see`} className="space-y-4 rounded-xl border border-line bg-white p-5">
            <input type="hidden" name="intent" value={`${SHARING_INTENT}:${item.referralId}`} />
            <input type="hidden" name="referralId" value={item.referralId} />
            <fieldset aria-describedby={[`${base}-hint`, error ? `${base}-error` : ""].filter(Boolean).join(" ")}>
              <legend className="text-lg font-semibold text-ink">What {item.partnerName} may see</legend>
              <Hint id={`${base}-hint`}>Referred you on {formatDate(item.referredOn)}.</Hint>
              {error ? <FieldError id={`${base}-error`}>{error.message}</FieldError> : null}
              <div className="mt-4 space-y-4">
                {partnerVisibility.map((visible) => (
                  <Checkbox
                    key={`${item.referralId}-${visible}-${chosen.includes(visible)}`}
                    id={`${base}-${visible}`}
                    name="partnerMaySee"
                    value={visible}
                    label={yourWords[visible].label}
                    hint={yourWords[visible].hint}
                    defaultChecked={chosen.includes(visible)}
                  />
                ))}
              </div>
            </fieldset>
            {demoRefusedFor === item.referralId ? (
              <Notice tone="error" focusOn={actionData}>
                <p>{DEMO_REFUSAL_TEXT}</p>
              </Notice>
            ) : null}
            <SubmitButton intent={`${SHARING_INTENT}:${item.referralId}`} pendingLabel="Saving...">
              Save what {item.partnerName} may see
            </SubmitButton>
          </Form>
        );
      })}
    </div>
  );
}
