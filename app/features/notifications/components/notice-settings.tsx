import { getInputProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useActionData, useLocation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Checkbox, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { groupLabel } from "../kinds";
import { CHOICES_FORM_ID, CODE_FORM_ID, choiceField, choicesSchema, choiceValues, codeSchema, MOBILE_FORM_ID, mobileSchema } from "../settings-form";
import type { NoticeActionData, NoticeSettingsView } from "../settings.server";

/** The answer a demonstration page gives any form: refused, with what was sent. */
type DemoRefused = { demoRefused: true; values: Record<string, string> };

const savedWords = {
  choices: "Your notification choices have been saved.",
  "code-sent": "We have sent a 6-digit code to your mobile. Enter it below to confirm the number.",
  confirmed: "Your mobile number is confirmed. You can now choose text messages.",
  removed: "Your mobile number has been removed. We will not send you texts.",
  stopped: "We have stopped all texts to you. Emails and notices in the service carry on as you chose.",
  started: "Texts can be sent to you again, for the groups you chose.",
} satisfies Record<NonNullable<NoticeSettingsView["saved"]>, string>;

function Band({ id, title, tone, children }: { id: string; title: string; tone: "plain" | "tinted"; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-24 ${tone === "tinted" ? "bg-brand-50" : "bg-white"}`}>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <div className="mt-6 max-w-3xl space-y-6">{children}</div>
      </div>
    </section>
  );
}

/**
 * Notification settings on every role's settings page (decision 0035): email and, once a mobile is confirmed,
 * text for each group the role can receive; the mobile number and its code; and stopping all texts.
 */
export function NoticeSettingsSection({ view }: { view: NoticeSettingsView }) {
  const answer = useActionData<NoticeActionData | DemoRefused | undefined>();
  const ours = answer && "intent" in answer ? answer : undefined;
  const refusedValues = answer && "demoRefused" in answer ? answer.values : undefined;
  const textsOffered = view.textsAvailable && view.mobileConfirmed && !view.textsStopped;
  return (
    <>
      <Band id="notifications" title="Notifications" tone="plain">
        {view.saved ? <Notice focusOn={view.saved}>{savedWords[view.saved]}</Notice> : null}
        {ours?.refused ? <Notice tone="error">{ours.refused}</Notice> : null}
        <p>
          Everything we tell you shows on your notifications page. Choose how else we tell you: emails and texts say only what happened and link to
          the service; they never hold messages, notes or details of anyone&apos;s case.
        </p>
        <ChoicesForm view={view} textsOffered={textsOffered} result={ours?.intent === "notice-choices" ? ours.noticeResult : undefined} refused={refusedValues?.intent === "notice-choices" ? refusedValues : undefined} />
      </Band>
      {view.textsAvailable ? (
        <Band id="mobile" title="Your mobile number for texts" tone="tinted">
          <MobileSection view={view} answer={ours} refused={refusedValues} />
        </Band>
      ) : null}
    </>
  );
}

function ChoicesForm({ view, textsOffered, result, refused }: { view: NoticeSettingsView; textsOffered: boolean; result?: SubmissionResult<string[]>; refused?: Record<string, string> }) {
  const kit = useSchemaForm({ id: CHOICES_FORM_ID, schema: choicesSchema, lastResult: result, defaultValue: refused ?? choiceValues(view.choices, view.role) });
  const names = view.groups.flatMap((group) => [choiceField("email", group), ...(textsOffered ? [choiceField("sms", group)] : [])]);
  return (
    <SchemaForm kit={kit} summary={names} method="post" aria-label="How we tell you" className="space-y-6">
      <input type="hidden" name="intent" value="notice-choices" />
      {view.groups.map((group) => {
        const { label, hint } = groupLabel(group, view.role);
        return (
          <fieldset key={group} className="space-y-3 rounded-lg border border-line p-4">
            <legend className="px-1 text-lg font-semibold text-ink">{label}</legend>
            <p className="text-ink-soft">{hint}</p>
            <Checkbox label="Email" meta={kit.fields[choiceField("email", group)]} />
            {textsOffered ? <Checkbox label="Text message" meta={kit.fields[choiceField("sms", group)]} /> : null}
          </fieldset>
        );
      })}
      {view.textsAvailable && !textsOffered ? (
        <p className="text-ink-soft">{view.textsStopped ? "Texts are stopped. Start them again below to choose texts." : "To choose text messages, add and confirm your mobile number below."}</p>
      ) : null}
      <p className="text-ink-soft">Emails about your account itself, such as sign-in codes and password resets, are always sent.</p>
      <SubmitButton ref={kit.submitButton} intent="notice-choices" pendingLabel="Saving...">
        Save notification choices
      </SubmitButton>
    </SchemaForm>
  );
}

function MobileSection({ view, answer, refused }: { view: NoticeSettingsView; answer?: NoticeActionData; refused?: Record<string, string> }) {
  const location = useLocation();
  const back = `${location.pathname}#mobile`;
  const mobileKit = useSchemaForm({
    id: MOBILE_FORM_ID,
    schema: mobileSchema,
    lastResult: answer?.intent === "mobile-save" ? answer.noticeResult : undefined,
    defaultValue: refused?.intent === "mobile-save" ? refused : { mobile: view.mobile ?? "" },
  });
  const codeKit = useSchemaForm({ id: CODE_FORM_ID, schema: codeSchema, lastResult: answer?.intent === "mobile-confirm" ? answer.noticeResult : undefined, defaultValue: { code: "" } });
  const mobile = mobileKit.fields.mobile!;
  const code = codeKit.fields.code!;
  return (
    <>
      <p>
        {view.mobile
          ? view.mobileConfirmed
            ? `Your mobile number is ${view.mobile}. It is confirmed.`
            : `Your mobile number is ${view.mobile}. It is not confirmed yet, so we send it no texts.`
          : "Add a UK mobile number if you would like texts. We send a code to it first, to check it is yours."}
      </p>
      <SchemaForm kit={mobileKit} summary={["mobile"]} method="post" aria-label="Your mobile number" className="space-y-4">
        <input type="hidden" name="intent" value="mobile-save" />
        <TextField label="UK mobile number" hint="For example 07700 900 123. Saving it sends a 6-digit code to it." meta={mobile} {...getInputProps(mobile, { type: "tel" })} autoComplete="tel" width="md" />
        <SubmitButton ref={mobileKit.submitButton} intent="mobile-save" pendingLabel="Sending a code...">
          {view.mobile ? "Save and send a code" : "Add number and send a code"}
        </SubmitButton>
      </SchemaForm>

      {view.mobile && !view.mobileConfirmed ? (
        <div className="space-y-4 rounded-lg border border-line bg-white p-4">
          <SchemaForm kit={codeKit} summary={["code"]} method="post" aria-label="Confirm your mobile number" className="space-y-4">
            <input type="hidden" name="intent" value="mobile-confirm" />
            <TextField label="Code from the text" hint="The 6-digit code we sent to your mobile. It lasts 10 minutes." meta={code} {...getInputProps(code, { type: "text" })} inputMode="numeric" autoComplete="one-time-code" width="short" />
            <SubmitButton ref={codeKit.submitButton} intent="mobile-confirm" pendingLabel="Checking...">
              Confirm
            </SubmitButton>
          </SchemaForm>
          <ButtonForm label="Send a new code" values={{ intent: "mobile-resend" }}>
            <SubmitButton variant="outline" intent="mobile-resend" pendingLabel="Sending...">
              Send a new code
            </SubmitButton>
          </ButtonForm>
        </div>
      ) : null}

      {view.mobile ? (
        answer?.ask === "mobile-remove" ? (
          <ConfirmPanel id="confirm-remove-mobile" level="h3" className="bg-white p-4" question="Remove your mobile number?" consequence="We will send you no more texts, and texts waiting to be sent are cancelled. You can add a number again later." cancelTo={back} focusOn={answer}>
            <ButtonForm label="Yes, remove my number" values={{ intent: "mobile-remove", confirmed: "yes" }}>
              <SubmitButton variant="danger" intent="mobile-remove" pendingLabel="Removing...">
                Yes, remove my number
              </SubmitButton>
            </ButtonForm>
          </ConfirmPanel>
        ) : (
          <ButtonForm label="Remove number" values={{ intent: "mobile-remove" }}>
            <SubmitButton variant="danger-outline" intent="mobile-remove" pendingLabel="Removing...">
              Remove number
            </SubmitButton>
          </ButtonForm>
        )
      ) : null}

      <h3 className="text-xl font-bold">Stop all texts</h3>
      {view.textsStopped ? (
        <>
          <p>All texts are stopped. We send you none, whatever you chose above.</p>
          <ButtonForm label="Start texts again" values={{ intent: "texts-start" }}>
            <SubmitButton variant="outline" intent="texts-start" pendingLabel="Starting...">
              Start texts again
            </SubmitButton>
          </ButtonForm>
        </>
      ) : answer?.ask === "texts-stop" ? (
        <ConfirmPanel id="confirm-stop-texts" level="h3" className="bg-white p-4" question="Stop all texts?" consequence="We will send you no texts at all, and texts waiting to be sent are cancelled. Emails and the notifications page carry on." cancelTo={back} focusOn={answer}>
          <ButtonForm label="Yes, stop all texts" values={{ intent: "texts-stop", confirmed: "yes" }}>
            <SubmitButton variant="danger" intent="texts-stop" pendingLabel="Stopping...">
              Yes, stop all texts
            </SubmitButton>
          </ButtonForm>
        </ConfirmPanel>
      ) : (
        <>
          <p>One press stops every text to you. You can start them again here.</p>
          <ButtonForm label="Stop all texts" values={{ intent: "texts-stop" }}>
            <SubmitButton variant="danger-outline" intent="texts-stop" pendingLabel="Stopping...">
              Stop all texts
            </SubmitButton>
          </ButtonForm>
        </>
      )}
    </>
  );
}
