const ukDate = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", day: "numeric", month: "short", year: "numeric" });

/** A date as people in the UK write it, e.g. 3 Mar 2026. */
export function formatDate(iso: string): string {
  return ukDate.format(new Date(iso));
}

const ukDateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A moment as people in the UK write it, e.g. 3 Mar 2026, 14:05 (UK time). */
export function formatDateTime(iso: string): string {
  return ukDateTime.format(new Date(iso));
}
