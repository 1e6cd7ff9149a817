import { useLocation } from "react-router";
import { Button, SubmitButton, useSubmitting } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Notice } from "~/components/ui/notice";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { formatDateTime } from "~/lib/dates";
import type { FeedConfirmation, FeedStatus } from "../feeds";

/**
 * The "Calendar feed" section: make a private address a calendar program can subscribe to, see it once, and
 * turn it off. Making a new one turns off the old one. Both of those stop the calendars subscribed to the address
 * in use, so they ask first (`confirmFeed`, the action's answer to the first press).
 */
export function CalendarFeedSection({
  feed,
  newFeedUrl,
  confirmFeed = null,
  holds = "your appointments and diary entries",
  reads = "your diary",
}: {
  feed: FeedStatus;
  newFeedUrl: string | null;
  /** The button pressed once that now asks before it stops the current address. */
  confirmFeed?: FeedConfirmation | null;
  /** What the feed keeps up to date, in words ("your appointments and diary entries"). */
  holds?: string;
  /** What someone with the address could read ("your diary"). */
  reads?: string;
}) {
  const creating = useSubmitting("create-feed");
  const revoking = useSubmitting("revoke-feed");
  return (
    <DashboardSection id="calendar-feed" title="Calendar feed" tone="tinted">
      <div className="max-w-3xl space-y-4">
        <p>
          A calendar feed is a private web address that your phone or computer's calendar can subscribe to. It keeps {holds} up to date there,
          without downloading a file each time.
        </p>
        <p>Anyone who has the address can read {reads}, so keep it to yourself. You can turn it off at any time.</p>
        {newFeedUrl ? (
          <Notice focusOn={newFeedUrl}>
            <p className="font-semibold">Your calendar feed address:</p>
            <p className="mt-2 rounded-lg border border-line bg-white p-3 font-mono text-base break-all" data-testid="calendar-feed-url">
              {newFeedUrl}
            </p>
            <p className="mt-2">
              Copy it now: we only show it once. In your calendar, choose to add a calendar "from URL" or "by subscription" and paste it there.
            </p>
          </Notice>
        ) : null}
        {feed ? (
          <p>
            You have a calendar feed, made {formatDateTime(feed.createdAt)}.{" "}
            {feed.lastUsedAt ? `A calendar last read it ${formatDateTime(feed.lastUsedAt)}.` : "No calendar has read it yet."}
          </p>
        ) : (
          <p>You do not have a calendar feed.</p>
        )}
        {feed && confirmFeed ? (
          <ConfirmFeed confirmation={confirmFeed} />
        ) : (
          <div className="flex flex-wrap items-center gap-4">
            <ButtonForm label={feed ? "Make a new calendar feed address" : "Make a calendar feed address"} values={{ intent: "create-feed" }} preventScrollReset>
              <Button type="submit" data-submitting-label="Making the address..." disabled={creating} variant={feed ? "outline" : "primary"}>
                {feed ? "Make a new address (the old one stops working)" : "Make a calendar feed address"}
              </Button>
            </ButtonForm>
            {feed ? (
              <ButtonForm label="Turn off the calendar feed" values={{ intent: "revoke-feed" }} preventScrollReset>
                <Button type="submit" variant="danger-outline" disabled={revoking}>
                  Turn off the calendar feed
                </Button>
              </ButtonForm>
            ) : null}
          </div>
        )}
      </div>
    </DashboardSection>
  );
}

/** Asked after the first press of "Make a new address" or "Turn off": what stops working, and a way back. */
function ConfirmFeed({ confirmation }: { confirmation: FeedConfirmation }) {
  const { pathname } = useLocation();
  const replacing = confirmation === "replace";
  return (
    <ConfirmPanel
      id="confirm-calendar-feed"
      level="h3"
      question={replacing ? "Make a new calendar feed address?" : "Turn off the calendar feed?"}
      consequence={
        replacing
          ? "The address you have now will stop working: any calendar subscribed to it stops updating until you give it the new one."
          : "The address will stop working: any calendar subscribed to it stops updating. You can make a new address later."
      }
      cancelTo={pathname}
      cancelLabel={replacing ? "Keep the address I have" : "Keep the calendar feed"}
      focusOn={confirmation}
      className="p-4"
    >
      <ButtonForm
        label={replacing ? "Yes, make a new calendar feed address" : "Yes, turn off the calendar feed"}
        values={{ intent: replacing ? "create-feed" : "revoke-feed", confirmed: "yes" }}
        preventScrollReset
      >
        <SubmitButton variant="danger" pendingLabel={replacing ? "Making a new address…" : "Turning it off…"}>
          {replacing ? "Yes, make a new address" : "Yes, turn it off"}
        </SubmitButton>
      </ButtonForm>
    </ConfirmPanel>
  );
}
