import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { notificationKinds, type NotificationKind } from "../../db/schema/vocabulary";
import { wordings, type NoticeParamName } from "../../app/features/notifications/templates";
import { siteName } from "../../app/lib/organisation";

/**
 * A stand-in for GOV.UK Notify's API (decision 0035, "What is tested where"): the endpoints the service uses, the
 * same checks Notify makes (the bearer JWT, template ids and their placeholders, UK mobiles), and the same shapes
 * of answer and error. Each template's text is drawn from templates.ts, so tests read what a person would get.
 */

// jsonwebtoken ships no types; only verify is needed.
const jwt = createRequire(import.meta.url)("jsonwebtoken") as {
  verify(token: string, secret: string, options: { algorithms: string[] }): { iss?: unknown; iat?: unknown };
};

export const FAKE_NOTIFY_SERVICE_ID = "26785a09-ab16-4eb0-8407-a37497a57506";
export const FAKE_NOTIFY_SECRET = "3d844edf-8d35-48ac-975b-e847b4f122b0";
/** A key in Notify's shape: a name, the service id, the secret. */
export const FAKE_NOTIFY_KEY = `fcw_test-${FAKE_NOTIFY_SERVICE_ID}-${FAKE_NOTIFY_SECRET}`;

export type FakeTemplate = { id: string; name: string; type: "sms" | "email"; keys: string[]; subject?: string; body: string };

