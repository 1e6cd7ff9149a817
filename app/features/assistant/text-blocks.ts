import type { Block } from "./types";

/**
 * A written answer (a model's, in the light Markdown such services write) as blocks: paragraphs, lists from lines
 * that start "- ", "* " or "1. ", and tables from lines of cells between "|". Markdown's emphasis marks are taken
 * out; nothing is ever read as HTML. Pure.
 */

const listItem = /^\s*(?:[-*•]|\d+[.)])\s+(.*)$/;
const tableRow = /^\s*\|(.*)\|\s*$/;
const ruleRow = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

const plain = (text: string) => text.replace(/\*\*|__|`/g, "").replace(/^#+\s*/, "").trim();
const cells = (line: string) => tableRow.exec(line)![1]!.split("|").map(plain);

export function textBlocks(text: string, limit = 12): Block[] {
  const blocks: Block[] = [];
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", text: plain(paragraph.join(" ")) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) {
      flush();
      continue;
    }
    if (tableRow.test(line)) {
      flush();
      const rows: string[][] = [];
      while (i < lines.length && (tableRow.test(lines[i]!) || ruleRow.test(lines[i]!))) {
        if (!ruleRow.test(lines[i]!)) rows.push(cells(lines[i]!));
        i++;
      }
      i--;
      const [head, ...body] = rows;
      if (head && body.length > 0) blocks.push({ type: "table", caption: "", head, rows: body });
      else if (head) blocks.push({ type: "paragraph", text: head.join(" ") });
      continue;
    }
    const item = listItem.exec(line);
    if (item) {
      flush();
      const last = blocks.at(-1);
      if (last?.type === "list") last.items.push(plain(item[1]!));
      else blocks.push({ type: "list", items: [plain(item[1]!)] });
      continue;
    }
    paragraph.push(line.trim());
  }
  flush();
  return blocks.filter((block) => block.type !== "paragraph" || block.text).slice(0, limit);
}

/** A block as plain text: what a post-check reads and a test compares. */
export function blockText(block: Block): string {
  if (block.type === "paragraph") return block.text;
  if (block.type === "list") return block.items.join("\n");
  return [block.caption, block.head.join(" | "), ...block.rows.map((row) => row.join(" | "))].filter(Boolean).join("\n");
}
