/**
 * The functions with the most self time in a V8 .cpuprofile, and the same grouped by package (node_modules/<name>)
 * or file, so a profile can be read as text: `node --import tsx bench/cpuprofile-summary.ts <file> [rows]`.
 */
import fs from "node:fs";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples?: number[]; timeDeltas?: number[] };

function where(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return url;
  if (!url) return "(native)";
  return url.replace(/^.*\/(build|app|server)\//, "$1/");
}

/**
 * `window` (µs on the monotonic clock, which V8's profile and process.hrtime share on Linux) keeps only the samples
 * taken within it, such as a load run, leaving out start-up and shutdown.
 */
export function summariseProfile(profile: Profile, rows = 30, window?: { from: number; to: number }): string {
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let at = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    at += deltas[i] ?? 0;
    if (window && (at < window.from || at > window.to)) continue;
    self.set(samples[i]!, (self.get(samples[i]!) ?? 0) + (deltas[i] ?? 0));
  }
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    total += us;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || "(anonymous)"}  ${where(url)}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    byPlace.set(where(url), (byPlace.get(where(url)) ?? 0) + us);
  }
  const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `  ${pct(us)} ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
  return [
    `total sampled ${(total / 1000).toFixed(0)} ms`,
    "self time by function:",
    ...top(byFunction, rows),
    "self time by package or file:",
    ...top(byPlace, 20),
  ].join("\n");
}

if (process.argv[1]?.endsWith("cpuprofile-summary.ts")) {
  const file = process.argv[2];
  if (!file) throw new Error("usage: cpuprofile-summary.ts <file.cpuprofile> [rows]");
  console.log(summariseProfile(JSON.parse(fs.readFileSync(file, "utf8")), Number(process.argv[3] ?? 30)));
}
