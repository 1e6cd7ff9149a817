import { useActionData } from "react-router";
import { ButtonForm } from "~/components/ui/button-form";
import { SubmitButton } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { formatDate } from "~/lib/dates";
import type { PendingRename } from "../organisation-names.server";

const doneMessages = {
  approved: "New name approved. Everyone now sees the organisation by it.",
  refused: "New name refused. The organisation keeps its name.",
} as const;

/** /dashboard/admin/organisation-names: each organisation's new name waits here until an administrator decides. */
export function RenameReviewPage({ renames, done }: { renames: PendingRename[]; done: keyof typeof doneMessages | null }) {
  const refused = useActionData<{ error: string; organisationId: string | null }>();
  return (
    <>
      <DashboardHeader
        eyebrow="Administration"
        title="Organisation names"
        lead={<p>New names members have asked for. Until you approve one, everyone else still sees the organisation by its old name.</p>}
      />
      <DashboardSection id="waiting" title="Waiting for review">
        {done && !refused ? (
          <Notice focusOn={done} className="mb-6 max-w-3xl">
            <p>{doneMessages[done]}</p>
          </Notice>
        ) : null}
        {refused && !refused.organisationId ? (
          <Notice tone="error" className="mb-6 max-w-3xl">
            {refused.error}
          </Notice>
        ) : null}
        {renames.length === 0 ? (
          <p>No new name is waiting for review.</p>
        ) : (
          <ol className="grid max-w-4xl gap-4">
            {renames.map((rename) => (
              <li key={rename.organisationId} className="rounded-xl border border-line bg-white p-5">
                <h3 className="text-lg font-bold break-words">
                  {rename.name} → {rename.proposedName}
                </h3>
                <p className="mt-1">
                  {rename.kind === "partner" ? "Partner organisation" : "Employer"}; asked for by {rename.proposedBy ?? "a deleted account"} on {formatDate(rename.proposedAt)}.
                  Check that the organisation really is called this, for example on the Charity Commission or Companies House register.
                </p>
                {refused?.organisationId === rename.organisationId ? (
                  <Notice tone="error" className="mt-3">
                    {refused.error}
                  </Notice>
                ) : null}
                <div className="mt-3 flex flex-wrap gap-3">
                  {(["approve-rename", "refuse-rename"] as const).map((intent) => (
                    <ButtonForm
                      key={intent}
                      label={`${intent === "approve-rename" ? "Approve" : "Refuse"} the name ${rename.proposedName} for ${rename.name}`}
                      values={{ intent, organisationId: rename.organisationId, proposedName: rename.proposedName }}
                    >
                      <SubmitButton variant={intent === "approve-rename" ? "primary" : "danger-outline"} pendingLabel="Saving...">
                        {intent === "approve-rename" ? "Approve" : "Refuse"}
                        <span className="sr-only"> the name {rename.proposedName}</span>
                      </SubmitButton>
                    </ButtonForm>
                  ))}
                </div>
              </li>
            ))}
          </ol>
        )}
      </DashboardSection>
    </>
  );
}
