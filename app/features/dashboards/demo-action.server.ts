import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs } from "react-router";
import type { ZodType } from "zod";
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

/** The schemas of a demonstration page's forms, by the `intent` each form sends ("save", "add-note"; "" for none). */
export type DemoSchemas = Readonly<Record<string, ZodType<Record<string, unknown>>>>;

/**
 * Checks a demonstration form as its portal action does, so the demonstration shows the same messages under the
 * fields before it refuses the change. Dashboard pages are sent without React (docs/decisions/0038), so the
 * browser no longer checks them first: without this an empty form would be answered only 'not saved'. Null when
 * the form is complete (the demonstration then refuses it) or is not one of `schemas`.
 */
export async function demoFieldProblems(request: Request, schemas: DemoSchemas) {
  let form: FormData;
  try {
    form = await readForm(request.clone());
  } catch {
    return null;
  }
  // A page's one form may send no intent: its schema is under "".
  const sent = form.get("intent");
  const intent = typeof sent === "string" ? sent : "";
  if (!Object.hasOwn(schemas, intent)) return null;
  const schema = schemas[intent]!;
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? null : data({ intent, result: submission.reply(), saved: false as const }, { status: 400 });
}
