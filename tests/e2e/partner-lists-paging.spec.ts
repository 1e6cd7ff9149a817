import { eq } from "drizzle-orm";
import { organisationMembers, organisations, referrals, users } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { uuidv7 } from "../../app/lib/uuid.server";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { enrolAuthenticator, expect, signUpAndVerify } from "./support/accounts";
import { test } from "./support/own-server";
import { expectTappable } from "./support/tappable";

/**
 * A real partner that has referred 63 people pages through its referrals 50 at a time, on a phone and a laptop,
 * with the filter kept from page to page. The referrals are written straight into the spec's own server
 * (support/own-server.ts), as the partner's referral form would have.
 */

test("a partner pages through 63 referrals, with the status filter kept on every page", async ({ page, ownServer }) => {
  test.setTimeout(120_000);
  const db = ownServer.server.database.db;
  const partnerId = uuidv7();
  await db.insert(organisations).values({ id: partnerId, kind: "partner", name: "Paging Housing Trust", status: "approved" });
  const start = Date.now() - 90 * 24 * 3_600_000;
  await db.insert(referrals).values(
    Array.from({ length: 63 }, (_, n) => ({
      id: uuidv7(),
      partnerId,
      firstName: "Referred",
      lastName: `Person ${String(n + 1).padStart(2, "0")}`,
      // Every third one has been accepted; the rest wait for a caseworker.
      status: n % 3 === 0 ? ("accepted" as const) : ("submitted" as const),
      consentGiven: true,
      consentRecordedAt: new Date(start + n * 3_600_000),
      consentRecordedBy: "Robin Referrer",
      referredByName: "Robin Referrer",
      createdAt: new Date(start + n * 3_600_000),
    })),
  );

  const partner = await signUpAndVerify(page, "Partner organisation", "Robin Referrer");
  await page.goto("/account");
  await enrolAuthenticator(page, partner);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, partner.email));
  await db.update(users).set({ accountStatus: "active" }).where(eq(users.id, account!.id));
  await db.insert(organisationMembers).values({ organisationId: partnerId, userId: account!.id, role: "owner" });

  await page.goto(areaPath("partnerReferralsPortal"));
  await expect(page.getByText("63 referrals. Showing 1 to 50, page 1 of 2.")).toBeVisible();
  const people = page.getByRole("table", { name: /Your referrals/ }).getByRole("rowheader");
  await expect(people).toHaveCount(50);
  await expect(people.first()).toHaveText(/Referred Person 63$/);
  const pages = page.getByRole("navigation", { name: "Pages of your referrals" });
  await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  await expectTappable(pages.getByRole("link", { name: "Next page" }));
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(page.getByText("63 referrals. Showing 51 to 63, page 2 of 2.")).toBeVisible();
  await expect(people).toHaveCount(13);
  await expect(people.last()).toHaveText(/Referred Person 01$/);
  await expectNoAccessibilityViolations(page);

  // Filtered to those waiting, oldest first: the filter is the address, and the next page keeps it.
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Submitted" });
  await page.getByLabel("Order", { exact: true }).selectOption({ label: "Oldest first" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("42 referrals with the status submitted.", { exact: true })).toBeVisible();
  await expect(people.first()).toHaveText(/Referred Person 02$/);
  await expect(pages).toHaveCount(0);
});
