import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { users } from "../../../db/schema";
import type { Role } from "../../../db/schema/vocabulary";
import type { SmtpListener } from "./smtp";
import { waitFor } from "./smtp";
import type { TestServer } from "./test-server";

/** A browser's cookies, kept from Set-Cookie headers. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  /** Every Set-Cookie line seen, for checking attributes. */
  readonly raw: string[] = [];

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      this.raw.push(line);
      const [pair, ...attributes] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}

let nextIp = 1;
/** A client address of its own, so tests do not share rate limits. */
export function freshIp(): string {
  const n = nextIp++;
  return `203.0.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

export type Client = {
  jar: CookieJar;
  ip: string;
  get(path: string): Promise<Response>;
  /** A form POST, as a browser without JavaScript sends it (URLSearchParams for a name sent more than once). */
  post(path: string, fields: Record<string, string> | URLSearchParams): Promise<Response>;
  /** A JSON POST to better-auth's API. */
  api(path: string, body?: unknown, method?: string): Promise<Response>;
};

export function client(server: TestServer, ip: string = freshIp(), jar: CookieJar = new CookieJar()): Client {
  const headers = () => {
    const h: Record<string, string> = { "X-Forwarded-For": ip, Origin: server.env.publicUrl };
    const cookie = jar.header();
    if (cookie) h.Cookie = cookie;
    return h;
  };
  const keep = (response: Response) => {
    jar.take(response);
    return response;
  };
  return {
    jar,
    ip,
    get: async (path) => keep(await server.fetch(path, { headers: headers() })),
    post: async (path, fields) =>
      keep(
        await server.fetch(path, {
          method: "POST",
          headers: { ...headers(), "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        }),
      ),
    api: async (path, body, method = "POST") =>
      keep(
        await server.fetch(`/api/auth${path}`, {
          method,
          headers: { ...headers(), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
  };
}

export const goodPassword = "lantern orchard pebble 42";

let nextPerson = 1;
export function newEmail(prefix = "person"): string {
  return `${prefix}.${Date.now().toString(36)}.${nextPerson++}@example.org`;
}

/** The newest message to `to` whose subject contains `subject`. */
export async function mailTo(smtp: SmtpListener, to: string, subject: string) {
  return waitFor(
    () => [...smtp.received].reverse().find((m) => m.to.includes(to.toLowerCase()) && (m.headers.subject ?? "").includes(subject)),
    `an email to ${to} about "${subject}"`,
  );
}

export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, "\\$&")}[^\\s]*`).exec(text);
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return match[0];
}

export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

/**
 * Opens an email link as a person does: the page it shows (which changes nothing), then its Continue button,
 * which posts the link's token back. Returns the answer to Continue.
 */
export async function openEmailLink(browser: Client, link: string): Promise<Response> {
  const page = await browser.get(pathOf(link));
  if (page.status !== 200) throw new Error(`the email link answered ${page.status}`);
  const html = await page.text();
  const form = /<form([^>]*)>((?:(?!<\/form>)[\s\S])*?)<\/form>/g;
  for (const [, attributes, inside] of html.matchAll(form)) {
    const token = /name="token" value="([^"]+)"/.exec(inside!);
    if (!/method="post"/.test(attributes!) || !token || !/>Continue<\/button>/.test(inside!)) continue;
    const action = /action="([^"]+)"/.exec(attributes!)?.[1]?.replace(/&amp;/g, "&") ?? pathOf(link);
    return browser.post(action, { token: token[1]! });
  }
  throw new Error("no Continue button on the email link's page");
}

