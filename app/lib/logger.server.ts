import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";

type RequestScope = { requestId: string };

const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` with a request id that every log line written inside it carries. */
export function withRequestScope<T>(requestId: string, fn: () => T): T {
  return requestScope.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

export function createLogger(options: { level: string; pretty: boolean }): Logger {
  return pino({
    level: options.level,
    base: undefined,
    // Fields that could carry secrets or personal data never reach a log line.
    redact: {
      paths: [
        "password",
        "*.password",
        "token",
        "*.token",
        "req.headers.cookie",
        "req.headers.authorization",
        "email",
        "*.email",
      ],
      censor: "[redacted]",
    },
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    transport: options.pretty
      ? { target: "pino-pretty", options: { colorize: true, translateTime: "SYS:HH:MM:ss" } }
      : undefined,
  });
}

export type { Logger };
