import type { Plugin } from "vite";

const SONNER_ENTRY = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
// The one statement that puts sonner's stylesheet into an inline <style> tag when the module loads.
const INJECTION = /(^|\n)__insertCSS\("(?:[^"\\]|\\.)*"\);?/;

/**
 * sonner adds its stylesheet as an inline <style> tag at runtime, which the Content Security Policy
 * (style-src 'self') blocks. The enquiry form's routes link sonner's own stylesheet file instead, and this plugin
 * removes the injection from the browser bundle. The build fails if the injection is not found, so an
 * upgrade that changes it is noticed instead of quietly breaking the toasts or the policy.
 */
export function sonnerWithoutInlineStyles(): Plugin {
  return {
    name: "sonner-without-inline-styles",
    enforce: "pre",
    transform(code, id) {
      if (!SONNER_ENTRY.test(id.split("?")[0] ?? "")) return null;
      if (!INJECTION.test(code)) {
        this.error(
          "sonner no longer injects its styles the way this plugin expects. Check whether it still adds a <style> tag " +
            "(blocked by the CSP) and update or remove vite-plugins/sonner-without-inline-styles.ts.",
        );
      }
      return { code: code.replace(INJECTION, "$1"), map: null };
    },
  };
}
