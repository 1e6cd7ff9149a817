import { useLocation } from "react-router";
import { BODY_TOO_LARGE_MESSAGE, NUL_CHARACTER_MESSAGE } from "~/lib/request-refusals";
import { ButtonLink } from "./ui/button";

/** The words of a refusal made before the page's own code ran (a NUL character, a body too large); any other 400 has none. */
export function refusalReason(data: unknown): string | undefined {
  return data === NUL_CHARACTER_MESSAGE || data === BODY_TOO_LARGE_MESSAGE ? data : undefined;
}

/**
 * Shown when a post to a page carried no form the page could read (answered 400, or 413 when too large; `reason`
 * says why when it was a NUL character or the size): nothing was sent or saved. The way on is the page itself,
 * opened afresh, rather than the browser's reload, which would send the same body again.
 */
export function FormNotRead({ reason }: { reason?: string }) {
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <title>This form could not be read | Fair Chance Works</title>
      <h1 className="text-3xl font-bold sm:text-4xl">This form could not be read</h1>
      {reason ? <p className="mt-4 text-lg text-ink-soft">{reason}</p> : null}
      <p className="mt-4 text-lg text-ink-soft">
        Nothing was sent or saved. Open the page again and fill in the form there.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={`${pathname}${search}`} size="lg" reloadDocument>
          Open the page again
        </ButtonLink>
        <ButtonLink to="/" variant="outline" size="lg" reloadDocument>
          Go Home
        </ButtonLink>
      </div>
    </div>
  );
}
