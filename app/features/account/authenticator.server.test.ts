import { createOTP } from "@better-auth/utils/otp";
import { describe, expect, it } from "vitest";
import { authenticatorSetup, groupSecret, parseTotpUri } from "./authenticator.server";

// Made the way the two-factor plugin makes it, so the test follows the real address format.
const uri = createOTP("k3v9Qw7ZpL2mXc8RtY4bN6hJ1sD5fG0a").url("Fair Chance Works", "sam.taylor@example.org");

describe("parseTotpUri", () => {
  it("reads the secret, issuer and account from the address the plugin makes", () => {
    const parsed = parseTotpUri(uri);
    expect(parsed).not.toBeNull();
    expect(parsed!.issuer).toBe("Fair Chance Works");
    expect(parsed!.accountName).toBe("sam.taylor@example.org");
    expect(parsed!.secret).toMatch(/^[A-Z2-7]{32,}$/);
  });

  it.each([
    ["not text", 42],
    ["another scheme", "https://example.org/?secret=JBSWY3DPEHPK3PXPJBSWY3DP"],
    ["counter codes", "otpauth://hotp/X:y?secret=JBSWY3DPEHPK3PXPJBSWY3DP"],
    ["no secret", "otpauth://totp/X:y?issuer=X"],
    ["a short secret", "otpauth://totp/X:y?secret=JBSWY3DP"],
    ["a secret that is not base32", "otpauth://totp/X:y?secret=<script>alert(1)</script>AAAA"],
    ["something very long", `otpauth://totp/X:y?secret=${"A".repeat(2000)}`],
  ])("refuses %s", (_name, value) => {
    expect(parseTotpUri(value)).toBeNull();
  });
});

describe("authenticatorSetup", () => {
  it("draws the QR code as an SVG data address and shows the secret in groups of four", async () => {
    const setup = await authenticatorSetup(uri);
    expect(setup).not.toBeNull();
    expect(setup!.qrCodeDataUri.startsWith("data:image/svg+xml;base64,")).toBe(true);
    const svg = Buffer.from(setup!.qrCodeDataUri.split(",")[1]!, "base64").toString("utf8");
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain("<path");
    // Nothing in the image may be fetched from elsewhere.
    expect(svg).not.toMatch(/href=|url\(/);
    expect(setup!.secretForDisplay.replaceAll(" ", "")).toBe(parseTotpUri(uri)!.secret);
    expect(setup!.secretForDisplay.split(" ").every((group) => group.length <= 4)).toBe(true);
  });

  it("refuses an address that is not an authenticator one", async () => {
    expect(await authenticatorSetup("https://example.org")).toBeNull();
  });
});

describe("groupSecret", () => {
  it("splits into fours", () => {
    expect(groupSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });
});
