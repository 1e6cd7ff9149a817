import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  createEnquiryAction,
  filledTooFast,
  isHoneypotFilled,
  MAX_FORM_BYTES,
  MIN_FILL_MS,
  readLimitedFormData,
} from "./browser-submission.server";
import { formMessages, type EnquiryActionData } from "./form-submission";
import { messages } from "./schema";
import { submitEnquiry, type SubmitEnquiryResult } from "./submit.server";

vi.mock("./submit.server", () => ({ submitEnquiry: vi.fn() }));
const submitMock = vi.mocked(submitEnquiry);

const context = {
  logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
} as unknown as AppLoadContext;

const longAgo = () => String(Date.now() - 60_000);

const generalForm = () => ({
  firstName: "Amira",
  lastName: "Khan",
  email: "amira@example.org",
  phoneNumber: "07700 900123",
  location: "Leeds",
  message: "I would like help finding work.",
  contactConsent: "on",
  website: "",
  startedAt: longAgo(),
});

function post(fields: Record<string, string>, init: RequestInit = {}): Request {
  return new Request("http://localhost/request-callback", {
    method: "POST",
    body: new URLSearchParams(fields),
    ...init,
  });
}

type DataResult = { data: EnquiryActionData; init: ResponseInit | null };

async function run(variant: Parameters<typeof createEnquiryAction>[0], request: Request) {
  const action = createEnquiryAction(variant);
  return action({ request, context, params: {} } as ActionFunctionArgs);
}

function expectRedirect(result: unknown, location: string) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(location);
}

function expectData(result: unknown, status: number): EnquiryActionData {
  const { data, init } = result as DataResult;
  expect(init?.status).toBe(status);
  return data;
}

beforeEach(() => {
  submitMock.mockReset();
});

describe("spam checks", () => {
  it("sees a filled honeypot, and only a filled one", () => {
    const form = new FormData();
    expect(isHoneypotFilled(form)).toBe(false);
    form.set("website", "  ");
    expect(isHoneypotFilled(form)).toBe(false);
    form.set("website", "http://spam.example");
    expect(isHoneypotFilled(form)).toBe(true);
  });

  it("treats a form sent within the minimum time, or without its start time, as too fast", () => {
    const now = 1_800_000_000_000;
    expect(filledTooFast(String(now - 1000), now)).toBe(true);
    expect(filledTooFast(String(now - MIN_FILL_MS), now)).toBe(false);
    expect(filledTooFast(String(now - 90_000), now)).toBe(false);
    expect(filledTooFast(null, now)).toBe(true);
    expect(filledTooFast("yesterday", now)).toBe(true);
  });

  it("gives a browser clock ahead of the server's the benefit of the doubt", () => {
    const now = 1_800_000_000_000;
    expect(filledTooFast(String(now + 5000), now)).toBe(false);
  });
});

describe("readLimitedFormData", () => {
  it("reads a form body within the limit", async () => {
    const form = await readLimitedFormData(post({ firstName: "Amira" }));
    expect(form?.get("firstName")).toBe("Amira");
  });

  it("refuses a body declared larger than the limit without reading it", async () => {
    const request = post({ message: "x" }, { headers: { "content-length": String(MAX_FORM_BYTES + 1) } });
    expect(await readLimitedFormData(request)).toBeNull();
  });

  it("refuses a streamed body that turns out larger than the limit", async () => {
    const big = new TextEncoder().encode(`message=${"x".repeat(MAX_FORM_BYTES)}`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.length; i += 1024) controller.enqueue(big.slice(i, i + 1024));
        controller.close();
      },
    });
    const request = new Request("http://localhost/x", {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(await readLimitedFormData(request)).toBeNull();
  });

  it("throws on a body that is not form data", async () => {
    const request = new Request("http://localhost/x", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    await expect(readLimitedFormData(request)).rejects.toThrow();
  });
});

