import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, verifiedUser } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { startTestServer, type TestServer } from "./support/test-server";

/** The nonce the response's Content-Security-Policy allows. */
function nonceOf(response: Response): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  if (!nonce) throw new Error("no nonce in the Content-Security-Policy");
  return nonce;
}

/** Every nonce attribute in the page. */
function noncesIn(html: string): string[] {
  return [...html.matchAll(/\snonce="([^"]+)"/g)].map((match) => match[1]!);
}

describe("anonymous visitors' copies of public pages (server/page-cache.ts)", () => {
  let server: TestServer;
  let smtp: SmtpListener;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer("pglite", { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("sends a kept page with a fresh nonce every time, the one its Content-Security-Policy names", async () => {
    const seen = new Set<string>();
    const responses = [];
    for (let i = 0; i < 4; i++) {
      const response = await server.fetch("/about");
      const html = await response.text();
      expect(response.status).toBe(200);
      const nonce = nonceOf(response);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      const inPage = noncesIn(html);
      expect(inPage.length).toBeGreaterThan(0);
      expect(new Set(inPage)).toEqual(new Set([nonce]));
      responses.push(response);
    }
    expect(responses[0]!.headers.get("x-page-cache")).toBeNull();
    expect(responses.slice(1).map((r) => r.headers.get("x-page-cache"))).toEqual(["hit", "hit", "hit"]);
    // A page that React runs keeps the nonce on its scripts too.
    for (let i = 0; i < 2; i++) {
      const response = await server.fetch("/employers");
      expect(new Set(noncesIn(await response.text()))).toEqual(new Set([nonceOf(response)]));
    }
  });

  it("never sends Set-Cookie with a kept page, nor the routes' own caching header", async () => {
    for (const path of ["/", "/about", "/resources", "/jobs", "/no-such-page", "/thank-you?source=candidate", "/sign-in", "/cookies", "/job-matcher", "/candidates/ai-tools/checker"]) {
      for (let i = 0; i < 2; i++) {
        const response = await server.fetch(path);
        await response.arrayBuffer();
        expect(response.headers.get("set-cookie"), path).toBeNull();
        expect(response.headers.get("x-page-cache-seconds"), path).toBeNull();
        if (i === 1) expect(response.headers.get("x-page-cache"), path).toBe("hit");
      }
    }
  });

  it("gives a signed-in person their own header, never the kept anonymous page, and keeps nothing of theirs", async () => {
    await (await server.fetch("/about")).text();
    const { browser } = await verifiedUser(server, smtp, { name: "Robin Cache" });
    const signedIn = await browser.get("/about");
    const html = await signedIn.text();
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(html).toContain("My Dashboard");
    expect(html).toContain('href="/dashboard/candidateportal"');

    const anonymous = await server.fetch("/about");
    const anonymousHtml = await anonymous.text();
    expect(anonymous.headers.get("x-page-cache")).toBe("hit");
    expect(anonymousHtml).not.toContain("My Dashboard");
    expect(anonymousHtml).toContain(">Sign In<");

    // A page first asked for by the signed-in person is not kept for anyone.
    await (await browser.get("/terms?from=signed-in")).text();
    const after = await server.fetch("/terms?from=signed-in");
    expect(after.headers.get("x-page-cache")).toBeNull();
    expect(await after.text()).not.toContain("My Dashboard");
  });

  it("any cookie (not only a session) makes the page rendered afresh, and kept pages are never sent for it", async () => {
    await (await server.fetch("/privacy-policy")).text();
    const withCookie = await server.fetch("/privacy-policy", { headers: { Cookie: "something=else" } });
    await withCookie.text();
    expect(withCookie.headers.get("x-page-cache")).toBeNull();
  });

  it("puts a fresh start time in a kept call-back form, so the spam check still times each visit", async () => {
    const startedAt = async () => {
      const response = await server.fetch("/partners");
      const value = /name="startedAt" value="(\d+)"/.exec(await response.text())?.[1];
      return { value: Number(value), hit: response.headers.get("x-page-cache") };
    };
    const first = await startedAt();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const second = await startedAt();
    expect(second.hit).toBe("hit");
    expect(second.value).toBeGreaterThan(first.value);
    expect(Math.abs(Date.now() - second.value)).toBeLessThan(5_000);
  });

  it("a call-back form sent back with messages keeps its first start time, so correcting it at once is not refused as too fast", async () => {
    const page = await (await server.fetch("/partners")).text();
    const first = /name="startedAt" value="(\d+)"/.exec(page)![1]!;
    // Sent without JavaScript, with one field wrong: the page comes back with its message.
    const refused = await server.fetch("/partners", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ startedAt: first, firstName: "A", contactConsent: "on" }).toString(),
    });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain("First name must be at least 2 characters.");
    expect(/name="startedAt" value="(\d+)"/.exec(again)?.[1]).toBe(first);
  });

  it("a kept page still answers with its own status: the 404 stays a 404", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await server.fetch("/no-such-page-at-all");
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Page Not Found");
    }
  });

  it("sends pages that need no JavaScript without React's scripts: only the small enhancement script, by nonce", async () => {
    for (const path of ["/", "/about", "/jobs", "/privacy-policy", "/terms", "/thank-you", "/no-such-page"]) {
      const response = await server.fetch(path);
      const html = await response.text();
      expect(html, path).not.toContain("modulepreload");
      expect(html, path).not.toContain("__reactRouterContext");
      expect(html, path).not.toContain("entry.client");
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts, path).toHaveLength(1);
      expect(scripts[0], path).toMatch(/^<script type="module" src="\/assets\/enhance-page-[\w-]+\.js" nonce="[^"]+"><\/script>|^<script type="module" src="\/assets\/enhance-page-[\w-]+\.js" nonce="[^"]+">$/);
      // The phone menu's markup goes with it, for the script to open.
      expect(html, path).toContain('<template id="mobile-menu-template">');
    }
    // The call-back form pages add the form's own small script, and the rules it checks, which never run.
    for (const path of ["/employers", "/candidates", "/partners", "/request-callback", "/contact"]) {
      const html = await (await server.fetch(path)).text();
      expect(html, path).not.toContain("modulepreload");
      expect(html, path).not.toContain("__reactRouterContext");
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts, path).toHaveLength(3);
      expect(scripts[0], path).toMatch(/^<script type="application\/json" id="enquiry-\w+-rules">$/);
      expect(scripts[1], path).toMatch(/^<script type="module" src="\/assets\/enhance-page-[\w-]+\.js" nonce="[^"]+">$/);
      expect(scripts[2], path).toMatch(/^<script type="module" src="\/assets\/enhance-form-[\w-]+\.js" nonce="[^"]+">$/);
      // Only React's pages load the toast library's styles.
      expect(html, path).not.toMatch(/<link[^>]+styles-[\w-]+\.css/);
    }
    // Pages with a plain form or tabs carry the small scripts they ask for, and nothing of React.
    const enhanced = {
      "/resources?tab=legal": ["enhance-tabs"],
      "/sign-in": ["enhance-submit-label"],
      "/cookies": [],
      "/job-matcher": [],
      "/candidates/ai-tools": ["enhance-submit-label", "enhance-answers"],
      "/candidates/ai-tools/checker": ["enhance-submit-label", "enhance-answers"],
    };
    for (const [path, extra] of Object.entries(enhanced)) {
      const html = await (await server.fetch(path)).text();
      expect(html, path).not.toContain("modulepreload");
      expect(html, path).not.toContain("__reactRouterContext");
      const sources = [...html.matchAll(/<script type="module" src="\/assets\/([\w-]+?)-[\w-]{8}\.js" nonce="[^"]+">/g)].map((match) => match[1]);
      expect(sources, path).toEqual(["enhance-page", ...extra]);
      expect([...html.matchAll(/<script\b/g)], path).toHaveLength(1 + extra.length);
    }
    // The CV builder is an island: React DOM alone, from an entry of its own, and nothing of React Router.
    for (const path of ["/cv-builder", "/cv-builder?step=experience"]) {
      const html = await (await server.fetch(path)).text();
      expect(html, path).not.toContain("__reactRouterContext");
      const sources = [...html.matchAll(/<script type="module" src="\/assets\/([\w-]+?)-[\w-]{8}\.js" nonce="[^"]+">/g)].map((match) => match[1]);
      expect(sources, path).toEqual(["enhance-page", "island-cv-builder"]);
      expect([...html.matchAll(/<script\b/g)], path).toHaveLength(2);
      expect(html, path).toContain('<div id="island-cv-builder" data-account="signed-out">');
    }
  });

  it("keeps the job matcher's anonymous page (30 seconds), but never a signed-in person's, which stays private", async () => {
    const path = "/job-matcher?skills=warehouse&where=Leeds&miles=15&availability=either";
    await (await server.fetch(path)).text();
    const again = await server.fetch(path);
    await again.text();
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("cache-control")).toBe("no-store");

    const { browser } = await verifiedUser(server, smtp, { name: "Robin Matcher" });
    const mine = await browser.get(path);
    await mine.text();
    expect(mine.headers.get("x-page-cache")).toBeNull();
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a form handled by the server drops the kept copies of data pages (the jobs board) at once", async () => {
    await (await server.fetch("/jobs")).text();
    expect((await server.fetch("/jobs")).headers.get("x-page-cache")).toBe("hit");
    const visitor = client(server);
    await (await visitor.post("/request-callback", { firstName: "" })).text();
    expect((await server.fetch("/jobs")).headers.get("x-page-cache")).toBeNull();
    // Content pages are kept until the next deploy.
    expect((await server.fetch("/about")).headers.get("x-page-cache")).toBe("hit");
  });
});

