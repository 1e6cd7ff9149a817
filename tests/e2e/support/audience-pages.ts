import { expect, type Page } from "@playwright/test";

/** The employer, candidate, partner and jobs pages as audience-pages.spec.ts and audience-pages.desktop.spec.ts check them. */
export const pages = [
  {
    path: "/employers",
    h1: "Fill Your Skills Gap with Exceptional Talent",
    headings: [
      "Fair Chance Hiring in Numbers",
      "The Business Case",
      "The Challenge and Our Solution",
      "What You Get",
      "How It Works",
      "Social Value",
      "About These Figures",
      "Request a Call Back",
    ],
  },
  {
    path: "/candidates",
    h1: "Your Potential Has No Expiry Date",
    headings: [
      "We Understand What You Are Facing",
      "Do You Have to Tell an Employer?",
      "How We Help",
      "Your Journey With Us",
      "Start Your Journey Today",
    ],
  },
  {
    path: "/partners",
    h1: "Amplify Your Impact Through Employment",
    headings: [
      "Why Partner With Us",
      "Who We Work With",
      "How Partnership Works",
      "Keeping Information Safe",
      "How to Refer Someone Today",
      "Partner With Us",
    ],
  },
  {
    path: "/jobs",
    h1: "Jobs Board Launching Soon",
    headings: ["You Do Not Have to Wait", "Get Ready for Your Next Job"],
  },
] as const;

export const heading = (page: Page, name: string, level: number) => page.getByRole("heading", { name, exact: true, level });

export async function expectHeadings(page: Page, spec: (typeof pages)[number]) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(heading(page, spec.h1, 1)).toBeVisible();
  for (const name of spec.headings) await expect(heading(page, name, 2)).toBeVisible();
}

export async function expectJumpToContact(page: Page, button: string, contactHeading: string) {
  await expect(heading(page, contactHeading, 2)).not.toBeInViewport();
  await page.getByRole("link", { name: button, exact: true }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(heading(page, contactHeading, 2)).toBeInViewport();
}

export async function expectJobsLinks(page: Page) {
  const links = [
    ["Employers: request a call back", "/request-callback"],
    ["Candidates: find out how we can help", "/candidates"],
    ["Build your CV and disclosure letter", "/cv-builder"],
    ["Visit the Resources and Support Hub", "/resources"],
  ] as const;
  for (const [name, href] of links) {
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
}
