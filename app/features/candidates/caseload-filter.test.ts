import { describe, expect, it } from "vitest";
import { caseloadHref, parseCaseloadFilter } from "./caseload-filter";

const parse = (query: string) => parseCaseloadFilter(new URL(`https://example.test/dashboard/caseworkerportal/caseload${query}`));

describe("parseCaseloadFilter", () => {
  it("reads readiness, sort and name from the URL", () => {
    expect(parse("?readiness=ready_to_work&sort=last_contact&q=%20Amy%20")).toEqual({ readiness: "ready_to_work", sort: "last_contact", search: "Amy", page: 1 });
  });

  it("falls back to everyone by name for an edited or old link, and bounds the search", () => {
    expect(parse("?readiness=hired&sort=age")).toEqual({ readiness: "all", sort: "name", search: "", page: 1 });
    expect(parse(`?q=${"x".repeat(300)}`).search).toHaveLength(100);
  });

  it("reads the page number, and takes anything but a whole number from 1 as the first page", () => {
    expect(parse("?page=3").page).toBe(3);
    for (const page of ["0", "-2", "1.5", "two", ""]) expect(parse(`?page=${page}`).page, page).toBe(1);
    expect(parse("?page=99999999").page).toBe(100_000);
  });

  it("writes a page's address with the filter kept and nothing it does not need", () => {
    const base = "/dashboard/caseworkerportal/caseload";
    expect(caseloadHref(base, parse(""), 1)).toBe(base);
    expect(caseloadHref(base, parse("?readiness=ready_to_work&sort=readiness&q=Amy%20B"), 2)).toBe(`${base}?readiness=ready_to_work&sort=readiness&q=Amy+B&page=2`);
  });
});
