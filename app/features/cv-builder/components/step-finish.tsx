import { BriefcaseBusiness, LifeBuoy, PhoneCall } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { SaveToAccountPanel } from "~/features/candidate-cvs/components/save-to-account-panel";
import { buildCvDocument, letterParagraphs } from "../cv-document";
import { saveFile, textBlob } from "../export/save-file";
import { cvFileName, letterFileName } from "../file-names";
import { stepIndex } from "../steps";
import { CvPreview } from "./cv-preview";
import { type DraftControls, DraftPanel } from "./draft-panel";
import { Panel } from "./panel";
import type { StepProps } from "./step-props";

type Status = { kind: "working" | "done" | "error"; text: string } | null;

const nextSteps = [
  { to: "/job-matcher", label: "Find jobs that match your skills", icon: BriefcaseBusiness },
  { to: "/request-callback", label: "Ask an adviser to call you back", icon: PhoneCall },
  { to: "/resources", label: "Get more help and advice", icon: LifeBuoy },
] as const;

export function StepFinish({ draft, announce, goTo, draftControls }: StepProps & { draftControls: DraftControls }) {
  const cv = useMemo(() => buildCvDocument(draft), [draft]);
  const showLetter = draft.disclosureNeeded && Boolean(draft.disclosureLetter.trim());
  const paragraphs = useMemo(() => letterParagraphs(draft.disclosureLetter), [draft.disclosureLetter]);
  const cvHeading = useRef<HTMLHeadingElement>(null);
  const letterHeading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const letterId = useId();

  function show(target: HTMLHeadingElement | null) {
    target?.scrollIntoView({ block: "start" });
    target?.focus({ preventScroll: true });
  }

  /** Makes a file in the browser and hands it over. The PDF and Word libraries load only now, on first use. */
  async function download(what: string, fileName: string, make: () => Promise<Blob>) {
    setBusy(true);
    setStatus({ kind: "working", text: `Preparing ${what}…` });
    try {
      saveFile(await make(), fileName);
      const text = `${what[0]?.toUpperCase()}${what.slice(1)} has been saved as ${fileName}. Look in your Downloads folder.`;
      setStatus({ kind: "done", text });
      announce(text);
    } catch {
      const text = `Sorry, ${what} could not be made. Check your internet connection and try again.`;
      setStatus({ kind: "error", text });
      announce(text);
    } finally {
      setBusy(false);
    }
  }

  const downloads = {
    cvPdf: () => download("your CV (PDF)", cvFileName(draft.fullName, "pdf"), async () => (await import("../export/pdf")).cvToPdf(cv)),
    cvDocx: () => download("your CV (Word)", cvFileName(draft.fullName, "docx"), async () => (await import("../export/docx")).cvToDocx(cv)),
    letterPdf: () =>
      download("your letter (PDF)", letterFileName("pdf"), async () => (await import("../export/pdf")).letterToPdf(paragraphs, draft.fullName)),
    letterDocx: () => download("your letter (Word)", letterFileName("docx"), async () => (await import("../export/docx")).letterToDocx(paragraphs)),
    letterText: () => download("your letter (text)", letterFileName("txt"), async () => textBlob(`${draft.disclosureLetter.trim()}\n`, "text/plain")),
  };

  return (
    <div className="space-y-10">
      <div className="space-y-4 print:hidden">
        <h3 className="text-3xl font-extrabold text-brand-800">Well Done!</h3>
        <p className="text-lg">
          {showLetter
            ? "Your CV and disclosure letter are complete. Check them below, then download them."
            : "Your CV is complete. Check it below, then download it."}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => show(cvHeading.current)}>
            View my CV
          </Button>
          {showLetter ? (
            <Button variant="outline" onClick={() => show(letterHeading.current)}>
              View my disclosure letter
            </Button>
          ) : null}
        </div>
      </div>

      <Panel title="Download your documents" className="print:hidden">
        <div role="group" aria-label="Your CV" className="space-y-2">
          <p className="font-semibold">Your CV</p>
          <div className="flex flex-wrap gap-3">
            <Button disabled={busy} onClick={downloads.cvPdf}>
              Download CV as PDF
            </Button>
            <Button disabled={busy} onClick={downloads.cvDocx}>
              Download CV as Word
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              Print CV
            </Button>
          </div>
        </div>
        {showLetter ? (
          <div role="group" aria-label="Your disclosure letter" className="space-y-2">
            <p className="font-semibold">Your disclosure letter</p>
            <div className="flex flex-wrap gap-3">
              <Button disabled={busy} onClick={downloads.letterPdf}>
                Download letter as PDF
              </Button>
              <Button disabled={busy} onClick={downloads.letterDocx}>
                Download letter as Word
              </Button>
              <Button disabled={busy} onClick={downloads.letterText}>
                Download letter as text
              </Button>
            </div>
          </div>
        ) : null}
        {status ? <p className={`font-semibold ${status.kind === "error" ? "text-danger" : "text-ink"}`}>{status.text}</p> : null}
        <p className="text-ink-soft">
          The files are made here in your browser. On a shared computer, save them somewhere private, such as your own USB
          stick or your email, then delete them from the Downloads folder.
        </p>
      </Panel>

      <SaveToAccountPanel draft={draft} />

      <CvPreview cv={cv} headingRef={cvHeading} goTo={goTo} />

      {showLetter ? (
        <section aria-labelledby={letterId} className="print:hidden">
          <h3 id={letterId} ref={letterHeading} tabIndex={-1} className="scroll-mt-24 text-xl font-bold focus:outline-none">
            Your disclosure letter
          </h3>
          <div className="mt-3 space-y-4 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-8">
            {paragraphs.map((lines, index) => (
              <p key={index}>
                {lines.map((line, lineIndex) => (
                  <span key={lineIndex} className="block">
                    {line}
                  </span>
                ))}
              </p>
            ))}
          </div>
          <Button variant="ghost" className="mt-2 px-0" onClick={() => goTo(stepIndex("disclosure"))}>
            Change my letter
          </Button>
        </section>
      ) : null}

      <Panel title="Next Steps" tone="tinted" className="print:hidden">
        <ul className="space-y-3">
          {nextSteps.map(({ to, label, icon: Icon }) => (
            <li key={to} className="flex items-center gap-3">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              <a href={to} className="font-semibold text-brand-800 underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </Panel>

      <DraftPanel draft={draft} controls={draftControls} announce={announce} />
    </div>
  );
}
