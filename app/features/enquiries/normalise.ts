/**
 * Cleaning and normalising enquiry values for storage. Cleaning runs before validation, so the length
 * rules apply to what is actually stored; email and phone are normalised after it.
 */

const multiLineFields = new Set(["message", "support"]);

// C0/C1 controls (PostgreSQL cannot store U+0000), and bidirectional overrides that can disguise text in email.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

// A lone UTF-16 surrogate (possible in JSON) cannot be stored or emailed: replace it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function wellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, "\ufffd");
}

function cleanSingleLine(value: string): string {
  return wellFormed(value).replace(/[\t\n\r]+/g, " ").replace(CONTROL, "").replace(/\s{2,}/g, " ");
}

function cleanMultiLine(value: string): string {
  return wellFormed(value).replace(/\r\n?/g, "\n").replace(CONTROL, "");
}

/** Returns a copy of a submitted object with every string value cleaned. Other values pass through. */
export function cleanStrings(input: Record<string, unknown>): Record<string, unknown> {
  // fromEntries defines own properties, so a "__proto__" key stays an ordinary (and rejected) field.
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      typeof value === "string" ? (multiLineFields.has(key) ? cleanMultiLine(value) : cleanSingleLine(value)) : value,
    ]),
  );
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A phone number in a canonical form: UK numbers in E.164 (+447700900123), other numbers given with
 * an international prefix as + and digits. Anything else is kept as typed, tidied, because guessing
 * its country could turn it into someone else's number.
 */
export function normalisePhone(phone: string): string {
  const typed = phone.trim().replace(/\s+/g, " ");
  // "+44 (0)20 ..." is a common way to write a UK number; the (0) is not dialled from abroad.
  const withoutTrunk = typed.replace(/\(0\)/g, "");
  const digits = withoutTrunk.replace(/\D/g, "");
  let international: string | undefined;
  if (withoutTrunk.startsWith("+")) international = digits;
  else if (digits.startsWith("00")) international = digits.slice(2);

  if (international !== undefined) {
    if (international.startsWith("440")) international = `44${international.slice(3)}`;
    return international.length >= 7 && international.length <= 15 ? `+${international}` : typed;
  }
  // A UK national number: a leading 0 and 9 or 10 digits after it.
  if (/^0[1-9]\d{8,9}$/.test(digits)) return `+44${digits.slice(1)}`;
  return typed;
}
