import fs from "node:fs";
import path from "node:path";

/** A message the test SMTP listener received (see global-setup.ts). */
export type Mail = { from: string; to: string[]; headers: Record<string, string>; text: string; receivedAt: string };

/**
 * What an SMTP listener does with each message: writes it as a JSON file into the mailbox folder (written under
 * another name, then renamed, so a reader never sees half a file). `prefix` keeps each server's files apart.
 */
export function mailboxWriter(dir: string, prefix = ""): (mail: Omit<Mail, "receivedAt">) => void {
  let count = 0;
  return (mail) => {
    count += 1;
    const file = path.join(dir, `${prefix}${String(count).padStart(6, "0")}-${process.hrtime.bigint()}.json`);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ ...mail, receivedAt: new Date().toISOString() }));
    fs.renameSync(`${file}.tmp`, file);
  };
}

function mailboxDir(): string {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error("E2E_MAILBOX_DIR is not set: the global setup starts the SMTP listener.");
  return dir;
}

export function allMail(): Mail[] {
  const dir = mailboxDir();
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Mail);
}

/** Waits for the newest message to `to` whose subject contains `subject`. */
export async function waitForMail(to: string, subject: string, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  const address = to.toLowerCase();
  for (;;) {
    const found = allMail()
      .reverse()
      .find((mail) => mail.to.includes(address) && (mail.headers.subject ?? "").includes(subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email to ${to} about "${subject}" arrived within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in the message whose path starts with `pathPrefix`, as a path for page.goto. */
export function linkIn(mail: Mail, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No ${pathPrefix} link in the email "${mail.headers.subject}".`);
}

let counter = 0;
/** A new address for each use, so tests never collide. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${counter}@example.org`;
}
