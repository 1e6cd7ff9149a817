import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { jobFormMessages, jobFormSchema, offenceExclusionsFor, offencePolicyOf, parseClosingDate, parseHours, poundsToPence } from "./job-form";

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) data.append(name, one);
  return data;
}

const good = {
  title: "Kitchen porter",
  sector: "Hospitality",
  description: "Washing up.",
  workplace: "workplace",
  place: "LS11 5QN",
  contractType: "permanent",
  hours: "full_time",
  hoursPerWeek: "37.5",
  salaryMin: "12.21",
  salaryPeriod: "hour",
  vacancies: "1",
  closingDate: "31/03/2099",
  recordCheck: "none",
  offencePolicy: "none",
};

function errorsOf(fields: Record<string, string | string[]>) {
  const result = parseWithZod(form(fields), { schema: jobFormSchema });
  expect(result.status).toBe("error");
  return result.reply().error ?? {};
}

describe("the job form", () => {
  it("reads pounds as whole pence, UK dates as ISO dates and hours in halves", () => {
    expect(poundsToPence("£12.21")).toBe(1221);
    expect(poundsToPence("24,000")).toBe(2_400_000);
    expect(poundsToPence("")).toBeNull();
    expect(poundsToPence("twelve")).toBeNaN();
    expect(parseClosingDate("31/3/2027")).toBe("2027-03-31");
    expect(parseClosingDate("31/02/2027")).toBeNull();
    expect(parseHours("37.5")).toBe(37.5);
    expect(parseHours("37½")).toBe(37.5);
    expect(parseHours("16")).toBe(16);
    expect(parseHours("")).toBeNull();
    for (const bad of ["37.25", "0", "0.5", "61", "60.5", "lots"]) expect(parseHours(bad), bad).toBeNaN();
  });

  it("accepts a complete role at a workplace, with 37.5 hours and one answer about offences", () => {
    const result = parseWithZod(form(good), { schema: jobFormSchema });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({ place: "LS11 5QN", hoursPerWeek: "37.5", offencePolicy: "none" });
    expect(offenceExclusionsFor(result.value)).toEqual(["none"]);
  });

  it("accepts a role done from home with its area and no place", () => {
    const result = parseWithZod(form({ ...good, workplace: "home", place: "", homeArea: "wales" }), { schema: jobFormSchema });
    expect(result.status).toBe("success");
  });

  it("asks for the place of a workplace, and the area of a home role, each once", () => {
    expect(errorsOf({ ...good, place: "" })).toEqual({ place: [jobFormMessages.place] });
    expect(errorsOf({ ...good, workplace: "home", place: "" })).toEqual({ homeArea: [jobFormMessages.homeArea] });
    expect(errorsOf({ ...good, workplace: [] })).toMatchObject({ workplace: [jobFormMessages.workplace] });
  });

  it("refuses hours that are not whole or half hours from 1 to 60", () => {
    expect(errorsOf({ ...good, hoursPerWeek: "37.25" })).toEqual({ hoursPerWeek: [jobFormMessages.hoursPerWeek] });
    expect(errorsOf({ ...good, hoursPerWeek: "61" })).toEqual({ hoursPerWeek: [jobFormMessages.hoursPerWeek] });
  });

  it("needs pay from and its period, and a 'to' no lower than the 'from'", () => {
    expect(errorsOf({ ...good, salaryMin: "", salaryPeriod: "" })).toEqual({ salaryMin: [jobFormMessages.salaryMin], salaryPeriod: [jobFormMessages.salaryPeriod] });
    expect(errorsOf({ ...good, salaryMin: "14", salaryMax: "12" })).toEqual({ salaryMax: [jobFormMessages.salaryOrder] });
  });

  it("needs a closing date that has not passed", () => {
    expect(errorsOf({ ...good, closingDate: "" })).toEqual({ closingDate: [jobFormMessages.closingDate] });
    expect(errorsOf({ ...good, closingDate: "01/01/2020" })).toEqual({ closingDate: [jobFormMessages.closingDatePast] });
  });

  it("takes the offence question as one answer, with nothing chosen beforehand, and details needed only for exclusions", () => {
    expect(errorsOf({ ...good, offencePolicy: [] })).toEqual({ offencePolicy: [jobFormMessages.offencePolicy] });
    expect(errorsOf({ ...good, offencePolicy: "excluded" })).toEqual({ offenceExclusionDetails: [jobFormMessages.exclusionDetails] });
    const caseByCase = parseWithZod(form({ ...good, offencePolicy: "case_by_case" }), { schema: jobFormSchema });
    expect(caseByCase.status).toBe("success");
    const excluded = parseWithZod(form({ ...good, offencePolicy: "excluded", offenceKinds: ["arson", "driving"], offenceExclusionDetails: "Driving the van." }), { schema: jobFormSchema });
    expect(excluded.status).toBe("success");
    if (excluded.status === "success") expect(offenceExclusionsFor(excluded.value)).toEqual(["arson", "driving"]);
    expect(offenceExclusionsFor({ offencePolicy: "excluded", offenceKinds: [] })).toEqual(["other"]);
  });

  it("reads an older role's mixed list back as one answer", () => {
    expect(offencePolicyOf(["none"])).toEqual({ policy: "none", kinds: [] });
    expect(offencePolicyOf(["case_by_case"])).toEqual({ policy: "case_by_case", kinds: [] });
    expect(offencePolicyOf(["case_by_case", "arson"])).toEqual({ policy: "excluded", kinds: ["arson"] });
  });
});
