import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  /** Header lines, unfolded, keyed by lower-case name. */
  headers: Record<string, string>;
  /** The text body, decoded from quoted-printable. */
  text: string;
};

export type SmtpListener = {
  url: string;
  received: ReceivedMail[];
  /** How many messages were refused so far. */
  refused: number;
  /** Refuse the next `n` messages with a temporary failure (451), as a struggling server would. */
  failNext(n: number): void;
  close(): Promise<void>;
};

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.slice(split + 4);
  const encoding = headers["content-transfer-encoding"]?.toLowerCase();
  if (encoding === "quoted-printable") body = decodeQuotedPrintable(body);
  else if (encoding === "base64") body = Buffer.from(body, "base64").toString("utf8");
  return { from, to, headers, text: body.replace(/\r\n/g, "\n") };
}

/** A real SMTP server on a free local port that keeps what it receives (and hands each to `onMessage`). */
export async function startSmtpListener(onMessage?: (mail: ReceivedMail) => void): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const state = { refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures--;
          state.refused++;
          callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const mail = parse(Buffer.concat(chunks).toString("utf8"), from, session.envelope.rcptTo.map((r) => r.address));
        received.push(mail);
        onMessage?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  // A sender that drops its connection mid-message (a server killed mid-send, in the cluster test) is reported
  // here; it is the sender's to retry, not a failure of the listener.
  server.on("error", () => {});
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refused() {
      return state.refused;
    },
    failNext(n: number) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` returns something truthy, or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => T | Promise<T>, what: string, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
