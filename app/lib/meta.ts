import { organisation } from "./organisation";

/** The <title> and description every page sets; titles end with the organisation's name. */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} | ${organisation.name}` },
    { name: "description", content: description },
  ];
}
