import { describe, expect, it } from "vitest";
import { authCookieName, requestHasCookie, setsCookie } from "./cookies.server";

describe("auth cookie names", () => {
  it("uses the __Host- prefix in production only", () => {
    expect(authCookieName({ isProduction: true }, "session_token")).toBe("__Host-fcw.session_token");
    expect(authCookieName({ isProduction: false }, "two_factor")).toBe("fcw.two_factor");
  });

  it("finds a cookie by its exact name, not by a name that merely ends the same way", () => {
    expect(requestHasCookie("a=1; __Host-fcw.two_factor=x", "__Host-fcw.two_factor")).toBe(true);
    expect(requestHasCookie("__Host-fcw.two_factor=x", "fcw.two_factor")).toBe(false);
    expect(requestHasCookie(null, "fcw.two_factor")).toBe(false);
  });

  it("tells a cookie being set from one being cleared", () => {
    expect(setsCookie(["fcw.session_token=abc.def; Path=/; HttpOnly"], "fcw.session_token")).toBe(true);
    expect(setsCookie(["fcw.session_token=; Max-Age=0; Path=/"], "fcw.session_token")).toBe(false);
    expect(setsCookie(["__Host-fcw.session_token=abc; Path=/"], "fcw.session_token")).toBe(false);
  });
});
