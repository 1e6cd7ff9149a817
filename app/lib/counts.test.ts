import { describe, expect, it } from "vitest";
import { countPhrase, countsInOrder, total } from "./counts";

describe("counts", () => {
  it("lists every value in the vocabulary's order with zeros for the missing", () => {
    const counts = countsInOrder(["a", "b", "c"] as const, [
      { value: "c", count: 2 },
      { value: "a", count: 1 },
    ]);
    expect(counts).toEqual([
      { value: "a", count: 1 },
      { value: "b", count: 0 },
      { value: "c", count: 2 },
    ]);
    expect(total(counts)).toBe(3);
  });

  it("writes small figures in words and large ones in digits", () => {
    expect(countPhrase(0, "application")).toBe("no applications");
    expect(countPhrase(1, "application")).toBe("one application");
    expect(countPhrase(3, "person", "people")).toBe("three people");
    expect(countPhrase(1250, "vacancy", "vacancies")).toBe("1,250 vacancies");
  });
});
