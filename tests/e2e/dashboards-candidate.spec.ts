import { readFile } from "node:fs/promises";
import { areaPath, dashboardAreas, menuAreas } from "../../app/features/dashboards/areas";
import { expect, signUpAndVerify } from "./support/accounts";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll, expectTappable } from "./support/tappable";
import { openDashboardMenu } from "./support/dashboard-menu";

/**
 * The candidate's pages below the home: each demonstration page as a visitor sees it (axe at both widths), a
 * write on a demonstration page refused, and a candidate editing their profile, keeping a diary and taking
 * it away as a calendar file.
 */

const PHONE_WIDTH = 375;

const demoPages = (
  ["candidateDemoProfile", "candidateDemoApplications", "candidateDemoDiary", "candidateDemoDisclosure", "candidateDemoMentoring", "candidateDemoResources", "candidateDemoSettings", "candidateDemoNotifications"] as const
).map((name) => dashboardAreas[name]);

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
    // Eight pages, each scanned once: more than one page's time on two shared cores.
    test.setTimeout(90_000);
    for (const area of demoPages) {
      await page.goto(area.pattern);
      await expect(page.getByRole("heading", { level: 1, name: area.title })).toBeVisible();
      await expect(page.getByText("Demonstration data", { exact: true })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);
    }
    const menu = await openDashboardMenu(page);
    await expect(menu.getByRole("link")).toHaveText(["Dashboards", ...menuAreas("demo", "candidate").map((area) => area.menuLabel!)]);
    for (const link of await menu.getByRole("link").all()) await expectTappable(link);
    // The demonstration candidate has applications with their history, and appointments.
    await page.goto(areaPath("candidateDemoApplications"));
    await expect(page.getByRole("heading", { level: 4, name: "History" }).first()).toBeVisible();
  });

  test("the home's readiness bar is drawn as far as the checklist goes, with nothing refused by the security policy", async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(areaPath("candidateDemo"));
    const sentence = page.getByText(/^\d+ of \d+ checklist items done\.$/);
    await expect(sentence).toBeVisible();
    const [, done, of] = /^(\d+) of (\d+)/.exec((await sentence.textContent()) ?? "")!;
    const bar = page.getByRole("region", { name: "Getting ready for work" }).locator("progress");
    await expect(bar).toHaveAttribute("value", done!);
    await expect(bar).toHaveAttribute("max", of!);
    expect(Number(done)).toBeLessThan(Number(of));
    expect(refused).toEqual([]);
  });

  test("a change on a demonstration page is refused, keeps what was typed and changes nothing", async ({ page }) => {
    await page.goto(areaPath("candidateDemoProfile"));
    const name = page.getByLabel("Your name");
    const before = await name.inputValue();
    await waitForHydration(name);
    await name.fill("Someone Else Entirely");
    await page.getByRole("button", { name: "Save your details" }).click();
    // The answer takes focus, so on a phone it is on screen although the form ends far down the page.
    const refusal = page.getByText("This is demonstration data, so changes are not saved.");
    await expect(refusal).toBeFocused();
    await expect(refusal).toBeInViewport();
    await expect(name).toHaveValue("Someone Else Entirely");
    await page.reload();
    await expect(page.getByLabel("Your name")).toHaveValue(before);
  });

  test("the demonstration's partner sharing is refused beside the form that was sent, which takes focus", async ({ page }) => {
    await page.goto(areaPath("candidateDemoSettings"));
    const form = page.getByRole("group", { name: /^What .+ may see$/ }).first();
    const diary = form.getByRole("checkbox", { name: "Your diary" });
    await waitForHydration(diary);
    await diary.setChecked(!(await diary.isChecked()));
    await page.getByRole("button", { name: /^Save what .+ may see$/ }).first().click();
    const refusal = page.getByRole("alert").filter({ hasText: "This is demonstration data, so changes are not saved." });
    await expect(refusal).toBeFocused();
    await expect(refusal).toBeInViewport();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the demonstration home shows its summary, drawn into the page rather than put in place by a script", async ({ page }) => {
      await page.goto(areaPath("candidateDemo"));
      await expect(page.getByText(/^\d+ of \d+ checklist items done\.$/)).toBeVisible();
      await expect(page.getByRole("region", { name: "Getting ready for work" }).locator("progress")).toBeVisible();
      await expect(page.getByText("Loading…")).toHaveCount(0);
    });

    test("the demonstration's partner sharing, refused, comes back with the ticks as they were sent", async ({ page }) => {
      await page.goto(areaPath("candidateDemoSettings"));
      const group = page.getByRole("group", { name: /^What .+ may see$/ }).first();
      const boxes = ["Your profile", "Your progress", "Your diary", "Your applications"].map((name) => group.getByRole("checkbox", { name }));
      const before = await Promise.all(boxes.map((box) => box.isChecked()));
      // Turn every choice the other way, so a page drawn from what is saved would show each one wrong.
      for (const [i, box] of boxes.entries()) await box.setChecked(!before[i]);
      await page.getByRole("button", { name: /^Save what .+ may see$/ }).first().click();
      await expect(page.getByRole("alert").filter({ hasText: "This is demonstration data, so changes are not saved." })).toBeVisible();
      const after = page.getByRole("group", { name: /^What .+ may see$/ }).first();
      for (const [i, name] of ["Your profile", "Your progress", "Your diary", "Your applications"].entries()) {
        await expect(after.getByRole("checkbox", { name }), name).toBeChecked({ checked: !before[i] });
      }
    });
  });
});

