import { useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { ErrorSummary, summaryItems } from "~/components/ui/error-summary";
import { RadioGroup } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { Prose, TextLink } from "~/components/ui/prose";
import { PageHero } from "~/components/ui/section";
import { Table, type Column } from "~/components/ui/table";
import { siteName } from "~/lib/organisation";
import { submitCookieForm, type AnalyticsChoice } from "../consent";

export type CookiesPageData = {
  /** Analytics is configured (so there is a choice to make), and where it sends data. */
  analyticsHost: string | null;
  posthogCookie: string | null;
  choice: AnalyticsChoice | null;
  sessionCookie: string;
  twoFactorCookie: string;
  consentCookie: string;
  savedCookie: string;
  sessionIdleHours: number;
  sessionMaxDays: number;
  cvStorageKey: string;
};

type CookieRow = { name: string; purpose: string; expires: string };

const cookieColumns: readonly Column<CookieRow>[] = [
  { header: "Name", rowHeader: true, cell: (row) => <code className="break-all">{row.name}</code> },
  { header: "Purpose", cell: (row) => row.purpose },
  { header: "Expires", cell: (row) => row.expires },
];

function CookieTable({ caption, rows }: { caption: string; rows: CookieRow[] }) {
  return (
    <div className="mt-4">
      <Table caption={caption} columns={cookieColumns} rows={rows} rowKey={(row) => row.name} />
    </div>
  );
}

const hours = (n: number) => (n === 1 ? "1 hour" : `${n} hours`);
const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

/** /cookies: every cookie and browser store the service uses, and the analytics choice, changeable at any time. */
export function CookiesPage({ data, error }: { data: CookiesPageData; error: string | null }) {
  const root = useRouteLoaderData("root") as { cookies?: { justSaved: AnalyticsChoice | null } } | undefined;
  const justSaved = root?.cookies?.justSaved ?? null;
  const essential: CookieRow[] = [
    {
      name: data.sessionCookie,
      purpose: "Keeps you signed in as you move from page to page. Set only when you sign in.",
      expires: `After ${hours(data.sessionIdleHours)} without use, ${days(data.sessionMaxDays)} after you signed in, or when you sign out`,
    },
    {
      name: data.twoFactorCookie,
      purpose: "Remembers that you entered your password while you finish two-step sign-in. Set only for accounts with two-step sign-in.",
      expires: "10 minutes, or when you finish signing in",
    },
    { name: data.consentCookie, purpose: "Saves your cookie settings, so we do not ask again.", expires: "1 year" },
    { name: data.savedCookie, purpose: "Shows, once, the message confirming the choice you just made.", expires: "When the next page opens (at most 5 minutes)" },
  ];
  return (
    <>
      <PageHero
        title="Cookies"
        lead={
          <p>
            Cookies are small files saved on your phone, tablet or computer when you visit a website. We use cookies to make {siteName} work
            {data.analyticsHost ? " and, if you agree, to understand how people use it." : "."}
          </p>
        }
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {justSaved ? (
          <Notice className="mb-8 max-w-3xl" focusOn={justSaved}>
            <p className="font-semibold">You&rsquo;ve set your cookie preferences.</p>
            <p>Analytics cookies are {justSaved === "accept" ? "on" : "off"}. You can change this at any time on this page.</p>
          </Notice>
        ) : null}
        <Prose>
          <h2 id="essential">Essential cookies</h2>
          <p>These cookies are needed for the service to work. We do not need to ask your permission for them, and they are never used to track you.</p>
        </Prose>
        <div className="max-w-4xl">
          <CookieTable caption="Essential cookies we set" rows={essential} />
        </div>
        <Prose className="mt-4">
          <p>They can only be read by our website&rsquo;s server: not by scripts on the page, and not by other websites.</p>

          <h2 id="analytics">Analytics cookies (optional)</h2>
          {data.analyticsHost ? (
            <>
              <p>
                With your permission, we use PostHog to collect information about how you use {siteName}: the pages you visit, how long you
                spend on them, what you click, and a recording of how you move around the page. This helps us find what is hard to use and put
                it right.
              </p>
              <ul>
                <li>Everything you type is hidden in recordings: we never see what you enter in a form.</li>
                <li>
                  It never runs on the CV builder, the disclosure letter helper, the job matcher, sign-in, your account, or any dashboard page, so
                  nothing about your CV, convictions, account or case is collected.
                </li>
                <li>If you are signed in, we tell PostHog your account number and account type only, never your name or email address.</li>
                <li>
                  The information goes to our PostHog service at <code>{new URL(data.analyticsHost).host}</code>, which acts only on our instructions.
                  We do not allow it to be used for advertising.
                </li>
              </ul>
            </>
          ) : (
            <p>We do not use analytics cookies at the moment. If we start, we will ask for your permission first, and this page will list them.</p>
          )}
        </Prose>
        {data.analyticsHost && data.posthogCookie ? (
          <div className="max-w-4xl">
            <CookieTable
              caption="Analytics cookies we set only if you accept them"
              rows={[
                {
                  name: data.posthogCookie,
                  purpose: "A random number that lets PostHog tell one visit from another, and count visits across pages.",
                  expires: "1 year",
                },
              ]}
            />
          </div>
        ) : null}
        <Prose className="mt-4">
          {data.analyticsHost ? <p>PostHog also keeps the same random number, and your recording until it is sent, in your browser&rsquo;s storage.</p> : null}

          <h2 id="browser-storage">Things saved in your browser that are not cookies</h2>
          <p>
            The <TextLink to="/cv-builder">CV builder</TextLink> keeps your draft in your browser&rsquo;s storage, under the name{" "}
            <code>{data.cvStorageKey}</code>. It stays in this tab until you close it, or on this device if you choose to keep it there. It is
            never sent to us. You can delete it in the builder at any time.
          </p>
        </Prose>

        {data.analyticsHost ? (
          <section aria-labelledby="change-settings" className="mt-12 max-w-3xl">
            <h2 id="change-settings" className="text-2xl font-bold">
              Change your cookie settings
            </h2>
            {/*
              A choice and one button: the only refusal (no choice made) is the action's, shown from `error`, since this
              page is often sent without React and submitCookieForm, not a client check, sends it when React runs.
            */}
            <ButtonForm
              label="Change your cookie settings"
              action="/cookies"
              reloadDocument
              onSubmit={submitCookieForm}
              className="mt-6 space-y-6"
              noValidate
            >
              {error ? <ErrorSummary formErrors={[]} fieldErrors={summaryItems({ analytics: error }, ["analytics"], { analytics: "analytics-accept" })} focusKey={error} /> : null}
              <RadioGroup
                legend="Do you want to accept analytics cookies?"
                name="analytics"
                error={error ?? undefined}
                defaultValue={data.choice ?? undefined}
                choices={[
                  { value: "accept", label: "Yes, use cookies that measure how I use the website" },
                  { value: "reject", label: "No, do not use cookies that measure how I use the website" },
                ]}
              />
              <Button type="submit">Save cookie settings</Button>
            </ButtonForm>
          </section>
        ) : null}
      </div>
    </>
  );
}
