import { Section } from "~/components/ui/section";
import { telHref, useOrganisation } from "~/lib/organisation";

// inline-block: a link that wraps stays one box, so every part of it (and its centre) can be tapped.
const linkClass = "inline-block font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900";

/** How a partner refers someone with what exists today: a phone call or an email, or the call-back form below. */
export function ReferSomeoneToday() {
  const organisation = useOrganisation();
  return (
    <Section id="refer" title="How to Refer Someone Today" className="scroll-mt-20">
      <ol className="max-w-3xl list-decimal space-y-4 pl-6 text-lg text-ink-soft marker:font-bold marker:text-brand-800">
        <li>
          Check that the person wants help to find work, and that they agree to you giving us their name and how to
          contact them.
        </li>
        <li>
          Call or email us with their name, how to reach them and the support they are looking for:
          <ul className="mt-2 space-y-1">
            <li>
              Phone:{" "}
              <a href={telHref(organisation.phone)} className={linkClass}>
                {organisation.phone}
              </a>{" "}
              ({organisation.openingHours})
            </li>
            <li>
              Email:{" "}
              <a href={`mailto:${organisation.email}`} className={`${linkClass} wrap-break-word`}>
                {organisation.email}
              </a>
            </li>
          </ul>
          <p className="mt-2">
            Please do not put details of their convictions in an email: we talk about those with the person directly.
          </p>
        </li>
        <li>We contact them to talk about the work they want. With their agreement, we tell you how they are getting on.</li>
      </ol>
      <p className="mt-6 max-w-3xl text-lg text-ink-soft">
        Want to talk first about working together?{" "}
        <a href="#contact" className={linkClass}>
          Ask us to call you back
        </a>{" "}
        with the form below. Referrals are not made through this website.
      </p>
    </Section>
  );
}
