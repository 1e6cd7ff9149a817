import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { ISLAND_ENTRIES } from "./app/lib/island-entries";
import reactRouterConfig from "./react-router.config";
import { islandEntries } from "./vite-plugins/island-entries";
import { sonnerWithoutInlineStyles } from "./vite-plugins/sonner-without-inline-styles";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  plugins: [sonnerWithoutInlineStyles(), tailwindcss(), reactRouter(), islandEntries(ISLAND_ENTRIES, { clientOutDir: `${reactRouterConfig.buildDirectory}/client`, alias })],
  resolve: { alias },
  build: {
    // Inlined assets would need a CSP exception; keep every asset a file.
    assetsInlineLimit: 0,
  },
  server: { host: "127.0.0.1" },
});
