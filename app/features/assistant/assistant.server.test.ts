import { describe, expect, it } from "vitest";
import { assistantCorpus, sectionsFromHtml } from "./corpus.server";
import { redactQuestion } from "./answer.server";
import { bestSentences, buildIndex, search, stem, tokenise } from "./search";

describe("the assistant's search over our own content", () => {
  const { sections, index } = assistantCorpus();

  it("reads the Resources hub's own pages and the checker's rules", () => {
    expect(sections.some((section) => section.href === "/resources?tab=legal#filtering")).toBe(true);
    expect(sections.some((section) => section.source === "Resources hub: Practical Support")).toBe(true);
    expect(sections.some((section) => section.href === "/resources#crisis-support-heading")).toBe(true);
    expect(sections.every((section) => section.text.length > 0 && !/[<>]/.test(section.text))).toBe(true);
  });

  it.each([
    ["when is a fine spent", "/resources?tab=legal#period-fine"],
    ["When it is spent: fines", "/resources?tab=legal#period-fine"],
    ["I was convicted again while my first conviction was unspent", "/resources?tab=legal#rules-that-change-the-answer"],
    ["how long until a restraining order is spent", "/resources?tab=legal#period-other-orders"],
  ])("answers %j from %s", (question, href) => {
    expect(search(index, question)[0]?.section.href).toBe(href);
  });

  it("finds the filtering rules among the first answers about filtering", () => {
    expect(search(index, "what is filtering on an enhanced DBS check").map((hit) => hit.section.href)).toContain("/resources?tab=legal#filtering");
  });

  it("finds nothing for words we never use", () => {
    expect(search(index, "zebra quantum")).toEqual([]);
  });

  it("ranks by BM25 with title words weighted", () => {
    const small = buildIndex([
      { id: "a", title: "Fines", href: "#a", text: "A fine is spent after a year.", source: "t" },
      { id: "b", title: "Other", href: "#b", text: "Nothing about that here, but spent is a word.", source: "t" },
    ]);
    expect(search(small, "fine spent").map((hit) => hit.section.id)).toEqual(["a"]);
  });

  it("stems plurals and endings, and drops common words", () => {
    expect(tokenise("When are the fines and cautions spent?")).toEqual(["fine", "caution", "spent"]);
    expect(stem("offences")).toBe("offence");
    expect(stem("convictions")).toBe("conviction");
  });

  it("picks the sentences that share the question's words", () => {
    expect(bestSentences("Cats purr. A fine is spent after 1 year. Dogs bark.", "fine spent")).toEqual(["A fine is spent after 1 year."]);
  });

  it("splits rendered pages at their headings, linking headings that have an id", () => {
    const found = sectionsFromHtml('<h4 id="x">One</h4><p>First &amp; best.</p><h4>Two</h4><ul><li>a</li><li>b</li></ul>', {
      href: "/p?tab=t#topics",
      source: "s",
      idPrefix: "p",
    });
    expect(found.map(({ title, href, text }) => ({ title, href, text }))).toEqual([
      { title: "One", href: "/p?tab=t#x", text: "First & best." },
      { title: "Two", href: "/p?tab=t#topics", text: "a b" },
    ]);
  });
});

describe("what leaves our server", () => {
  it("takes dates, years, numbers and email addresses out of a question", () => {
    expect(redactQuestion("I got a fine on 3 March 2021, email me at a.b@example.org or 07700 900123; was it 12/04/2019?")).toBe(
      "I got a fine on [date removed], email me at [email removed] or [number removed]; was it [date removed]?",
    );
    expect(redactQuestion("convicted in 2015")).toBe("convicted in [year removed]");
  });
});
