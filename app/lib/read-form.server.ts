import { data } from "react-router";

export const FORM_NOT_READ = "The form could not be read.";

/**
 * A page's posted form. A body that is no form at all (plain text, JSON, none) or a broken multipart body makes
 * `request.formData()` throw, which would reach the person as a server fault (500); it is their request that is
 * wrong, so the answer is 400, which the root error page shows as "This form could not be read". Every action
 * reads its form here, before it changes anything.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(FORM_NOT_READ, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
}
