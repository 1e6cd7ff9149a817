import { describe, expect, it } from "vitest";
import { MAX_PAGE, listHref, pageAsked, pageOf, pagePlace } from "./paging";

describe("paging", () => {
  it("reads the page asked for, and the first page for anything else", () => {
    expect(pageAsked("3")).toBe(3);
    expect(pageAsked("1e9")).toBe(MAX_PAGE);
    for (const odd of [null, "", "0", "-2", "1.5", "two", "Infinity"]) expect(pageAsked(odd), String(odd)).toBe(1);
  });

  it("shows the page asked for, or the last there is, and where it starts", () => {
    expect(pageOf(0, 50, 1)).toEqual({ page: 1, pages: 1, offset: 0 });
    expect(pageOf(50, 50, 2)).toEqual({ page: 1, pages: 1, offset: 0 });
    expect(pageOf(51, 50, 2)).toEqual({ page: 2, pages: 2, offset: 50 });
    expect(pageOf(300, 50, 9)).toEqual({ page: 6, pages: 6, offset: 250 });
  });

  it("writes another page's address with the filters kept, and places a page in its list", () => {
    expect(listHref("/list", new URLSearchParams(), 1)).toBe("/list");
    expect(listHref("/list", new URLSearchParams({ status: "open" }), 1)).toBe("/list?status=open");
    expect(listHref("/list", new URLSearchParams({ status: "open" }), 3)).toBe("/list?status=open&page=3");
    expect(pagePlace(50, 13, 2, 2)).toBe("51 to 63, page 2 of 2");
  });
});
