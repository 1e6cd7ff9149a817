import { type Ref, useId } from "react";
import { Button } from "~/components/ui/button";
import { type CvDocument, type CvEntry, type DescriptionLine, sectionIsEmpty } from "../cv-document";
import { stepIndex } from "../steps";

const emptyHelp = {
  summary: { text: "You have not written a summary yet.", step: "summary", action: "Write your summary" },
  experience: { text: "You have not added any work experience yet.", step: "experience", action: "Add your experience" },
  skills: { text: "You have not added any skills yet.", step: "skills", action: "Add your skills" },
  education: { text: "You have not added any learning or training yet.", step: "education", action: "Add your learning and training" },
} as const;

function Lines({ lines }: { lines: DescriptionLine[] }) {
  // Consecutive bullet points become one list; other lines stay paragraphs.
  const groups: (DescriptionLine | DescriptionLine[])[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (line.bullet && Array.isArray(last)) last.push(line);
    else groups.push(line.bullet ? [line] : line);
  }
  return (
    <div className="mt-2 space-y-1">
      {groups.map((group, index) =>
        Array.isArray(group) ? (
          <ul key={index} className="list-disc space-y-1 pl-6">
            {group.map((line, lineIndex) => (
              <li key={lineIndex}>{line.text}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{group.text}</p>
        ),
      )}
    </div>
  );
}

function Entry({ entry, goTo }: { entry: CvEntry; goTo: (step: number) => void }) {
  const meta = [entry.title ? entry.organisation : "", entry.when].filter(Boolean);
  return (
    <li>
      <p className="font-bold">{entry.title || entry.organisation}</p>
      {meta.length ? <p className="text-ink-soft">{meta.join(" · ")}</p> : null}
      {entry.dateProblem ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 rounded-lg border-l-4 border-danger bg-white px-3 py-2 print:hidden">
          <p>
            <strong>Check the dates:</strong> {entry.dateProblem} Your CV leaves out a date it cannot read.
          </p>
          <Button variant="ghost" className="px-0" onClick={() => goTo(stepIndex("experience"))}>
            Fix the dates
          </Button>
        </div>
      ) : null}
      {entry.lines.length ? <Lines lines={entry.lines} /> : null}
    </li>
  );
}

/** The CV as it will look, drawn from the same outline as the PDF and Word files. This part alone is printed. */
export function CvPreview({ cv, headingRef, goTo }: { cv: CvDocument; headingRef: Ref<HTMLHeadingElement>; goTo: (step: number) => void }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-bold focus:outline-none print:hidden">
        Your CV
      </h3>
      <article className="mt-3 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-8 print:mt-0 print:border-0 print:p-0 print:shadow-none">
        <p className="text-3xl font-extrabold text-ink">{cv.name}</p>
        {cv.contact.length ? (
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-ink-soft">
            {cv.contact.map((item) => (
              <li key={item} className="break-all">
                {item}
              </li>
            ))}
          </ul>
        ) : null}
        {cv.sections.map((section) => {
          const empty = sectionIsEmpty(section);
          const help = emptyHelp[section.kind];
          return (
            <section key={section.kind} className={`mt-6 ${empty ? "print:hidden" : ""}`}>
              <h4 className="border-b-2 border-brand-700 pb-1 text-lg font-bold text-brand-800">{section.title}</h4>
              {empty ? (
                <div className="mt-2 flex flex-wrap items-center gap-3">
                  <p className="text-ink-soft">{help.text}</p>
                  <Button variant="ghost" className="px-0" onClick={() => goTo(stepIndex(help.step))}>
                    {help.action}
                  </Button>
                </div>
              ) : section.kind === "summary" ? (
                <div className="mt-2 space-y-2">
                  {section.paragraphs.map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              ) : section.kind === "skills" ? (
                <ul className="mt-3 flex flex-wrap gap-2">
                  {section.skills.map((skill, index) => (
                    <li key={`${index}-${skill}`} className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 ring-1 ring-brand-100">
                      {skill}
                    </li>
                  ))}
                </ul>
              ) : (
                <ul className="mt-3 space-y-4">
                  {section.entries.map((entry, index) => (
                    <Entry key={index} entry={entry} goTo={goTo} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </article>
    </section>
  );
}
