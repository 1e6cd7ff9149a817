import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StatisticCard } from "./statistic-card";
import { aboutStatistics, allStatistics, employerStatistics, homeStatistics, sourceCitation, statistics } from "./statistics";

const appDir = fileURLToPath(new URL("../..", import.meta.url));
const moduleFile = "features/marketing/statistics.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/**
 * Files whose numbers are not statistics about the world: prices of jobs in the sample list, the liability cap
 * in the terms, document fees, and the builder's progress.
 */
const notStatistics = new Set([
  "features/jobs/sample-jobs.ts",
  "features/legal/terms-of-use.tsx",
  "features/resources/components/practical-support.tsx",
]);

// A percentage (not a CSS value such as basis-[88%]), an amount in millions or billions, or a count
// abbreviated with K or M (e.g. 78K, 1.2M+).
const figurePatterns = [
  /(?<![[\w.-])\d{1,3}(?:\.\d+)?\s?%/,
  /£\s?\d[\d,.]*\s?(?:bn|billion|B|m|million)\b/i,
  /\b\d[\d,.]*\s?(?:K|M)\+?(?![\w-])/,
  /\b\d[\d,.]*\s(?:million|billion)\b/i,
];

describe("statistics", () => {
  it("gives every figure a publisher, a title, a year and an https link", () => {
    expect(allStatistics.length).toBeGreaterThan(0);
    for (const statistic of allStatistics) {
      const { source } = statistic;
      expect(source.publisher.trim(), statistic.id).not.toBe("");
      expect(source.title.trim(), statistic.id).not.toBe("");
      expect(Number.isInteger(source.year) && source.year >= 2000 && source.year <= new Date().getFullYear(), statistic.id).toBe(true);
      expect(new URL(source.url).protocol, statistic.id).toBe("https:");
      expect(statistic.value.trim(), statistic.id).not.toBe("");
      expect(statistic.label.trim(), statistic.id).not.toBe("");
    }
  });

  it("has unique ids, and each page shows only figures from the module", () => {
    expect(new Set(allStatistics.map((statistic) => statistic.id)).size).toBe(allStatistics.length);
    for (const statistic of [...homeStatistics, ...aboutStatistics, ...employerStatistics]) {
      expect(allStatistics).toContain(statistic);
    }
  });

  it("shows what the sources say, not the figures they contradict", () => {
    expect(statistics.employersWouldHire.value).toBe("45%");
    expect(statistics.costOfReoffending.value).toBe("£18.1bn");
    expect(statistics.costOfReoffending.label).toMatch(/England and Wales/);
    expect(statistics.prisonLeaversNotInWork.label).toMatch(/six months after release/);
    const shown = allStatistics.map((statistic) => statistic.value);
    for (const old of ["92%", "87%", "£18.5B", "78K", "850K+", "1.2M+", "81%", "60%"]) {
      expect(shown).not.toContain(old);
    }
  });

  it("renders a card with the figure, its meaning and a link to its source", () => {
    const statistic = statistics.costOfReoffending;
    const html = renderToStaticMarkup(createElement(StatisticCard, { statistic }));
    expect(html).toContain(statistic.value);
    expect(html).toContain(statistic.label);
    expect(html).toContain(`href="${statistic.source.url}"`);
    expect(html).toContain("Source:");
    expect(html).toContain(sourceCitation(statistic.source).replace(/&/g, "&amp;"));
  });

  it("is the only place in the app that types a figure", () => {
    const offenders: string[] = [];
    for (const path of sourceFiles(appDir)) {
      const file = relative(appDir, path).split("\\").join("/");
      if (file === moduleFile || notStatistics.has(file)) continue;
      const text = readFileSync(path, "utf8");
      for (const value of allStatistics.map((statistic) => statistic.value)) {
        if (text.includes(value)) offenders.push(`${file}: ${value}`);
      }
      for (const pattern of figurePatterns) {
        const match = pattern.exec(text);
        if (match) offenders.push(`${file}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
