import { describe, expect, it } from "vitest";
import { referralFiltersFrom } from "./list-filters";

const at = (query: string) => referralFiltersFrom(new URL(`https://example.test/referrals${query}`));

describe("referralFiltersFrom", () => {
  it("reads a known status and sort", () => {
    expect(at("?status=in_support&sort=name")).toEqual({ status: "in_support", sort: "name" });
  });

  it("falls back to every status, newest first, for anything unknown or missing", () => {
    expect(at("")).toEqual({ status: null, sort: "newest" });
    expect(at("?status=deleted&sort=random")).toEqual({ status: null, sort: "newest" });
  });
});
