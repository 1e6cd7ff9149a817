import type { Block } from "../types";

/**
 * An answer's parts as the page lays them out: paragraphs, bulleted lists and real tables (a caption, column
 * headers and a header for each row), so a screen reader reads a table as one and a list as one.
 */
export function AnswerBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <div className="mt-3 space-y-3">
      {blocks.map((block, index) => {
        if (block.type === "paragraph") return <p key={index}>{block.text}</p>;
        if (block.type === "list") {
          return (
            <ul key={index} className="list-disc space-y-1 pl-6">
              {block.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <div key={index} className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-base">
              {block.caption ? <caption className="pb-2 text-left font-semibold">{block.caption}</caption> : null}
              <thead>
                <tr>
                  {block.head.map((cell, i) => (
                    <th key={i} scope="col" className="border-b-2 border-line bg-brand-50 px-3 py-2 font-semibold">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r} className="border-b border-line align-top">
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <th key={i} scope="row" className="px-3 py-2 font-semibold">
                          {cell}
                        </th>
                      ) : (
                        <td key={i} className="px-3 py-2">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}
