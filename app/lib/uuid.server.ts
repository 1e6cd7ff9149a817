import crypto from "node:crypto";

/**
 * A version 7 UUID: a millisecond timestamp followed by random bits. Ids sort by creation time, which
 * keeps index inserts cheap, and are still unguessable enough to appear in URLs and emails.
 */
export function uuidv7(now: number = Date.now()): string {
  const bytes = crypto.randomBytes(16);
  let time = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
