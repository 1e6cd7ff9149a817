import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { productionOrganisationEnv } from "../../tests/integration/support/organisation-env";
import { ConfigError, loadEnv } from "./env.server";
import { DEV_DATA_KEY, decryptField, developmentKeyRing, encryptField, FieldDecryptionError, parseKeyRing } from "./field-encryption.server";

const key = () => crypto.randomBytes(32).toString("base64");

describe("field encryption", () => {
  it("round-trips a payload and binds it to its record id", () => {
    const ring = developmentKeyRing();
    const field = encryptField(ring, "record-1", { offence: "Theft", year: 2019 });
    expect(field.keyId).toBe("dev");
    expect(field.ciphertext).not.toContain("Theft");
    expect(decryptField(ring, "record-1", field)).toEqual({ offence: "Theft", year: 2019 });
    expect(() => decryptField(ring, "record-2", field)).toThrow(FieldDecryptionError);
  });

  it("uses a fresh IV each time, so the same payload never encrypts the same way twice", () => {
    const ring = developmentKeyRing();
    expect(encryptField(ring, "r", "same").ciphertext).not.toBe(encryptField(ring, "r", "same").ciphertext);
  });

  it("refuses an altered ciphertext and an unknown key id", () => {
    const ring = developmentKeyRing();
    const field = encryptField(ring, "r", { a: 1 });
    const bytes = Buffer.from(field.ciphertext, "base64");
    bytes[14] = bytes[14]! ^ 1;
    expect(() => decryptField(ring, "r", { ...field, ciphertext: bytes.toString("base64") })).toThrow(/could not be decrypted/);
    expect(() => decryptField(ring, "r", { ...field, keyId: "gone" })).toThrow(/not in the key ring/);
  });

  it("reads old keys after rotation and writes with the current one", () => {
    const [k1, k2] = [key(), key()];
    const before = parseKeyRing(`k1:${k1}`, "k1");
    const after = parseKeyRing(`k1:${k1}, k2:${k2}`, "k2");
    if (!("ring" in before) || !("ring" in after)) throw new Error("expected valid rings");
    const old = encryptField(before.ring, "r", "x");
    expect(decryptField(after.ring, "r", old)).toBe("x");
    expect(encryptField(after.ring, "r", "x").keyId).toBe("k2");
  });

  it("names each problem with a key ring, never the key", () => {
    const short = Buffer.alloc(16).toString("base64");
    const result = parseKeyRing(`k1:${short},nocolon`, "k1");
    expect(result).toEqual({
      problems: [
        expect.stringContaining('the key "k1" must be 32 bytes'),
        expect.stringContaining("entry 2 must be written keyId:base64key"),
      ],
    });
    expect(parseKeyRing(`k1:${key()}`, "k9")).toEqual({ problems: [expect.stringContaining('DATA_ENCRYPTION_KEY_ID is "k9"')] });
  });

  describe("configuration", () => {
    const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "s".repeat(40), PUBLIC_URL: "https://example.org", ...productionOrganisationEnv };
    const refusal = (source: Record<string, string>) => {
      try {
        loadEnv(source);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error("expected a refusal");
    };

    it("production refuses to start without keys, with a short key, or with the development key", () => {
      expect(refusal({ ...production, DATA_ENCRYPTION_KEYS: "", DATA_ENCRYPTION_KEY_ID: "" })).toContain(
        "DATA_ENCRYPTION_KEYS and DATA_ENCRYPTION_KEY_ID are required in production",
      );
      expect(refusal({ ...production, DATA_ENCRYPTION_KEYS: `k1:${Buffer.alloc(31).toString("base64")}`, DATA_ENCRYPTION_KEY_ID: "k1" })).toContain(
        'the key "k1" must be 32 bytes',
      );
      expect(refusal({ ...production, DATA_ENCRYPTION_KEYS: `k1:${DEV_DATA_KEY}`, DATA_ENCRYPTION_KEY_ID: "k1" })).toContain("holds the development key");
    });

    it("production accepts its own keys; development and tests get the development key", () => {
      const k = key();
      const env = loadEnv({ ...production, DATA_ENCRYPTION_KEYS: `old:${key()},new:${k}`, DATA_ENCRYPTION_KEY_ID: "new" });
      expect(env.dataEncryption.currentKeyId).toBe("new");
      expect(env.dataEncryption.keys.get("new")?.toString("base64")).toBe(k);
      expect(loadEnv({}).dataEncryption.currentKeyId).toBe("dev");
      expect(loadEnv({ NODE_ENV: "test" }).dataEncryption.currentKeyId).toBe("dev");
    });
  });
});
