import { defineConfig, devices } from "@playwright/test";
import { chromeArgs, chromePath } from "./tests/e2e/support/chrome";

// The global setup starts the built server on a free port and publishes its address here for the workers.
const baseURL = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "off",
    launchOptions: { executablePath: chromePath(), args: chromeArgs },
  },
  projects: [
    // *.desktop.spec.ts and *.mobile.spec.ts run at one width only; every other spec runs at both.
    { name: "desktop", testIgnore: /\.mobile\.spec\.ts$/, use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "mobile", testIgnore: /\.desktop\.spec\.ts$/, use: { ...devices["Pixel 7"], channel: undefined } },
  ],
});
