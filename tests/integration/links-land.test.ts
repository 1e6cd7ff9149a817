import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemonstrationData } from "../../app/demonstration/seed.server";
import { areaFor } from "../../app/features/dashboards/areas";
import { developmentKeyRing } from "../../app/lib/field-encryption.server";
import { client, type Client } from "./support/auth";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Every link to a part of a page ("…#appointments") names an element that page has, so the browser opens the
 * page at that part rather than at its top. The public site and every demonstration dashboard page are walked
 * from their links, as a visitor with no account would (the demonstration pages draw the same modules as the
 * portal's); each link with a `#part` is followed and its target page read.
 */

const START = ["/", "/dashboard", "/dashboard/candidate", "/dashboard/caseworker", "/dashboard/employer", "/dashboard/partner"];
/** Pages of one kind (one area, or one public path with its ids taken out) read at most this many times. */
const PER_KIND = 2;
const PAGE_LIMIT = 400;

const decode = (value: string) => value.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

/** The ids and link addresses of a page as a browser has them: a `<template>`'s content is not part of it. */
function parse(html: string): { ids: string[]; hrefs: string[] } {
  const live = html.replace(/<template[\s\S]*?<\/template>/g, "");
  return {
    ids: [...live.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1]!)),
    hrefs: [...live.matchAll(/<a\s[^>]*?href="([^"]+)"/g)].map((match) => decode(match[1]!)),
  };
}

/** One kind of page: its area's pattern, or its path with ids and numbers taken out. */
function kind(path: string): string {
  return areaFor(path)?.pattern ?? path.replace(/\/[0-9a-f-]{36}(?=\/|$)/g, "/:id").replace(/\/\d+(?=\/|$)/g, "/:n");
}

/** Paths the walk does not read: files to download, sign-out and the like, where a GET has another meaning. */
function skipped(path: string): boolean {
  return /\.(csv|ics|pdf|json|txt|xml|docx?)$/.test(path) || /\/(sign-out|export|download)/.test(path) || path.startsWith("/api/") || path.startsWith("/assets/");
}

describe("links to a part of a page", () => {
  let server: TestServer;
  let visitor: Client;
  const pages = new Map<string, { status: number; ids: Set<string> }>();

  async function read(address: string) {
    const known = pages.get(address);
    if (known) return known;
    const response = await visitor.get(address);
    const html = response.status === 200 ? await response.text() : "";
    const page = { status: response.status, ids: new Set(parse(html).ids) };
    pages.set(address, page);
    return page;
  }

  beforeAll(async () => {
    server = await startTestServer(rulesBackend, { CLIENT_IP_HEADER: "x-forwarded-for" });
    await seedDemonstrationData(server.database.db, { keys: developmentKeyRing() });
    visitor = client(server);
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("name an element of the page they lead to, and no id is used twice, on the public site and every demonstration page", async () => {
    const origin = new URL(server.env.publicUrl).origin;
    const queue = [...START];
    const seen = new Set(queue);
    const perKind = new Map<string, number>();
    const fragmentLinks: { from: string; to: string; part: string }[] = [];
    const walked: string[] = [];
    const duplicated: string[] = [];

    while (queue.length > 0 && walked.length < PAGE_LIMIT) {
      const address = queue.shift()!;
      const response = await visitor.get(address);
      walked.push(address);
      if (response.status !== 200 || !(response.headers.get("content-type") ?? "").includes("text/html")) continue;
      const { ids, hrefs } = parse(await response.text());
      pages.set(address, { status: 200, ids: new Set(ids) });
      const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
      if (twice.length > 0) duplicated.push(`${address} has more than one element with the id ${[...new Set(twice)].join(", ")}`);
      for (const href of hrefs) {
        const url = new URL(href, new URL(address, origin));
        if (url.origin !== origin || skipped(url.pathname)) continue;
        const target = url.pathname + url.search;
        if (url.hash.length > 1) fragmentLinks.push({ from: address, to: target, part: decodeURIComponent(url.hash.slice(1)) });
        if (seen.has(target)) continue;
        seen.add(target);
        const pageKind = kind(url.pathname);
        const count = perKind.get(pageKind) ?? 0;
        if (count >= PER_KIND) continue;
        perKind.set(pageKind, count + 1);
        queue.push(target);
      }
    }

    // The walk reached the dashboards' pages, not only the public site.
    expect(walked.filter((path) => path.startsWith("/dashboard/")).length).toBeGreaterThan(40);
    expect(fragmentLinks.length).toBeGreaterThan(20);

    const missing: string[] = [];
    for (const link of fragmentLinks) {
      const page = await read(link.to);
      if (page.status === 200 && !page.ids.has(link.part)) missing.push(`${link.from} links to ${link.to}#${link.part}, which has no element with that id`);
    }
    expect([...new Set(missing)]).toEqual([]);
    // An id a page has twice takes a link to the first of them, and breaks labels that name it.
    expect(duplicated).toEqual([]);
  }, 600_000);
});
