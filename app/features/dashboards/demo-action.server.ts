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
  try {
    const form = await request.formData();
    for (const [name, value] of form.entries()) {
      if (Object.keys(values).length >= MAX_FIELDS) break;
      if (typeof value === "string" && !Object.hasOwn(values, name)) values[name] = value.slice(0, MAX_LENGTH);
    }
  } catch {
    // A body that is not a form: nothing to keep, and still refused the same way.
  }
  return data<DemoRefusal>({ demoRefused: true, values }, { status: 403 });
}
