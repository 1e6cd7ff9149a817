import { describe, expect, it } from "vitest";
import { searchTerms } from "./search.server";

describe("the jobs search's words", () => {
  it("keeps runs of letters and digits, in lower case, whatever the alphabet", () => {
    expect(searchTerms("  Forklift   DRIVER ")).toEqual(["forklift", "driver"]);
    expect(searchTerms("Café 24/7 Ōsaka")).toEqual(["café", "24", "7", "ōsaka"]);
  });

  it("reads the full-text query language's characters as spaces, so nothing typed becomes query syntax", () => {
    expect(searchTerms("(bread) & !overnight:* | 'x' <-> y\\")).toEqual(["bread", "overnight", "x", "y"]);
    expect(searchTerms("%%_\\'; drop table jobs;--")).toEqual(["drop", "table", "jobs"]);
    expect(searchTerms(":* & | !")).toEqual([]);
  });

  it("matches at most eight words", () => {
    expect(searchTerms("a b c d e f g h i j")).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
  });
});
