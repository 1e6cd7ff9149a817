import { describe, expect, it } from "vitest";
import { maskAddress, maskEmail, maskPhone, parseDeliveriesFilter } from "./deliveries";

describe("masking recipients on the deliveries page", () => {
  it("shows an email address's first letter and domain only", () => {
    expect(maskEmail("sam.carter@example.org")).toBe("s…@example.org");
    expect(maskEmail("not-an-address")).toBe("An address");
  });

  it("shows a phone number's last three digits only", () => {
    expect(maskPhone("+447700900123")).toBe("Ending 123");
    expect(maskPhone("07700 900 456")).toBe("Ending 456");
    expect(maskPhone("")).toBe("A number");
    expect(maskAddress("sms", "+447700900123")).not.toContain("7700");
    expect(maskAddress("email", "sam@example.org")).toBe("s…@example.org");
  });
});

describe("the deliveries filter", () => {
  it("reads channel, status and page, and gives a message for a value not on the list", () => {
    expect(parseDeliveriesFilter(new URLSearchParams("channel=sms&status=failed&page=3")).filter).toEqual({ channel: "sms", status: "failed", page: 3 });
    expect(parseDeliveriesFilter(new URLSearchParams("")).filter).toEqual({ channel: undefined, status: undefined, page: 1 });
    const bad = parseDeliveriesFilter(new URLSearchParams("channel=pigeon&status=lost&page=-2"));
    expect(bad.errors).toEqual({ channel: "Choose email or text, or any channel", status: "Choose a status from the list" });
    expect(bad.typed).toEqual({ channel: "pigeon", status: "lost" });
  });
});