test.describe("a candidate's own pages", () => {
  test("a candidate edits their profile, adds a diary entry, downloads a calendar file that holds it, and asks for a mentor", async ({ page }) => {
    // A sign-up (a password hash at full cost) and five pages on two shared cores.
    test.setTimeout(60_000);
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
    await expectNoAccessibilityViolations(page);

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

    // The diary's word on who can see it opens the settings at that part, under the header, on a phone too.
    const sharing = page.getByRole("link", { name: "See what partner organisations may see in your settings" });
    await expectTappable(sharing);
    await sharing.click();
    await expect(page).toHaveURL(/\/settings#sharing$/);
    await expect(page.getByRole("heading", { name: "What partner organisations may see" })).toBeInViewport();
    await expectTappable(page.getByRole("heading", { name: "What partner organisations may see" }));

    // Mentoring: asking for a mentor is answered, and asked once.
    await page.goto(areaPath("candidatePortalMentoring"));
    await expect(page.getByText("You do not have a mentor at the moment.")).toBeVisible();
    await page.getByRole("button", { name: "Ask for a mentor" }).click();
    await expect(page.getByText("You have asked for a mentor. Our team will be in touch to talk about who would suit you.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Ask for a mentor" })).toHaveCount(0);
  });
});

test.describe("a candidate's settings, calendar feed and saved CV", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === "mobile") await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  });

  test("a candidate is told their next step, chooses their emails, subscribes to a private calendar feed and turns it off, and saves their CV and letter", async ({ page }) => {
    test.setTimeout(150_000);
    // Signed out, the builder's last step offers sign-in to save; the draft stays on the device.
    const letter = "Dear [name],\n\nI have a minor conviction from the last year. I have learned from it.";
    await page.addInitScript(
      ([key, draft]) => {
        if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, JSON.stringify({ version: 1, step: 7, draft }));
      },
      [
        "fair-chance-works:cv-draft",
        { fullName: "Morgan Feed", email: "morgan@example.org", summary: "Reliable and keen.", skills: ["Cooking"], disclosureNeeded: true, convictionType: "minor", timeframe: "recent", rehabilitationSteps: "Courses", disclosureLetter: letter },
      ] as const,
    );
    await page.goto("/cv-builder?step=finish");
    await expect(page.getByRole("link", { name: "Sign in to save them to your account" })).toBeVisible();

    await signUpAndVerify(page, "Candidate", "Morgan Feed");

    // Home: one next step, from their own data.
    await page.goto(areaPath("candidatePortal"));
    const nextStep = page.getByRole("region", { name: "Your next step" });
    await expect(nextStep.getByRole("link", { name: "Complete your profile" })).toBeVisible();
    // Their real address, long and unbroken, wraps on a 375 px phone: the home never scrolls sideways.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize(viewport);

    // Settings: every email is on until they choose; a choice is saved and shown again.
    await page.goto(areaPath("candidatePortalSettings"));
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    const emailFor = (group: string) => page.getByRole("group", { name: group, exact: true }).getByRole("checkbox", { name: "Email" });
    const applicationEmails = emailFor("Applications");
    await waitForHydration(applicationEmails);
    await expect(applicationEmails).toBeChecked();
    await applicationEmails.uncheck();
    await page.getByRole("button", { name: "Save notification choices" }).click();
    await expect(page.getByText("Your notification choices have been saved.")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.reload();
    await expect(emailFor("Applications")).not.toBeChecked();
    await expect(emailFor("Appointments and interviews")).toBeChecked();
    await expect(page.getByText("Two-step sign-in is off.")).toBeVisible();
    // No partner referred them: nothing to share, and the page says so.
    await expect(page.getByRole("heading", { name: "What partner organisations may see" })).toBeVisible();
    await expect(page.getByText("No partner organisation has referred you to us")).toBeVisible();
    await expect(page.getByRole("link", { name: "Set up two-step sign-in" })).toHaveAttribute("href", "/account#two-step-sign-in");
    await expect(page.getByRole("link", { name: "Delete your account" })).toHaveAttribute("href", "/account/delete");
    await expectNoAccessibilityViolations(page);

    // Diary: a private feed address, shown once, that a calendar reads without signing in.
    await page.goto(areaPath("candidatePortalDiary"));
    const make = page.getByRole("button", { name: "Make a calendar feed address" });
    await waitForHydration(make);
    await make.click();
    const address = (await page.getByTestId("calendar-feed-url").textContent())!.trim();
    expect(address).toMatch(/\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    // The notice takes focus (and scrolls into view) once it appears: scan after that.
    await expect(page.getByRole("status").filter({ hasText: "Copy it now: we only show it once." })).toBeFocused();
    await expectNoAccessibilityViolations(page);
    // The address names the configured public address; the test server listens on its own port.
    const feedUrl = `${process.env.E2E_BASE_URL}${new URL(address).pathname}`;
    const feed = await fetch(feedUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    const calendar = parseCalendar(await feed.text());
    expect(calendar.lines[0]).toBe("BEGIN:VCALENDAR");
    expect(calendar.lines.at(-1)).toBe("END:VCALENDAR");
    await page.getByRole("button", { name: "Turn off the calendar feed" }).click();
    // It asks first: every calendar subscribed to the address would stop updating.
    await expect(page.getByRole("heading", { name: "Turn off the calendar feed?" })).toBeFocused();
    await page.getByRole("button", { name: "Yes, turn it off" }).click();
    await expect(page.getByText("Your calendar feed has been turned off.")).toBeVisible();
    expect((await fetch(feedUrl)).status).toBe(404);

    // The CV builder: saved to the account only when they press the button, with the letter if they tick it.
    await page.goto("/cv-builder?step=finish");
    const save = page.getByRole("button", { name: "Save to my account" });
    await waitForHydration(save);
    await page.getByRole("checkbox", { name: "Also save my disclosure letter" }).check();
    // A save that cannot reach the service says so in place, and the box stays ticked for the next try.
    await page.route("**/cv-builder/save", (route) => route.abort("internetdisconnected"));
    await save.click();
    await expect(page.getByText("Your CV could not be saved just now. Check your internet connection and try again.")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Also save my disclosure letter" })).toBeChecked();
    await page.unroute("**/cv-builder/save");
    await save.click();
    await expect(page.getByText("Your CV and your disclosure letter have been saved to your account.")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByRole("link", { name: "See your saved disclosure letter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: dashboardAreas.candidatePortalDisclosure.title })).toBeVisible();
    await expect(page.getByText("I have learned from it.")).toBeVisible();
  });
});
