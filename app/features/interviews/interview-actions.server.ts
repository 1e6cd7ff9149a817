import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Actor, CandidateSubject, EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { formKeyOf } from "~/lib/idempotency.server";
import { readForm } from "~/lib/read-form.server";
import type { Notices } from "~/features/notifications/record-notice.server";
import { acceptSchema, anotherTimeSchema, offerSchema, type InterviewDone } from "./interview-form";
import { acceptInterviewTime, askAnotherTime, cancelInterview, interviewPage, offerInterview, type InterviewOutcome } from "./interviews.server";

export const interviewProblems = {
  withdrawn: "The candidate withdrew this application, so its interview can no longer change.",
  notNow: "The interview has changed since this page opened, so nothing was saved. Read where it stands below.",
  unknown: "That change is not one this page makes.",
} as const;

type Page = { db: AppDb; notices: Notices; actor: Actor; request: Request; applicationId: string };

/** After a change: the page again, saying what happened (a reload sends nothing twice). */
function answer(outcome: InterviewOutcome, done: InterviewDone, request: Request) {
  if (outcome === "missing") throw data("There is no application with this address.", { status: 404 });
  if (outcome === "withdrawn") return data({ problem: interviewProblems.withdrawn }, { status: 409 });
  if (outcome === "not-now") return data({ problem: interviewProblems.notNow }, { status: 409 });
  return redirect(`${new URL(request.url).pathname}?done=${done}`, 303);
}

/**
 * Whose application it is comes before anything about the form: someone else's is "not found" whatever was sent,
 * so a bad form or a first press of Cancel cannot tell them the application exists.
 */
async function mustBeTheirs(page: Page, who: Parameters<typeof interviewPage>[1]) {
  if (!(await interviewPage(page.db, who, page.applicationId))) throw data("There is no application with this address.", { status: 404 });
}

/** Cancelling cannot be undone: the first press asks, the second (confirmed=yes) cancels. */
async function cancel(page: Page, form: FormData, who: Parameters<typeof cancelInterview>[1]) {
  if (form.get("confirmed") !== "yes") return { confirmCancel: true };
  return answer(await cancelInterview(page.db, who, page.actor, page.applicationId, formKeyOf(form), page.notices), "cancelled", page.request);
}

/** The employer's interview page: offer (or move to) new times, or cancel. Bad input is a 400 that keeps it. */
export async function employerInterviewAction(page: Page, subject: EmployerSubject) {
  await mustBeTheirs(page, { side: "employer", subject });
  const form = await readForm(page.request);
  const intent = form.get("intent");
  if (intent === "offer") {
    const submission = parseWithZod(form, { schema: offerSchema() });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const outcome = await offerInterview(page.db, subject, page.actor, page.applicationId, submission.value, formKeyOf(form), page.notices);
    return outcome === "offered" || outcome === "moved" ? answer("done", outcome, page.request) : answer(outcome, "offered", page.request);
  }
  if (intent === "cancel") return cancel(page, form, { side: "employer", subject });
  return data({ problem: interviewProblems.unknown }, { status: 400 });
}

/** The candidate's interview page: accept a time, ask for another, or cancel. */
export async function candidateInterviewAction(page: Page, subject: CandidateSubject) {
  await mustBeTheirs(page, { side: "candidate", subject });
  const form = await readForm(page.request);
  const intent = form.get("intent");
  if (intent === "accept") {
    const submission = parseWithZod(form, { schema: acceptSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    return answer(await acceptInterviewTime(page.db, subject, page.actor, page.applicationId, submission.value.timeId, formKeyOf(form), page.notices), "accepted", page.request);
  }
  if (intent === "another") {
    const submission = parseWithZod(form, { schema: anotherTimeSchema });
    if (submission.status !== "success") return data({ anotherResult: submission.reply() }, { status: 400 });
    return answer(await askAnotherTime(page.db, subject, page.actor, page.applicationId, submission.value.message, formKeyOf(form), page.notices), "another", page.request);
  }
  if (intent === "cancel") return cancel(page, form, { side: "candidate", subject });
  return data({ problem: interviewProblems.unknown }, { status: 400 });
}
