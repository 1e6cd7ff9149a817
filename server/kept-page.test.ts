import { describe, expect, it } from "vitest";
import { fillTemplate, makeTemplate } from "./kept-page";

describe("a kept page's template", () => {
  it("puts fresh values wherever either marker and the pattern stood, and nothing else changes", () => {
    const html = `<script nonce="N1">x</script><input name="formKey" value="F1.key.a"><input name="startedAt" value="123"><p>N1 F1</p>`;
    const template = makeTemplate(html, [{ hole: "nonce", text: "N1" }, { hole: "formNonce", text: "F1" }], {
      hole: "startedAt",
      regex: /(<input[^>]*\bname="startedAt"[^>]*\bvalue=")(\d+)(")/g,
    });
    expect(template.holes).toEqual(["nonce", "formNonce", "startedAt", "nonce", "formNonce"]);
    expect(fillTemplate(template, { nonce: "N1", formNonce: "F1", startedAt: "123" })).toBe(html);
    expect(fillTemplate(template, { nonce: "n2", formNonce: "f2", startedAt: "456" })).toBe(
      `<script nonce="n2">x</script><input name="formKey" value="f2.key.a"><input name="startedAt" value="456"><p>n2 f2</p>`,
    );
  });

  it("keeps a page with no marker in it whole", () => {
    const template = makeTemplate("<p>plain</p>", [{ hole: "nonce", text: "absent" }]);
    expect(template).toEqual({ parts: ["<p>plain</p>"], holes: [] });
  });
});
