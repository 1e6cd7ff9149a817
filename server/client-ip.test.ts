import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { clientIpFrom } from "./client-ip";

function request(headers: Record<string, string>, remoteAddress = "10.0.0.9") {
  return { get: (name: string) => headers[name.toLowerCase()], socket: { remoteAddress } } as unknown as Request;
}

describe("clientIpFrom", () => {
  it("ignores forwarding headers unless one is configured", () => {
    expect(clientIpFrom(request({ "x-forwarded-for": "1.2.3.4" }), undefined)).toBe("10.0.0.9");
  });

  it("takes the hop the trusted proxy appended from the configured header", () => {
    expect(clientIpFrom(request({ "x-forwarded-for": "6.6.6.6, 1.2.3.4" }), "x-forwarded-for")).toBe("1.2.3.4");
  });

  it("reports no address when the configured header is missing", () => {
    expect(clientIpFrom(request({}), "x-forwarded-for")).toBeUndefined();
  });
});
