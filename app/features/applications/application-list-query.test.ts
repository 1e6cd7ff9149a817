import { describe, expect, it } from "vitest";
import { applicationListHref, parseApplicationListQuery } from "./application-list-query";

const read = (search: string) => parseApplicationListQuery(new URLSearchParams(search));

describe("the employer's applications list query", () => {
  it("reads nothing as the first page, newest first", () => {
    expect(read("")).toEqual({ query: { sort: "newest", page: 1 }, errors: {}, typed: { job: "", status: "", sort: "", name: "" } });
  });

  it("reads a role, a status, a name (spaces tidied), the order and a page", () => {
    const job = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";
    expect(read(`job=${job}&status=applied&name=++Sam+++Lee+&sort=oldest&page=3`).query).toEqual({ job, status: "applied", name: "Sam Lee", sort: "oldest", page: 3 });
  });

  it("gives each bad value a message for its field, leaves it out and keeps what was typed", () => {
    const { query, errors, typed } = read(`job=nope&status=hired&sort=sideways&name=${"x".repeat(81)}&page=-2`);
    expect(query).toEqual({ sort: "newest", page: 1 });
    expect(errors).toEqual({
      job: "Choose a role from the list",
      status: "Choose a status from the list",
      sort: "Choose newest first or oldest first",
      name: "Use 80 characters or fewer for the name",
    });
    expect(typed.status).toBe("hired");
  });

  it("writes only what differs from the defaults into a link", () => {
    expect(applicationListHref("/list", { sort: "newest", page: 1 })).toBe("/list");
    expect(applicationListHref("/list", { status: "applied", name: "Sam Lee", sort: "oldest", page: 2 })).toBe("/list?status=applied&name=Sam+Lee&sort=oldest&page=2");
  });
});
