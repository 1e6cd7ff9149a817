import { describe, expect, it } from "vitest";
import { describeActivity } from "./activity";

describe("describeActivity", () => {
  it("names role changes in words", () => {
    expect(describeActivity("role_changed", { from: "candidate", to: "caseworker" })).toBe("Role changed from candidate to caseworker");
    expect(describeActivity("role_changed", { to: "admin", via: "command line" })).toBe("Role changed to administrator");
    expect(describeActivity("role_changed", { from: "x", to: "y" })).toBe("Role changed");
  });

  it("says how an approval was decided", () => {
    expect(describeActivity("approval_changed", { from: "awaiting_approval", to: "active" })).toBe("Approved");
    expect(describeActivity("approval_changed", { to: "rejected" })).toBe("Not approved: account closed");
  });

  it("gives the reason a sign-in was refused when it is a known one", () => {
    expect(describeActivity("sign_in_failed", { reason: "INVALID_EMAIL_OR_PASSWORD" })).toBe("Sign-in refused: wrong password");
    expect(describeActivity("sign_in_failed", { reason: "SOMETHING_NEW" })).toBe("Sign-in refused");
  });

  it("tells the two steps of an email change apart, and shows unknown events plainly", () => {
    expect(describeActivity("email_changed", { stage: "requested" })).toBe("Email address change asked for");
    expect(describeActivity("email_changed", { stage: "completed" })).toBe("Email address changed");
    expect(describeActivity("something_new", {})).toBe("something new");
  });
});
