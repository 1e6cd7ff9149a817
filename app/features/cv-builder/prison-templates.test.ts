import { describe, expect, it } from "vitest";
import { emptyExperience } from "./draft";
import { applyPrisonTemplate, findPrisonTemplate, prisonTemplates, templateDescription } from "./prison-templates";

describe("prison work templates", () => {
  it("offers the five templates with the job titles employers recognise", () => {
    expect(prisonTemplates.map((template) => [template.key, template.jobTitle])).toEqual([
      ["kitchen", "Catering Assistant"],
      ["laundry", "Laundry Operative"],
      ["workshop", "Workshop Assistant"],
      ["cleaning", "Facilities Maintenance Assistant"],
      ["library", "Information Assistant"],
    ]);
    for (const template of prisonTemplates) {
      expect(template.skills.length).toBeGreaterThanOrEqual(5);
      expect(template.bullets.length).toBeGreaterThanOrEqual(4);
      expect(new Set(template.skills.map((skill) => skill.toLowerCase())).size).toBe(template.skills.length);
    }
  });

  it("fills the job title and a bullet-point description", () => {
    const kitchen = findPrisonTemplate("kitchen")!;
    const { experience } = applyPrisonTemplate({ ...emptyExperience(), isPrisonWork: true, company: "HMP Example" }, [], kitchen);
    expect(experience.jobTitle).toBe("Catering Assistant");
    expect(experience.company).toBe("HMP Example");
    const lines = experience.description.split("\n");
    expect(lines).toHaveLength(kitchen.bullets.length);
    for (const line of lines) expect(line.startsWith("• ")).toBe(true);
  });

  it("merges the template's skills into the skill list without duplicates", () => {
    const kitchen = findPrisonTemplate("kitchen")!;
    const { skills, addedSkills } = applyPrisonTemplate(emptyExperience(), ["Teamwork", "food hygiene", "Driving"], kitchen);
    expect(skills.slice(0, 3)).toEqual(["Teamwork", "food hygiene", "Driving"]);
    expect(skills.filter((skill) => skill.toLowerCase() === "teamwork")).toHaveLength(1);
    expect(skills.filter((skill) => skill.toLowerCase() === "food hygiene")).toHaveLength(1);
    expect(addedSkills).toEqual(["Food preparation", "Health and safety", "Working under pressure", "Stock control"]);
    // Choosing a second template adds only the skills that are new.
    const laundry = applyPrisonTemplate(emptyExperience(), skills, findPrisonTemplate("laundry")!);
    expect(laundry.addedSkills).toEqual(["Operating machinery", "Attention to detail", "Time management", "Quality checking"]);
    expect(new Set(laundry.skills.map((skill) => skill.toLowerCase())).size).toBe(laundry.skills.length);
  });

  it("replaces one template's text with another, but keeps words the person wrote", () => {
    const kitchen = applyPrisonTemplate(emptyExperience(), [], findPrisonTemplate("kitchen")!).experience;
    const switched = applyPrisonTemplate(kitchen, [], findPrisonTemplate("library")!).experience;
    expect(switched.description).toBe(templateDescription(findPrisonTemplate("library")!));
    const own = applyPrisonTemplate({ ...emptyExperience(), description: "Trained three new starters." }, [], findPrisonTemplate("library")!).experience;
    expect(own.description.startsWith("Trained three new starters.\n• ")).toBe(true);
  });
});