/** A fixed uuid per template name, so tests and NOTIFY_TEMPLATES agree without a table. */
function templateId(name: string): string {
  const hex = crypto.createHash("sha256").update(`fake-notify:${name}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function placeholders(names: readonly string[]): Record<NoticeParamName, string> {
  return Object.fromEntries(names.map((name) => [name, `((${name}))`])) as Record<NoticeParamName, string>;
}

/** Each notice's text template (and email template), written as one would in Notify, with ((placeholders)). */
export function fakeTemplates(): FakeTemplate[] {
  const templates: FakeTemplate[] = [];
  for (const kind of notificationKinds as readonly NotificationKind[]) {
    const wording = wordings[kind];
    const p = placeholders(wording.needs);
    templates.push({ id: templateId(`${kind}.sms`), name: `${kind}.sms`, type: "sms", keys: ["link", ...wording.needs], body: `${siteName}: ${wording.text(p)} ((link))` });
    templates.push({
      id: templateId(`${kind}.email`),
      name: `${kind}.email`,
      type: "email",
      keys: ["firstName", "link", ...wording.needs],
      subject: wording.subject(p),
      body: `Hello ((firstName)),\n\n${wording.sentence(p)}\n\nSee it on the service (you may need to sign in first):\n((link))`,
    });
  }
  templates.push({ id: templateId("account.mobile-code.sms"), name: "account.mobile-code.sms", type: "sms", keys: ["code"], body: `${siteName}: your code is ((code))` });
  return templates;
}

/** NOTIFY_TEMPLATES for the service: every template the fake knows, or only the names given. */
export function fakeTemplatesSetting(only?: (name: string) => boolean): string {
  return fakeTemplates()
    .filter((template) => !only || only(template.name))
    .map((template) => `${template.name}=${template.id}`)
    .join(",");
}

export type ReceivedNotification = {
  id: string;
  type: "sms" | "email";
  reference: string | null;
  /** The number or address as sent. */
  to: string;
  templateName: string;
  personalisation: Record<string, string>;
  subject?: string;
  /** The message as the person reads it. */
  body: string;
  createdAt: string;
  smsSenderId?: string;
};

export type FailureMode = 500 | 429 | "drop" | { slowMs: number };

export type FakeNotify = {
  url: string;
  received: ReceivedNotification[];
  /** Every request (method and path) in order, answered or not. */
  requests: { method: string; path: string; status: number }[];
  /** Fail the next `n` requests: 500 or 429 with Notify's error body, a dropped connection, or a slow answer that still takes the message. */
  failNext(n: number, mode: FailureMode): void;
  /** Post Notify's delivery receipt for a received message to the service's callback. */
  sendReceipt(callbackUrl: string, token: string, message: Pick<ReceivedNotification, "id" | "reference" | "type">, status: string): Promise<Response>;
  close(): Promise<void>;
};

/** A UK mobile in any of the ways Notify accepts it: 07…, 447…, +447…, with spaces, dashes or brackets. */
function isUkMobile(number: string): boolean {
  const digits = number.replace(/[\s()-]/g, "");
  return /^(?:\+?44|0)7\d{9}$/.test(digits);
}

function errorBody(status: number, error: string, message: string) {
  return { status_code: status, errors: [{ error, message }] };
}

export async function startFakeNotify(options: { folder?: string; now?: () => number } = {}): Promise<FakeNotify> {
  const templates = new Map(fakeTemplates().map((template) => [template.id, template]));
  const received: ReceivedNotification[] = [];
  const requests: FakeNotify["requests"] = [];
  const failures: FailureMode[] = [];
  const now = options.now ?? Date.now;
  if (options.folder) fs.mkdirSync(options.folder, { recursive: true });

  function authorised(req: http.IncomingMessage): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!token) return false;
    try {
      const claims = jwt.verify(token, FAKE_NOTIFY_SECRET, { algorithms: ["HS256"] });
      return claims.iss === FAKE_NOTIFY_SERVICE_ID && typeof claims.iat === "number" && Math.abs(now() / 1000 - claims.iat) <= 30;
    } catch {
      return false;
    }
  }

  function view(message: ReceivedNotification, baseUrl: string) {
    return {
      id: message.id,
      reference: message.reference,
      type: message.type,
      status: "created",
      ...(message.type === "sms" ? { phone_number: message.to } : { email_address: message.to }),
      body: message.body,
      subject: message.subject ?? null,
      created_at: message.createdAt,
      template: { id: templates.get(templateId(message.templateName))?.id, version: 1, uri: `${baseUrl}/v2/template/${templateId(message.templateName)}` },
    };
  }

  async function answer(req: http.IncomingMessage, raw: string, baseUrl: string): Promise<{ status: number; body: unknown }> {
    if (!authorised(req)) return { status: 403, body: errorBody(403, "AuthError", "Invalid token: API key not found") };
    const url = new URL(req.url ?? "/", baseUrl);
    if (req.method === "GET" && url.pathname === "/v2/notifications") {
      const reference = url.searchParams.get("reference");
      const found = received.filter((message) => reference === null || message.reference === reference).reverse();
      return { status: 200, body: { notifications: found.map((message) => view(message, baseUrl)), links: { current: url.toString() } } };
    }
    const one = /^\/v2\/notifications\/([0-9a-f-]{36})$/.exec(url.pathname);
    if (req.method === "GET" && one) {
      const message = received.find((item) => item.id === one[1]);
      return message ? { status: 200, body: view(message, baseUrl) } : { status: 404, body: errorBody(404, "NoResultFound", "No result found") };
    }
    const send = /^\/v2\/notifications\/(sms|email)$/.exec(url.pathname);
    if (req.method !== "POST" || !send) return { status: 404, body: errorBody(404, "NotFound", "Not found") };
    const type = send[1] as "sms" | "email";
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return { status: 400, body: errorBody(400, "BadRequestError", "Invalid JSON") };
    }
    const template = typeof payload.template_id === "string" ? templates.get(payload.template_id) : undefined;
    if (!template || template.type !== type) return { status: 400, body: errorBody(400, "BadRequestError", "Template not found") };
    const personalisation = (payload.personalisation ?? {}) as Record<string, unknown>;
    const given = Object.keys(personalisation).sort();
    const expected = [...template.keys].sort();
    if (given.join(",") !== expected.join(",") || Object.values(personalisation).some((value) => typeof value !== "string")) {
      return { status: 400, body: errorBody(400, "BadRequestError", `Personalisation must be exactly: ${expected.join(", ")}`) };
    }
    const to = String(type === "sms" ? payload.phone_number : payload.email_address);
    if (type === "sms" && !isUkMobile(to)) return { status: 400, body: errorBody(400, "ValidationError", "phone_number Not a UK mobile number") };
    if (type === "email" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to)) return { status: 400, body: errorBody(400, "ValidationError", "email_address Not a valid email address") };
    const fill = (text: string) => text.replace(/\(\(([A-Za-z]+)\)\)/g, (_whole, name: string) => String(personalisation[name]));
    const message: ReceivedNotification = {
      id: crypto.randomUUID(),
      type,
      reference: typeof payload.reference === "string" ? payload.reference : null,
      to,
      templateName: template.name,
      personalisation: personalisation as Record<string, string>,
      ...(template.subject ? { subject: fill(template.subject) } : {}),
      body: fill(template.body),
      createdAt: new Date(now()).toISOString(),
      ...(typeof payload.sms_sender_id === "string" ? { smsSenderId: payload.sms_sender_id } : {}),
    };
    received.push(message);
    if (options.folder) {
      const file = path.join(options.folder, `${String(received.length).padStart(6, "0")}-${message.id}.json`);
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(message));
      fs.renameSync(`${file}.tmp`, file);
    }
    return {
      status: 201,
      body: {
        id: message.id,
        reference: message.reference,
        content: type === "sms" ? { body: message.body, from_number: "FCW" } : { body: message.body, subject: message.subject, from_email: "service@notifications.example" },
        uri: `${baseUrl}/v2/notifications/${message.id}`,
        template: { id: template.id, version: 1, uri: `${baseUrl}/v2/template/${template.id}` },
      },
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const record = (status: number) => requests.push({ method: req.method ?? "", path: (req.url ?? "").split("?")[0] ?? "", status });
      const failure = failures.shift();
      if (failure === "drop") {
        record(0);
        req.socket.destroy();
        return;
      }
      if (failure === 500 || failure === 429) {
        record(failure);
        const body = failure === 500 ? errorBody(500, "Exception", "Internal server error") : errorBody(429, "RateLimitError", "Exceeded rate limit for key type LIVE of 3000 requests per 60 seconds");
        res.writeHead(failure, { "Content-Type": "application/json" }).end(JSON.stringify(body));
        return;
      }
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      void answer(req, Buffer.concat(chunks).toString("utf8"), baseUrl).then(({ status, body }) => {
        record(status);
        const reply = () => {
          if (!res.destroyed) res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
        };
        // A slow answer: the message is taken at once, the reply comes late (the client may have given up).
        if (failure && typeof failure === "object") setTimeout(reply, failure.slowMs).unref();
        else reply();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    requests,
    failNext(n, mode) {
      for (let i = 0; i < n; i++) failures.push(mode);
    },
    sendReceipt(callbackUrl, token, message, status) {
      // Notify's callback body: `to` is included, as Notify sends it; the service must not keep it.
      const sent = received.find((item) => item.id === message.id);
      return fetch(callbackUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          id: message.id,
          reference: message.reference,
          to: sent?.to ?? "07700900000",
          status,
          created_at: sent?.createdAt ?? new Date(now()).toISOString(),
          completed_at: new Date(now()).toISOString(),
          sent_at: new Date(now()).toISOString(),
          notification_type: message.type,
          template_id: sent ? templateId(sent.templateName) : undefined,
          template_version: 1,
        }),
      });
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
