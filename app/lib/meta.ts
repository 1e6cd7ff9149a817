import { siteName } from "./organisation";

/** A page's whole <title>: titles end with the organisation's name. */
export function pageTitle(title: string): string {
  return `${title} | ${siteName}`;
}

/** The <title> and description every page sets. */
export function pageMeta(title: string, description: string) {
  return [
    { title: pageTitle(title) },
    { name: "description", content: description },
  ];
}
