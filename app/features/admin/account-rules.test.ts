import { describe, expect, it } from "vitest";
import { adminActionSchema, decideAdminAction, effectiveStatus, statusAfterRoleChange, type Target } from "./account-rules";

const admin = { id: "admin-1" };
const selfTarget: Target = { id: "admin-1", name: "Ada Admin", role: "admin", accountStatus: "active", banned: false };
const employer: Target = { id: "emp-1", name: "Sam Employer", role: "employer", accountStatus: "awaiting_approval", banned: false };
const candidate: Target = { id: "cand-1", name: "Chris Candidate", role: "candidate", accountStatus: "active", banned: false };

describe("decideAdminAction", () => {
  it("approves an employer awaiting approval straight away, without a confirmation", () => {
    expect(decideAdminAction(admin, employer, { intent: "approve" })).toEqual({ kind: "apply", intent: "approve" });
  });

  it("refuses to approve or reject anyone who is not an employer or partner awaiting approval", () => {
    expect(decideAdminAction(admin, candidate, { intent: "approve" }).kind).toBe("refuse");
    expect(decideAdminAction(admin, { ...employer, accountStatus: "active" }, { intent: "reject", confirmed: "yes" }).kind).toBe("refuse");
    expect(decideAdminAction(admin, { ...employer, banned: true }, { intent: "approve" }).kind).toBe("refuse");
  });

  it("asks before anything that takes access away, and applies it once confirmed", () => {
    for (const input of [
      { intent: "reject" as const },
      { intent: "suspend" as const },
      { intent: "revoke-sessions" as const },
      { intent: "set-role" as const, role: "caseworker" as const },
    ]) {
      const target = input.intent === "reject" ? employer : candidate;
      expect(decideAdminAction(admin, target, input).kind).toBe("confirm");
      expect(decideAdminAction(admin, target, { ...input, confirmed: "yes" }).kind).toBe("apply");
    }
  });

  it("never lets an administrator remove their own admin role or suspend themselves", () => {
    for (const role of ["candidate", "employer", "partner", "caseworker"] as const) {
      const decision = decideAdminAction(admin, selfTarget, { intent: "set-role", role, confirmed: "yes" });
      expect(decision).toMatchObject({ kind: "refuse", message: expect.stringContaining("your own role") });
    }
    expect(decideAdminAction(admin, selfTarget, { intent: "suspend", confirmed: "yes" })).toMatchObject({
      kind: "refuse",
      message: "You cannot suspend your own account.",
    });
  });

  it("lets an administrator sign themselves out everywhere, after warning them", () => {
    const decision = decideAdminAction(admin, selfTarget, { intent: "revoke-sessions" });
    expect(decision).toMatchObject({ kind: "confirm", question: "Sign yourself out everywhere?" });
  });

  it("explains a role change in plain words, with the right article", () => {
    const decision = decideAdminAction(admin, candidate, { intent: "set-role", role: "admin" });
    expect(decision).toMatchObject({ kind: "confirm", question: "Change Chris Candidate's role to administrator?" });
    expect(decision.kind === "confirm" && decision.consequence).toMatch(/^An administrator can see/);
  });

  it("refuses a role change with no role or to the same role, and suspending twice", () => {
    expect(decideAdminAction(admin, candidate, { intent: "set-role", confirmed: "yes" }).kind).toBe("refuse");
    expect(decideAdminAction(admin, candidate, { intent: "set-role", role: "candidate", confirmed: "yes" }).kind).toBe("refuse");
    expect(decideAdminAction(admin, { ...candidate, banned: true }, { intent: "suspend", confirmed: "yes" }).kind).toBe("refuse");
    expect(decideAdminAction(admin, candidate, { intent: "unsuspend" }).kind).toBe("refuse");
  });
});

describe("adminActionSchema", () => {
  it("accepts only known intents and roles", () => {
    expect(adminActionSchema.safeParse({ intent: "delete-everything" }).success).toBe(false);
    expect(adminActionSchema.safeParse({ intent: "set-role", role: "superuser" }).success).toBe(false);
    expect(adminActionSchema.safeParse({ intent: "suspend", confirmed: "true" }).success).toBe(false);
    expect(adminActionSchema.safeParse({ intent: "suspend", confirmed: "yes" }).success).toBe(true);
  });

  it("asks for a new organisation's name, in the words the browser and the action both show", () => {
    const issue = (organisation?: string) => adminActionSchema.safeParse({ intent: "create-organisation", organisation }).error?.issues[0]?.message;
    expect(issue("   ")).toBe("Enter the organisation's name.");
    expect(issue(undefined)).toBe("Enter the organisation's name.");
    expect(issue("N".repeat(121))).toBe("Organisation names are at most 120 characters.");
    expect(issue("Harbour Lane Bakery")).toBeUndefined();
  });

  it("joins an organisation only by an id chosen from the list, never by a name", () => {
    const issue = (fields: Record<string, string>) => adminActionSchema.safeParse({ intent: "join-organisation", ...fields }).error?.issues[0]?.message;
    expect(issue({})).toBe("Choose an organisation from the list.");
    expect(issue({ organisation: "Harbour Lane Bakery" })).toBe("Choose an organisation from the list.");
    expect(issue({ organisationId: "Harbour Lane Bakery" })).toBe("Choose an organisation from the list.");
    expect(issue({ organisationId: "0190a5b2-7c1d-7000-8000-00000000abcd" })).toBeUndefined();
    expect(adminActionSchema.safeParse({ intent: "link-organisation", organisation: "Harbour Lane Bakery" }).success).toBe(false);
  });
});

describe("account state", () => {
  it("treats a banned account as suspended whatever its approval state", () => {
    expect(effectiveStatus({ accountStatus: "awaiting_approval", banned: true })).toBe("suspended");
    expect(effectiveStatus({ accountStatus: "awaiting_approval", banned: false })).toBe("awaiting_approval");
  });

  it("makes roles that never wait for approval active, and keeps an employer's approval state", () => {
    expect(statusAfterRoleChange("caseworker", "awaiting_approval")).toBe("active");
    expect(statusAfterRoleChange("partner", "awaiting_approval")).toBe("awaiting_approval");
    expect(statusAfterRoleChange("employer", "active")).toBe("active");
  });
});
