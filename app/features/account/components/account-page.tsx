import { ShieldAlert } from "lucide-react";
import { Link } from "~/components/ui/router-link";
import { buttonClasses } from "~/components/ui/button";
import { PageHero, Section } from "~/components/ui/section";
import type { AccountActionResult, AccountView } from "../types";
import { DetailsSection } from "./details-section";
import { DevicesSection } from "./devices-section";
import { TwoFactorSection } from "./two-factor-section";

const contents = [
  { href: "#your-details", label: "Your details" },
  { href: "#two-step-sign-in", label: "Two-step sign-in" },
  { href: "#signed-in-devices", label: "Signed-in devices" },
  { href: "#your-data", label: "Your data" },
  { href: "#delete-account", label: "Delete your account" },
];

export function AccountPage({ view, result }: { view: AccountView; result: AccountActionResult | undefined }) {
  const showSetupNotice = view.setupRequested && !view.twoFactor.enabled;
  return (
    <>
      <PageHero
        title="Your account"
        lead={
          <>
            Signed in as <strong className="wrap-break-word">{view.user.email}</strong>. {view.user.roleLabel} account,{" "}
            {view.user.statusLabel.toLowerCase()}.
          </>
        }
      />

      {showSetupNotice ? (
        <div className="border-b-4 border-focus bg-accent-300/30">
          <div className="mx-auto flex max-w-6xl gap-3 px-4 py-6 sm:px-6" role="region" aria-labelledby="setup-notice-title">
            <ShieldAlert aria-hidden="true" className="mt-1 size-6 shrink-0" />
            <div className="space-y-2">
              <h2 id="setup-notice-title" className="text-xl font-bold">
                Set up two-step sign-in to carry on
              </h2>
              <p>
                Your account can see information about people with convictions, so it needs more than a password to
                keep it safe. Turn on two-step sign-in below, then go back to the page you wanted. It takes about two
                minutes.
              </p>
              <p>
                <a href="#two-step-sign-in" className="font-semibold text-brand-900 underline">
                  Go to two-step sign-in
                </a>
              </p>
            </div>
          </div>
        </div>
      ) : null}

      <nav aria-label="On this page" className="border-b border-line bg-white">
        <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
          <p className="font-semibold">On this page</p>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {contents.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="inline-block py-1 text-brand-800 underline">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <DetailsSection view={view} result={result} />
      <TwoFactorSection view={view} result={result} />
      <DevicesSection view={view} result={result} />

      <Section className="scroll-mt-20" id="your-data" title="Download your data" intro="Get a copy of everything we hold about you, at any time.">
        <div className="max-w-prose space-y-4">
          <p>
            The download is a zip file. Inside, <code>your-data.json</code> holds everything, and the <code>tables</code> folder holds a
            spreadsheet (CSV) for each kind of record: your account and sign-ins, your profile, applications, diary, appointments, messages,
            conviction details and disclosure letters, referrals and call-back requests about you, the emails we sent you, and our security
            record of what was done with your account.
          </p>
          <p>It leaves out your password and other secret keys, which we keep only in a form no one can read back.</p>
          <p>Keep the file somewhere safe: it may hold details about your convictions.</p>
        </div>
        <a href="/account/your-data" download className={buttonClasses("primary", "md", "mt-5")}>
          Download your data (zip file)
        </a>
      </Section>

      <Section
        className="scroll-mt-20"
        id="delete-account"
        title="Delete your account"
        tone="tinted"
        intro="This removes your account and signs you out everywhere. It cannot be undone."
      >
        <p className="max-w-prose">
          We will ask for your password before anything is deleted. If you only want a break, you can simply sign out.
        </p>
        <Link to="/account/delete" className={buttonClasses("outline", "md", "mt-5")}>
          Delete my account
        </Link>
      </Section>
    </>
  );
}
