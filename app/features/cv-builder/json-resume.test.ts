import { describe, expect, it } from "vitest";
import { type CvDraft, emptyDraft } from "./draft";
import { EXTENSION_KEY, MAX_IMPORT_BYTES, draftToJsonText, fromJsonResume, importMessages, parseDraftFile, toJsonResume } from "./json-resume";

const full: CvDraft = {
  ...emptyDraft(),
  fullName: "Alex Morgan",
  email: "alex@example.org",
  phone: "07700 900123",
  location: "Leeds",
  summary: "Reliable and hard-working.\n\nLooking for kitchen work.",
  experiences: [
    { id: "a1", jobTitle: "Catering Assistant", company: "HMP Example", startDate: "2021-03", endDate: "2023-08", current: false, description: "• Cooked for 600 people", isPrisonWork: true },
    { id: "a2", jobTitle: "Kitchen Porter", company: "The Crown", startDate: "2023-10", endDate: "", current: true, description: "", isPrisonWork: false },
  ],
  skills: ["Teamwork", "Food hygiene", "Teamwork"],
  education: [{ id: "e1", qualification: "Level 2 Food Safety", institution: "City & Guilds", year: "2022", isPrisonEducation: true }],
  disclosureNeeded: true,
  convictionType: "serious",
  timeframe: "1-2-years",
  rehabilitationSteps: "Completed courses.",
  disclosureLetter: "Dear Hiring Manager,\n\nThank you.",
  needsSupport: true,
  supportType: "cv",
};

describe("JSON Resume export", () => {
  it("maps the CV to the standard JSON Resume fields", () => {
    const resume = toJsonResume(full, new Date("2025-01-02T03:04:05Z"));
    expect(resume.basics).toEqual({ name: "Alex Morgan", email: "alex@example.org", phone: "07700 900123", summary: full.summary, location: { city: "Leeds" } });
    expect(resume.work?.[0]).toMatchObject({ name: "HMP Example", position: "Catering Assistant", startDate: "2021-03", endDate: "2023-08" });
    expect(resume.work?.[1]).not.toHaveProperty("endDate");
    expect(resume.skills).toEqual([{ name: "Teamwork" }, { name: "Food hygiene" }, { name: "Teamwork" }]);
    expect(resume.education?.[0]).toMatchObject({ institution: "City & Guilds", area: "Level 2 Food Safety", endDate: "2022" });
    expect(resume.meta?.lastModified).toBe("2025-01-02T03:04:05.000Z");
  });

  it("keeps the builder's own fields under one namespaced key", () => {
    const resume = toJsonResume(full);
    expect(resume[EXTENSION_KEY]).toMatchObject({ disclosureNeeded: true, convictionType: "serious", timeframe: "1-2-years", needsSupport: true });
    expect(resume.work?.[0]?.[EXTENSION_KEY]).toEqual({ id: "a1", current: false, isPrisonWork: true });
  });
});

describe("JSON Resume import", () => {
  it("gives back exactly the draft that was exported", () => {
    const text = draftToJsonText(full);
    const result = parseDraftFile(text, new TextEncoder().encode(text).length);
    expect(result).toEqual({ ok: true, draft: full });
  });

  it("round-trips an empty draft", () => {
    const text = draftToJsonText(emptyDraft());
    expect(parseDraftFile(text, text.length)).toEqual({ ok: true, draft: emptyDraft() });
  });

  it("reads a JSON Resume made by another tool", () => {
    const draft = fromJsonResume({
      basics: { name: "Jo Bloggs", location: { region: "Kent" } },
      work: [{ name: "Acme", position: "Driver", startDate: "2020-02-15", highlights: ["Delivered parcels", "Kept logs"] }],
      education: [{ institution: "College", studyType: "Certificate", area: "Warehousing", endDate: "2019-06-01" }],
      skills: [{ name: "Driving", keywords: ["HGV"] }],
    });
    expect(draft.fullName).toBe("Jo Bloggs");
    expect(draft.location).toBe("Kent");
    expect(draft.experiences[0]).toMatchObject({ jobTitle: "Driver", company: "Acme", startDate: "2020-02", endDate: "", current: true, description: "• Delivered parcels\n• Kept logs" });
    expect(draft.education[0]).toMatchObject({ qualification: "Certificate Warehousing", institution: "College", year: "2019" });
    expect(draft.skills).toEqual(["Driving"]);
    expect(draft.disclosureNeeded).toBeNull();
  });

  it("refuses a file that is not JSON", () => {
    expect(parseDraftFile("{ not json", 10)).toEqual({ ok: false, error: importMessages.notJson });
  });

  it("refuses JSON that is not a draft", () => {
    expect(parseDraftFile("[1, 2, 3]", 9)).toEqual({ ok: false, error: importMessages.notDraft });
    expect(parseDraftFile('{"name": "package"}', 19)).toEqual({ ok: false, error: importMessages.notDraft });
    expect(parseDraftFile('"text"', 6)).toEqual({ ok: false, error: importMessages.notDraft });
  });

  it("refuses a file over 1 MB before reading it", () => {
    expect(parseDraftFile("", MAX_IMPORT_BYTES + 1)).toEqual({ ok: false, error: importMessages.tooBig });
  });

  it("drops wrong values rather than breaking", () => {
    const result = parseDraftFile(
      JSON.stringify({ basics: { name: 42 }, skills: "Teamwork", work: [null, { position: "Cook" }], [EXTENSION_KEY]: { convictionType: "other", disclosureNeeded: "yes" } }),
      100,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.draft.fullName).toBe("42");
    expect(result.draft.skills).toEqual([]);
    expect(result.draft.experiences).toHaveLength(1);
    expect(result.draft.convictionType).toBe("");
    expect(result.draft.disclosureNeeded).toBeNull();
  });
});
