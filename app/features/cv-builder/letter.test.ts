import { describe, expect, it } from "vitest";
import { type CvDraft, emptyDraft, emptyExperience } from "./draft";
import {
  LETTER_GREETING,
  type LetterVariant,
  canGenerateLetter,
  generateDisclosureLetter,
  letterTemplates,
  letterVariant,
  skillInSentence,
  timeframeWording,
} from "./letter";

// 23 November 2026, late evening in London (already the 24th in some time zones east of here).
const NOW = new Date("2026-11-23T23:30:00Z");

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

describe("letter variants keyed to the disclosure helper's result", () => {
  const check = (outcome: "all-spent" | "unspent", showsOnStandardEnhanced: boolean, unspentUntil: string | null = null) => ({
    checkedOn: "2026-11-23",
    outcome,
    showsOnStandardEnhanced,
    unspentUntil,
  });

  it("uses the unspent variant, with the date it will be spent, before the minor one", () => {
    const letter = generateDisclosureLetter(draft({ convictionType: "minor", disclosureCheck: check("unspent", true, "2027-05-01") }), NOW)!;
    expect(letter).toContain("that is not yet spent (it will be spent on 1 May 2027).");
    const never = generateDisclosureLetter(draft({ disclosureCheck: check("unspent", true, "never") }), NOW)!;
    expect(never).toContain("that is not yet spent. I would rather");
  });

  it("says compensation not yet paid keeps the conviction unspent until it is paid in full", () => {
    const unpaid = generateDisclosureLetter(draft({ disclosureCheck: check("unspent", true, "unpaid") }), NOW)!;
    expect(unpaid).toContain("that is not yet spent (it will be spent once I have paid the compensation in full).");
  });

  it("uses the spent-check variant when everything is spent but would show on a standard or enhanced check", () => {
    expect(letterVariant({ convictionType: "minor", timeframe: "recent", disclosureCheck: check("all-spent", true) })).toBe("spent-check");
    expect(generateDisclosureLetter(draft({ disclosureCheck: check("all-spent", true) }), NOW)).toContain("It is spent, but it will show on the check");
  });

  it("falls back to the usual variants when everything is spent and filtered, or without a check", () => {
    expect(letterVariant({ convictionType: "minor", timeframe: "recent", disclosureCheck: check("all-spent", false) })).toBe("minor");
    expect(letterVariant({ convictionType: "serious", timeframe: "recent", disclosureCheck: null })).toBe("default");
  });
});

describe("letter content", () => {
  it("fills in the steps taken as full sentences, the first three skills and the first job title", () => {
    const letter = generateDisclosureLetter(draft())!;
    expect(letter).toContain("I completed a Level 2 food hygiene course and volunteer at a food bank.");
    expect(letter).toContain("My key skills include teamwork, food hygiene, reliability.");
    expect(letter).not.toContain("Customer service");
    expect(letter).toContain("through my role as Catering Assistant");
    expect(letter).not.toContain("Cleaner");
    expect(letter).toContain("\n\nDear [name],\n\n");
    expect(letter.endsWith("Yours sincerely,\nSam Taylor")).toBe(true);
    expect(letter).not.toMatch(/\{\w+\}/);
  });

  it("joins fewer than three skills with commas", () => {
    expect(generateDisclosureLetter(draft({ skills: ["Teamwork", "Driving"] }))).toContain("My key skills include teamwork, driving.");
    expect(generateDisclosureLetter(draft({ skills: ["Teamwork"] }))).toContain("My key skills include teamwork.");
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

const variants: { variant: LetterVariant; overrides: Partial<CvDraft> }[] = [
  { variant: "minor", overrides: { convictionType: "minor", timeframe: "recent" } },
  { variant: "over-2-years", overrides: { convictionType: "serious", timeframe: "over-2-years" } },
  { variant: "default", overrides: { convictionType: "serious", timeframe: "1-2-years" } },
  {
    variant: "unspent",
    overrides: { convictionType: "minor", timeframe: "recent", disclosureCheck: { checkedOn: "2026-11-23", outcome: "unspent", showsOnStandardEnhanced: true, unspentUntil: "2027-05-01" } },
  },
  {
    variant: "spent-check",
    overrides: { convictionType: "serious", timeframe: "over-2-years", disclosureCheck: { checkedOn: "2026-11-23", outcome: "all-spent", showsOnStandardEnhanced: true, unspentUntil: null } },
  },
];

describe("wording rules, for every template", () => {
  it("covers each of the templates", () => {
    expect(Object.keys(letterTemplates).sort()).toEqual(variants.map(({ variant }) => variant).sort());
  });

  for (const { variant, overrides } of variants) {
    describe(variant, () => {
      const letter = () => generateDisclosureLetter(draft({ ...overrides, skills: ["Food hygiene", "IT skills", "Microsoft Excel"] }), NOW)!;

      it("is the template chosen for these answers", () => {
        expect(letterVariant(draft(overrides))).toBe(variant);
      });

      it("never presents telling an employer as a matter of honesty or duty", () => {
        const text = `${letterTemplates[variant].join("\n")}\n${letter()}`;
        expect(text).not.toMatch(/honest|honesty|duty|obliged|obligation|have to tell|must tell|required to tell/i);
      });

      it("does not volunteer the conviction 'from the start'", () => {
        expect(letter()).not.toMatch(/open with you|from the start/i);
      });

      it("keeps each skill's own case in the middle of the sentence", () => {
        expect(letter()).toContain("My key skills include food hygiene, IT skills, Microsoft Excel.");
        expect(letter()).not.toContain("Food hygiene");
      });

      it("opens with a date line, then a Dear line the person fills in, and signs off with their name", () => {
        const lines = letter().split("\n");
        expect(lines[0]).toBe("23 November 2026");
        expect(lines[2]).toBe(LETTER_GREETING);
        expect(LETTER_GREETING).toMatch(/^Dear \[.+\],$/);
        expect(letter().endsWith("Yours sincerely,\nSam Taylor")).toBe(true);
        expect(letter()).not.toMatch(/\{\w+\}/);
      });
    });
  }
});

describe("skills in a sentence", () => {
  it("lower-cases an ordinary first word and nothing else", () => {
    expect(skillInSentence("Food hygiene")).toBe("food hygiene");
    expect(skillInSentence("Working under pressure")).toBe("working under pressure");
    expect(skillInSentence("forklift driving")).toBe("forklift driving");
  });

  it("keeps abbreviations, names and languages as typed", () => {
    expect(skillInSentence("IT skills")).toBe("IT skills");
    expect(skillInSentence("COSHH awareness")).toBe("COSHH awareness");
    expect(skillInSentence("Microsoft Excel")).toBe("Microsoft Excel");
    expect(skillInSentence("Using Sage accounts")).toBe("Using Sage accounts");
    expect(skillInSentence("English")).toBe("English");
    expect(skillInSentence("iPhone repairs")).toBe("iPhone repairs");
  });
});

describe("the gaps a letter still has", () => {
  it("finds the greeting's [name] and any other bracketed gap, each once", async () => {
    const { letterPlaceholders } = await import("./letter");
    expect(letterPlaceholders("Dear [name],\n\nI worked at [company]. Dear [name].")).toEqual(["[name]", "[company]"]);
    expect(letterPlaceholders("Dear Ms Patel,\n\nYours sincerely,")).toEqual([]);
  });
});
