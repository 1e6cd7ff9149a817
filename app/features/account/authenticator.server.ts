import QRCode from "qrcode";

/**
 * What a person needs to add this service to an authenticator app: a QR code drawn here on the server (no
 * outside service ever sees the secret) and the same secret as text for typing in by hand.
 */
export type AuthenticatorSetup = {
  /** The otpauth:// address, carried through the confirm form so a wrong code can show the same QR code again. */
  totpUri: string;
  /** An SVG image as a data: address; the Content Security Policy allows data: images. */
  qrCodeDataUri: string;
  /** The base32 secret in groups of four, easier to copy by eye. */
  secretForDisplay: string;
  accountName: string;
  issuer: string;
};

const BASE32 = /^[A-Z2-7]+=*$/;

/** Reads an otpauth://totp address; null for anything else, so a tampered form value is never drawn. */
export function parseTotpUri(value: unknown): { secret: string; issuer: string; accountName: string } | null {
  if (typeof value !== "string" || value.length > 1000) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "otpauth:" || url.host !== "totp") return null;
  const secret = (url.searchParams.get("secret") ?? "").toUpperCase();
  if (secret.length < 16 || !BASE32.test(secret)) return null;
  const label = decodeURIComponent(url.pathname.replace(/^\//, ""));
  const colon = label.indexOf(":");
  const accountName = colon >= 0 ? label.slice(colon + 1) : label;
  const issuer = url.searchParams.get("issuer") ?? (colon >= 0 ? label.slice(0, colon) : "");
  return { secret: secret.replace(/=+$/, ""), issuer, accountName };
}

export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

export async function qrCodeSvg(text: string): Promise<string> {
  // Margin 4 is the quiet zone the QR standard asks for; some phone cameras fail without it.
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 4, color: { dark: "#000000", light: "#ffffff" } });
}

export async function authenticatorSetup(totpUri: string): Promise<AuthenticatorSetup | null> {
  const parsed = parseTotpUri(totpUri);
  if (!parsed) return null;
  const svg = await qrCodeSvg(totpUri);
  return {
    totpUri,
    qrCodeDataUri: `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`,
    secretForDisplay: groupSecret(parsed.secret),
    accountName: parsed.accountName,
    issuer: parsed.issuer,
  };
}
