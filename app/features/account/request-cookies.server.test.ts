import { describe, expect, it } from "vitest";
import { applySetCookies, rememberSetCookies, requestAfterAction } from "./request-cookies.server";

describe("applySetCookies", () => {
  it("replaces a cookie the response set and keeps the others", () => {
    const after = applySetCookies("theme=dark; better-auth.session_token=old.sig", [
      "better-auth.session_token=new.sig; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800",
    ]);
    expect(after).toBe("theme=dark; better-auth.session_token=new.sig");
  });

  it("drops cookies the response expired", () => {
    expect(applySetCookies("a=1; b=2", ["b=; Max-Age=0; Path=/"])).toBe("a=1");
    expect(applySetCookies("a=1; b=2", ["a=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT"])).toBe("b=2");
  });

  it("adds new cookies and copes with no Cookie header", () => {
    expect(applySetCookies(null, ["__Secure-better-auth.session_token=t%2Bv; Secure; HttpOnly"])).toBe(
      "__Secure-better-auth.session_token=t%2Bv",
    );
  });
});

describe("requestAfterAction", () => {
  it("leaves the request alone when no action set a cookie", () => {
    const request = new Request("http://localhost/account", { headers: { cookie: "a=1" } });
    expect(requestAfterAction({}, request)).toBe(request);
  });

  it("gives the loader the cookies the action set in the same request", () => {
    const context = {};
    const request = new Request("http://localhost/account", { method: "POST", headers: { cookie: "s=old; x=1" } });
    const headers = new Headers();
    headers.append("set-cookie", "s=new; Path=/; HttpOnly");
    rememberSetCookies(context, request, headers);
    const next = requestAfterAction(context, request);
    expect(next.method).toBe("GET");
    expect(next.headers.get("cookie")).toBe("s=new; x=1");
    // Another request's context is unaffected.
    expect(requestAfterAction({}, request).headers.get("cookie")).toBe("s=old; x=1");
  });
});