describe("createEnquiryAction", () => {
  it("stores a valid enquiry with its form source and goes to the thank-you page", async () => {
    submitMock.mockResolvedValue({ kind: "created", id: "e1" });
    expectRedirect(await run("general", post(generalForm())), "/thank-you");
    expect(submitMock).toHaveBeenCalledOnce();
    const [, input] = submitMock.mock.calls[0]!;
    expect(input).toEqual({
      form_source: "general",
      firstName: "Amira",
      lastName: "Khan",
      email: "amira@example.org",
      phoneNumber: "07700 900123",
      location: "Leeds",
      message: "I would like help finding work.",
      contactConsent: true,
      marketingConsent: false,
    });
  });

  it("sends candidates to the thank-you page for candidates, also for a repeat", async () => {
    submitMock.mockResolvedValue({ kind: "duplicate", id: "e1" });
    const { message: _message, ...rest } = generalForm();
    const candidate = { ...rest, support: "Help with my CV, please." };
    expectRedirect(await run("candidate", post(candidate)), "/thank-you?source=candidate");
    expect(submitMock.mock.calls[0]![1]).toMatchObject({ form_source: "candidate", support: "Help with my CV, please." });
  });

  it("pretends to succeed when the honeypot is filled, and stores nothing", async () => {
    expectRedirect(await run("employer", post({ ...generalForm(), website: "http://spam.example" })), "/thank-you");
    expect(submitMock).not.toHaveBeenCalled();
  });

  it("answers invalid fields with their messages and keeps every entry", async () => {
    const data = expectData(await run("general", post({ ...generalForm(), firstName: "A", email: "nope" })), 400);
    expect(data.result?.error).toMatchObject({ firstName: [messages.firstName], email: [messages.email] });
    expect(data.result?.initialValue).toMatchObject({ firstName: "A", email: "nope", location: "Leeds" });
    expect(data.failure).toBeUndefined();
    expect(submitMock).not.toHaveBeenCalled();
  });

  it("asks for a resend, keeping the entries, when the form came back too quickly", async () => {
    const data = expectData(await run("general", post({ ...generalForm(), startedAt: String(Date.now()) })), 400);
    expect(data.result?.error).toEqual({ "": [formMessages.tooFast] });
    expect(data.result?.initialValue).toMatchObject({ firstName: "Amira", message: "I would like help finding work." });
    expect(submitMock).not.toHaveBeenCalled();
  });

  it("refuses a body over 16 KB", async () => {
    const data = expectData(await run("general", post({ ...generalForm(), message: "x".repeat(MAX_FORM_BYTES) })), 413);
    expect(data).toMatchObject({ failure: "too-large", result: { error: { "": [formMessages.tooLarge] } } });
    expect(submitMock).not.toHaveBeenCalled();
  });

  it("shows the server's own field errors under the fields and anything else in the summary", async () => {
    submitMock.mockResolvedValue({
      kind: "invalid",
      fieldErrors: { phoneNumber: [messages.phoneNumber], form_source: [messages.formSource] },
      formErrors: [],
    });
    const data = expectData(await run("general", post(generalForm())), 400);
    expect(data.result?.error).toMatchObject({ phoneNumber: [messages.phoneNumber], "": [messages.formSource] });
  });

  const failures: [SubmitEnquiryResult | Error, number, EnquiryActionData["failure"], string][] = [
    [{ kind: "rate-limited", retryAfterSeconds: 45 }, 429, "rate-limited", formMessages.rateLimited(45)],
    [{ kind: "unavailable" }, 503, "unavailable", formMessages.unavailable],
    [new Error("connection reset"), 503, "unavailable", formMessages.unavailable],
  ];

  it.each(failures)("answers %j with %i, the failure toast and every entry kept", async (outcome, status, failure, message) => {
    if (outcome instanceof Error) submitMock.mockRejectedValue(outcome);
    else submitMock.mockResolvedValue(outcome);
    const data = expectData(await run("partner", post({ ...generalForm(), organisation: "New Start", organisationType: "charity" })), status);
    expect(data.failure).toBe(failure);
    expect(data.result?.error).toEqual({ "": [message] });
    expect(data.result?.initialValue).toMatchObject({ organisation: "New Start", organisationType: "charity" });
  });
});
