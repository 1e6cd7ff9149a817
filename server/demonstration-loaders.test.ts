import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { demonstrationPageRoutes, keepDemonstrationLoaders } from "./demonstration-loaders";

type Seen = { cookie: string | null; authorization: string | null; url: string };

function buildWith(answer: (seen: Seen, context: { responseCookies: string[] }) => unknown = () => ({ rows: [1, 2, 3] })) {
  const calls: Record<string, Seen[]> = {};
  const loader = (id: string) => (args: { request: Request; context: { responseCookies: string[] } }) => {
    const seen = { cookie: args.request.headers.get("cookie"), authorization: args.request.headers.get("authorization"), url: args.request.url };
    (calls[id] ??= []).push(seen);
    return answer(seen, args.context);
  };
  const Page = () => null;
  const route = (id: string, parentId: string | undefined, path: string | undefined, page = true) => ({
    id,
    parentId,
    path,
    module: { loader: loader(id), ...(page ? { default: Page } : {}) },
  });
  const routes = {
    root: route("root", undefined, "", true),
    "routes/dashboard/layout": route("routes/dashboard/layout", "root", "dashboard"),
    "dashboard/caseworker": route("dashboard/caseworker", "routes/dashboard/layout", "caseworker"),
    "dashboard/caseworker/caseload": route("dashboard/caseworker/caseload", "routes/dashboard/layout", "caseworker/caseload"),
    "dashboard/caseworkerportal/caseload": route("dashboard/caseworkerportal/caseload", "routes/dashboard/layout", "caseworkerportal/caseload"),
    "dashboard/employer/social-value/csv": route("dashboard/employer/social-value/csv", "routes/dashboard/layout", "employer/social-value/csv", false),
  };
  return { build: { routes } as unknown as ServerBuild, calls };
}

const signedIn = (url: string) =>
  new Request(`http://localhost${url}`, { headers: { cookie: "session_token=secret", authorization: "Bearer x" } });

function load(build: ServerBuild, id: string, request: Request, context = { responseCookies: [] as string[], signedInRender: { formNonce: "n" } }) {
  const loader = build.routes[id]?.module.loader as unknown as (args: unknown) => Promise<unknown>;
  return loader({ request, context, params: {} });
}

describe("the demonstration pages' loaders", () => {
  it("are found by their full path in the demonstration tree; layouts, portal pages and downloads are not", () => {
    const { build } = buildWith();
    expect([...demonstrationPageRoutes(build.routes)].sort()).toEqual(["dashboard/caseworker", "dashboard/caseworker/caseload"]);
  });

  it("read once for everyone at one address, with no cookie or Authorization, and again for another address", async () => {
    const { build, calls } = buildWith();
    const kept = keepDemonstrationLoaders(build, { seconds: 30, maxEntries: 10 });
    const first = await load(kept, "dashboard/caseworker/caseload", signedIn("/dashboard/caseworker/caseload"));
    const second = await load(kept, "dashboard/caseworker/caseload", new Request("http://localhost/dashboard/caseworker/caseload"));
    expect(second).toBe(first);
    expect(calls["dashboard/caseworker/caseload"]).toEqual([{ cookie: null, authorization: null, url: "http://localhost/dashboard/caseworker/caseload" }]);

    await load(kept, "dashboard/caseworker/caseload", signedIn("/dashboard/caseworker/caseload?page=2"));
    expect(calls["dashboard/caseworker/caseload"]).toHaveLength(2);
  });

  it("leave the layouts and the portal alone: they see the person, every time", async () => {
    const { build, calls } = buildWith();
    const kept = keepDemonstrationLoaders(build, { seconds: 30, maxEntries: 10 });
    for (const id of ["routes/dashboard/layout", "dashboard/caseworkerportal/caseload", "dashboard/employer/social-value/csv"]) {
      await load(kept, id, signedIn("/dashboard/caseworker"));
      await load(kept, id, signedIn("/dashboard/caseworker"));
      expect(calls[id]?.map((seen) => seen.cookie)).toEqual(["session_token=secret", "session_token=secret"]);
    }
  });

  it("never let a kept loader set a cookie on the person's answer", async () => {
    const { build } = buildWith((_seen, context) => {
      context.responseCookies.push("session_token=refreshed");
      return { ok: true };
    });
    const kept = keepDemonstrationLoaders(build, { seconds: 30, maxEntries: 10 });
    const context = { responseCookies: [] as string[], signedInRender: { formNonce: "n" } };
    await load(kept, "dashboard/caseworker", signedIn("/dashboard/caseworker"), context);
    expect(context.responseCookies).toEqual([]);
  });

  it("read again once the time is up, and share one reading among requests that arrive while it runs", async () => {
    let clock = 0;
    const { build, calls } = buildWith();
    const kept = keepDemonstrationLoaders(build, { seconds: 30, maxEntries: 10, now: () => clock });
    await Promise.all([1, 2, 3].map(() => load(kept, "dashboard/caseworker", signedIn("/dashboard/caseworker"))));
    expect(calls["dashboard/caseworker"]).toHaveLength(1);
    clock = 29_999;
    await load(kept, "dashboard/caseworker", signedIn("/dashboard/caseworker"));
    expect(calls["dashboard/caseworker"]).toHaveLength(1);
    clock = 30_000;
    await load(kept, "dashboard/caseworker", signedIn("/dashboard/caseworker"));
    expect(calls["dashboard/caseworker"]).toHaveLength(2);
  });

  it("keep no failure, no Response, no streamed part that failed, and no more addresses than allowed", async () => {
    let outcome: "throw" | "response" | "failed part" | "ok" = "throw";
    const { build, calls } = buildWith(() => {
      if (outcome === "throw") throw new Response(null, { status: 404 });
      if (outcome === "response") return new Response("x");
      if (outcome === "failed part") return { summary: Promise.reject(new Error("slow query failed")) };
      return { ok: true };
    });
    const kept = keepDemonstrationLoaders(build, { seconds: 30, maxEntries: 2 });
    const caseworker = () => load(kept, "dashboard/caseworker", signedIn("/dashboard/caseworker"));
    await expect(caseworker()).rejects.toBeInstanceOf(Response);
    outcome = "response";
    await expect(caseworker()).resolves.toBeInstanceOf(Response);
    outcome = "failed part";
    const answer = (await caseworker()) as { summary: Promise<unknown> };
    await expect(answer.summary).rejects.toThrow("slow query failed");
    outcome = "ok";
    await caseworker();
    await caseworker();
    expect(calls["dashboard/caseworker"]).toHaveLength(4);

    for (const page of ["?page=2", "?page=3", ""]) await load(kept, "dashboard/caseworker", signedIn(`/dashboard/caseworker${page}`));
    // The bare address was the oldest of three kept in two places, so it was read again.
    expect(calls["dashboard/caseworker"]).toHaveLength(7);
  });
});
