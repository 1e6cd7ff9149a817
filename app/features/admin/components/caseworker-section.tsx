import { Button } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { Select } from "~/components/ui/field";
import type { CaseworkerAssignment } from "~/features/candidates/assignment.server";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";

/** A candidate's caseworker: who it is now, and a choice of the active caseworkers. */
export function CaseworkerSection({ assignment, busy }: { assignment: CaseworkerAssignment; busy: boolean }) {
  return (
    <DashboardSection
      id="caseworker"
      title="Caseworker"
      tone="tinted"
      intro={assignment.current ? `${assignment.current.name} is their caseworker.` : "They have no caseworker yet."}
    >
      {assignment.choices.length === 0 ? (
        <p className="max-w-3xl">There are no active caseworker accounts to choose from.</p>
      ) : (
        // Not one of adminActionSchema's intents: the assignment has its own check on the server, whose refusal
        // shows at the top of the page as the other actions' do; here it is a choice and one button.
        <ButtonForm label="Choose their caseworker" values={{ intent: "assign-caseworker" }}>
          <div className="flex max-w-3xl flex-wrap items-end gap-4">
            <Select
              className="min-w-48 flex-1"
              label="Assign caseworker"
              id="caseworker-choice"
              name="caseworker"
              defaultValue={assignment.current?.userId ?? ""}
              placeholder="Choose a caseworker"
              choices={assignment.choices.map((choice) => ({ value: choice.userId, label: choice.name }))}
            />
            <Button type="submit" data-submitting-label="Assigning..." disabled={busy}>
              Assign
            </Button>
          </div>
        </ButtonForm>
      )}
    </DashboardSection>
  );
}
