import { describe, expect, it } from "vitest";
import { buildCvDocument, descriptionLines, letterParagraphs } from "./cv-document";
import { emptyDraft, emptyExperience } from "./draft";
import { pdfSafe } from "./export/pdf";
import { cvFileName, letterFileName } from "./file-names";

describe("the CV outline", () => {
  it("falls back to 'Your Name' and lists contact details that are filled in", () => {
    const cv = buildCvDocument({ ...emptyDraft(), email: "a@b.org", location: "Hull" });
    expect(cv.name).toBe("Your Name");
    expect(cv.contact).toEqual(["a@b.org", "Hull"]);
    expect(cv.sections.map((section) => section.title)).toEqual(["Professional Summary", "Work Experience", "Skills", "Education & Training"]);
  });

  it("shows each job with its dates and bullet points, skipping empty jobs", () => {
    const cv = buildCvDocument({
      ...emptyDraft(),
      experiences: [
        { ...emptyExperience(), jobTitle: "Cook", company: "Cafe", startDate: "2022-02", current: true, description: "Ran the grill\n• Opened up\n- Cashed up" },
        emptyExperience(),
      ],
    });
    const work = cv.sections[1];
    expect(work?.kind === "experience" && work.entries).toEqual([
      {
        title: "Cook",
        organisation: "Cafe",
        when: "Feb 2022 – Present",
        lines: [
          { bullet: false, text: "Ran the grill" },
          { bullet: true, text: "Opened up" },
          { bullet: true, text: "Cashed up" },
        ],
      },
    ]);
  });

  it("says what is wrong with a job's dates instead of dropping one without a word", () => {
    const cv = buildCvDocument({
      ...emptyDraft(),
      experiences: [
        { ...emptyExperience(), jobTitle: "Driver", company: "Acme", startDate: "2021-13", endDate: "2019-02" },
        { ...emptyExperience(), jobTitle: "Porter", company: "Inn", startDate: "2023-05", endDate: "2022-11" },
        { ...emptyExperience(), jobTitle: "Cook", company: "Cafe", startDate: "2022-02", current: true },
      ],
    });
    const work = cv.sections[1];
    const entries = work?.kind === "experience" ? work.entries : [];
    expect(entries.map((entry) => entry.dateProblem)).toEqual([
      "Enter the month of the start date as a number from 1 to 12, for example 4 for April.",
      "The end date cannot be before the start date.",
      undefined,
    ]);
  });

  it("splits text into lines and the letter into paragraphs", () => {
    expect(descriptionLines("\n  • One \n\nTwo")).toEqual([
      { bullet: true, text: "One" },
      { bullet: false, text: "Two" },
    ]);
    expect(letterParagraphs("Dear Sir,\r\n\r\nLine one\nline two\n\n\nYours,\nAl")).toEqual([["Dear Sir,"], ["Line one", "line two"], ["Yours,", "Al"]]);
  });
});

describe("downloads", () => {
  it("name files plainly, and the letter neutrally", () => {
    expect(cvFileName("Zoë O'Neill", "pdf")).toBe("cv-zoe-o-neill.pdf");
    expect(cvFileName("  ", "docx")).toBe("my-cv.docx");
    expect(letterFileName("txt")).toBe("letter-to-employer.txt");
  });

  it("keep PDF text inside what the built-in font can show", () => {
    expect(pdfSafe("It’s “fine” – Łódź • 😀")).toBe("It's \"fine\" – Lódz • ?");
  });
});
