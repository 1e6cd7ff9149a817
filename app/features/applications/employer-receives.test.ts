import { describe, expect, it } from "vitest";
import { applyFormItems, employerReceives, employerReceivesText, sharedFromApplyForm } from "./employer-receives";

describe("what the apply page says the employer receives", () => {
  it("names every item the form can share, the skills and work interests sent with a CV, and nothing else", () => {
    const text = employerReceivesText();
    for (const item of applyFormItems) expect(text).toContain(employerReceives[item].words);
    expect(text).toContain("skills");
    expect(text).toContain("the work you want");
    expect(text).toContain("your name");
    expect(text).toContain("Nothing else from your account.");
    // Items the form never shares are not promised.
    expect(text).not.toContain(employerReceives.readiness.words);
    expect(text).not.toContain(employerReceives.caseworker_contact.words);
  });

  it("shares exactly the items ticked, each one the sentence names", () => {
    expect(sharedFromApplyForm({ cv: "none" })).toEqual([]);
    expect(sharedFromApplyForm({ cv: "saved", shareContact: "on", shareLetter: "on" })).toEqual(["contact_details", "cv", "disclosure_letter"]);
    expect(sharedFromApplyForm({ cv: "upload", shareLetter: "on" })).toEqual(["cv", "disclosure_letter"]);
  });

  it("copies every field an employer can read with some item", () => {
    const copied = new Set(Object.values(employerReceives).flatMap((item) => [...item.copies]));
    expect(copied).toEqual(new Set(["email", "cv", "skills", "workInterests", "readinessStatus"]));
  });
});
