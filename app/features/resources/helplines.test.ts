import { describe, expect, it } from "vitest";
import { adviceHelplines, crisisHelplines, emergencyNumber, helplineHref, helplineLinkText } from "./helplines";

describe("helplines", () => {
  it("links each call line to the digits people read", () => {
    for (const helpline of [emergencyNumber, ...crisisHelplines, ...adviceHelplines].filter((h) => h.kind === "call")) {
      expect(helplineHref(helpline)).toBe(`tel:${helpline.number.replace(/ /g, "")}`);
      expect(helplineLinkText(helpline)).toContain(helpline.number);
    }
  });

  it("gives the crisis numbers we have checked", () => {
    const hrefOf = (name: string) => {
      const helpline = crisisHelplines.find((h) => h.name === name);
      return helpline ? helplineHref(helpline) : undefined;
    };
    expect(hrefOf("Samaritans")).toBe("tel:116123");
    expect(hrefOf("NHS 111")).toBe("tel:111");
    expect(hrefOf("National Domestic Abuse Helpline")).toBe("tel:08082000247");
    expect(helplineHref(emergencyNumber)).toBe("tel:999");
  });

  it("gives the Prisoners' Families Helpline number Pact publishes, not the old one", () => {
    const helpline = adviceHelplines.find((h) => h.name === "Prisoners' Families Helpline");
    expect(helpline && helplineHref(helpline)).toBe("tel:08088083444");
    expect(helpline?.availability).toMatch(/Monday to Friday, 10am to 5pm/);
    const numbers = [emergencyNumber, ...crisisHelplines, ...adviceHelplines].map((h) => h.number.replace(/\D/g, ""));
    expect(numbers).not.toContain("08088082003");
  });

  it("opens a text to Shout with the keyword filled in", () => {
    const shout = crisisHelplines.find((h) => h.name === "Shout");
    expect(shout && helplineHref(shout)).toBe("sms:85258?body=SHOUT");
    expect(shout && helplineLinkText(shout)).toBe("Text SHOUT to 85258");
  });

  it("marks every crisis line as open 24 hours", () => {
    for (const helpline of crisisHelplines) expect(helpline.availability).toMatch(/24 hours/);
  });
});
