import { expect, test, type Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { getTableName } from "drizzle-orm";
import { personalDataTables, schemaTables } from "../../app/features/account/personal-data.server";
import { world } from "../integration/support/personal-data-world";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { startOwnSite } from "./support/analytics-server";

/**
 * Download your data and account deletion, as a person does them, on a server of this spec's own whose database
 * the test reads table by table.
 */

let site: Awaited<ReturnType<typeof startOwnSite>>;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startOwnSite();
});
test.afterAll(async () => {
  await site?.close();
});

const password = "harbour thistle lantern 73";

async function signedInCandidate(page: Page, name: string) {
  const email = `rights.${Date.now()}.${Math.random().toString(36).slice(2)}@example.org`;
  const made = await page.request.post(`${site.url}/__test/accounts`, { headers: { Origin: site.url }, data: { email, role: "candidate", name } });
  expect(made.status()).toBe(201);
  const { userId, link } = (await made.json()) as { userId: string; link: string };
  await page.goto(`${site.url}${link}`);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Save new password" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/dashboard\//, { timeout: 20_000 });
  return { userId, email, name };
}

test("a person downloads everything held about them, nobody else's, then deletes their account and nothing of theirs is left", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const person = await signedInCandidate(page, `Robin Rights${tag}`);
  const db = site.server.database.db;
  const keys = site.server.env.dataEncryption;
  await world(db, keys, `me${tag}`, { userId: person.userId, name: person.name, email: person.email });
  const other = await world(db, keys, `other${tag}`);

  await page.goto(`${site.url}/account#your-data`);
  const section = page.getByRole("region", { name: "Download your data" });
  await expect(section).toBeVisible();
  await expectNoAccessibilityViolations(page);
  const [download] = await Promise.all([page.waitForEvent("download"), section.getByRole("link", { name: "Download your data (zip file)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^fair-chance-works-your-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks))));
  const data = JSON.parse(strFromU8(files["your-data.json"]!)) as { tables: { name: string; rows: unknown[] }[] };
  for (const entry of personalDataTables) {
    if (!("rows" in entry)) continue;
    const name = getTableName(entry.table);
    expect(data.tables.find((table) => table.name === name)?.rows.length ?? 0, `${name} in the download`).toBeGreaterThan(0);
    expect(files[`tables/${name}.csv`], `tables/${name}.csv`).toBeDefined();
  }
  const text = strFromU8(files["your-data.json"]!);
  expect(text).toContain(person.email);
  for (const theirs of [other.userId, other.name, other.email, other.candidateId, other.tag]) expect(text).not.toContain(theirs);

  await page.goto(`${site.url}/account/delete`);
  await expect(page.getByRole("heading", { name: "What we keep, and why" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("textbox", { name: "Your password" }).fill(password);
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await page.waitForURL(/\/account\/deleted/);

  const keepsIds = new Set(["audit_events", "job_events"]);
  for (const table of schemaTables()) {
    const name = getTableName(table);
    const rows = JSON.stringify(await db.select().from(table)).toLowerCase();
    expect(rows, `${name} holds the name`).not.toContain(person.name.toLowerCase());
    expect(rows, `${name} holds the email address`).not.toContain(person.email.toLowerCase());
    if (!keepsIds.has(name)) expect(rows, `${name} holds the account number`).not.toContain(person.userId.toLowerCase());
  }
  expect(JSON.stringify(await db.select().from(schemaTables().find((table) => getTableName(table) === "users")!))).toContain(other.email);
});
