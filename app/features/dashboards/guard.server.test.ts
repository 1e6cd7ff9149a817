import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { guardDashboard } from "./guard.server";

// Signed out: the real guard then redirects to /sign-in.
vi.mock("~/features/auth/session.server", () => ({ getCurrentSession: vi.fn(async () => null) }));

const context = {} as AppLoadContext;

async function redirectFor(url: string, referer?: string): Promise<Response> {
  const request = new Request(url, { headers: referer ? { Referer: referer } : {} });
  try {
    await guardDashboard(context, request);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
  }
  throw new Error("The guard let a signed-out person in.");
}

describe("the dashboard guard's redirect to sign in", () => {
  const portalData = "http://localhost/dashboard/candidateportal.data?_routes=routes%2Fdashboard%2Fcandidateportal%2Findex";

  it("remembers the page, not its data request", async () => {
    const response = await redirectFor(portalData, "http://localhost/dashboard");
    expect(response.headers.get("Location")).toBe("/sign-in?redirectTo=%2Fdashboard%2Fcandidateportal");
  });

  it("keeps the public page a link was followed from, so Back returns to it", async () => {
    for (const from of ["http://localhost/dashboard", "http://localhost/", "http://localhost/dashboard/employer", "http://localhost/dashboard/caseworker/calendar"]) {
      expect((await redirectFor(portalData, from)).headers.get("X-Remix-Replace")).toBeNull();
    }
  });

  it("replaces the entry when it would itself bounce: the same page (Back, revalidation) or another guarded page", async () => {
    for (const from of [
      "http://localhost/dashboard/candidateportal",
      "http://localhost/dashboard/employerportal",
      "http://localhost/dashboard/caseworkerportal/calendar",
      "http://localhost/dashboard/admin/users/0190a0b2-0000-7000-8000-000000000000",
      undefined,
    ]) {
      expect((await redirectFor(portalData, from)).headers.get("X-Remix-Replace")).toBe("true");
    }
  });

  it("finds the page's rule from the address, whatever its case or a final slash", async () => {
    for (const url of ["http://localhost/Dashboard/CandidatePortal", "http://localhost/dashboard/candidateportal/_.data"]) {
      expect((await redirectFor(url)).headers.get("Location")).toMatch(/^\/sign-in\?redirectTo=/);
    }
  });

  it("answers 404, letting no one in, for an address the table does not guard", async () => {
    for (const url of ["http://localhost/dashboard/employer", "http://localhost/dashboard/nowhere"]) {
      await expect(guardDashboard(context, new Request(url))).rejects.toMatchObject({ init: { status: 404 } });
    }
  });
});
