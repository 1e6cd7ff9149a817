/**
 * UK mobile numbers for texts (decision 0035). Browser-safe: the settings form and the server read them the same.
 * Accepted: "07" and 9 more digits, or "+44 7" and 9 more digits, with any spaces or dashes between.
 */

export const MOBILE_MESSAGE = "Enter a UK mobile number, like 07700 900 123";

/** The number in +44 form (E.164), or null when it is not a UK mobile. */
export function parseUkMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s-]+/g, "");
  if (/^07\d{9}$/.test(compact)) return `+44${compact.slice(1)}`;
  if (/^\+447\d{9}$/.test(compact)) return compact;
  return null;
}

/** "+447700900123" as people write it: "07700 900 123". */
export function formatUkMobile(e164: string): string {
  if (!/^\+447\d{9}$/.test(e164)) return e164;
  const national = `0${e164.slice(3)}`;
  return `${national.slice(0, 5)} ${national.slice(5, 8)} ${national.slice(8)}`;
}
