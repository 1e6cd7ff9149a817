import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// No module may import itself through others (docs/decisions/0032): a cycle means two pieces are one piece, or
// a shared part lives in the wrong place. eslint-plugin-import (import/no-cycle) is not installed, so this walks
// the imports itself. Type-only imports count: they tie the modules' meanings together just the same.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const sourceDirs = ["app", "db", "server"];
const extensions = ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const bare = specifier.split("?")[0] ?? specifier;
  let base: string;
  if (bare.startsWith("~/")) base = path.join(root, "app", bare.slice(2));
  else if (bare.startsWith(".")) base = path.resolve(path.dirname(from), bare);
  else return null;
  for (const ext of extensions) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const importPattern = /(?:^|[\s;])(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function importGraph(): Map<string, string[]> {
  const files = sourceDirs.flatMap((dir) => sourceFiles(path.join(root, dir)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    const targets = [...text.matchAll(importPattern)]
      .map((match) => resolveImport(file, match[1] ?? match[2] ?? ""))
      .filter((target): target is string => target !== null);
    graph.set(file, targets);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file (or a file importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component);
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("imports", () => {
  it("finds a cycle when there is one", () => {
    const graph = new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a"]], ["d", ["a"]]]);
    expect(cycles(graph).map((component) => component.sort())).toEqual([["a", "b", "c"]]);
  });

  it("the modules in app/, db/ and server/ form no cycle", () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    const found = cycles(graph).map((component) => component.map((file) => path.relative(root, file)).sort().join(" <-> "));
    expect(found).toEqual([]);
  });
});
