/**
 * npm run bench:assistant: asks the assistant every question of its test set (app/features/assistant/question-set.ts,
 * questions as people write them, each with the answer it must give) and prints the share answered right, and
 * what was wrong with the others. The same set runs in the unit suite.
 */
import { performance } from "node:perf_hooks";
import { judge, questionSet, QUESTION_SET_TODAY } from "../app/features/assistant/question-set";

const started = performance.now();
const judged = questionSet.map((expected) => judge(expected));
const elapsed = performance.now() - started;
const right = judged.filter((result) => result.ok).length;

console.log(`Assistant test set, answered on ${QUESTION_SET_TODAY}: ${questionSet.length} questions`);
for (const kind of ["worked", "depends", "rule", "elsewhere", "search"] as const) {
  const ofKind = questionSet.map((expected, i) => ({ expected, result: judged[i]! })).filter(({ expected }) => expected.kind === kind);
  if (ofKind.length === 0) continue;
  console.log(`  ${kind.padEnd(9)} ${ofKind.filter(({ result }) => result.ok).length} of ${ofKind.length} right`);
}
for (const result of judged.filter((r) => !r.ok)) console.log(`  wrong: ${JSON.stringify(result.question)}: ${result.problems.join("; ")}`);
console.log(`Answered right: ${right} of ${judged.length} (${((right / judged.length) * 100).toFixed(1)}%), in ${elapsed.toFixed(0)} ms (${(elapsed / judged.length).toFixed(2)} ms a question)`);
process.exitCode = right === judged.length ? 0 : 1;
