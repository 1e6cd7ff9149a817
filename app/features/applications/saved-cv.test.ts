import { describe, expect, it } from "vitest";
import { cvDocumentOf } from "~/features/candidate-cvs/save-to-account";
import { emptyDraft } from "~/features/cv-builder/draft";
import { savedCvOutline } from "./saved-cv";

describe("the CV saved from the builder, as an employer reads it with an application", () => {
  it("reads the shape 'Save to my account' writes, with the person's details and experience", () => {
    const draft = {
      ...emptyDraft(),
      fullName: "Jordan Okonkwo",
      email: "jordan@example.org",
      summary: "Reliable kitchen porter looking for a full-time role.",
      skills: ["Food hygiene"],
    };
    const outline = savedCvOutline(cvDocumentOf(draft) as unknown as Record<string, unknown>);
    expect(outline).not.toBeNull();
    expect(JSON.stringify(outline)).toContain("Jordan Okonkwo");
    expect(JSON.stringify(outline)).toContain("Reliable kitchen porter");
  });
});
