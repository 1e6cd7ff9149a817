const ukDate = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", day: "numeric", month: "short", year: "numeric" });

/** A date as people in the UK write it, e.g. 3 Mar 2026. */
export function formatDate(iso: string): string {
  return ukDate.format(new Date(iso));
}
