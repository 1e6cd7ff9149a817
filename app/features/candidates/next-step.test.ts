import { describe, expect, it } from "vitest";
import { nextStepFor, type NextStepFacts } from "./next-step";

const allDone: NextStepFacts = {
  demo: false,
  profileComplete: true,
  firstOpenItem: null,
  hasSavedCv: true,
  readiness: "ready_to_work",
  applications: 2,
  interviewSoon: null,
};

describe("the candidate's next step", () => {
  it("puts an interview coming up first, with its date", () => {
    const step = nextStepFor({ ...allDone, profileComplete: false, interviewSoon: { title: "Interview at the bakery", startsAt: "2026-03-03T10:00:00Z" } });
    expect(step.text).toContain("Interview at the bakery, 3 March 2026 at 10:00");
    expect(step.link).toEqual({ label: "Prepare for your interview", href: "/resources?tab=employment" });
  });

  it("asks for the profile, then the first open checklist item, then a saved CV, in that order", () => {
    expect(nextStepFor({ ...allDone, profileComplete: false, firstOpenItem: "id", hasSavedCv: false }).link).toEqual({
      label: "Complete your profile",
      href: "/dashboard/candidateportal/profile",
    });
    expect(nextStepFor({ ...allDone, firstOpenItem: "bank_account", hasSavedCv: false }).link).toEqual({
      label: "Get help with: Bank account",
      href: "/resources?tab=practical",
    });
    expect(nextStepFor({ ...allDone, firstOpenItem: "disclosure_letter" }).link).toEqual({ label: "Open the CV and disclosure letter builder", href: "/cv-builder" });
    expect(nextStepFor({ ...allDone, hasSavedCv: false }).link.href).toBe("/cv-builder");
  });

  it("sends someone ready with no applications to the jobs board, and anyone else to their applications", () => {
    expect(nextStepFor({ ...allDone, applications: 0 }).link.href).toBe("/jobs");
    expect(nextStepFor({ ...allDone, readiness: "support_needed", applications: 0 }).link.href).toBe("/dashboard/candidateportal/applications");
    expect(nextStepFor(allDone).link.href).toBe("/dashboard/candidateportal/applications");
  });

  it("links to the demonstration's own pages on the demonstration", () => {
    expect(nextStepFor({ ...allDone, demo: true, profileComplete: false }).link.href).toBe("/dashboard/candidate/profile");
  });
});
