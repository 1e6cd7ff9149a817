import { Component, Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { type CvBuilderAccount, CvBuilderAccountContext } from "~/features/candidate-cvs/builder-account";
import { useAddressSearch } from "../address-search";
import { type CvDraft, emptyDraft } from "../draft";
import { FIRST_STEP, LAST_STEP, STEP_PARAM, clampStep, progressLabel, progressPercent, stepFromParam, stepSearch, steps } from "../steps";
import { type SavedDraft, browserStores, deleteDraft, loadDraft, saveDraft } from "../storage";
import type { DraftControls } from "./draft-panel";
import { ProgressBar } from "./progress-bar";
import type { DraftPatch, StepProps } from "./step-props";
import { StepStart } from "./step-start";

/**
 * Every step after the first is its own chunk, loaded when the person gets near it, so a first visit downloads only
 * the first step (the disclosure step alone brings the checker, its rules and their zod schemas; the last the
 * preview and the account panel). Moving to a step is a React transition, so the step shown stays until the next
 * has loaded; the next step is fetched as soon as a step is shown, so that is rarely noticed.
 */
const stepChunks = {
  1: () => import("./step-about"),
  2: () => import("./step-summary"),
  3: () => import("./step-experience"),
  4: () => import("./step-skills"),
  5: () => import("./step-education"),
  6: () => import("./step-disclosure"),
  7: () => import("./step-finish"),
} as const;
/**
 * The later steps as lazy components. Made afresh by "Try again" after a step's code failed to arrive (a phone
 * losing its signal): a lazy component that failed once stays failed.
 */
function lazySteps() {
  const arrived = <Chunk,>(chunk: Promise<Chunk>) =>
    chunk.catch((error: unknown) => {
      throw new StepLoadError(error);
    });
  return {
    StepAbout: lazy(() => arrived(stepChunks[1]()).then((chunk) => ({ default: chunk.StepAbout }))),
    StepSummary: lazy(() => arrived(stepChunks[2]()).then((chunk) => ({ default: chunk.StepSummary }))),
    StepExperience: lazy(() => arrived(stepChunks[3]()).then((chunk) => ({ default: chunk.StepExperience }))),
    StepSkills: lazy(() => arrived(stepChunks[4]()).then((chunk) => ({ default: chunk.StepSkills }))),
    StepEducation: lazy(() => arrived(stepChunks[5]()).then((chunk) => ({ default: chunk.StepEducation }))),
    StepDisclosure: lazy(() => arrived(stepChunks[6]()).then((chunk) => ({ default: chunk.StepDisclosure }))),
    StepFinish: lazy(() => arrived(stepChunks[7]()).then((chunk) => ({ default: chunk.StepFinish }))),
  };
}

/** A step's code did not arrive; any other error in a step is a fault, left to the page's error boundary. */
class StepLoadError extends Error {
  constructor(cause: unknown) {
    super("A step of the CV builder could not be loaded.", { cause });
  }
}

/**
 * A step whose code could not be fetched says so in place, with the draft untouched and a way to try again,
 * rather than taking the whole page down to the error page.
 */
class StepLoadBoundary extends Component<
  { step: number; children: ReactNode; onFailed: () => void; onRetry: () => void },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    // The failed step's lazy component would keep its failure even once the code has come (a later prefetch,
    // or Try again): the parent makes them afresh now, so coming back to the step loads it again.
    if (error instanceof StepLoadError) this.props.onFailed();
  }

  override componentDidUpdate(previous: { step: number }) {
    // Moving to another step (Previous, or the browser's Back) leaves the failure behind: that step may be here.
    if (this.state.error && previous.step !== this.props.step) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (!(this.state.error instanceof StepLoadError)) throw this.state.error;
    return (
      <div role="alert" className="rounded-xl border-2 border-danger bg-white p-5">
        <p className="text-lg font-semibold">This step could not be loaded.</p>
        <p className="mt-2">Your draft is safe on this device. Check your internet connection, then try again.</p>
        <Button
          className="mt-4"
          onClick={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
}

/**
 * Any other fault in the builder: the builder runs on its own in the page (an island, without React Router's
 * error page), so it says what happened here rather than leaving an empty space. The draft was saved to this
 * device as it was typed, so reloading carries on from it.
 */
class BuilderFaultBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <div role="alert" className="rounded-xl border-2 border-danger bg-white p-5">
          <h2 className="text-2xl font-bold text-ink">Something went wrong</h2>
          <p className="mt-2 text-lg">The builder stopped working. What you typed is kept on this device: reload the page to carry on.</p>
          <Button className="mt-4" size="lg" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </div>
      </div>
    );
  }
}

