import { describe, expect, it } from "vitest";
import { jobSearchQuery, parseJobSearch } from "./search-params";

const parse = (query: string) => parseJobSearch(new URLSearchParams(query));

describe("the jobs search in the URL", () => {
  it("reads every filter", () => {
    expect(parse("q=chef&where=LS6&miles=25&hours=part_time&contract=temporary&contract=permanent&sector=Catering&salary=£24,000&signal=no-check&sort=distance&page=3")).toEqual({
      words: "chef",
      place: "LS6",
      miles: 25,
      hours: ["part_time"],
      contracts: ["permanent", "temporary"],
      sector: "Catering",
      salaryFloor: 24000,
      salaryUnread: "",
      signals: ["no-check"],
      sort: "distance",
      page: 3,
    });
  });

  it("drops or clamps anything malformed instead of failing", () => {
    const search = parse(`q=${"x".repeat(500)}%00&miles=7&hours=nights&salary=-1&sort=random&page=0&signal=maybe`);
    expect(search.words).toHaveLength(100);
    expect(search).toMatchObject({ miles: 10, hours: [], salaryFloor: 0, sort: "closing", page: 1, signals: [] });
    // A salary it cannot read is not used, and is kept so the page can say so beside what was typed.
    expect(search.salaryUnread).toBe("-1");
    expect(parse("page=1e3&salary=abc")).toMatchObject({ page: 1000, salaryFloor: 0, salaryUnread: "abc" });
    expect(parse("salary=")).toMatchObject({ salaryFloor: 0, salaryUnread: "" });
  });

  it("writes a search back as a query, leaving out what is empty, so paging keeps the filters", () => {
    const search = parse("q=chef&where=Leeds&miles=15&signal=ban-the-box");
    expect(jobSearchQuery({ ...search, page: 2 })).toBe("?q=chef&where=Leeds&miles=15&signal=ban-the-box&page=2");
    expect(jobSearchQuery(parse(""))).toBe("");
  });
});
