import { describe, expect, it } from "vitest";
import { checkNewPassword, HashingBusyError, HashLimiter, hashPassword, isCommonPassword, passwordProblem, passwordUserInputs, verifyPassword } from "./password.server";

describe("password policy", () => {
  it("asks for 8 to 128 characters, counting characters as people see them", () => {
    expect(passwordProblem("")).toBe("missing");
    expect(passwordProblem("short7!")).toBe("too_short");
    expect(passwordProblem("🙂🙂🙂🙂")).toBe("too_short");
    expect(passwordProblem("a good long passphrase")).toBeNull();
    expect(passwordProblem("é".repeat(128))).not.toBe("too_long");
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

describe("password strength", () => {
  const person = { name: "Sam Lee", email: "sam.lee@example.org" };

  it("refuses easily guessed passwords with advice that says why", () => {
    const summer = checkNewPassword("Summer2024!", person);
    expect(summer?.problem).toBe("too_weak");
    expect(summer?.message).toMatch(/^This password would be easy to guess\. .*Try three or four random words/);
    expect(checkNewPassword("a".repeat(64), person)?.message).toContain("Repeated letters");
  });

  it("counts the person's name, email address and the service's name as easy to guess", () => {
    expect(checkNewPassword("FairChanceWorks2026", person)?.message).toContain("uses your name, your email address or our name");
    expect(checkNewPassword("SamLee1990!", person)?.problem).toBe("too_weak");
    expect(passwordUserInputs(person)).toEqual(expect.arrayContaining(["sam", "lee", "samlee", "sam.lee@example.org", "fairchanceworks"]));
  });

  it("accepts random words and password-manager passwords", () => {
    expect(checkNewPassword("lantern orchard pebble 42", person)).toBeNull();
    expect(checkNewPassword("xK8#mP2$vL9q", person)).toBeNull();
  });
});

describe("HashLimiter", () => {
  it("runs only so many jobs at once, queues a few in order, and refuses the rest with a retry time", async () => {
    const limiter = new HashLimiter(2, 2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const job = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        finish.push(() => resolve(n));
      });
    const runs = [1, 2, 3, 4].map((n) => limiter.run(job(n)));
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect(limiter.queued).toBe(2);
    expect(limiter.full).toBe(true);
    await expect(limiter.run(job(5))).rejects.toBeInstanceOf(HashingBusyError);
    finish.shift()!();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    while (finish.length > 0 || started.length < 4) {
      finish.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4]);
    expect(limiter.active).toBe(0);
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

  it("records a configured cost, and still verifies hashes made at another cost", async () => {
    const cheap = await hashPassword("lantern orchard pebble 42", 12);
    expect(cheap).toMatch(/^scrypt\$12\$8\$1\$/);
    expect(await verifyPassword({ hash: cheap, password: "lantern orchard pebble 42" })).toBe(true);
  });

  it("refuses malformed or tampered hashes without throwing", async () => {
    expect(await verifyPassword({ hash: "not-a-hash", password: "x" })).toBe(false);
    expect(await verifyPassword({ hash: "scrypt$30$8$1$c2FsdA$a2V5", password: "x" })).toBe(false);
  });
});
