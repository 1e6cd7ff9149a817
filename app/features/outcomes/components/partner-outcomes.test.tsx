import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PartnerOutcomes } from "../outcomes.server";
import { PartnerOutcomesView } from "./partner-outcomes";

function text(outcomes: PartnerOutcomes): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <PartnerOutcomesView outcomes={outcomes} csvPath="/outcomes.csv" />
    </MemoryRouter>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

const checkpoints: PartnerOutcomes["checkpoints"] = [
  { checkpoint: "six_weeks", checked: 6, inWork: 6 },
  { checkpoint: "six_months", checked: 4, inWork: 3 },
  { checkpoint: "one_year", checked: 0, inWork: 0 },
];

describe("a partner's outcomes", () => {
  it("say there were more job starts than people when someone started more than one, since the checks count jobs", () => {
    const page = text({ referred: 9, starts: 4, jobStarts: 6, checkpoints });
    expect(page).toContain("Four people you referred started a job. Some started more than one, so there were 6 job starts in all.");
    expect(page).toContain("For each job started by a person you referred, whether they were still in work there");
  });

  it("say nothing more when each person started one job", () => {
    expect(text({ referred: 9, starts: 4, jobStarts: 4, checkpoints })).not.toContain("job starts in all");
  });
});
