import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Actor, DataSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { replyFormSchema } from "./reply-form";
import { isOwnThread, markThreadRead, replyToThread, threadDetail } from "./threads.server";
import { formKeyOf } from "~/lib/idempotency.server";
import { readForm } from "~/lib/read-form.server";
import type { Notices } from "~/features/notifications/record-notice.server";

export const SENT_FLAG = "sent";

const notFound = () => data("There is no page at this address.", { status: 404 });

/**
 * A thread page's data: the thread (unread messages marked as such) and, on a real page, the thread is then
 * marked read. Someone else's thread, a demonstration thread on a real page or no thread at all: 404.
 */
export async function threadPage(db: AppDb, subject: DataSubject, threadId: string, url: URL) {
  const thread = await threadDetail(db, subject, threadId);
  if (!thread) throw notFound();
  await markThreadRead(db, subject, thread.id);
  return { thread, sent: url.searchParams.get(SENT_FLAG) === "1" };
}

/** The reply form's action on a real thread: a refused reply comes back (400) with its text; a sent one reloads the thread. */
export async function submitReply(db: AppDb, request: Request, actor: Actor, subject: DataSubject, threadId: string, threadPath: string, notices: Notices) {
  if (!(await isOwnThread(db, subject, threadId))) throw notFound();
  // readForm answers an unreadable, too large or NUL-carrying body itself, saying why.
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: replyFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  if (!(await replyToThread(db, subject, actor, threadId, submission.value.body, new Date(), formKeyOf(form), notices))) throw notFound();
  throw redirect(`${threadPath}?${SENT_FLAG}=1`);
}
