import { describe, expect, it } from "vitest";
import { csvCell, parseDay, toCsv, toJson, type EnquiryRow } from "./export.server";

const row: EnquiryRow = {
  id: "01a20118-03dd-7c5e-acc9-a5a0cce118f9",
  formSource: "general",
  firstName: "Zoë",
  lastName: "O'Neill",
  email: "zoe@example.org",
  phoneNumber: "+447700900123",
  location: "Leeds, West Yorkshire",
  message: 'She said "call after 5"\nThanks',
  support: null,
  referral: "=HYPERLINK(\"http://evil.example\")",
  companyName: null,
  jobTitle: null,
  organisation: null,
  organisationType: null,
  contactRequested: true,
  contactRequestedAt: new Date("2026-03-01T10:00:00Z"),
  marketingConsent: false,
  marketingConsentAt: null,
  consentWordingVersion: "2025-05-14",
  status: "new",
  statusChangedAt: new Date("2026-03-01T10:00:00Z"),
  clientHash: "secret-hash",
  payloadHash: "secret-payload-hash",
  idempotencyKey: "secret-key",
  createdAt: new Date("2026-03-01T10:00:00Z"),
};

describe("csvCell", () => {
  it("neutralises anything a spreadsheet would run as a formula", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+447700900123")).toBe("'+447700900123");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("Leeds")).toBe("Leeds");
  });

  it("quotes commas, quotes, line breaks and edge spaces", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
    expect(csvCell(" padded")).toBe('" padded"');
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
  });

  it("writes booleans as yes and no, and nothing for an empty value", () => {
    expect(csvCell(true)).toBe("yes");
    expect(csvCell(false)).toBe("no");
    expect(csvCell(null)).toBe("");
  });
});

describe("toCsv and toJson", () => {
  it("writes a header and one line per enquiry, without the internal hashes", () => {
    const csv = toCsv([row]);
    expect(csv.startsWith("\ufeffid,created_at,form_source,status,")).toBe(true);
    expect(csv).toContain(`"She said ""call after 5""\nThanks"`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain("'+447700900123");
    expect(csv).toContain('"Leeds, West Yorkshire"');
    expect(csv).toContain("2026-03-01T10:00:00.000Z");
    expect(csv).not.toMatch(/secret/);
    expect(csv.split("\r\n")).toHaveLength(3);
  });

  it("writes JSON with the same fields and plain values", () => {
    const [record] = JSON.parse(toJson([row])) as Record<string, unknown>[];
    expect(record).toMatchObject({ first_name: "Zoë", referral: '=HYPERLINK("http://evil.example")', asked_to_be_contacted: true, support: null });
    expect(JSON.stringify(record)).not.toMatch(/secret/);
  });
});

describe("parseDay", () => {
  it("reads a date as the start of that day in the UK", () => {
    expect(parseDay("2026-01-01")?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(parseDay("2026-07-01")?.toISOString()).toBe("2026-06-30T23:00:00.000Z");
  });

  it("takes a full timestamp as given and refuses nonsense", () => {
    expect(parseDay("2026-07-01T12:00:00Z")?.toISOString()).toBe("2026-07-01T12:00:00.000Z");
    expect(parseDay("2026-02-30")).toBeUndefined();
    expect(parseDay("yesterday")).toBeUndefined();
    expect(parseDay("2026-13-01")).toBeUndefined();
  });
});
