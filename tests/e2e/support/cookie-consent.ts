import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { AnalyticsHit } from "./analytics-server";

/**
 * PostHog drops events from browsers that look automated (a headless user agent, navigator.webdriver); a person's
 * browser looks like this one.
 */
export async function personBrowser(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36" });
  await context.addInitScript(() => Object.defineProperty(navigator, "webdriver", { get: () => false }));
  return context;
}

export const PRIVATE_PAGES = ["/cv-builder", "/candidates/ai-tools", "/sign-in", "/account", "/dashboard/candidate", "/job-matcher"];
export const LIBRARY = /module\.full\.no-external/;

/** Every asset request the page makes, to show when the analytics library was (not) downloaded. */
export function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

export async function newVisitor(context: BrowserContext) {
  const page = await context.newPage();
  return { page, requests: watchRequests(page) };
}

export const pathOf = (url: unknown) => {
  try {
    return new URL(String(url)).pathname;
  } catch {
    return "";
  }
};

export const eventsOf = (hits: AnalyticsHit[]) => hits.flatMap((hit) => hit.events);
