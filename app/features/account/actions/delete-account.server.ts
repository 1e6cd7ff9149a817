import crypto from "node:crypto";
import { data, redirect, type AppLoadContext } from "react-router";
import { removeUploadsWithoutRows, uploadKeysOfAccount } from "~/features/applications/uploads.server";
import { readForm } from "~/lib/read-form.server";
import { deleteAccountSchema } from "../schema";
import { begin, parse, type Step, text, tooManyTries } from "./shared.server";

export type DeleteAccountResult = { id: string; errors?: Record<string, string | undefined>; message?: string };

/** The /account/delete action: checks the password, then removes the account and all its sessions. */
export async function deleteAccountAction(context: AppLoadContext, request: Request) {
  const started = await begin(context, request);
  const form = await readForm(request);
  const step: Step = { ...started, form };
  const answer = (fields: Omit<DeleteAccountResult, "id">) =>
    data<DeleteAccountResult>({ id: crypto.randomUUID(), ...fields }, { status: 400, headers: step.cookies.headers });
  const parsed = parse(form, deleteAccountSchema);
  if (!parsed.success) return answer({ errors: parsed.errors });
  const wait = await tooManyTries(step, "password");
  if (wait) return answer({ message: wait });
  // CV files sent with the person's applications: their rows go with the account (cascade), the files just after.
  const uploads = await uploadKeysOfAccount(context.database.db, started.current.user.id);
  const call = await step.cookies.run(() =>
    context.auth.api.deleteUser({ headers: request.headers, body: { password: parsed.data.password }, returnHeaders: true }),
  );
  if (!call.ok) {
    if (call.failure.code === "INVALID_PASSWORD") return answer({ errors: { password: text.wrongPassword } });
    return answer({ message: call.failure.message ?? text.unexpected });
  }
  // A file left behind by a failure here is removed by the retention sweep's clean-up of files without rows.
  await removeUploadsWithoutRows(context.database.db, context.env.uploadDir, uploads).catch((error: unknown) => {
    context.logger.warn({ err: error }, "could not remove a deleted account's uploaded files; the next sweep will");
  });
  // better-auth's afterDelete hook records account_deleted in the audit table.
  throw redirect("/account/deleted", { headers: step.cookies.headers });
}
