import { describe, expect, it } from "vitest";
import { analyticsAllowedOn, parseChoice, readCookie, safeReturnPath } from "./consent";

describe("where analytics may run", () => {
  it.each(["/", "/about", "/employers", "/jobs", "/jobs/0195f0a2-1111-7000-8000-000000000000", "/resources", "/privacy-policy", "/cookies", "/request-callback"])(
    "runs on the public page %s",
    (path) => expect(analyticsAllowedOn(path)).toBe(true),
  );
  it.each([
    "/cv-builder",
    "/cv-builder/",
    "/CV-Builder",
    "/candidates/ai-tools",
    "/job-matcher",
    "/sign-in",
    "/sign-in/two-factor",
    "/auth/callback",
    "/verify-email",
    "/forgot-password",
    "/reset-password",
    "/account",
    "/account/delete",
    "/dashboard",
    "/dashboard/candidate/profile",
    "/dashboard/employerportal",
    "/jobs/abc/apply",
  ])("never runs on the private page %s", (path) => expect(analyticsAllowedOn(path)).toBe(false));
  it("does not mistake a page whose name only begins like a private one", () => {
    expect(analyticsAllowedOn("/accounting-jobs")).toBe(true);
    expect(analyticsAllowedOn("/candidates")).toBe(true);
  });
});

describe("the consent cookie", () => {
  it("reads one cookie by exact name", () => {
    expect(readCookie("a=1; fcw.cookies_policy=accept; b=2", "fcw.cookies_policy")).toBe("accept");
    expect(readCookie("x-fcw.cookies_policy=accept", "fcw.cookies_policy")).toBeNull();
    expect(readCookie(null, "fcw.cookies_policy")).toBeNull();
  });
  it("knows only accept and reject", () => {
    expect(parseChoice("accept")).toBe("accept");
    expect(parseChoice("reject")).toBe("reject");
    expect(parseChoice("yes")).toBeNull();
  });
  it("goes back only to a page of this site", () => {
    expect(safeReturnPath("/jobs?place=Leeds")).toBe("/jobs?place=Leeds");
    for (const bad of ["//evil.example/", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "", 42, "/a\nb"]) expect(safeReturnPath(bad)).toBe("/");
  });
});