/** Fetches a step's chunk ahead of time (nothing for the first step, which is always there). */
function prefetchStep(step: number) {
  const chunk = stepChunks[step as keyof typeof stepChunks];
  // A chunk that fails to load here is tried again when the step is shown, which reports the failure.
  if (chunk) chunk().catch(() => undefined);
}

const PRISTINE = JSON.stringify(emptyDraft());
const isPristine = (saved: SavedDraft) => saved.step === FIRST_STEP && JSON.stringify(saved.draft) === PRISTINE;

const SLOW_MOVE_MS = 400;

/** True once `active` has stayed true for `delay` ms; false again as soon as it is false. */
function useAfterDelay(active: boolean, delay: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!active) {
      setLate(false);
      return;
    }
    const timer = window.setTimeout(() => setLate(true), delay);
    return () => window.clearTimeout(timer);
  }, [active, delay]);
  return late;
}

/** A polite live region: repeating the same message still gets read out. */
function useAnnouncer() {
  const [message, setMessage] = useState({ text: "", count: 0 });
  const announce = useCallback((text: string) => setMessage((previous) => ({ text, count: previous.count + 1 })), []);
  return [message.count % 2 ? `${message.text}\u00A0` : message.text, announce] as const;
}

/**
 * The CV and disclosure letter builder. The draft lives in this component and in the browser's storage only:
 * nothing here sends it to the server, except the last step's "Save to my account", which a signed-in
 * candidate presses themself.
 *
 * The step is in the address (`?step=experience`), so the browser's Back and Forward buttons move between steps
 * and a reload stays on the step. The server renders the step the address names (the first for anything else).
 * It runs with React DOM alone (app/features/cv-builder/island.client.tsx): nothing here may need React Router.
 */
export function CvBuilder({ account, initialSearch }: { account: CvBuilderAccount; initialSearch: string }) {
  return (
    <BuilderFaultBoundary>
      <CvBuilderAccountContext value={account}>
        <CvBuilderSteps initialSearch={initialSearch} />
      </CvBuilderAccountContext>
    </BuilderFaultBoundary>
  );
}

