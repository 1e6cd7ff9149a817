import type { SubmissionResult } from "@conform-to/react";
import { Link } from "~/components/ui/router-link";
import { ORGANISATION_NAME_MAX } from "../account-rules";
import { ActionForm } from "./admin-action-form";
import { FilterForm } from "~/components/ui/filter-form";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { Table } from "~/components/ui/table";
import { areaPath } from "~/features/dashboards/areas";
import type { OrganisationChoice, OrganisationToJoin } from "~/features/organisations/organisation-names.server";

/** The organisation finder: choices of the account's kind, and the one chosen, with its members, to join. */
export type OrganisationFinder = {
  search: string;
  choices: OrganisationChoice[];
  chosen: OrganisationToJoin | null;
  chosenMissing: boolean;
};

/**
 * Linking an account to an organisation: choose one of the account's kind from the list (searched by name,
 * in the address, so it works without JavaScript), check its members, then join it by its id; or add a new
 * organisation with a name no other has. Nothing is ever joined because its name matched.
 */
export function OrganisationFinderPanel({
  accountId,
  kind,
  finder,
  busy,
  refusal,
}: {
  accountId: string;
  kind: "employer" | "partner";
  finder: OrganisationFinder;
  busy: boolean;
  refusal: SubmissionResult<string[]> | undefined;
}) {
  const here = areaPath("adminAccount", { userId: accountId });
  const kindWord = kind === "partner" ? "partner organisations" : "employers";
  const { chosen } = finder;
  if (chosen) {
    return (
      <div className="max-w-3xl rounded-xl border-2 border-brand-700 p-5 sm:p-6">
        <h3 className="text-xl font-bold">Join {chosen.name}?</h3>
        <p className="mt-2 text-ink-soft">
          {chosen.town ? `${chosen.town}. ` : ""}
          {chosen.proposedName ? `A member has asked to rename it "${chosen.proposedName}": that is waiting for review. ` : ""}
          Check that this account works for this organisation before joining it: it will see everything the organisation has.
        </p>
        {chosen.members.length === 0 ? (
          <p className="mt-4">It has no members yet: this account will be its first member, and can invite others.</p>
        ) : (
          <div className="mt-4">
            <Table
              layout="compact"
              captionHidden
              caption={`Current members of ${chosen.name}`}
              rows={chosen.members}
              rowKey={(member) => member.email}
              columns={[
                { header: "Member", rowHeader: true, cell: (member) => member.name },
                { header: "Email address", className: "break-all", cell: (member) => member.email },
                { header: "Role", cell: (member) => (member.role === "owner" ? "Owner" : "Member") },
              ]}
            />
          </div>
        )}
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <ActionForm id="admin-join-organisation" intent="join-organisation" hidden={{ organisationId: chosen.id }} label="Join this organisation" busy={busy} />
          <Link to={`${here}#organisation`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
            Choose another
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="max-w-3xl space-y-8">
      {finder.chosenMissing ? (
        <Notice tone="error">That organisation was not found among the {kindWord}. Choose one from the list.</Notice>
      ) : null}
      <div>
        <h3 className="text-xl font-bold">Join an organisation already on the service</h3>
        <FilterForm label="Find an organisation" action={here} submitLabel="Search" submitVariant="outline" className="mt-3 flex flex-wrap items-end gap-3">
          <TextField
            className="min-w-48 flex-1"
            label={`Search ${kindWord} by name`}
            name="find"
            id="organisation-find"
            type="search"
            defaultValue={finder.search}
            maxLength={200}
          />
        </FilterForm>
        {finder.choices.length === 0 ? (
          <p className="mt-4 text-ink-soft">{finder.search ? `No ${kindWord} have a name with "${finder.search}" in it.` : `There are no ${kindWord} yet.`}</p>
        ) : (
          <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-white" aria-label={`Choose one of the ${kindWord}`}>
            {finder.choices.map((choice) => (
              <li key={choice.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <span>
                  <span className="font-semibold">{choice.name}</span>
                  <span className="text-ink-soft">
                    {choice.town ? ` · ${choice.town}` : ""} · {choice.members === 1 ? "1 member" : `${choice.members} members`}
                  </span>
                </span>
                <Link
                  to={`${here}?${new URLSearchParams({ ...(finder.search ? { find: finder.search } : {}), organisation: choice.id }).toString()}#organisation`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
                  aria-label={`Choose ${choice.name}`}
                >
                  Choose
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="text-xl font-bold">Or add a new organisation</h3>
        <ActionForm
          key={refusal ? JSON.stringify(refusal) : "fresh"}
          id="admin-create-organisation"
          intent="create-organisation"
          className="mt-3 flex flex-wrap items-end gap-3"
          label="Add this organisation"
          variant="secondary"
          busy={busy}
          lastResult={refusal}
        >
          {(fields) => (
            <TextField
              className="min-w-48 flex-1"
              label="New organisation's name"
              hint="No two organisations can have the same name. This account becomes its first member."
              meta={fields.organisation}
              autoComplete="organization"
              maxLength={ORGANISATION_NAME_MAX}
            />
          )}
        </ActionForm>
      </div>
    </div>
  );
}
