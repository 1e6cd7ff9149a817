import { describe, expect, it } from "vitest";
import { roleLabel, statusLabel } from "./labels";

describe("labels", () => {
  it("names every role and account state in plain words", () => {
    expect(roleLabel("partner")).toBe("Partner organisation");
    expect(roleLabel("admin")).toBe("Administrator");
    expect(statusLabel("awaiting_approval")).toBe("Awaiting approval");
    expect(statusLabel("active")).toBe("Active");
  });

  it("never shows a raw value for something it does not know", () => {
    expect(roleLabel(undefined)).toBe("No role yet");
    expect(roleLabel("toString")).toBe("No role yet");
    expect(statusLabel("constructor")).toBe("Unknown");
  });
});
