import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { type Download, type Locator, type Page, expect } from "@playwright/test";
import { unzipSync, strFromU8 } from "fflate";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

export const person = {
  name: "Jordan Blakewood",
  email: "jordan.blakewood@example.org",
  phone: "07700 900456",
  location: "Sheffield",
  summary: "Reliable catering assistant who works well under pressure.",
  steps: "I finished a Level 2 food safety course and volunteer at a community kitchen every week",
};

/** Every request the page makes, with its body, to prove that none of them carries the draft. */
export function recordRequests(page: Page) {
  const requests: { url: string; body: string }[] = [];
  page.on("request", (request) => requests.push({ url: request.url(), body: request.postData() ?? "" }));
  return requests;
}

/** Console errors, such as a Content Security Policy refusal or a hydration mismatch. */
export function recordConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

export function expectNoDraftSent(requests: { url: string; body: string }[]) {
  const secrets = [person.name, person.email, person.phone, person.summary, person.steps, "Blakewood", "900456"];
  const encoded = secrets.flatMap((secret) => [secret, encodeURIComponent(secret), secret.replace(/ /g, "+")]);
  for (const request of requests) {
    for (const secret of encoded) {
      expect(request.url, `a request URL carried "${secret}"`).not.toContain(secret);
      expect(request.body, `a request body carried "${secret}"`).not.toContain(secret);
    }
  }
}

export const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

/** Each step's address: /cv-builder?step=<slug>. */
const stepSlugs = ["start", "personal", "summary", "experience", "skills", "education", "disclosure", "finish"];
export const stepUrl = (number: number) => new RegExp(`/cv-builder\\?step=${stepSlugs[number - 1]}$`);

export async function expectStep(page: Page, title: string, number: number) {
  await expect(stepHeading(page, title)).toBeFocused();
  await expect(page).toHaveURL(stepUrl(number));
  await expect(page.getByText(`Step ${number} of 8`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${Math.round((number / 8) * 100)}% complete`, { exact: true })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(`Step ${number} of 8: ${title}. ${Math.round((number / 8) * 100)}% complete.`);
}

export async function continueTo(page: Page, title: string, number: number) {
  await page.getByRole("button", { name: "Continue" }).click();
  await expectStep(page, title, number);
}

/** A job's month-and-year date: a group named by its legend, holding plain Month and Year boxes. */
/** Types a date and moves on (Tab), as a person does: a date typed into empty boxes is checked once left. */
export async function fillDate(job: Locator, legend: string, month: string, year: string) {
  const date = job.getByRole("group", { name: legend });
  await date.getByLabel("Month").fill(month);
  await date.getByLabel("Year").fill(year);
  await date.getByLabel("Year").press("Tab");
}

/** The letter's date line, as the builder writes it today. */
export const todayLine = () => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" }).format(new Date());

export async function openBuilder(page: Page) {
  await page.goto("/cv-builder");
  // Controls are enabled once the saved draft has been read.
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
}

export async function pdfText(download: Download): Promise<string> {
  const data = new Uint8Array(fs.readFileSync(await download.path()));
  expect(Buffer.from(data.subarray(0, 5)).toString()).toBe("%PDF-");
  const pdf = await getDocument({ data, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join("\n");
}

export function docxText(download: Download): Promise<string> {
  return download.path().then((file) => {
    const files = unzipSync(new Uint8Array(fs.readFileSync(file)));
    const xml = strFromU8(files["word/document.xml"]!);
    return xml.replace(/<w:tab\/>/g, " ").replace(/<[^>]+>/g, "").replace(/&amp;/g, "&");
  });
}

export async function download(page: Page, buttonName: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: buttonName }).click()]);
  return file;
}
