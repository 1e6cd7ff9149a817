import type { Experience } from "./draft";
import { mergeSkills } from "./skills";

export type PrisonTemplateKey = "kitchen" | "laundry" | "workshop" | "cleaning" | "library";

export type PrisonTemplate = {
  key: PrisonTemplateKey;
  /** What the work was, as people inside would call it. */
  label: string;
  /** The job title an employer outside recognises. */
  jobTitle: string;
  skills: readonly string[];
  /** What the work involved, written as transferable skills. */
  bullets: readonly string[];
};

/**
 * Work done in prison is real work. Each template names it the way an employer would, and describes it in the
 * skills the same job asks for outside. People should edit the wording so it matches what they actually did.
 */
export const prisonTemplates: readonly PrisonTemplate[] = [
  {
    key: "kitchen",
    label: "Kitchen",
    jobTitle: "Catering Assistant",
    skills: ["Food hygiene", "Food preparation", "Health and safety", "Teamwork", "Working under pressure", "Stock control"],
    bullets: [
      "Prepared and served meals in a busy kitchen to a fixed daily schedule",
      "Followed food hygiene, allergy and health and safety rules",
      "Kept work areas and equipment clean to inspection standards",
      "Checked deliveries, rotated stock and helped cut waste",
      "Worked as part of a team to get every meal out on time",
    ],
  },
  {
    key: "laundry",
    label: "Laundry",
    jobTitle: "Laundry Operative",
    skills: ["Operating machinery", "Health and safety", "Attention to detail", "Time management", "Quality checking", "Teamwork"],
    bullets: [
      "Operated industrial washing, drying and pressing machines safely",
      "Processed large volumes of laundry to daily deadlines",
      "Handled cleaning chemicals safely, following COSHH procedures",
      "Checked items for damage and quality before they went back out",
      "Kept accurate records of items in and out",
    ],
  },
  {
    key: "workshop",
    label: "Workshop",
    jobTitle: "Workshop Assistant",
    skills: ["Using hand and power tools", "Following instructions", "Health and safety", "Quality checking", "Meeting targets", "Teamwork"],
    bullets: [
      "Assembled and finished products to set specifications and production targets",
      "Used hand and power tools safely, wearing the right protective equipment",
      "Checked finished work for quality and put faults right",
      "Followed written and spoken instructions accurately",
      "Kept the workshop tidy, safe and organised",
    ],
  },
  {
    key: "cleaning",
    label: "Cleaning",
    jobTitle: "Facilities Maintenance Assistant",
    skills: ["Cleaning and hygiene", "Health and safety", "COSHH awareness", "Working on my own", "Time management", "Reliability"],
    bullets: [
      "Cleaned and looked after shared areas to a high standard on a daily rota",
      "Used and stored cleaning chemicals safely, following COSHH rules",
      "Reported repairs and safety hazards quickly to the right person",
      "Helped with basic maintenance such as painting and minor repairs",
      "Worked without supervision and managed my own time",
    ],
  },
  {
    key: "library",
    label: "Library",
    jobTitle: "Information Assistant",
    skills: ["Customer service", "IT skills", "Organisation", "Record keeping", "Communication", "Helping others to read and write"],
    bullets: [
      "Helped people find books, information and services",
      "Issued and returned items and kept records up to date on a computer system",
      "Sorted, shelved and catalogued stock",
      "Supported people with reading, writing and filling in forms",
      "Kept the library organised, calm and welcoming",
    ],
  },
];

export function findPrisonTemplate(key: string): PrisonTemplate | undefined {
  return prisonTemplates.find((template) => template.key === key);
}

export function templateDescription(template: PrisonTemplate): string {
  return template.bullets.map((bullet) => `• ${bullet}`).join("\n");
}

const isTemplateText = (description: string) =>
  prisonTemplates.some((template) => templateDescription(template) === description.trim());

/**
 * Applies a template to one job: sets the job title and the bullet-point description, and merges the template's
 * skills into the skill list without duplicates. A description the person wrote themselves is kept, with the
 * template's bullets added after it, so choosing a template never throws their words away.
 */
export function applyPrisonTemplate(
  experience: Experience,
  skills: readonly string[],
  template: PrisonTemplate,
): { experience: Experience; skills: string[]; addedSkills: string[] } {
  const bullets = templateDescription(template);
  const own = experience.description.trim();
  const description = !own || isTemplateText(own) ? bullets : `${own}\n${bullets}`;
  const merged = mergeSkills(skills, template.skills);
  return {
    experience: { ...experience, jobTitle: template.jobTitle, description, isPrisonWork: true },
    skills: merged,
    addedSkills: merged.slice(skills.length),
  };
}
