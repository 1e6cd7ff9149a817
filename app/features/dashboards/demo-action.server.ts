import { data, type ActionFunctionArgs } from "react-router";
import type { DemoRefusal } from "./components/demo-refusal";
import { readForm } from "~/lib/read-form.server";

const MAX_FIELDS = 100;
const MAX_LENGTH = 10_000;

/**
 * The action of every demonstration page: it changes nothing and says so (403), keeping what was typed.
 * Files are dropped, and nothing posted is logged.
 */
export async function demoAction({ request }: Pick<ActionFunctionArgs, "request">) {
  // Every value of each name, so a group of tick boxes comes back whole; `values` is the first of each.
  const lists: Record<string, string[]> = {};
  let kept = 0;
  try {
    const form = await readForm(request);
    for (const [name, value] of form.entries()) {
      if (kept >= MAX_FIELDS) break;
      if (typeof value !== "string") continue;
      kept += 1;
      (lists[name] ??= []).push(value.slice(0, MAX_LENGTH));
    }
  } catch {
    // A body that is not a form: nothing to keep, and still refused the same way.
  }
  const values = Object.fromEntries(Object.entries(lists).map(([name, all]) => [name, all[0]!]));
  return data<DemoRefusal>({ demoRefused: true, values, lists }, { status: 403 });
}
