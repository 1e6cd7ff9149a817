import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { jobFormMessages, jobFormSchema, parseClosingDate, poundsToPence } from "./job-form";

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) data.append(name, one);
  return data;
}

const good = {
  title: "Kitchen porter",
  sector: "Hospitality",
  description: "Washing up.",
  locationName: "Leeds",
  national: "on",
  contractType: "permanent",
  hours: "full_time",
  vacancies: "1",
  recordCheck: "none",
  offenceExclusions: "none",
};

describe("the job form", () => {
  it("reads pounds as whole pence and UK dates as ISO dates", () => {
    expect(poundsToPence("£12.21")).toBe(1221);
    expect(poundsToPence("24,000")).toBe(2_400_000);
    expect(poundsToPence("")).toBeNull();
    expect(poundsToPence("twelve")).toBeNaN();
    expect(parseClosingDate("31/3/2027")).toBe("2027-03-31");
    expect(parseClosingDate("31/02/2027")).toBeNull();
  });

  it("accepts a complete role, with one offence exclusion as a list", () => {
    const result = parseWithZod(form(good), { schema: jobFormSchema });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(result.value.offenceExclusions).toEqual(["none"]);
  });

  it("names each problem: no map position, pay the wrong way round, 'none' with exclusions, 'other' unexplained", () => {
    const result = parseWithZod(
      form({ ...good, national: [], salaryMin: "14", salaryMax: "12", offenceExclusions: ["none", "other"] }),
      { schema: jobFormSchema },
    );
    expect(result.status).toBe("error");
    const errors = result.reply().error ?? {};
    expect(errors.latitude).toEqual([jobFormMessages.position]);
    expect(errors.salaryMax).toEqual([jobFormMessages.salaryOrder]);
    expect(errors.salaryPeriod).toEqual([jobFormMessages.salaryPeriod]);
    expect(errors.offenceExclusions).toEqual([jobFormMessages.exclusionsConflict]);
    expect(errors.offenceExclusionDetails).toEqual([jobFormMessages.exclusionDetails]);
  });
});
