import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { PeriodRule } from "~/features/disclosure-check/periods";
import { guideSections, periodRowHref, periodRuleText, ruleTopics } from "~/features/disclosure-check/rule-wording";
import { CrisisSupport } from "~/features/resources/components/crisis-support";
import { EmploymentHelp } from "~/features/resources/components/employment-help";
import { LegalRights } from "~/features/resources/components/legal-rights";
import { Mentorship } from "~/features/resources/components/mentorship";
import { PracticalSupport } from "~/features/resources/components/practical-support";
import { TrainingSkills } from "~/features/resources/components/training-skills";
import { rehabilitationPeriods } from "~/features/resources/rehabilitation-periods";
import { type Section, type SearchIndex, buildIndex } from "./search";
import type { Block } from "./types";

/**
 * What the assistant may answer from: our own pages, read from the same components the Resources hub shows (so the
 * two never disagree), and the disclosure checker's rules. Built once per process, on first use.
 */

const panels: { tab: string; label: string; Panel: ComponentType }[] = [
  { tab: "practical", label: "Practical Support", Panel: PracticalSupport },
  { tab: "employment", label: "Employment Help", Panel: EmploymentHelp },
  { tab: "training", label: "Training and Skills", Panel: TrainingSkills },
  { tab: "legal", label: "Legal and Rights", Panel: LegalRights },
  { tab: "mentorship", label: "Mentorship", Panel: Mentorship },
];

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };

function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/tr|\/h\d|\/dt|\/dd)\b[^>]*>/gi, "$& ")
    .replace(/<\/(td|th)>/gi, "; ")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#?\w+);/g, (match, name: string) => entities[name] ?? match)
    .replace(/\s+/g, " ")
    .replace(/\s+([.,;:])/g, "$1")
    .trim();
}

const cellsOf = (row: string) => [...row.matchAll(/<(td|th)\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((cell) => plainText(cell[2] ?? ""));

/**
 * The paragraphs, lists and tables of a stretch of rendered HTML, in order, when it holds a list or a table (so
 * that an answer lays them out as the page does, rather than as one run of text); none otherwise.
 */
export function blocksFromHtml(html: string): Block[] | undefined {
  if (!/<(table|ul|ol)\b/i.test(html)) return undefined;
  const blocks: Block[] = [];
  const part = /<table\b[^>]*>([\s\S]*?)<\/table>|<(ul|ol)\b[^>]*>([\s\S]*?)<\/\2>|<p\b[^>]*>([\s\S]*?)<\/p>/gi;
  for (let m = part.exec(html); m; m = part.exec(html)) {
    if (m[1] !== undefined) {
      const caption = plainText(/<caption\b[^>]*>([\s\S]*?)<\/caption>/i.exec(m[1])?.[1] ?? "");
      const rows = [...m[1].matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)].map((row) => cellsOf(row[1] ?? "")).filter((row) => row.length > 0);
      const [head, ...body] = rows;
      if (head) blocks.push({ type: "table", caption, head, rows: body });
    } else if (m[3] !== undefined) {
      const items = [...m[3].matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((item) => plainText(item[1] ?? "")).filter(Boolean);
      if (items.length > 0) blocks.push({ type: "list", items });
    } else {
      const text = plainText(m[4] ?? "");
      if (text) blocks.push({ type: "paragraph", text });
    }
  }
  return blocks.length > 0 ? blocks : undefined;
}

/** Splits rendered HTML at each h2, h3 or h4: a section per heading, linked to its id when it has one. */
export function sectionsFromHtml(html: string, base: { href: string; source: string; idPrefix: string }): Section[] {
  const heading = /<h([234])([^>]*)>([\s\S]*?)<\/h\1>/gi;
  const marks: { index: number; end: number; title: string; id: string | null }[] = [];
  for (let match = heading.exec(html); match; match = heading.exec(html)) {
    const id = /\bid="([^"]+)"/.exec(match[2] ?? "")?.[1] ?? null;
    marks.push({ index: match.index, end: match.index + match[0].length, title: plainText(match[3] ?? ""), id });
  }
  return marks.flatMap((mark, i) => {
    const body = html.slice(mark.end, marks[i + 1]?.index ?? html.length);
    const text = plainText(body);
    if (!text) return [];
    const href = mark.id ? `${base.href.split("#")[0]}#${mark.id}` : base.href;
    const blocks = blocksFromHtml(body);
    return [{ id: `${base.idPrefix}-${i}`, title: mark.title, href, text, source: base.source, ...(blocks ? { blocks } : {}) }];
  });
}

