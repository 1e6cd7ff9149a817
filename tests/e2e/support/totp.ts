import crypto from "node:crypto";

/**
 * RFC 6238 time-based one-time codes (HMAC-SHA1, 30-second steps, 6 digits), written here with node:crypto
 * so the tests do what an authenticator app does, independently of the server's own code.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Decode(input: string): Buffer {
  const clean = input.replace(/[\s=-]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac("sha1", key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return binary.toString().padStart(digits, "0");
}

/** The code an app shows at `timeMs` for a base32 secret as printed on the set-up page. */
export function totp(base32Secret: string, timeMs = Date.now(), stepSeconds = 30, digits = 6): string {
  return hotp(base32Decode(base32Secret), Math.floor(timeMs / 1000 / stepSeconds), digits);
}

/** Milliseconds left in the current 30-second step: wait past a boundary to get a fresh code. */
export function msLeftInStep(timeMs = Date.now(), stepSeconds = 30): number {
  return stepSeconds * 1000 - (timeMs % (stepSeconds * 1000));
}
