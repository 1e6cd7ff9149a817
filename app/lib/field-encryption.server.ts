import crypto from "node:crypto";

/**
 * Encrypts one field (a JSON payload) in the application before it reaches the database: AES-256-GCM with a
 * random 12-byte IV, the record's id bound as associated data (so a ciphertext copied onto another row does
 * not decrypt), and the key's id stored beside it so keys can rotate: new writes use the current key, and
 * every key still in the ring can read.
 */
export type KeyRing = {
  /** The key new writes use. */
  currentKeyId: string;
  keys: ReadonlyMap<string, Buffer>;
};

export type EncryptedField = { keyId: string; ciphertext: string };

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/**
 * Development and tests only: written here, so anyone can read it, and production refuses it.
 * (32 bytes: "fair-chance-works-dev-data-key-!" in base64.)
 */
export const DEV_DATA_KEY_ID = "dev";
export const DEV_DATA_KEY = "ZmFpci1jaGFuY2Utd29ya3MtZGV2LWRhdGEta2V5LSE=";

/** Thrown when a field cannot be read: unknown key id, wrong key, or altered ciphertext. Says nothing of the content. */
export class FieldDecryptionError extends Error {
  constructor(readonly reason: "unknown_key" | "not_authentic") {
    super(reason === "unknown_key" ? "The field was encrypted with a key that is not in the key ring" : "The field could not be decrypted");
    this.name = "FieldDecryptionError";
  }
}

/**
 * Reads `keyId:base64key,keyId:base64key` and the id of the key to write with. Returns the ring, or the
 * problems in words fit for an operator (never the key material).
 */
export function parseKeyRing(keysValue: string, currentKeyId: string): { ring: KeyRing } | { problems: string[] } {
  const problems: string[] = [];
  const keys = new Map<string, Buffer>();
  for (const [index, entry] of keysValue.split(",").entries()) {
    const trimmed = entry.trim();
    const colon = trimmed.indexOf(":");
    const id = colon > 0 ? trimmed.slice(0, colon) : "";
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(id)) {
      problems.push(`DATA_ENCRYPTION_KEYS: entry ${index + 1} must be written keyId:base64key (an id of letters, digits, - or _)`);
      continue;
    }
    const encoded = trimmed.slice(colon + 1);
    const key = /^[A-Za-z0-9+/]+={0,2}$/.test(encoded) ? Buffer.from(encoded, "base64") : Buffer.alloc(0);
    if (key.length !== KEY_BYTES) {
      problems.push(`DATA_ENCRYPTION_KEYS: the key "${id}" must be ${KEY_BYTES} bytes in base64 (e.g. from \`openssl rand -base64 32\`)`);
      continue;
    }
    if (keys.has(id)) problems.push(`DATA_ENCRYPTION_KEYS: the key id "${id}" appears twice`);
    keys.set(id, key);
  }
  if (problems.length === 0 && !keys.has(currentKeyId)) {
    problems.push(`DATA_ENCRYPTION_KEY_ID is "${currentKeyId}", which is not one of the ids in DATA_ENCRYPTION_KEYS`);
  }
  return problems.length > 0 ? { problems } : { ring: { currentKeyId, keys } };
}

/** The ring development and tests use when nothing is set. */
export function developmentKeyRing(): KeyRing {
  return { currentKeyId: DEV_DATA_KEY_ID, keys: new Map([[DEV_DATA_KEY_ID, Buffer.from(DEV_DATA_KEY, "base64")]]) };
}

/** True when the ring holds the development key under any id (production refuses it). */
export function holdsDevelopmentKey(ring: KeyRing): boolean {
  const dev = Buffer.from(DEV_DATA_KEY, "base64");
  return [...ring.keys.values()].some((key) => key.equals(dev));
}

export function encryptField(ring: KeyRing, recordId: string, payload: unknown): EncryptedField {
  const key = ring.keys.get(ring.currentKeyId);
  if (!key) throw new Error("The current encryption key is not in the key ring");
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(recordId, "utf8"));
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return { keyId: ring.currentKeyId, ciphertext: Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64") };
}

/** The payload as written, or FieldDecryptionError. Callers validate its shape (it is only as good as the writer). */
export function decryptField(ring: KeyRing, recordId: string, field: EncryptedField): unknown {
  const key = ring.keys.get(field.keyId);
  if (!key) throw new FieldDecryptionError("unknown_key");
  const bytes = Buffer.from(field.ciphertext, "base64");
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new FieldDecryptionError("not_authentic");
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(recordId, "utf8"));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
    return JSON.parse(text) as unknown;
  } catch {
    throw new FieldDecryptionError("not_authentic");
  }
}
