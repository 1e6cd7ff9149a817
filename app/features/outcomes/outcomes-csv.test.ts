import { describe, expect, it } from "vitest";
import { outcomesCsv } from "./outcomes-csv";

describe("outcomesCsv", () => {
  it("writes a header, the referred and started counts and each checkpoint's share, with CRLF line ends", () => {
    const csv = outcomesCsv({
      referred: 7,
      starts: 4,
      checkpoints: [
        { checkpoint: "six_weeks", checked: 3, inWork: 2 },
        { checkpoint: "six_months", checked: 0, inWork: 0 },
        { checkpoint: "one_year", checked: 1, inWork: 1 },
      ],
    });
    expect(csv.split("\r\n")).toEqual([
      "Measure,People,Checked,Still in work,Per cent in work",
      "Referred,7,,,",
      "Started a job,4,,,",
      "In work at 6 weeks,,3,2,67",
      "In work at 6 months,,0,0,",
      "In work at 1 year,,1,1,100",
      "",
    ]);
  });
});
