import { hydrateRoot } from "react-dom/client";
import { parseBuilderAccount } from "~/features/candidate-cvs/builder-account";
import { islandId } from "~/lib/island-entries";
import { CvBuilder } from "./components/cv-builder";

/**
 * The CV builder's own entry (docs/decisions/0025): its page is sent without React Router's scripts, and this
 * brings the builder to life with React DOM alone, from the HTML the server rendered for the same address.
 */
const container = document.getElementById(islandId("cv-builder"));
if (container) {
  hydrateRoot(container, <CvBuilder account={parseBuilderAccount(container.dataset.account)} initialSearch={window.location.search} />);
}
