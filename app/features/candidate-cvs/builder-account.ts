import { createContext } from "react";

/** What the CV builder's page knows of the visitor: whether they may save to an account. */
export type CvBuilderAccount = { kind: "candidate" } | { kind: "signed-out" } | { kind: "other" };

export const CvBuilderAccountContext = createContext<CvBuilderAccount>({ kind: "signed-out" });

/** The account as the page writes it into the builder's element (`data-account`), read back in the browser. */
export function parseBuilderAccount(kind: string | undefined): CvBuilderAccount {
  return kind === "candidate" || kind === "other" ? { kind } : { kind: "signed-out" };
}
