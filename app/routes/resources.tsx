import { ResourcesHub } from "~/features/resources/components/resources-hub";
import { defaultResourceTab, parseResourceTab, resourceTabLabel } from "~/features/resources/tabs";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/resources";
import type { PageHandle } from "~/lib/page-scripts";

// The same for every anonymous visitor, tab by tab: see docs/decisions/0018.
export const handle: PageHandle = { cache: true };

const description =
  "Practical help for people with convictions: bank accounts, ID, housing, CVs and disclosure, training, " +
  "spent convictions and DBS checks, mentoring and 24/7 crisis support.";

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const tab = loaderData?.tab ?? defaultResourceTab;
  const title = tab === defaultResourceTab ? "Resources and Support Hub" : `${resourceTabLabel(tab)}: Resources and Support Hub`;
  return pageMeta(title, description);
};

function tabFrom(request: Request) {
  return { tab: parseResourceTab(new URL(request.url).searchParams.get("tab")) };
}

// The server reads the tab so the page works without JavaScript; in the browser, switching tabs needs no request.
export function loader({ request }: Route.LoaderArgs) {
  return tabFrom(request);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return tabFrom(request);
}

export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  return <ResourcesHub activeTab={loaderData.tab} />;
}
