import { describe, expect, it } from "vitest";
import { custodyRowId, orderRowId, rehabilitationLaw, rehabilitationPeriods } from "./rehabilitation-periods";

function row(id: string) {
  const found = rehabilitationPeriods.find((period) => period.id === id);
  if (!found) throw new Error(`No row ${id}`);
  return found;
}

describe("rehabilitation periods (England and Wales, since 28 October 2023)", () => {
  it("follows the amended Act and says when it was last reviewed", () => {
    expect(rehabilitationLaw.statute).toBe("Rehabilitation of Offenders Act 1974");
    expect(rehabilitationLaw.amendedBy).toBe("Police, Crime, Sentencing and Courts Act 2022, section 193");
    expect(rehabilitationLaw.inForceFrom).toBe("28 October 2023");
    expect(rehabilitationLaw.lastReviewed).toBe("November 2026");
  });

  it("has every row of the reference table, in its order", () => {
    expect(rehabilitationPeriods.map((period) => period.id)).toEqual([
      "simple-caution",
      "conditional-caution",
      "absolute-discharge",
      "conditional-discharge",
      "fine",
      "compensation-order",
      "community-order",
      "custody-up-to-1-year",
      "custody-over-1-up-to-4-years",
      "custody-over-4-years",
      "never-spent",
      "other-orders",
      "order-no-end-date",
      "order-until-further-order",
      "driving-endorsement",
      "hospital-order",
      "service-detention",
      "removal-from-service",
      "service-reprimand",
      "reparation-order",
      "fixed-penalty",
    ]);
  });

  it.each([
    ["custody-up-to-1-year", "1 year", "6 months"],
    ["custody-over-1-up-to-4-years", "4 years", "2 years"],
    ["custody-over-4-years", "7 years", "3.5 years"],
    ["fine", "1 year", "6 months"],
    ["driving-endorsement", "5 years", "2.5 years"],
    ["simple-caution", "Spent immediately", "Spent immediately"],
    ["absolute-discharge", "Spent immediately", "Spent immediately"],
    ["never-spent", "Never spent", "Never spent"],
  ])("%s is %s for adults and %s for under-18s", (id, adult, underEighteen) => {
    expect(row(id).adult).toBe(adult);
    expect(row(id).underEighteen).toBe(underEighteen);
  });

  it("counts custody from the end of the whole sentence, licence included", () => {
    for (const id of ["custody-up-to-1-year", "custody-over-1-up-to-4-years", "custody-over-4-years"]) {
      expect(row(id).runsFrom).toMatch(/end of the whole sentence/i);
      expect(row(id).runsFrom).toMatch(/licence/i);
      expect(row(id).runsFrom).toMatch(/not the release date/i);
    }
    expect(row("fine").runsFrom).toBe("The date of conviction");
    expect(row("conditional-caution").runsFrom).toBe("The date of the caution");
  });

  it("uses the current custody bands and keeps the Schedule 18 exclusion", () => {
    expect(row("custody-up-to-1-year").sentence).toMatch(/1 year or less/);
    expect(row("custody-up-to-1-year").sentence).toMatch(/suspended sentence or a detention and training order of that length/);
    expect(row("custody-over-1-up-to-4-years").sentence).toMatch(/more than 1 year and up to 4 years/);
    expect(row("custody-over-4-years").sentence).toMatch(/not listed in Schedule 18/);
    expect(row("never-spent").sentence).toMatch(/Schedule 18/);
    expect(row("never-spent").sentence).toMatch(/life sentence/);
    expect(row("never-spent").sentence).toMatch(/public protection/);
  });

  it("bands a suspended sentence or a detention and training order by its length, like other custody", () => {
    // Not always in the 1-year band: the length the court gave decides.
    expect(custodyRowId(6, { kind: "suspended-sentence" })).toBe("custody-up-to-1-year");
    expect(custodyRowId(12, { kind: "suspended-sentence" })).toBe("custody-up-to-1-year");
    expect(custodyRowId(18, { kind: "suspended-sentence" })).toBe("custody-over-1-up-to-4-years");
    expect(custodyRowId(24, { kind: "suspended-sentence" })).toBe("custody-over-1-up-to-4-years");
    expect(custodyRowId(4, { kind: "detention-and-training-order" })).toBe("custody-up-to-1-year");
    expect(custodyRowId(12, { kind: "detention-and-training-order" })).toBe("custody-up-to-1-year");
    expect(custodyRowId(18, { kind: "detention-and-training-order" })).toBe("custody-over-1-up-to-4-years");
    expect(custodyRowId(24, { kind: "detention-and-training-order" })).toBe("custody-over-1-up-to-4-years");
    for (const kind of ["prison", "detention", "suspended-sentence", "detention-and-training-order"] as const) {
      expect(custodyRowId(13, { kind })).toBe(custodyRowId(13));
    }
    expect(row("custody-over-1-up-to-4-years").sentence).toMatch(/suspended sentence or a detention and training order of more than 1 year/);
    expect(row(custodyRowId(18, { kind: "suspended-sentence" })).adult).toBe("4 years");
    expect(row(custodyRowId(18, { kind: "detention-and-training-order" })).underEighteen).toBe("2 years");
  });

  it("puts custody in its band at the edges, and over 4 years for a Schedule 18 offence is never spent", () => {
    expect(custodyRowId(12)).toBe("custody-up-to-1-year");
    expect(custodyRowId(12.5)).toBe("custody-over-1-up-to-4-years");
    expect(custodyRowId(48)).toBe("custody-over-1-up-to-4-years");
    expect(custodyRowId(49)).toBe("custody-over-4-years");
    expect(custodyRowId(49, { schedule18Offence: true })).toBe("never-spent");
    expect(custodyRowId(48, { schedule18Offence: true })).toBe("custody-over-1-up-to-4-years");
    expect(() => custodyRowId(0)).toThrow(RangeError);
    expect(() => custodyRowId(Number.NaN)).toThrow(RangeError);
  });

  it("spends an order made with no end date 24 months after conviction", () => {
    const noEnd = row(orderRowId("no-end-date"));
    expect(noEnd.adult).toBe("24 months");
    expect(noEnd.underEighteen).toBe("24 months");
    expect(noEnd.runsFrom).toBe("The date of conviction");
  });

  it("keeps only an order made until further order unspent until a court ends it", () => {
    const untilFurther = row(orderRowId("until-further-order"));
    expect(untilFurther.sentence).toMatch(/until further order/);
    expect(untilFurther.adult).toBe("Not spent until a court ends the order");
    expect(untilFurther.underEighteen).toBe("Not spent until a court ends the order");
    expect(row(orderRowId("end-date")).adult).toBe("When the order ends");
    // No other row says an order stays unspent.
    const unspentRows = rehabilitationPeriods.filter((period) => /unspent|Not spent until/i.test(period.adult));
    expect(unspentRows.map((period) => period.id)).toEqual(["order-until-further-order"]);
  });

  it("ends community orders when the order ends, with no extra period", () => {
    expect(row("community-order").adult).toMatch(/^When the order ends/);
    expect(row("community-order").underEighteen).toMatch(/^When the order ends/);
  });

  it("contains nothing from the table in force before 28 October 2023", () => {
    const sentences = rehabilitationPeriods.map((period) => period.sentence).join("\n");
    // Old custody bands: up to 6 months, over 6 months up to 30 months (2.5 years), over 30 up to 48 months.
    expect(sentences).not.toMatch(/up to 6 months/i);
    expect(sentences).not.toMatch(/6 months up to/i);
    expect(sentences).not.toMatch(/2\.5 years/);
    expect(sentences).not.toMatch(/30 months/);
    // Old periods: custody up to 6 months was 2 years / 18 months; over 4 years was never spent.
    const periods = rehabilitationPeriods.flatMap((period) => [period.adult, period.underEighteen]);
    expect(periods).not.toContain("18 months");
    expect(row("custody-over-4-years").adult).not.toBe("Never spent");
    expect(row("community-order").adult).not.toBe("1 year");
  });

  it("has unique ids and no empty cells", () => {
    expect(new Set(rehabilitationPeriods.map((period) => period.id)).size).toBe(rehabilitationPeriods.length);
    for (const period of rehabilitationPeriods) {
      for (const value of [period.sentence, period.adult, period.underEighteen, period.runsFrom]) {
        expect(value.trim()).not.toBe("");
      }
    }
  });
});
