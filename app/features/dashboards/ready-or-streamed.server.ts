/** How long a dashboard home waits for its summary before sending the page without it (ms). */
export const SUMMARY_WAIT_MS = 250;

/**
 * A summary that is ready within `withinMs` comes back as itself, so the server draws it into the page, where it
 * shows without JavaScript too (a part streamed after the page is put in place by a script). One that takes longer
 * comes back as its promise, streamed after the page as before, so a slow query never holds the page back long.
 * A failure within the wait is streamed too, so the page shows its "could not be loaded" line, not an error page.
 *
 * Boxed in `{ value }`: an async function that returned the promise itself would wait for it.
 */
export async function readyOrStreamed<T>(work: Promise<T>, withinMs = SUMMARY_WAIT_MS): Promise<{ value: T | Promise<T> }> {
  // Handled by the page (React Router's Await) when it is streamed; never an unhandled rejection here.
  work.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), withinMs);
  });
  const settled = await Promise.race([work.then((value) => ({ value }), () => null), waited]);
  clearTimeout(timer);
  return settled ?? { value: work };
}
