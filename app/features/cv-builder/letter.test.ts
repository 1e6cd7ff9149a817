import { describe, expect, it } from "vitest";
import { type CvDraft, emptyDraft, emptyExperience } from "./draft";
import { canGenerateLetter, generateDisclosureLetter, letterVariant, timeframeWording } from "./letter";

function draft(overrides: Partial<CvDraft> = {}): CvDraft {
  return {
    ...emptyDraft(),
    fullName: "Sam Taylor",
    disclosureNeeded: true,
    convictionType: "serious",
    timeframe: "recent",
    rehabilitationSteps: "i completed a Level 2 food hygiene course and volunteer at a food bank",
    skills: ["Teamwork", "Food hygiene", "Reliability", "Customer service"],
    experiences: [{ ...emptyExperience(), jobTitle: "Catering Assistant" }, { ...emptyExperience(), jobTitle: "Cleaner" }],
    ...overrides,
  };
}

describe("letter variants", () => {
  it("uses the minor variant whenever the conviction is minor, whatever the timeframe", () => {
    for (const timeframe of ["recent", "1-2-years", "over-2-years"] as const) {
      expect(letterVariant({ convictionType: "minor", timeframe })).toBe("minor");
      expect(generateDisclosureLetter(draft({ convictionType: "minor", timeframe }))).toContain("I have a minor conviction from");
    }
  });

  it("uses the over-2-years variant for a serious conviction over 2 years ago", () => {
    expect(letterVariant({ convictionType: "serious", timeframe: "over-2-years" })).toBe("over-2-years");
    const letter = generateDisclosureLetter(draft({ timeframe: "over-2-years" }))!;
    expect(letter).toContain("A lot has changed in my life since then");
    expect(letter).not.toContain("minor");
  });

  it("uses the default variant for a serious conviction in the last 2 years", () => {
    for (const timeframe of ["recent", "1-2-years"] as const) {
      expect(letterVariant({ convictionType: "serious", timeframe })).toBe("default");
      const letter = generateDisclosureLetter(draft({ timeframe }))!;
      expect(letter).toContain("I want to be open with you from the start");
      expect(letter).toContain("I take full responsibility");
    }
  });

  it("words each timeframe as the spec says", () => {
    expect(timeframeWording).toEqual({ recent: "the last year", "1-2-years": "1-2 years ago", "over-2-years": "over 2 years ago" });
    expect(generateDisclosureLetter(draft({ timeframe: "recent" }))).toContain("a criminal conviction from the last year.");
    expect(generateDisclosureLetter(draft({ timeframe: "1-2-years" }))).toContain("a criminal conviction from 1-2 years ago.");
    expect(generateDisclosureLetter(draft({ timeframe: "over-2-years" }))).toContain("a criminal conviction from over 2 years ago.");
    expect(generateDisclosureLetter(draft({ convictionType: "minor", timeframe: "over-2-years" }))).toContain("a minor conviction from over 2 years ago.");
  });
});

describe("letter content", () => {
  it("fills in the steps taken as full sentences, the first three skills and the first job title", () => {
    const letter = generateDisclosureLetter(draft())!;
    expect(letter).toContain("I completed a Level 2 food hygiene course and volunteer at a food bank.");
    expect(letter).toContain("My key skills include Teamwork, Food hygiene, Reliability.");
    expect(letter).not.toContain("Customer service");
    expect(letter).toContain("through my role as Catering Assistant");
    expect(letter).not.toContain("Cleaner");
    expect(letter.startsWith("Dear Hiring Manager,")).toBe(true);
    expect(letter.endsWith("Yours sincerely,\nSam Taylor")).toBe(true);
    expect(letter).not.toMatch(/\{\w+\}/);
  });

  it("joins fewer than three skills with commas", () => {
    expect(generateDisclosureLetter(draft({ skills: ["Teamwork", "Driving"] }))).toContain("My key skills include Teamwork, Driving.");
    expect(generateDisclosureLetter(draft({ skills: ["Teamwork"] }))).toContain("My key skills include Teamwork.");
  });

  it("still reads well with no skills and no experience", () => {
    const letter = generateDisclosureLetter(draft({ skills: [], experiences: [] }))!;
    expect(letter).toContain("My key skills include hard work and a willingness to learn.");
    expect(letter).toContain("through my experience,");
  });

  it("falls back to 'my experience' when the first job has no title", () => {
    const letter = generateDisclosureLetter(draft({ experiences: [{ ...emptyExperience(), company: "Bakery" }] }))!;
    expect(letter).toContain("through my experience,");
  });

  it("ends at the sign-off when there is no name yet", () => {
    expect(generateDisclosureLetter(draft({ fullName: "  " }))!.endsWith("Yours sincerely,")).toBe(true);
  });
});

describe("when a letter can be generated", () => {
  it("needs the conviction type, timeframe and steps taken all set", () => {
    expect(canGenerateLetter(draft())).toBe(true);
    expect(canGenerateLetter(draft({ convictionType: "" }))).toBe(false);
    expect(canGenerateLetter(draft({ timeframe: "" }))).toBe(false);
    expect(canGenerateLetter(draft({ rehabilitationSteps: "   " }))).toBe(false);
    expect(generateDisclosureLetter(draft({ timeframe: "" }))).toBeNull();
  });
});
