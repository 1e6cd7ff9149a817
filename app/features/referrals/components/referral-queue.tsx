import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Select } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { formatDate } from "~/lib/dates";
import { textLinkClasses } from "~/components/ui/prose";
import { telHref } from "~/lib/organisation";
import { assignFormId, assignReferralSchema } from "../assign-referral";
import type { ReferralQueue, WaitingReferral } from "../assign-referral.server";

type AssignActionData = { formId: string; result: SubmissionResult<string[]> } | undefined;

/** /dashboard/admin/referrals: people referred by partners who wait for a caseworker, oldest first, each with an assign form. */
export function ReferralQueuePage({ queue, done }: { queue: ReferralQueue; done: boolean }) {
  const answer = useActionData<AssignActionData>();
  return (
    <>
      <DashboardHeader eyebrow="Administration" title="Referrals waiting" lead={<p>People referred by partner organisations who have no caseworker yet, oldest first.</p>} />
      <DashboardSection id="waiting" title="Waiting for a caseworker">
        {done ? (
          <Notice focusOn={done} className="mb-6 max-w-3xl">
            <p>Caseworker assigned. The person is now on their caseload and the referral is accepted.</p>
          </Notice>
        ) : null}
        {queue.waiting.length === 0 ? (
          <p>No referral is waiting for a caseworker.</p>
        ) : (
          <ol className="grid max-w-4xl gap-4">
            {queue.waiting.map((referral) => (
              <li key={referral.referralId} className="rounded-xl border border-line bg-white p-5">
                <h3 className="text-lg font-bold break-words">{referral.personName}</h3>
                <p className="mt-1">
                  Referred by {referral.referredByName} of {referral.partnerName} on {formatDate(referral.referredAt)}
                  {referral.town ? `; lives in ${referral.town}` : ""}.
                </p>
                <ContactLine referral={referral} />
                <AssignForm
                  referral={referral}
                  caseworkers={queue.caseworkers}
                  lastResult={answer?.formId === assignFormId(referral.referralId) ? answer.result : undefined}
                />
              </li>
            ))}
          </ol>
        )}
      </DashboardSection>
    </>
  );
}

/** How to reach the person: their phone as a tel: link and their email as a mailto: link, as the partner gave them. */
function ContactLine({ referral }: { referral: WaitingReferral }) {
  if (!referral.phone && !referral.email) return <p className="mt-1">No phone number or email address was given.</p>;
  return (
    <p className="mt-1 break-words">
      {referral.phone ? (
        <>
          Phone:{" "}
          <a href={telHref(referral.phone)} className={textLinkClasses}>
            {referral.phone}
          </a>
        </>
      ) : null}
      {referral.phone && referral.email ? ". " : null}
      {referral.email ? (
        <>
          Email:{" "}
          <a href={`mailto:${referral.email}`} className={`${textLinkClasses} break-all`}>
            {referral.email}
          </a>
        </>
      ) : null}
      .
    </p>
  );
}

/** One referral's assign form; only the form that was sent takes the action's answer. */
function AssignForm({ referral, caseworkers, lastResult }: { referral: WaitingReferral; caseworkers: ReferralQueue["caseworkers"]; lastResult: SubmissionResult<string[]> | undefined }) {
  const kit = useSchemaForm({ id: assignFormId(referral.referralId), schema: assignReferralSchema, lastResult });
  const selectId = `caseworker-${referral.referralId}`;
  const chosen = kit.fields.caseworker?.initialValue;
  return (
    <SchemaForm
      kit={kit}
      summary={["caseworker"]}
      idFor={() => selectId}
      summaryClassName="w-full"
      method="post"
      className="mt-3 flex flex-wrap items-end gap-4"
      aria-label={`Assign a caseworker to ${referral.personName}`}
    >
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="referralId" value={referral.referralId} />
      <Select
        key={kit.fields.caseworker?.key}
        className="min-w-60"
        id={selectId}
        name="caseworker"
        label="Assign caseworker"
        placeholder="Choose a caseworker"
        defaultValue={typeof chosen === "string" ? chosen : ""}
        error={kit.fields.caseworker?.errors?.[0]}
        choices={caseworkers.map((worker) => ({ value: worker.userId, label: worker.name }))}
      />
      <SubmitButton ref={kit.submitButton} pendingLabel="Assigning...">
        Assign<span className="sr-only"> a caseworker to {referral.personName}</span>
      </SubmitButton>
    </SchemaForm>
  );
}