function CvBuilderSteps({ initialSearch }: { initialSearch: string }) {
  const [search, navigateSearch, moving] = useAddressSearch(initialSearch);
  // Most moves take a moment; one that waits for a step's code on a slow connection says so, and the buttons wait.
  const slowMove = useAfterDelay(moving, SLOW_MOVE_MS);
  const step = stepFromParam(new URLSearchParams(search).get(STEP_PARAM));
  const [draft, setDraft] = useState<CvDraft>(emptyDraft);
  const [keepOnDevice, setKeepOnDevice] = useState(false);
  // False on the server and until the saved draft has been read, so an empty draft never overwrites it.
  const [ready, setReady] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [announcement, announce] = useAnnouncer();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each step change (even to the same step, after a delete) bumps this, and the effect below moves focus.
  const [focusRequest, setFocusRequest] = useState({ count: 0, prefix: "" });
  const shownStep = useRef(step);
  const pendingPrefix = useRef("");
  const resuming = useRef(false);
  const loaded = useRef(false);

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    const { saved, keepOnDevice: kept } = loadDraft(browserStores());
    if (saved) {
      setDraft(saved.draft);
      // The builder's plain address resumes at the step the person was on; an address naming a step wins.
      if (!new URLSearchParams(window.location.search).has(STEP_PARAM) && saved.step !== FIRST_STEP) {
        resuming.current = true;
        navigateSearch(stepSearch(saved.step), { replace: true });
      }
    }
    setKeepOnDevice(kept);
    setReady(true);
  }, [navigateSearch]);

  useEffect(() => {
    if (!ready) return;
    const stores = browserStores();
    const state = { step, draft };
    // An untouched draft is not worth keeping (unless the person asked to keep it here): after 'Delete my draft'
    // nothing at all is left behind.
    if (isPristine(state) && !keepOnDevice) {
      deleteDraft(stores);
      setSaveFailed(false);
    } else {
      setSaveFailed(!saveDraft(stores, state, keepOnDevice));
    }
  }, [step, draft, keepOnDevice, ready]);

  // Whatever moved the step (Previous, Continue, a link inside a step, or the browser's Back and Forward buttons),
  // focus the new step's heading and say where the person is. Resuming a saved draft on arrival moves nothing.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (resuming.current) {
      resuming.current = false;
      return;
    }
    const prefix = pendingPrefix.current;
    pendingPrefix.current = "";
    setFocusRequest((previous) => ({ count: previous.count + 1, prefix }));
  }, [step]);

  useEffect(() => {
    if (slowMove) announce("Loading this step...");
  }, [slowMove, announce]);

  useEffect(() => {
    if (focusRequest.count === 0) return;
    headingRef.current?.focus();
    // The step shown now (a ref, so that this runs once per request and not again on the step change itself).
    const current = shownStep.current;
    announce(`${focusRequest.prefix}${progressLabel(current)}: ${steps[current]?.title}. ${progressPercent(current)}% complete.`);
  }, [focusRequest, announce]);

  const goTo = useCallback(
    (next: number, prefix = "") => {
      const target = clampStep(next);
      if (target === step) {
        setFocusRequest((previous) => ({ count: previous.count + 1, prefix }));
        return;
      }
      pendingPrefix.current = prefix;
      navigateSearch(stepSearch(target));
    },
    [step, navigateSearch],
  );

  const update = useCallback((patch: DraftPatch) => {
    setDraft((previous) => ({ ...previous, ...(typeof patch === "function" ? patch(previous) : patch) }));
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
      setDraft(emptyDraft());
      goTo(FIRST_STEP, "Your draft has been deleted from this browser. ");
    },
    replaceDraft: (imported: CvDraft) => {
      update(imported);
      announce("Your saved draft has been loaded.");
    },
  };

  // The step after this one (and, when arriving on a later step, the one before) is fetched once the draft is read.
  useEffect(() => {
    if (!ready) return;
    prefetchStep(step + 1);
    prefetchStep(step - 1);
  }, [ready, step]);

  const [{ StepAbout, StepSummary, StepExperience, StepSkills, StepEducation, StepDisclosure, StepFinish }, setStepComponents] = useState(lazySteps);
  const props: StepProps = { draft, update, announce, goTo };
  const title = steps[step]?.title ?? "";

  return (
    // A long word someone typed (a skill, a link) wraps rather than pushing the page wider than a phone.
    <div className="mx-auto max-w-3xl px-4 py-8 wrap-anywhere sm:px-6 sm:py-12 print:max-w-none print:p-0">
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
          {/* Once there, always there, so moving to a step whose chunk is still loading keeps the step shown until it
              has come (a transition), rather than blanking it. It is drawn only in the browser, once the draft is
              read: a boundary the server rendered would be sent apart from the page and put in place by script,
              which left the server's copy of a step's fields beside the browser's. The first step stays outside,
              as it must show without JavaScript; later steps need the builder's script anyway. Opening the builder on a
              later step on a slow connection shows a line saying so until that step's code has come. */}
          {ready ? (
            <StepLoadBoundary step={step} onFailed={() => setStepComponents(lazySteps())} onRetry={() => headingRef.current?.focus()}>
              <Suspense fallback={<p className="text-ink-soft">Loading this step...</p>}>
                {step === 1 ? <StepAbout {...props} /> : null}
                {step === 2 ? <StepSummary {...props} /> : null}
                {step === 3 ? <StepExperience {...props} /> : null}
                {step === 4 ? <StepSkills {...props} /> : null}
                {step === 5 ? <StepEducation {...props} /> : null}
                {step === 6 ? <StepDisclosure {...props} /> : null}
                {step === 7 ? <StepFinish {...props} draftControls={draftControls} /> : null}
              </Suspense>
            </StepLoadBoundary>
          ) : null}
        </div>
      </section>
      {slowMove ? (
        <p className="mt-6 text-ink-soft print:hidden">
          Loading this step...
        </p>
      ) : null}
      <div className="mt-10 flex flex-wrap justify-between gap-3 border-t border-line pt-6 print:hidden">
        <Button variant="outline" size="lg" disabled={!ready || moving || step === FIRST_STEP} onClick={() => goTo(step - 1)}>
          Previous
        </Button>
        <Button size="lg" disabled={!ready || moving || step === LAST_STEP} onClick={() => goTo(step + 1)}>
          Continue
        </Button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
