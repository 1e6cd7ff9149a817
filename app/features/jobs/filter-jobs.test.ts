import { describe, expect, it } from "vitest";
import { filterJobs } from "./filter-jobs";
import { sampleJobs } from "./sample-jobs";

const titles = (jobs: readonly { title: string }[]) => jobs.map((job) => job.title);

describe("sample jobs", () => {
  it("holds five jobs with unique ids, a valid type, a £ salary per annum or per hour, and skills", () => {
    expect(sampleJobs).toHaveLength(5);
    expect(new Set(sampleJobs.map((job) => job.id)).size).toBe(5);
    for (const job of sampleJobs) {
      expect(["Full-time", "Part-time"]).toContain(job.type);
      expect(job.salary).toMatch(/^£[\d,.]+ per (annum|hour)$/);
      expect(job.posted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job.skills.length).toBeGreaterThan(0);
    }
  });
});

describe("filterJobs", () => {
  it("returns every job when no filter is set or the filters are blank", () => {
    expect(filterJobs(sampleJobs)).toHaveLength(5);
    expect(filterJobs(sampleJobs, { text: "   ", location: "", type: "all" })).toHaveLength(5);
  });

  it("matches text in the title, company, description or skills, ignoring case", () => {
    expect(titles(filterJobs(sampleJobs, { text: "KITCHEN" }))).toEqual(["Kitchen Assistant"]);
    expect(titles(filterJobs(sampleJobs, { text: "bridgewell" }))).toEqual(["Trainee Groundworker"]);
    expect(titles(filterJobs(sampleJobs, { text: "CSCS" }))).toEqual(["Trainee Groundworker"]);
    expect(titles(filterJobs(sampleJobs, { text: "customer service" }))).toEqual(["Customer Service Adviser"]);
  });

  it("needs every word of the text to match somewhere in the job", () => {
    expect(titles(filterJobs(sampleJobs, { text: "cleaning  evening" }))).toEqual(["Facilities Cleaner"]);
    expect(filterJobs(sampleJobs, { text: "cleaning forklift" })).toEqual([]);
  });

  it("filters by part of the location, ignoring case and spaces around it", () => {
    expect(titles(filterJobs(sampleJobs, { location: "  leeds " }))).toEqual(["Trainee Groundworker"]);
    expect(titles(filterJobs(sampleJobs, { location: "lond" }))).toEqual(["Facilities Cleaner"]);
    expect(filterJobs(sampleJobs, { location: "Glasgow" })).toEqual([]);
  });

  it("filters by job type", () => {
    expect(titles(filterJobs(sampleJobs, { type: "Part-time" }))).toEqual(["Kitchen Assistant", "Facilities Cleaner"]);
    expect(filterJobs(sampleJobs, { type: "Full-time" }).every((job) => job.type === "Full-time")).toBe(true);
    expect(filterJobs(sampleJobs, { type: "Full-time" })).toHaveLength(3);
  });

  it("combines filters so a job must pass all of them", () => {
    expect(titles(filterJobs(sampleJobs, { text: "health and safety", type: "Part-time" }))).toEqual(["Facilities Cleaner"]);
    expect(filterJobs(sampleJobs, { text: "kitchen", location: "Bristol" })).toEqual([]);
  });

  it("does not change the list it is given", () => {
    const before = sampleJobs.map((job) => job.id);
    filterJobs(sampleJobs, { type: "Part-time" });
    expect(sampleJobs.map((job) => job.id)).toEqual(before);
  });
});
