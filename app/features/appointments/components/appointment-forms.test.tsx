import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { calendarRange } from "../calendar";
import type { CalendarData } from "../calendar.server";
import { AddForm } from "./appointment-forms";
import { CalendarPage } from "./calendar-page";

const calendar: CalendarData = {
  range: calendarRange(new URL("https://example.test/c?view=week&date=2026-11-23"), "2026-11-28"),
  title: "Week of 23 November 2026",
  today: "2026-11-28",
  appointments: [],
  mentoring: [],
  caseload: [
    { id: "0198a000-0000-7000-8000-000000000001", fullName: "Avery Able" },
    { id: "0198a000-0000-7000-8000-000000000002", fullName: "Bailey Brook" },
  ],
  caseloadMore: false,
  bookWith: null,
  onlyFirst: null,
};

/** The booking form as HTML, drawn inside a router as the calendar page draws it. */
function form(data: CalendarData): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <AddForm mode="portal" calendar={data} actionData={undefined} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("the calendar's booking form", () => {
  it("starts with the person the record's link names", () => {
    const html = form({ ...calendar, bookWith: "0198a000-0000-7000-8000-000000000002" });
    expect(html).toMatch(/<option value="0198a000-0000-7000-8000-000000000002" selected="">Bailey Brook<\/option>/);
    expect(form(calendar)).not.toMatch(/<option value="0198a000-[^"]+" selected="">/);
  });

  it("says when the caseload holds more people than it lists, and how to book them", () => {
    expect(form({ ...calendar, caseloadMore: true })).toContain(
      "Your caseload has more than 500 people, so this list holds the first 500 by name. To book with someone else, open their record and choose &quot;Book an appointment&quot;.",
    );
    expect(form(calendar)).not.toContain("Your caseload has more than");
  });
});

describe("the calendar's week and month links", () => {
  const links = (data: CalendarData) => {
    const Stub = createRoutesStub([
      { path: "/", Component: () => <CalendarPage mode="portal" calendar={data} done={null} moving={null} exportHref="/calendar.ics" actionData={undefined} /> },
    ]);
    const html = renderToStaticMarkup(<Stub initialEntries={["/"]} />);
    return [...html.matchAll(/href="([^"]*view=[^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&")).filter((href) => !href.includes(".ics"));
  };

  it("keep the person the record's link chose, so the form still has them after a move to another week", () => {
    const chosen = "0198a000-0000-7000-8000-000000000002";
    const withPerson = links({ ...calendar, bookWith: chosen });
    expect(withPerson).toHaveLength(5);
    for (const href of withPerson) expect(new URLSearchParams(href.split("?")[1]).get("with")).toBe(chosen);
    for (const href of links(calendar)) expect(href).not.toContain("with=");
  });
});
