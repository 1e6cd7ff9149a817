import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { JobDone } from "./components/employer-jobs";
import { createEmployerJob, employerJobForForm, setEmployerJobStatus, updateEmployerJob } from "./employer-jobs.server";
import { jobFormSchema, jobStatusIntents } from "./job-form";
import type { Actor, EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { readForm } from "~/lib/read-form.server";

/** The commands behind the employer's jobs pages, for the portal's routes (the demonstration tree refuses all). */

const NO_ORGANISATION = "Your account is not linked to an employer organisation yet, so nothing was saved.";

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

/** Post a role (jobId null) or change one. A bad form comes back with its messages and what was typed. */
export async function jobFormAction(
  db: AppDb,
  subject: EmployerSubject,
  user: { id: string; name: string; role: string },
  request: Request,
  base: string,
  jobId: string | null,
) {
  // Someone else's role is "not found" whatever was sent, before any message about the form.
  if (jobId !== null && !(await employerJobForForm(db, subject, jobId))) throw data("There is no role of yours at this address.", { status: 404 });
  const form = await readForm(request);
  if (form.get("intent") !== "save") return data({ result: undefined, problem: "That change is not one this page makes." }, { status: 400 });
  const submission = parseWithZod(form, { schema: jobFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  if (!subject.organisationId) return data({ result: submission.reply({ formErrors: [NO_ORGANISATION] }) }, { status: 409 });
  const actor = actorOf(user);
  if (jobId === null) {
    const made = await createEmployerJob(db, subject, actor, submission.value);
    if (!made) return data({ result: submission.reply({ formErrors: [NO_ORGANISATION] }) }, { status: 409 });
    return done(base, submission.value.status === "draft" ? "drafted" : "posted");
  }
  const changed = await updateEmployerJob(db, subject, actor, jobId, submission.value);
  if (!changed) throw data("There is no role of yours at this address.", { status: 404 });
  return done(base, "saved");
}
