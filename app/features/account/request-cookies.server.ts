/**
 * Some account changes replace the session (turning two-step sign-in on or off, changing the password and
 * signing out other devices): better-auth deletes the old session and sends a cookie for a new one.
 *
 * With JavaScript, the browser receives that cookie before it asks for the page again. Without JavaScript,
 * React Router runs the action and then the page's loader inside the SAME request, which still carries the
 * old cookie, so the loader would find no session and send the person to sign in. The action therefore
 * notes the cookies it set against this request's context, and the loader reads the request as the
 * browser will send it next time.
 */

const cookiesAfterAction = new WeakMap<object, string>();

type Cookie = { name: string; value: string; expired: boolean };

function parseSetCookie(header: string): Cookie | null {
  const [pair, ...attributes] = header.split(";");
  const equals = pair?.indexOf("=") ?? -1;
  if (!pair || equals <= 0) return null;
  const name = pair.slice(0, equals).trim();
  const value = pair.slice(equals + 1).trim();
  let expired = value === "";
  for (const attribute of attributes) {
    const [key, ...rest] = attribute.split("=");
    const attributeName = key?.trim().toLowerCase();
    const attributeValue = rest.join("=").trim();
    if (attributeName === "max-age" && Number(attributeValue) <= 0) expired = true;
    if (attributeName === "expires" && Date.parse(attributeValue) <= Date.now()) expired = true;
  }
  return { name, value, expired };
}

/** The Cookie header a browser would send after applying these Set-Cookie headers. */
export function applySetCookies(cookieHeader: string | null, setCookies: string[]): string {
  const jar = new Map<string, string>();
  for (const part of (cookieHeader ?? "").split(";")) {
    const equals = part.indexOf("=");
    if (equals <= 0) continue;
    jar.set(part.slice(0, equals).trim(), part.slice(equals + 1).trim());
  }
  for (const header of setCookies) {
    const cookie = parseSetCookie(header);
    if (!cookie) continue;
    if (cookie.expired) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Called by an action with the headers better-auth returned. */
export function rememberSetCookies(context: object, request: Request, headers: Headers) {
  const setCookies = headers.getSetCookie();
  if (setCookies.length === 0) return;
  const current = cookiesAfterAction.get(context) ?? request.headers.get("cookie");
  cookiesAfterAction.set(context, applySetCookies(current, setCookies));
}

/** The request as the loader should see it: with the cookies an earlier action in this request set. */
export function requestAfterAction(context: object, request: Request): Request {
  const cookie = cookiesAfterAction.get(context);
  if (cookie === undefined) return request;
  const headers = new Headers(request.headers);
  if (cookie) headers.set("cookie", cookie);
  else headers.delete("cookie");
  return new Request(request.url, { method: "GET", headers, signal: request.signal });
}
