import { data } from "react-router";
import { BODY_TOO_LARGE_MESSAGE, BodyTooLargeError, NUL_CHARACTER_MESSAGE, NulCharacterError, readFormBody, type ReadFormOptions } from "./request-body.server";

export const FORM_NOT_READ = "The form could not be read.";

/**
 * A page's posted form, read by the one body reader (request-body.server.ts). A body that is no form at all (plain
 * text, JSON, none) or a broken multipart body is the request's fault, not ours: 400, which the root error page
 * shows as "This form could not be read". A NUL character in any field is refused here too (400, with words that
 * say so), so no action or query ever sees one; a body over the limit is 413. Every action reads its form here,
 * before it changes anything.
 */
export async function readForm(request: Request, options?: ReadFormOptions): Promise<FormData> {
  try {
    return await readFormBody(request, options);
  } catch (error) {
    const headers = { "Cache-Control": "no-store" };
    if (error instanceof BodyTooLargeError) throw data(BODY_TOO_LARGE_MESSAGE, { status: 413, headers });
    if (error instanceof NulCharacterError) throw data(NUL_CHARACTER_MESSAGE, { status: 400, headers });
    throw data(FORM_NOT_READ, { status: 400, headers });
  }
}
