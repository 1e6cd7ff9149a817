import { describe, expect, it } from "vitest";
import { classifyNotifyError, templateName } from "./notify.server";

function axiosFailure(status: number, error: string, message = "07700900123 is not a valid number") {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    config: { headers: { Authorization: "Bearer secret.jwt.here" }, data: '{"phone_number":"07700900123"}' },
    response: { status, data: { status_code: status, errors: [{ error, message }] } },
  });
}

describe("classifyNotifyError", () => {
  it("retries what may pass: no answer, a timeout, rate limits and Notify's own failures", () => {
    expect(classifyNotifyError(Object.assign(new Error("timeout of 10000ms exceeded"), { code: "ECONNABORTED" }))).toMatchObject({ retry: true, reason: "Notify did not answer (ECONNABORTED)" });
    expect(classifyNotifyError(new Error("socket hang up"))).toMatchObject({ retry: true, reason: "Notify did not answer (no answer)" });
    expect(classifyNotifyError(axiosFailure(429, "RateLimitError"))).toMatchObject({ retry: true, reason: "429 RateLimitError" });
    expect(classifyNotifyError(axiosFailure(429, "TooManyRequestsError"))).toMatchObject({ retry: true, reason: "429 TooManyRequestsError" });
    expect(classifyNotifyError(axiosFailure(500, "Exception"))).toMatchObject({ retry: true, reason: "500 Exception", authProblem: false });
  });

  it("retries a refused key and flags it as ours to fix", () => {
    expect(classifyNotifyError(axiosFailure(403, "AuthError"))).toEqual({ retry: true, reason: "403 AuthError", status: 403, authProblem: true });
  });

  it("fails a request Notify will never take at once", () => {
    expect(classifyNotifyError(axiosFailure(400, "ValidationError"))).toMatchObject({ retry: false, reason: "400 ValidationError" });
    expect(classifyNotifyError(axiosFailure(400, "BadRequestError"))).toMatchObject({ retry: false, reason: "400 BadRequestError" });
  });

  it("keeps only the status and error name: never Notify's message, the number or the key", () => {
    const failure = classifyNotifyError(axiosFailure(400, "ValidationError"));
    expect(JSON.stringify(failure)).not.toMatch(/07700|secret|Bearer/);
    // An error name that is not a plain word (a proxy's page, say) is not copied either.
    expect(classifyNotifyError(axiosFailure(502, "<html>07700900123</html>")).reason).toBe("502 Error");
  });
});

describe("templateName", () => {
  it("names a notice's template by its kind and channel, and other texts by their own kind", () => {
    expect(templateName({ kind: "notice.appointment.reminder", channel: "sms" })).toBe("appointment.reminder.sms");
    expect(templateName({ kind: "notice.message.new", channel: "email" })).toBe("message.new.email");
    expect(templateName({ kind: "account.mobile-code", channel: "sms" })).toBe("account.mobile-code.sms");
  });
});