/** Signs up through the page, opens the link in the email, and returns a signed-in client. */
export async function verifiedUser(
  server: TestServer,
  smtp: SmtpListener,
  options: { role?: Role; accountStatus?: "active" | "awaiting_approval"; email?: string; password?: string; name?: string } = {},
) {
  const email = options.email ?? newEmail(options.role ?? "candidate");
  const password = options.password ?? goodPassword;
  const accountType = options.role === "employer" || options.role === "partner" ? options.role : "candidate";
  const browser = client(server);
  const signUp = await browser.post("/sign-in", { intent: "signup", name: options.name ?? "Jordan Test", email, password, accountType });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
  const mail = await mailTo(smtp, email, "Confirm your email address");
  const verify = await openEmailLink(browser, linkIn(mail.text, "/auth/callback"));
  if (verify.status !== 302) throw new Error(`verification answered ${verify.status}`);
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error("no user row");
  if (options.role && options.role !== row.role) {
    await server.database.db.update(users).set({ role: options.role }).where(eq(users.id, row.id));
  }
  if (options.accountStatus) {
    await server.database.db.update(users).set({ accountStatus: options.accountStatus }).where(eq(users.id, row.id));
  }
  return { email, password, userId: row.id, browser };
}

/** Signs in through the page from a new browser. */
export async function signIn(server: TestServer, email: string, password: string, fields: Record<string, string> = {}) {
  const browser = client(server);
  const response = await browser.post("/sign-in", { intent: "signin", email, password, ...fields });
  return { browser, response };
}

/** True when the browser's session is accepted: /sign-in sends a signed-in person on. */
export async function isSignedIn(browser: Client): Promise<boolean> {
  const response = await browser.get("/sign-in");
  return response.status === 302;
}

// RFC 4648 base32, as authenticator apps read secrets.
function base32Decode(input: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of input.replace(/=+$/, "").toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (HMAC-SHA1, 30-second steps, 6 digits), as an authenticator app computes it. */
export function totp(secretBase32: string, at: number = Date.now(), stepSeconds = 30, digits = 6): string {
  const counter = Math.floor(at / 1000 / stepSeconds);
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = crypto.createHmac("sha1", base32Decode(secretBase32)).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return binary.toString().padStart(digits, "0");
}

export function secretFromUri(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}

/**
 * Page text without what is new in every response, so two answers can be compared: the script nonce, and the page's
 * random value that the form kit's idempotency keys are made from (32 hex digits, in the keys and the page's data).
 */
export function withoutNonce(html: string): string {
  return html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/\b[0-9a-f]{32}\b/g, "<form-nonce>");
}

/** Turns on two-step sign-in with an authenticator app on the account page, as a person would. */
export async function enrolTotp(browser: Client, password: string): Promise<{ secret: string; backupCodes: string[] }> {
  const started = await browser.post("/account", { intent: "start-authenticator", password });
  if (started.status !== 200) throw new Error(`start-authenticator answered ${started.status}`);
  const setupPage = await started.text();
  const secretMatch = /data-testid="authenticator-secret"[^>]*>([^<]+)</.exec(setupPage);
  const uriMatch = /name="totpUri" value="([^"]+)"/.exec(setupPage);
  if (!secretMatch || !uriMatch) throw new Error("no authenticator set-up on the account page");
  const secret = secretMatch[1]!.replace(/\s/g, "");
  const totpUri = uriMatch[1]!.replace(/&amp;/g, "&");
  const confirmed = await browser.post("/account", { intent: "confirm-authenticator", totpUri, code: totp(secret) });
  if (confirmed.status !== 200) throw new Error(`confirm-authenticator answered ${confirmed.status}`);
  const list = /<ul aria-label="Backup codes"[^>]*>([\s\S]*?)<\/ul>/.exec(await confirmed.text());
  const backupCodes = [...(list?.[1] ?? "").matchAll(/<li[^>]*>([^<]+)<\/li>/g)].map((match) => match[1]!.trim());
  if (backupCodes.length === 0) throw new Error("no backup codes on the account page");
  return { secret, backupCodes };
}

/** The text a person reads, without tags, so messages split by markup still match. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/**
 * A JSON request straight to better-auth's handler, past the HTTP layer that closes /api/auth (every path
 * 404 there): for testing the rules that guard the pages' own server-side calls, and any endpoint opened later.
 */
export function authHandler(server: TestServer, path: string, body?: unknown, method = "POST"): Promise<Response> {
  return server.auth.handler(
    new Request(`${server.env.publicUrl}/api/auth${path}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: server.env.publicUrl },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}
