import { ResourcesHub } from "~/features/resources/components/resources-hub";
import { defaultResourceTab, parseResourceTab, resourcesTitle } from "~/features/resources/tabs";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/resources";
import type { PageHandle } from "~/lib/page-scripts";

// Links and tabs, no form: sent without React, the tabs made tabs by a small script (app/lib/enhance-tabs.js).
// The same for every anonymous visitor, tab by tab: see docs/decisions/0018.
export const handle: PageHandle = { scripts: false, enhance: ["tabs"], cache: true };

const description =
  "Practical help for people with convictions: bank accounts, ID, housing, CVs and disclosure, training, " +
  "spent convictions and DBS checks, mentoring and 24/7 crisis support.";

export const meta = ({ loaderData }: Route.MetaArgs) => {
  return pageMeta(resourcesTitle(loaderData?.tab ?? defaultResourceTab), description);
};

function tabFrom(request: Request) {
  return { tab: parseResourceTab(new URL(request.url).searchParams.get("tab")) };
}

// The server reads the tab so the page works without JavaScript; where React runs the page (a visitor who
// accepted analytics), switching tabs needs no request.
export function loader({ request }: Route.LoaderArgs) {
  return tabFrom(request);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return tabFrom(request);
}

export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  return <ResourcesHub activeTab={loaderData.tab} />;
}
