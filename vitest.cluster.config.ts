import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `npm run test:cluster`: two production servers (the compiled build) on PostgreSQL and Redis. Needs
// `npm run build` and `npm run build:server` first (the npm script does both).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
