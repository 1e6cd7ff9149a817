import { useLocation } from "react-router";
import { Button, useSubmitting } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Notice } from "~/components/ui/notice";
import { formatDate } from "~/lib/dates";
import type { PartnerVisibility } from "../../../../db/schema/vocabulary";
import { referralOfferMessages, type ReferralOffer, type ReferralOfferActionData } from "../referral-offers";

/** What accepting would let the partner see, in the person's own terms. */
const yourPages: Record<PartnerVisibility, string> = {
  profile: "Your profile: your town, the work you want, when you can work and your skills",
  progress: "Your progress: your readiness checklist and the support actions agreed with you",
  diary: "Your diary: your appointments and your own diary entries",
  applications: "Your applications: the jobs you apply for and where each has got to",
};

/**
 * On the candidate's home: each partner's referral waiting for them, what the partner asked for, what the partner
 * would see, and the two answers (declining asks first).
 */
export function ReferralOffers({ offers, actionData }: { offers: ReferralOffer[]; actionData: ReferralOfferActionData | undefined }) {
  const outcome = actionData?.offer ?? null;
  if (offers.length === 0 && !outcome?.done && !outcome?.error) return null;
  return (
    <div className="mb-8 grid max-w-3xl gap-6">
      {outcome?.done ? (
        <Notice focusOn={outcome}>
          <p>{outcome.done}</p>
        </Notice>
      ) : null}
      {outcome?.error ? (
        <Notice tone="error" focusOn={outcome}>
          <p>{outcome.error}</p>
        </Notice>
      ) : null}
      {offers.map((offer) => (
        <OfferCard key={offer.referralId} offer={offer} confirming={outcome?.confirmDecline?.referralId === offer.referralId ? outcome.confirmDecline : null} />
      ))}
    </div>
  );
}

function OfferCard({ offer, confirming }: { offer: ReferralOffer; confirming: { referralId: string; partnerName: string } | null }) {
  const submitting = useSubmitting();
  const { pathname } = useLocation();
  const headingId = `referral-offer-${offer.referralId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border-2 border-brand-200 bg-white p-5">
      <h2 id={headingId} className="text-xl font-bold">
        {referralOfferMessages.heading(offer.partnerName)}
      </h2>
      <p className="mt-1 text-ink-soft">Referred on {formatDate(offer.referredAt)}</p>
      <h3 className="mt-4 font-semibold">What they asked us to help with</h3>
      <p>{offer.supportRequested ?? "They did not say."}</p>
      <h3 className="mt-4 font-semibold">What {offer.partnerName} could see if you accept</h3>
      {offer.partnerMaySee.length === 0 ? (
        <p>{referralOfferMessages.nothingShared}</p>
      ) : (
        <ul className="mt-1 list-disc pl-6">
          {offer.partnerMaySee.map((item) => (
            <li key={item}>{yourPages[item]}</li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-ink-soft">You can change what they see at any time in your settings.</p>
      {confirming ? (
        <ConfirmPanel
          id={`decline-${offer.referralId}`}
          level="h3"
          question={referralOfferMessages.declineQuestion(confirming.partnerName)}
          consequence={referralOfferMessages.declineConsequence}
          cancelTo={pathname}
          cancelLabel="Keep the referral"
          focusOn={confirming}
          className="mt-5 p-4"
        >
          <ButtonForm label={`Yes, decline the referral from ${offer.partnerName}`} values={{ intent: "decline-referral", referralId: offer.referralId, confirmed: "yes" }}>
            <Button type="submit" data-submitting-label="Declining..." variant="danger" disabled={submitting}>
              Yes, decline the referral
            </Button>
          </ButtonForm>
        </ConfirmPanel>
      ) : (
        <div className="mt-5 flex flex-wrap gap-4">
          <ButtonForm label={`Accept the referral from ${offer.partnerName}`} values={{ intent: "accept-referral", referralId: offer.referralId }}>
            <Button type="submit" disabled={submitting}>
              Accept the referral
            </Button>
          </ButtonForm>
          <ButtonForm label={`Decline the referral from ${offer.partnerName}`} values={{ intent: "decline-referral", referralId: offer.referralId }}>
            <Button type="submit" variant="danger-outline" disabled={submitting}>
              Decline the referral
            </Button>
          </ButtonForm>
        </div>
      )}
    </section>
  );
}
