import { describe, expect, it } from "vitest";
import { keptWhileUnchanged } from "./kept-while-unchanged.server";

describe("keptWhileUnchanged", () => {
  const setUp = (options: { seconds?: number; maxEntries?: number } = {}) => {
    let clock = 1_000_000;
    let reads = 0;
    const kept = keptWhileUnchanged<string>({ seconds: options.seconds ?? 30, maxEntries: options.maxEntries ?? 10, now: () => clock });
    const read = (value: string, keepUntil: number | "never" = Infinity) => async () => {
      reads += 1;
      return { value, keepUntil: keepUntil === "never" ? undefined : keepUntil };
    };
    return { kept, read, reads: () => reads, tick: (ms: number) => (clock += ms), now: () => clock };
  };

  it("gives the kept value back at the same snapshot without reading again", async () => {
    const { kept, read, reads } = setUp();
    expect(await kept.get("a", "10:12:", read("first"))).toBe("first");
    expect(await kept.get("a", "10:12:", read("second"))).toBe("first");
    expect(reads()).toBe(1);
  });

  it("reads again once the snapshot differs, and keeps the new value", async () => {
    const { kept, read, reads } = setUp();
    await kept.get("a", "10:12:", read("first"));
    expect(await kept.get("a", "10:13:", read("second"))).toBe("second");
    expect(await kept.get("a", "10:13:", read("third"))).toBe("second");
    // Going back to an older snapshot text is not a match for the newer value's.
    expect(await kept.get("a", "10:12:", read("fourth"))).toBe("fourth");
    expect(reads()).toBe(3);
  });

  it("keeps a value no longer than its seconds, nor past the end its reader gives", async () => {
    const { kept, read, tick, now } = setUp({ seconds: 30 });
    await kept.get("a", "s", read("first"));
    tick(29_999);
    expect(await kept.get("a", "s", read("second"))).toBe("first");
    tick(1);
    expect(await kept.get("a", "s", read("third"))).toBe("third");

    await kept.get("b", "s", read("ends soon", now() + 5_000));
    tick(4_999);
    expect(await kept.get("b", "s", read("again"))).toBe("ends soon");
    tick(1);
    expect(await kept.get("b", "s", read("after its end"))).toBe("after its end");
  });

  it("does not keep a value its reader says must not be kept, nor one already at its end", async () => {
    const { kept, read, reads, now } = setUp();
    await kept.get("a", "s", read("never", "never"));
    await kept.get("a", "s", read("never again", "never"));
    await kept.get("b", "s", read("over", now()));
    await kept.get("b", "s", read("over too", now()));
    expect(reads()).toBe(4);
    expect(kept.size()).toBe(0);
  });

  it("keeps each key apart and drops the least recently used beyond its bound", async () => {
    const { kept, read, reads } = setUp({ maxEntries: 2 });
    await kept.get("a", "s", read("a"));
    await kept.get("b", "s", read("b"));
    expect(await kept.get("a", "s", read("a again"))).toBe("a");
    await kept.get("c", "s", read("c"));
    expect(kept.size()).toBe(2);
    // "b" was the least recently used: read again. "a" was used after it: still kept.
    expect(await kept.get("b", "s", read("b again"))).toBe("b again");
    expect(reads()).toBe(4);
  });
});
