import { describe, expect, it } from "vitest";
import { referralFiltersFrom, referralListHref } from "./list-filters";

const at = (query: string) => referralFiltersFrom(new URL(`https://example.test/referrals${query}`));

describe("referralFiltersFrom", () => {
  it("reads a known status, sort and page", () => {
    expect(at("?status=in_support&sort=name&page=3")).toEqual({ status: "in_support", sort: "name", page: 3 });
  });

  it("falls back to every status, newest first, first page, for anything unknown or missing", () => {
    expect(at("")).toEqual({ status: null, sort: "newest", page: 1 });
    expect(at("?status=deleted&sort=random&page=-1")).toEqual({ status: null, sort: "newest", page: 1 });
  });
});

describe("referralListHref", () => {
  const base = "/dashboard/partnerportal/referrals";
  it("keeps the filters on every page and leaves the defaults out", () => {
    expect(referralListHref(base, { status: null, sort: "newest", page: 4 }, 1)).toBe(base);
    expect(referralListHref(base, { status: null, sort: "newest", page: 1 }, 2)).toBe(`${base}?page=2`);
    expect(referralListHref(base, { status: "accepted", sort: "name", page: 1 }, 3)).toBe(`${base}?status=accepted&sort=name&page=3`);
  });
});
