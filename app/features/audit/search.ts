/** How many entries one page of the audit search shows. */
export const AUDIT_PAGE_SIZE = 50;

export type AuditSearchErrors = Partial<Record<"person" | "event" | "from" | "to", string>>;

/** Words for each event name, for the event filter and the results. */
export function eventWords(event: string): string {
  const words = event.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
