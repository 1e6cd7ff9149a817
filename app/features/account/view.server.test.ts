import { describe, expect, it } from "vitest";
import { toDeviceViews } from "./view.server";

const chromeOnWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const safariOnIphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

describe("toDeviceViews", () => {
  const now = new Date("2026-03-10T15:00:00Z");
  const session = (id: string, userAgent: string | null, updatedAt: string) => ({
    id,
    token: `secret-token-${id}`,
    userAgent,
    createdAt: "2026-03-01T09:00:00Z",
    updatedAt,
    expiresAt: "2026-03-11T09:00:00Z",
  });

  it("puts this device first, then the most recently active, and never carries the token", () => {
    const views = toDeviceViews(
      [
        session("a", chromeOnWindows, "2026-03-08T10:00:00Z"),
        session("b", safariOnIphone, "2026-03-10T14:30:00Z"),
        session("c", null, "2026-03-09T12:00:00Z"),
      ],
      "a",
      now,
    );
    expect(views.map((view) => view.id)).toEqual(["a", "b", "c"]);
    expect(views[0]).toMatchObject({ current: true, label: "Chrome on Windows computer", kind: "computer", lastActiveAt: "Now" });
    expect(views[1]).toMatchObject({ current: false, label: "Safari on iOS phone", kind: "phone", lastActiveAt: "Today at 14:30" });
    expect(views[2]).toMatchObject({ label: "Unknown device", kind: null, lastActiveAt: "Yesterday at 12:00", signedInAt: "1 March 2026 at 09:00" });
    expect(JSON.stringify(views)).not.toContain("secret-token");
  });
});
