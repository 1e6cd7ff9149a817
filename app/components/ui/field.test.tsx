import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { summaryItems } from "./error-summary";
import { Checkbox, RadioGroup, Select, TextArea, TextField } from "./field";
import { MonthYearField } from "./month-year-field";
import { Table } from "./table";

/** The element with this id in rendered markup, as a string of its opening tag. */
function tag(html: string, id: string): string {
  const match = new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no element with id ${id} in ${html}`);
  return match[0];
}

describe("the form kit's fields", () => {
  it("ties the hint and the error to the box, and marks it invalid, so a screen reader reads all three", () => {
    const html = renderToStaticMarkup(<TextField label="Email address" name="email" type="email" hint="The one you sign in with." error="Enter an email address." defaultValue="sam@" />);
    const input = tag(html, "email");
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="email-hint email-error"');
    expect(input).toContain('value="sam@"');
    expect(html).toContain('<label for="email"');
    expect(tag(html, "email-error")).toBeTruthy();
    expect(html).toContain("Error: </span>Enter an email address.");
  });

  it("leaves a valid field unmarked, and says when it may be left empty", () => {
    const html = renderToStaticMarkup(<TextArea label="Anything else" name="notes" optional />);
    expect(tag(html, "notes")).not.toContain("aria-invalid");
    expect(tag(html, "notes")).not.toContain("aria-describedby");
    expect(html).toContain("(optional)");
  });

  it("offers a select's choices after an empty first one, and keeps the chosen one", () => {
    const html = renderToStaticMarkup(
      <Select label="Status" name="status" placeholder="Choose one" defaultValue="b" choices={[{ value: "a", label: "A" }, { value: "b", label: "B" }]} />,
    );
    expect(html).toMatch(/<option value="">Choose one<\/option><option value="a">A<\/option><option value="b" selected="">B<\/option>/);
  });

  it("gives each radio button its own label, and links an error to the group", () => {
    const html = renderToStaticMarkup(
      <RadioGroup legend="Account type" name="type" defaultValue="b" error="Choose an account type." choices={[{ value: "a", label: "A" }, { value: "b", label: "B", description: "Needs approval." }]} />,
    );
    expect(html).toContain("<legend");
    expect(tag(html, "type-b")).toContain("checked");
    expect(tag(html, "type-b")).toContain('aria-describedby="type-b-description"');
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="type-a-error"/);
  });

  it("posts a ticked checkbox's value", () => {
    const html = renderToStaticMarkup(<Checkbox label="Sign out everywhere else" name="others" value="yes" defaultChecked />);
    for (const part of ['type="checkbox"', 'value="yes"', "checked"]) expect(tag(html, "others")).toContain(part);
  });

  it("posts a month and year as <name>.month and <name>.year, marking only the box that is wrong", () => {
    const html = renderToStaticMarkup(
      <MonthYearField legend="Start date" name="started" defaultValue={{ month: "13", year: "2023" }} error={{ message: "Enter the month as a number from 1 to 12.", parts: ["month"] }} />,
    );
    for (const part of ['name="started.month"', 'aria-invalid="true"', 'value="13"']) expect(tag(html, "started-month")).toContain(part);
    expect(tag(html, "started-year")).toContain('name="started.year"');
    expect(tag(html, "started-year")).not.toContain("aria-invalid");
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="started-error"/);
  });

  it("takes its name, what was typed and its error from Conform's metadata", () => {
    const meta = { id: "form-started", name: "started", errors: ["The start date must include a year."], initialValue: { month: "4", year: "" } };
    const html = renderToStaticMarkup(<MonthYearField legend="Start date" meta={meta} />);
    for (const part of ['name="started.month"', 'value="4"', 'aria-invalid="true"']) expect(tag(html, "form-started-month")).toContain(part);
    expect(html).toContain("The start date must include a year.");
  });
});

describe("the error summary's links", () => {
  it("lists errors in page order and links each to the control to focus", () => {
    expect(summaryItems({ password: "Enter a password.", email: ["Enter an email."] }, ["email", "password", "name"], { password: "new-password" })).toEqual([
      { fieldId: "email", message: "Enter an email." },
      { fieldId: "new-password", message: "Enter a password." },
    ]);
  });
});

describe("the table", () => {
  it("has a caption, column headers scoped to columns and a header for each row", () => {
    const html = renderToStaticMarkup(
      <Table caption="2 accounts" rows={[{ id: "1", name: "Sam", email: "sam@example.org" }]} rowKey={(row) => row.id} columns={[
        { header: "Name", rowHeader: true, cell: (row) => row.name },
        { header: "Email address", cell: (row) => row.email },
      ]} />,
    );
    expect(html).toContain("<caption");
    expect(html).toMatch(/<th role="columnheader" scope="col"[^>]*>Name<\/th>/);
    expect(html).toMatch(/<th role="rowheader" scope="row"[^>]*>.*Sam<\/th>/);
    // On a phone each value is shown under its column's name.
    expect(html).toMatch(/<td role="cell"[^>]*><span aria-hidden="true"[^>]*>Email address:<\/span>sam@example.org<\/td>/);
  });
});
