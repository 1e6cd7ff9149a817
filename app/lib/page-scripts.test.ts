import { describe, expect, it } from "vitest";
import { pageCacheSeconds, pageNeedsScripts } from "./page-scripts";

describe("pageNeedsScripts", () => {
  it("leaves out React's scripts only when every route of the page says it needs none", () => {
    expect(pageNeedsScripts([{ id: "root", handle: undefined }, { id: "routes/about", handle: { scripts: false } }])).toBe(false);
    expect(pageNeedsScripts([{ id: "root", handle: undefined }, { id: "routes/employers", handle: { cache: true } }])).toBe(true);
    expect(pageNeedsScripts([{ id: "root", handle: undefined }, { id: "layout", handle: undefined }, { id: "page", handle: { scripts: false } }])).toBe(true);
    // The root alone (its loader failed): keep the scripts, as every page did before.
    expect(pageNeedsScripts([{ id: "root", handle: { scripts: false } }])).toBe(true);
  });
});

describe("pageCacheSeconds", () => {
  it("allows keeping a page only when all its routes do, for the shortest time any of them gives", () => {
    expect(pageCacheSeconds([{ cache: true }])).toBe(Number.POSITIVE_INFINITY);
    expect(pageCacheSeconds([{ cache: true }, { cache: 30 }])).toBe(30);
    expect(pageCacheSeconds([{ cache: true }, undefined])).toBeUndefined();
    expect(pageCacheSeconds([{ scripts: false }])).toBeUndefined();
    expect(pageCacheSeconds([])).toBeUndefined();
  });
});
