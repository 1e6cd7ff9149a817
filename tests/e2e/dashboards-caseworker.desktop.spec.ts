import { areaPath } from "../../app/features/dashboards/areas";
import { expectNoAxeViolations } from "./support/axe";
import { expect, newDevice, signUpAndVerify, staffAccount } from "./support/accounts";
import { test } from "./support/fixtures";

/**
 * The caseworker's real flow, once (at desktop width, to keep the run short): an administrator assigns a new
 * candidate to a caseworker, who finds them on the caseload, marks a checklist item done and adds a case note.
 */
test("an admin assigns a candidate; their caseworker marks a checklist item done and adds a case note", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const candidate = await signUpAndVerify(page, "Candidate", "Morgan Okafor");

  const caseworker = await newDevice(browser, testInfo.workerIndex);
  const worker = await staffAccount(caseworker.page, "caseworker", "Sam Caseworker-Flow");

  const admin = await newDevice(browser, testInfo.workerIndex);
  await staffAccount(admin.page, "admin", "Alex Assigner");
  await admin.page.goto(`${areaPath("adminAccounts")}?q=${encodeURIComponent(candidate.email)}`);
  await admin.page.getByRole("link", { name: `${candidate.name}: manage this account`, exact: true }).click();
  await expect(admin.page.getByText("They have no caseworker yet.")).toBeVisible();
  await admin.page.getByLabel("Assign caseworker").selectOption({ label: worker.name });
  await admin.page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(admin.page.getByText("Caseworker assigned. The person is now on their caseload.")).toBeVisible();
  await expect(admin.page.getByText(`${worker.name} is their caseworker.`)).toBeVisible();
  await admin.context.close();

  const cw = caseworker.page;
  await cw.goto(areaPath("caseworkerCaseloadPortal"));
  await expect(cw.getByRole("heading", { level: 1, name: "Caseload" })).toBeVisible();
  await cw.getByRole("link", { name: candidate.name }).click();
  await expect(cw.getByRole("heading", { level: 1, name: candidate.name })).toBeVisible();
  await expectNoAxeViolations(cw);

  await cw.getByLabel("Bank account").selectOption({ label: "Done" });
  await cw.getByRole("button", { name: "Save Bank account" }).click();
  await expect(cw.getByText("The checklist was updated.")).toBeVisible();
  await expect(cw.getByText("Not started: 1 of 8 items done.")).toBeVisible();
  await expect(cw.getByLabel("Bank account")).toHaveValue("done");

  await cw.getByLabel("Add a case note").fill("First call: wants warehouse work, needs a bank account first.");
  await cw.getByRole("button", { name: "Add the note" }).click();
  await expect(cw.getByText("Your case note was added.")).toBeVisible();
  await expect(cw.getByRole("list").getByText("First call: wants warehouse work, needs a bank account first.")).toBeVisible();
  await expect(cw.getByLabel("Add a case note")).toHaveValue("");
  await caseworker.context.close();
});
