import { describe, expect, it } from "vitest";
import { parseResourceTab, resourceTabLabel, resourceTabs } from "./tabs";

describe("resource hub tabs", () => {
  it("lists the five topics in order", () => {
    expect(resourceTabs.map((tab) => tab.id)).toEqual(["practical", "employment", "training", "legal", "mentorship"]);
    expect(resourceTabLabel("legal")).toBe("Legal and Rights");
  });

  it("reads a known tab and falls back to practical for anything else", () => {
    expect(parseResourceTab("legal")).toBe("legal");
    expect(parseResourceTab("mentorship")).toBe("mentorship");
    expect(parseResourceTab(null)).toBe("practical");
    expect(parseResourceTab("")).toBe("practical");
    expect(parseResourceTab("LEGAL")).toBe("practical");
    expect(parseResourceTab("constructor")).toBe("practical");
    expect(parseResourceTab("toString")).toBe("practical");
  });
});
