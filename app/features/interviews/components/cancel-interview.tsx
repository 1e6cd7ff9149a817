import { useLocation } from "react-router";
import { Button, useSubmitting } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { ConfirmPanel } from "~/components/ui/confirm-panel";

/** Cancel, asking first: the first press shows the question, the second (confirmed=yes) cancels. */
export function CancelInterview({ confirming, otherSide }: { confirming: boolean; otherSide: string }) {
  const submitting = useSubmitting("cancel");
  const { pathname } = useLocation();
  if (!confirming) {
    return (
      <ButtonForm label="Cancel the interview" values={{ intent: "cancel" }} className="mt-6">
        <Button type="submit" data-submitting-label="Cancelling..." variant="danger-outline" disabled={submitting}>
          Cancel the interview
        </Button>
      </ButtonForm>
    );
  }
  return (
    <ConfirmPanel
      id="cancel-interview"
      level="h3"
      question="Cancel this interview?"
      consequence={`${otherSide} will be told, and it comes out of both diaries. To meet later, new times have to be offered.`}
      cancelTo={pathname}
      cancelLabel="Keep the interview"
      focusOn={confirming}
      className="mt-6 p-4"
    >
      <ButtonForm label="Yes, cancel the interview" values={{ intent: "cancel", confirmed: "yes" }}>
        <Button type="submit" data-submitting-label="Cancelling..." variant="danger" disabled={submitting}>
          Yes, cancel the interview
        </Button>
      </ButtonForm>
    </ConfirmPanel>
  );
}
