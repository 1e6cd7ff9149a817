import { describe, expect, it } from "vitest";
import { readyOrStreamed } from "./ready-or-streamed.server";

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("readyOrStreamed", () => {
  it("gives a summary ready within the wait as itself, to be drawn into the page", async () => {
    const { value } = await readyOrStreamed(after(5, { done: 3 }), 200);
    expect(value).toEqual({ done: 3 });
  });

  it("gives a slow summary as its promise, to be streamed, without waiting for it", async () => {
    const started = Date.now();
    const { value } = await readyOrStreamed(after(400, "late"), 50);
    expect(Date.now() - started).toBeLessThan(300);
    expect(value).toBeInstanceOf(Promise);
    await expect(value).resolves.toBe("late");
  });

  it("streams a failure, so the page shows its own message for that part", async () => {
    const { value } = await readyOrStreamed(Promise.reject(new Error("database away")), 200);
    expect(value).toBeInstanceOf(Promise);
    await expect(value).rejects.toThrow("database away");
  });
});
