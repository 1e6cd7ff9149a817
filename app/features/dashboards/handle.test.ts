import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageNeedsScripts } from "~/lib/page-scripts";
import { areaList } from "./areas";
import { dashboardHandle } from "./handle";

const ROUTES = path.resolve(import.meta.dirname, "../../routes");
const DASHBOARD_ROUTES = path.join(ROUTES, "dashboard");

/**
 * Dashboard route modules that may hydrate React, each with the reason. A page goes without React's scripts only
 * when every route it is made of says so (app/lib/page-scripts.ts), so one module missing the handle would bring
 * React DOM and React Router back to its pages. Empty: every dashboard page works as HTML with the small scripts.
 */
const HYDRATED: Record<string, string> = {};

function moduleFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return moduleFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

/** A module that draws a page (it has a component); one that only answers with a file or a redirect has none. */
const drawsAPage = (source: string) => /^export default /m.test(source);

describe("the dashboard handle", () => {
  it("sends a dashboard page without React's scripts, with the dashboard's small scripts", () => {
    const page = [
      { id: "root", handle: undefined },
      { id: "routes/dashboard/layout", handle: dashboardHandle },
      { id: "dashboard/caseworker", handle: dashboardHandle },
    ];
    expect(pageNeedsScripts(page)).toBe(false);
    expect(dashboardHandle.enhance).toEqual(expect.arrayContaining(["dashboard", "submit-label", "tabs"]));
  });

  it("is exported by the dashboard layout and every dashboard page module", () => {
    const missing = moduleFiles(DASHBOARD_ROUTES)
      .map((file) => ({ file: path.relative(ROUTES, file), source: fs.readFileSync(file, "utf8") }))
      .filter(({ file, source }) => drawsAPage(source) && !(file in HYDRATED))
      .filter(({ source }) => !/^export const handle = dashboardHandle;$/m.test(source))
      .map(({ file }) => file);
    expect(missing).toEqual([]);
  });

  it("covers every page of the area table that is drawn as HTML", () => {
    const pages = areaList.filter((area) => !("download" in area && area.download));
    for (const area of pages) {
      const source = fs.readFileSync(path.join(ROUTES, area.file), "utf8");
      if (!drawsAPage(source)) continue;
      expect.soft(source, `${area.file} (${area.pattern})`).toMatch(/^export const handle = dashboardHandle;$/m);
    }
    expect(pages.length).toBeGreaterThan(50);
  });

  it("names only modules that exist on its list of exceptions", () => {
    for (const file of Object.keys(HYDRATED)) expect(fs.existsSync(path.join(ROUTES, file)), file).toBe(true);
  });
});
