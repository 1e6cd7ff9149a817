import { data, type ActionFunctionArgs } from "react-router";
import type { DemoRefusal } from "./components/demo-refusal";

const MAX_FIELDS = 100;
const MAX_LENGTH = 10_000;

/**
 * The action of every demonstration page: it changes nothing and says so (403), keeping what was typed.
 * Files are dropped, and nothing posted is logged.
 */
export async function demoAction({ request }: Pick<ActionFunctionArgs, "request">) {
  const values: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  let kept = 0;
  try {
    const form = await request.formData();
    for (const [name, value] of form.entries()) {
      if (kept >= MAX_FIELDS) break;
      if (typeof value !== "string") continue;
      kept += 1;
      const text = value.slice(0, MAX_LENGTH);
      if (!Object.hasOwn(values, name)) values[name] = text;
      // Every value of a name sent more than once (a group of tick boxes), so all the ticks come back.
      (lists[name] ??= []).push(text);
    }
  } catch {
    // A body that is not a form: nothing to keep, and still refused the same way.
  }
  return data<DemoRefusal>({ demoRefused: true, values, lists }, { status: 403 });
}
