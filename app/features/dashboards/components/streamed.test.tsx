import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { Streamed } from "./streamed";

async function rendered(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}

describe("Streamed", () => {
  it("shows the skeleton and 'Loading…' until the data arrives", () => {
    const html = renderToString(<Streamed resolve={new Promise<string>(() => {})}>{(value) => <p>{value}</p>}</Streamed>);
    expect(html).toContain("Loading…");
    expect(html).toContain("animate-pulse");
  });

  it("renders the data once it has arrived", async () => {
    const html = await rendered(<Streamed resolve={Promise.resolve({ open: 3 })}>{(value) => <p>{value.open} open jobs</p>}</Streamed>);
    expect(html).toContain("3<!-- --> open jobs");
    expect(html).not.toContain("Loading…");
  });

  it("draws data that was ready when the page was drawn in place, with no boundary to be filled in by a script", () => {
    const html = renderToString(<Streamed resolve={{ open: 3 }}>{(value) => <p>{value.open} open jobs</p>}</Streamed>);
    expect(html).toBe("<p>3<!-- --> open jobs</p>");
  });

  it("says so in words when the data could not be loaded", async () => {
    const html = await rendered(<Streamed resolve={Promise.reject(new Error("database down"))}>{() => <p>never</p>}</Streamed>);
    expect(html).toContain("This part of the page could not be loaded.");
    expect(html).not.toContain("database down");
  });
});
