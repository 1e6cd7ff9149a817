import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { type CvDraft, emptyDraft } from "../draft";
import { FIRST_STEP, LAST_STEP, clampStep, progressLabel, progressPercent, steps } from "../steps";
import { type SavedDraft, browserStores, deleteDraft, loadDraft, saveDraft } from "../storage";
import type { DraftControls } from "./draft-panel";
import { ProgressBar } from "./progress-bar";
import type { DraftPatch, StepProps } from "./step-props";
import { StepAbout } from "./step-about";
import { StepDisclosure } from "./step-disclosure";
import { StepEducation } from "./step-education";
import { StepExperience } from "./step-experience";
import { StepFinish } from "./step-finish";
import { StepSkills } from "./step-skills";
import { StepStart } from "./step-start";
import { StepSummary } from "./step-summary";

const PRISTINE = JSON.stringify(emptyDraft());
const isPristine = (saved: SavedDraft) => saved.step === FIRST_STEP && JSON.stringify(saved.draft) === PRISTINE;

/** A polite live region: repeating the same message still gets read out. */
function useAnnouncer() {
  const [message, setMessage] = useState({ text: "", count: 0 });
  const announce = useCallback((text: string) => setMessage((previous) => ({ text, count: previous.count + 1 })), []);
  return [message.count % 2 ? `${message.text}\u00A0` : message.text, announce] as const;
}

/**
 * The CV and disclosure letter builder. The draft lives in this component and in the browser's storage only:
 * nothing here ever sends it to the server.
 */
export function CvBuilder() {
  const [state, setState] = useState<SavedDraft>(() => ({ step: FIRST_STEP, draft: emptyDraft() }));
  const [keepOnDevice, setKeepOnDevice] = useState(false);
  // False on the server and until the saved draft has been read, so an empty draft never overwrites it.
  const [ready, setReady] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [announcement, announce] = useAnnouncer();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each step change (even to the same step, after a delete) bumps this, and the effect below moves focus.
  const [focusRequest, setFocusRequest] = useState({ count: 0, prefix: "" });

  useEffect(() => {
    const { saved, keepOnDevice: kept } = loadDraft(browserStores());
    if (saved) setState(saved);
    setKeepOnDevice(kept);
    setReady(true);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const stores = browserStores();
    // An untouched draft is not worth keeping (unless the person asked to keep it here): after 'Delete my draft'
    // nothing at all is left behind.
    if (isPristine(state) && !keepOnDevice) {
      deleteDraft(stores);
      setSaveFailed(false);
    } else {
      setSaveFailed(!saveDraft(stores, state, keepOnDevice));
    }
  }, [state, keepOnDevice, ready]);

  const { step, draft } = state;

  // After a step change, focus the new step's heading and say where the person is.
  useEffect(() => {
    if (focusRequest.count === 0) return;
    headingRef.current?.focus();
    announce(`${focusRequest.prefix}${progressLabel(step)}: ${steps[step]?.title}. ${progressPercent(step)}% complete.`);
    // Steps change only through goTo, which also makes a new request, so this runs once per move.
  }, [focusRequest, step, announce]);

  const goTo = useCallback((next: number, prefix = "") => {
    setFocusRequest((previous) => ({ count: previous.count + 1, prefix }));
    setState((previous) => ({ ...previous, step: clampStep(next) }));
  }, []);

  const update = useCallback((patch: DraftPatch) => {
    setState((previous) => ({
      ...previous,
      draft: { ...previous.draft, ...(typeof patch === "function" ? patch(previous.draft) : patch) },
    }));
  }, []);

  const draftControls: DraftControls = {
    ready,
    keepOnDevice,
    saveFailed,
    setKeepOnDevice: (keep) => {
      setKeepOnDevice(keep);
      announce(keep ? "Your draft will be kept on this device until you delete it." : "Your draft will be cleared when you close this tab.");
    },
    deleteDraft: () => {
      deleteDraft(browserStores());
      setKeepOnDevice(false);
      setState({ step: FIRST_STEP, draft: emptyDraft() });
      goTo(FIRST_STEP, "Your draft has been deleted from this browser. ");
    },
    replaceDraft: (imported: CvDraft) => {
      update(imported);
      announce("Your saved draft has been loaded.");
    },
  };

  const props: StepProps = { draft, update, announce, goTo };
  const title = steps[step]?.title ?? "";

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 print:max-w-none print:p-0">
      <ProgressBar step={step} />
      <section aria-labelledby="cv-step-heading" className="mt-8">
        <h2
          id="cv-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl print:hidden"
        >
          {title}
        </h2>
        <div className="mt-6">
          {step === 0 ? <StepStart {...props} draftControls={draftControls} /> : null}
          {step === 1 ? <StepAbout {...props} /> : null}
          {step === 2 ? <StepSummary {...props} /> : null}
          {step === 3 ? <StepExperience {...props} /> : null}
          {step === 4 ? <StepSkills {...props} /> : null}
          {step === 5 ? <StepEducation {...props} /> : null}
          {step === 6 ? <StepDisclosure {...props} /> : null}
          {step === 7 ? <StepFinish {...props} draftControls={draftControls} /> : null}
        </div>
      </section>
      <div className="mt-10 flex flex-wrap justify-between gap-3 border-t border-line pt-6 print:hidden">
        <Button variant="outline" size="lg" disabled={!ready || step === FIRST_STEP} onClick={() => goTo(step - 1)}>
          Previous
        </Button>
        <Button size="lg" disabled={!ready || step === LAST_STEP} onClick={() => goTo(step + 1)}>
          Continue
        </Button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
