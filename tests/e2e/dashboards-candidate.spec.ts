import { readFile } from "node:fs/promises";
import { areaPath, dashboardAreas, menuAreas } from "../../app/features/dashboards/areas";
import { expect, signUpAndVerify } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll, expectTappable } from "./support/tappable";

/**
 * The candidate's pages below the home: each demonstration page as a visitor sees it (axe at both widths), a
 * write on a demonstration page refused, and a candidate editing their profile, keeping a diary and taking
 * it away as a calendar file.
 */

const PHONE_WIDTH = 375;

const demoPages = (["candidateDemoProfile", "candidateDemoApplications", "candidateDemoDiary", "candidateDemoDisclosure", "candidateDemoMentoring", "candidateDemoResources"] as const).map((name) => dashboardAreas[name]);

/** A tiny iCalendar reader: unfolds lines (RFC 5545 3.1) and returns each VEVENT's properties by name. */
function parseCalendar(text: string): { lines: string[]; events: Record<string, string>[] } {
  if (/[^\r]\n/.test(text)) throw new Error("a line ends without CR LF");
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n").filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      current[line.slice(0, colon)] = line.slice(colon + 1).replace(/\\n/g, "\n").replace(/\\([,;\\])/g, "$1");
    }
  }
  return { lines, events };
}

test.describe("the candidate's demonstration pages", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === "mobile") await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  });

  test("each page shows demonstration data under its heading, passes axe, and its menu is tappable", async ({ page }) => {
    // Six pages, each scanned once: more than one page's time on two shared cores.
    test.setTimeout(90_000);
    for (const area of demoPages) {
      await page.goto(area.pattern);
      await expect(page.getByRole("heading", { level: 1, name: area.title })).toBeVisible();
      await expect(page.getByText("Demonstration data", { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
    }
    const menu = page.getByRole("navigation", { name: "Dashboard" });
    await expect(menu.getByRole("link")).toHaveText(["Dashboards", ...menuAreas("demo", "candidate").map((area) => area.menuLabel!)]);
    for (const link of await menu.getByRole("link").all()) await expectTappable(link);
    // The demonstration candidate has applications with their history, and appointments.
    await page.goto(areaPath("candidateDemoApplications"));
    await expect(page.getByRole("heading", { level: 4, name: "History" }).first()).toBeVisible();
  });

  test("a change on a demonstration page is refused, keeps what was typed and changes nothing", async ({ page }) => {
    await page.goto(areaPath("candidateDemoProfile"));
    const name = page.getByLabel("Your name");
    const before = await name.inputValue();
    await waitForHydration(name);
    await name.fill("Someone Else Entirely");
    await page.getByRole("button", { name: "Save your details" }).click();
    await expect(page.getByText("This is demonstration data, so changes are not saved.")).toBeVisible();
    await expect(name).toHaveValue("Someone Else Entirely");
    await page.reload();
    await expect(page.getByLabel("Your name")).toHaveValue(before);
  });
});

test.describe("a candidate's own pages", () => {
  test("a candidate edits their profile, adds a diary entry, downloads a calendar file that holds it, and asks for a mentor", async ({ page }) => {
    await signUpAndVerify(page, "Candidate", "Jordan Ellis");

    // Profile: a bad entry is explained and kept; a good one is saved.
    await page.goto(areaPath("candidatePortalProfile"));
    await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
    const miles = page.getByLabel("How far you can travel, in miles");
    await waitForHydration(miles);
    await page.getByLabel("Town or city").fill("Bradford");
    await miles.fill("lots");
    await page.getByRole("button", { name: "Save your details" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link", { name: "Enter how far you can travel as a whole number of miles, like 10" })).toBeVisible();
    await expect(page.getByLabel("Town or city")).toHaveValue("Bradford");
    await miles.fill("15");
    await page.getByLabel("When you can work").selectOption({ label: "Part time" });
    await page.getByLabel("Your skills").fill("Forklift licence\nFirst aid");
    await page.getByRole("button", { name: "Save your details" }).click();
    await expect(page.getByText("Your details have been saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Town or city")).toHaveValue("Bradford");
    await expect(page.getByLabel("Your skills")).toHaveValue("Forklift licence\nFirst aid");

    // Diary: an entry is added and shown.
    await page.goto(areaPath("candidatePortalDiary"));
    const title = page.getByLabel("Title");
    await waitForHydration(title);
    await page.getByLabel("Date", { exact: true }).fill("2026-12-03");
    await title.fill("Interview practice, with Sam");
    await page.getByLabel("What happened").fill("Went well.\nNext: ask about shifts.");
    await page.getByRole("button", { name: "Add entry" }).click();
    await expect(page.getByText("Your diary entry has been added.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 4, name: "Interview practice, with Sam" })).toBeVisible();
    await expectNoAxeViolations(page);

    // The calendar file holds the entry as a whole-day event, in CRLF lines a calendar reads.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download your diary (.ics file)" }).click()]);
    expect(download.suggestedFilename()).toBe("fair-chance-works-diary.ics");
    const calendar = parseCalendar(await readFile((await download.path())!, "utf8"));
    expect(calendar.lines[0]).toBe("BEGIN:VCALENDAR");
    expect(calendar.lines).toContain("VERSION:2.0");
    expect(calendar.lines.at(-1)).toBe("END:VCALENDAR");
    const entry = calendar.events.find((event) => event.SUMMARY === "Interview practice, with Sam");
    expect(entry?.["DTSTART;VALUE=DATE"]).toBe("20261203");
    expect(entry?.["DTEND;VALUE=DATE"]).toBe("20261204");
    expect(entry?.DESCRIPTION).toBe("Went well.\nNext: ask about shifts.");

    // Mentoring: asking for a mentor is answered, and asked once.
    await page.goto(areaPath("candidatePortalMentoring"));
    await expect(page.getByText("You do not have a mentor at the moment.")).toBeVisible();
    await page.getByRole("button", { name: "Ask for a mentor" }).click();
    await expect(page.getByText("You have asked for a mentor. Our team will be in touch to talk about who would suit you.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Ask for a mentor" })).toHaveCount(0);
  });
});
