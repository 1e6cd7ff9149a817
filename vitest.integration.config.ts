import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Integration tests start the real server against real databases; they need `npm run build` first.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/integration/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/integration/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite needs a few hundred MB a database: keep parallelism modest on two cores.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
