import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { sonnerWithoutInlineStyles } from "./vite-plugins/sonner-without-inline-styles";

export default defineConfig({
  plugins: [sonnerWithoutInlineStyles(), tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // Inlined assets would need a CSP exception; keep every asset a file.
    assetsInlineLimit: 0,
  },
  server: { host: "127.0.0.1" },
});