describe("kept pages for a visitor whose only cookie is their saved cookie choice", () => {
  let server: TestServer;
  const analyticsHost = "http://127.0.0.1:9";
  beforeAll(async () => {
    server = await startTestServer("pglite", { POSTHOG_KEY: "phc_pagecachetest1", POSTHOG_HOST: analyticsHost });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const get = async (path: string, cookie?: string) => {
    const response = await server.fetch(path, cookie ? { headers: { Cookie: cookie } } : {});
    return { response, html: await response.text(), hit: response.headers.get("x-page-cache") === "hit" };
  };

  it("keeps one copy per choice: the banner for no choice, none after Reject, analytics only after Accept", async () => {
    const first = await get("/about");
    expect(first.html).toContain("Accept analytics cookies");
    expect((await get("/about")).hit).toBe(true);

    const rejected = await get("/about", "fcw.cookies_policy=reject");
    expect(rejected.hit).toBe(false);
    expect(rejected.html).not.toContain("Accept analytics cookies");
    expect(rejected.html).not.toContain("phc_pagecachetest1");
    const rejectedAgain = await get("/about", "fcw.cookies_policy=reject");
    expect(rejectedAgain.hit).toBe(true);
    expect(rejectedAgain.html).not.toContain("Accept analytics cookies");
    expect(rejectedAgain.html).not.toContain("phc_pagecachetest1");
    expect(rejectedAgain.response.headers.get("content-security-policy")).not.toContain(analyticsHost);

    const accepted = await get("/about", "fcw.cookies_policy=accept");
    expect(accepted.hit).toBe(false);
    expect(accepted.html).toContain("phc_pagecachetest1");
    const acceptedAgain = await get("/about", "fcw.cookies_policy=accept");
    expect(acceptedAgain.hit).toBe(true);
    expect(acceptedAgain.html).toContain("phc_pagecachetest1");
    expect(acceptedAgain.html).not.toContain("Accept analytics cookies");
    // The security headers are the response's own: the analytics host is allowed for this visitor only.
    expect(acceptedAgain.response.headers.get("content-security-policy")).toContain(analyticsHost);
    expect(new Set(noncesIn(acceptedAgain.html))).toEqual(new Set([nonceOf(acceptedAgain.response)]));

    // And the copies never cross: no choice still gets the banner, Reject still gets no analytics.
    expect((await get("/about")).html).toContain("Accept analytics cookies");
    expect((await get("/about", "fcw.cookies_policy=reject")).html).not.toContain("phc_pagecachetest1");
  });

  it("renders afresh for the choice with any other cookie: the one-view note that it was saved, a session, anything unknown", async () => {
    await get("/terms", "fcw.cookies_policy=reject");
    expect((await get("/terms", "fcw.cookies_policy=reject")).hit).toBe(true);
    const justSaved = await get("/terms", "fcw.cookies_policy=reject; fcw.cookies_saved=reject");
    expect(justSaved.hit).toBe(false);
    expect(justSaved.html).toContain("change your cookie settings");
    for (const cookie of ["fcw.cookies_policy=reject; other=1", "other=1", "fcw.cookies_policy=maybe", "fcw.cookies_policy=reject;fcw.cookies_policy=accept"]) {
      for (let i = 0; i < 2; i++) expect((await get("/terms", cookie)).hit, cookie).toBe(false);
    }
  });
});
