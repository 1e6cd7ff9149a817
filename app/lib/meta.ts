import { siteName } from "./organisation";

/** The <title> and description every page sets; titles end with the organisation's name. */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} | ${siteName}` },
    { name: "description", content: description },
  ];
}
