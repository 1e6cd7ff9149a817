import { test as base } from "@playwright/test";

let next = 0;

/**
 * Playwright's test, where every test's browser presents its own client address (X-Forwarded-For, which
 * the e2e server trusts). Account pages are rate limited per address: use this test for specs that sign
 * up or sign in many times, so they do not use up each other's limits.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    next += 1;
    const ip = `198.18.${(testInfo.workerIndex % 250) + 1}.${(next % 250) + 1}`;
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": ip });
  },
});

export { expect } from "@playwright/test";
