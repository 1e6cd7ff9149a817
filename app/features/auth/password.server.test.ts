import { describe, expect, it } from "vitest";
import { hashPassword, isCommonPassword, passwordProblem, verifyPassword } from "./password.server";

describe("password policy", () => {
  it("asks for 8 to 128 characters, counting characters as people see them", () => {
    expect(passwordProblem("")).toBe("missing");
    expect(passwordProblem("short7!")).toBe("too_short");
    expect(passwordProblem("🙂🙂🙂🙂")).toBe("too_short");
    expect(passwordProblem("a good long passphrase")).toBeNull();
    expect(passwordProblem("x".repeat(128).replace(/x/g, "é"))).toBeNull();
    expect(passwordProblem("y".repeat(129))).toBe("too_long");
  });

  it("refuses the most common passwords whatever their case, and the email address", () => {
    for (const common of ["password", "12345678", "Password1", "QWERTYUIOP", "football", "iloveyou"]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    expect(isCommonPassword("lantern orchard pebble 42")).toBe(false);
    expect(passwordProblem("sam.lee@example.org", { email: "Sam.Lee@example.org" })).toBe("contains_email");
  });
});

describe("scrypt hashing", () => {
  it("records OWASP's cost in the hash and verifies only the right password", async () => {
    const hash = await hashPassword("lantern orchard pebble 42");
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword({ hash, password: "lantern orchard pebble 42" })).toBe(true);
    expect(await verifyPassword({ hash, password: "lantern orchard pebble 43" })).toBe(false);
    expect(await hashPassword("lantern orchard pebble 42")).not.toBe(hash);
  }, 30_000);

  it("refuses malformed or tampered hashes without throwing", async () => {
    expect(await verifyPassword({ hash: "not-a-hash", password: "x" })).toBe(false);
    expect(await verifyPassword({ hash: "scrypt$30$8$1$c2FsdA$a2V5", password: "x" })).toBe(false);
  });
});
