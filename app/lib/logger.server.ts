import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";
import { scrubLogValue, scrubText, serializeError } from "./log-safety.server";

type RequestScope = { requestId: string; logger?: Logger };

// One store per process, shared by the server's own modules and the built app's bundled copy of this one.
const requestScope: AsyncLocalStorage<RequestScope> = ((globalThis as Record<symbol, unknown>)[Symbol.for("fcw.requestScope")] ??=
  new AsyncLocalStorage<RequestScope>()) as AsyncLocalStorage<RequestScope>;

/**
 * Runs `fn` with a request id that every log line written inside it carries, and the server's logger for code
 * that has no context to hand (see requestLogger).
 */
export function withRequestScope<T>(requestId: string, fn: () => T, logger?: Logger): T {
  return requestScope.run({ requestId, logger }, fn);
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** The logger of the request being handled, if the server gave one. */
export function requestLogger(): Logger | undefined {
  return requestScope.getStore()?.logger;
}

/** `destination`: where lines go instead of stdout (tests read the log back). */
export function createLogger(options: { level: string; pretty: boolean; destination?: pino.DestinationStream }): Logger {
  const settings: pino.LoggerOptions = {
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
    hooks: {
      // The message text too: pino takes a logged error's own message when none is given.
      logMethod(args, method) {
        const [first, second] = args as unknown[];
        const err = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
        const scrubbed = (args as unknown[]).map((arg) => (typeof arg === "string" ? scrubText(arg) : arg));
        if (first instanceof Error) scrubbed[0] = { err: first };
        if (err instanceof Error && typeof second !== "string") scrubbed.splice(1, 0, scrubText(err.message));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
    // Errors arrive here already made safe by the formatter below; pino's own serialiser would flatten them.
    serializers: { err: (value: unknown) => (value instanceof Error ? serializeError(value) : value) },
    formatters: {
      // Values, not just key names: errors keep their kind, code and frames, never query parameters,
      // email addresses or tokens (see log-safety.server.ts).
      log(object) {
        return scrubLogValue(object) as Record<string, unknown>;
      },
    },
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    transport: options.pretty
      ? { target: "pino-pretty", options: { colorize: true, translateTime: "SYS:HH:MM:ss" } }
      : undefined,
  };
  return options.destination && !options.pretty ? pino(settings, options.destination) : pino(settings);
}

export type { Logger };