function render(Component: ComponentType): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <Component />
    </MemoryRouter>,
  );
}

function ruleSections(): Section[] {
  const rows = new Map(rehabilitationPeriods.map((row) => [row.id, row]));
  const rules = Object.keys(ruleTopics).filter((rule) => rule !== "further-convictions") as PeriodRule[];
  const periods = rules.map((rule) => {
    const adult = periodRuleText(rule, "adult");
    const young = periodRuleText(rule, "under18");
    const row = rows.get(rule);
    const text = [adult, young === adult ? "" : young, row && row.runsFrom !== "Does not apply" ? `The period runs from: ${row.runsFrom.toLowerCase()}.` : ""]
      .filter(Boolean)
      .join(" ");
    const topic = ruleTopics[rule];
    return { id: `rule-${rule}`, title: `When it is spent: ${topic}`, href: periodRowHref(rule), text, source: "Legal and Rights guide" };
  });
  return [
    ...periods,
    {
      id: "rule-further-convictions",
      title: "Further convictions (drag-through)",
      href: guideSections.furtherConvictions,
      text:
        "If you are convicted again during a rehabilitation period, neither conviction is spent until both are. A later conviction " +
        "that is never spent keeps earlier ones unspent too, but an earlier never-spent conviction does not stop later ones becoming " +
        "spent. Orders that only prohibit, such as restraining orders and disqualifications, do not keep other convictions unspent. " +
        "Cautions neither extend convictions nor are extended by them.",
      source: "Legal and Rights guide",
    },
    {
      id: "rule-filtering",
      title: "Filtering: when standard and enhanced checks leave a record off",
      href: guideSections.filtering,
      text:
        "An adult conviction is filtered (protected) when it is spent, 11 years have passed since the conviction, it did not lead to a " +
        "custodial or suspended sentence, and it is not for a specified offence. For a conviction received under 18 the time is 5.5 " +
        "years. An adult caution is filtered after 6 years unless it is for a specified offence. Youth cautions are not disclosed " +
        "automatically. A protected conviction or caution never has to be disclosed, not even for roles that can ask about spent ones.",
      source: "Legal and Rights guide",
    },
    {
      id: "checker",
      title: "Check when your own caution or conviction is spent",
      href: "/candidates/ai-tools/checker",
      text:
        "Our disclosure helper asks one question at a time about each caution or conviction and works out when it is spent, what a " +
        "basic check shows, and what a standard or enhanced check shows. Nothing you enter is stored.",
      source: "Disclosure helper",
    },
  ];
}

let cached: { sections: Section[]; index: SearchIndex } | null = null;

export function assistantCorpus(): { sections: Section[]; index: SearchIndex } {
  if (cached) return cached;
  const sections = [
    ...ruleSections(),
    ...panels.flatMap(({ tab, label, Panel }) =>
      sectionsFromHtml(render(Panel), { href: `/resources?tab=${tab}#topics`, source: `Resources hub: ${label}`, idPrefix: tab }),
    ),
    ...sectionsFromHtml(render(CrisisSupport), { href: "/resources#crisis-support", source: "Resources hub: crisis support", idPrefix: "crisis" }),
  ];
  cached = { sections, index: buildIndex(sections) };
  return cached;
}
