import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { JobDone } from "./components/employer-jobs";
import { createEmployerJob, employerJobForForm, publishEmployerJob, setEmployerJobStatus, updateEmployerJob, type ResolvedPlace } from "./employer-jobs.server";
import { findRolePlace } from "./gazetteer.server";
import { jobFormMessages, jobFormSchema, jobStatusIntents, type JobFormInput } from "./job-form";
import type { Actor, EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { formKeyOf } from "~/lib/idempotency.server";
import { readForm } from "~/lib/read-form.server";

/** The commands behind the employer's jobs pages, for the portal's routes (the demonstration tree refuses all). */

const NO_ORGANISATION = "Your account is not linked to an employer organisation yet, so nothing was saved.";
const NOT_FOUND = "There is no role of yours at this address.";

function actorOf(user: { id: string; name: string; role: string }): Actor {
  return { userId: user.id, name: user.name, role: user.role };
}

function done(base: string, what: JobDone) {
  return redirect(`${base}?done=${what}`, 303);
}

/**
 * Close or reopen a role from the list. Closing stops applications, so the first press asks (the page shows the
 * question, with or without JavaScript) and only the second, with `confirmed=yes`, closes it.
 */
export async function jobsListAction(db: AppDb, subject: EmployerSubject, user: { id: string; name: string; role: string }, request: Request, base: string) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const jobId = String(form.get("jobId") ?? "");
  if (intent !== "close" && intent !== "reopen") return data({ problem: "That change is not one this page makes." }, { status: 400 });
  if (!subject.organisationId) return data({ problem: NO_ORGANISATION }, { status: 409 });
  if (intent === "close" && form.get("confirmed") !== "yes") {
    // Someone else's role is not found, before anything is asked about it.
    const job = await employerJobForForm(db, subject, jobId);
    if (!job) return data({ problem: "That role was not found among yours." }, { status: 404 });
    return data({ confirmClose: { jobId, title: job.title } });
  }
  const changed = await setEmployerJobStatus(db, subject, actorOf(user), jobId, jobStatusIntents[intent]);
  if (!changed) return data({ problem: "That role was not found among yours." }, { status: 404 });
  return done(base, intent === "close" ? "closed" : "reopened");
}

/** The form's place as the data model keeps it; undefined when the gazetteer knows no such town or postcode. */
function resolvePlace(input: JobFormInput): ResolvedPlace | undefined {
  if (input.workplace === "home") return input.homeArea ? { kind: "home", area: input.homeArea } : undefined;
  const place = input.place ? findRolePlace(input.place) : undefined;
  return place ? { kind: "workplace", place } : undefined;
}

/**
 * Save a new role as a draft (jobId null) or change one; either way the employer then sees the preview. A bad form,
 * or a place the gazetteer does not know, comes back with its messages and what was typed.
 */
export async function jobFormAction(
  db: AppDb,
  subject: EmployerSubject,
  user: { id: string; name: string; role: string },
  request: Request,
  base: string,
  jobId: string | null,
) {
  // Someone else's role is "not found" whatever was sent, before any message about the form.
  if (jobId !== null && !(await employerJobForForm(db, subject, jobId))) throw data(NOT_FOUND, { status: 404 });
  const form = await readForm(request);
  if (form.get("intent") !== "save") return data({ result: undefined, problem: "That change is not one this page makes." }, { status: 400 });
  const submission = parseWithZod(form, { schema: jobFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const where = resolvePlace(submission.value);
  if (!where) return data({ result: submission.reply({ fieldErrors: { place: [jobFormMessages.placeUnknown] } }) }, { status: 400 });
  if (!subject.organisationId) return data({ result: submission.reply({ formErrors: [NO_ORGANISATION] }) }, { status: 409 });
  const actor = actorOf(user);
  if (jobId === null) {
    const made = await createEmployerJob(db, subject, actor, submission.value, where, formKeyOf(form));
    if (!made) return data({ result: submission.reply({ formErrors: [NO_ORGANISATION] }) }, { status: 409 });
    return redirect(`${base}/${made}/preview`, 303);
  }
  const status = await updateEmployerJob(db, subject, actor, jobId, submission.value, where);
  if (!status) throw data(NOT_FOUND, { status: 404 });
  return redirect(`${base}/${jobId}/preview?done=saved`, 303);
}

/** Publish a draft from its preview. Publishing twice (a double press) finds no draft the second time and lands on the list as well. */
export async function jobPreviewAction(db: AppDb, subject: EmployerSubject, user: { id: string; name: string; role: string }, request: Request, base: string, jobId: string) {
  const job = await employerJobForForm(db, subject, jobId);
  if (!job) throw data(NOT_FOUND, { status: 404 });
  const form = await readForm(request);
  if (form.get("intent") !== "publish") return data({ problem: "That change is not one this page makes." }, { status: 400 });
  if (job.status !== "draft") return done(base, job.status === "open" ? "posted" : "saved");
  await publishEmployerJob(db, subject, actorOf(user), jobId);
  return done(base, "posted");
}
