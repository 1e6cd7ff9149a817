import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { moveEmployerApplication, WITHDRAWN_MESSAGES } from "./employer-applications.server";
import { moveApplicationSchema } from "./move-application-form";
import type { EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { formKeyOf } from "~/lib/idempotency.server";
import { readForm } from "~/lib/read-form.server";
import type { Notices } from "~/features/notifications/record-notice.server";

/** The applications page's one command: move an application on, with a note. Bad input is a 400 that keeps it. */
export async function applicationsAction(db: AppDb, notices: Notices, subject: EmployerSubject, user: { id: string; name: string; role: string }, request: Request) {
  const form = await readForm(request);
  if (form.get("intent") !== "move") return data({ problem: "That change is not one this page makes." }, { status: 400 });
  const applicationId = String(form.get("applicationId") ?? "");
  const submission = parseWithZod(form, { schema: moveApplicationSchema });
  if (submission.status !== "success") return data({ applicationId, result: submission.reply() }, { status: 400 });
  if (!subject.organisationId) return data({ problem: "Your account is not linked to an employer organisation yet, so nothing was saved." }, { status: 409 });
  const moved = await moveEmployerApplication(db, subject, { userId: user.id, name: user.name, role: user.role }, submission.value, formKeyOf(form), notices);
  if (moved === "missing") return data({ problem: "That application was not found among yours." }, { status: 404 });
  // Whatever status was asked for: a withdrawn application is the candidate's decision and stays withdrawn.
  if (moved === "withdrawn") return data({ applicationId, problem: WITHDRAWN_MESSAGES.noMove }, { status: 409 });
  return data({ applicationId, result: submission.reply({ resetForm: true }), moved: submission.value.status });
}
