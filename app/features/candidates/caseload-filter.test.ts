import { describe, expect, it } from "vitest";
import { parseCaseloadFilter } from "./caseload-filter";

const parse = (query: string) => parseCaseloadFilter(new URL(`https://example.test/dashboard/caseworkerportal/caseload${query}`));

describe("parseCaseloadFilter", () => {
  it("reads readiness, sort and name from the URL", () => {
    expect(parse("?readiness=ready_to_work&sort=last_contact&q=%20Amy%20")).toEqual({ readiness: "ready_to_work", sort: "last_contact", search: "Amy" });
  });

  it("falls back to everyone by name for an edited or old link, and bounds the search", () => {
    expect(parse("?readiness=hired&sort=age")).toEqual({ readiness: "all", sort: "name", search: "" });
    expect(parse(`?q=${"x".repeat(300)}`).search).toHaveLength(100);
  });
});
