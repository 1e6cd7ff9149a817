import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { CvDraft } from "../draft";
import { saveFile, textBlob } from "../export/save-file";
import { DRAFT_FILE_NAME } from "../file-names";
import { MAX_IMPORT_BYTES, draftToJsonText, importMessages, parseDraftFile } from "../json-resume";
import { Checkbox, FieldError, Hint } from "~/components/ui/field";
import { Panel } from "./panel";

export type DraftControls = {
  ready: boolean;
  keepOnDevice: boolean;
  saveFailed: boolean;
  setKeepOnDevice: (keep: boolean) => void;
  deleteDraft: () => void;
  replaceDraft: (draft: CvDraft) => void;
};

/**
 * Where the draft is kept, in plain words, with the controls to keep it, delete it, and save or load a copy.
 * Shown on the first step and again on the last.
 */
export function DraftPanel({ draft, controls, announce }: { draft: CvDraft; controls: DraftControls; announce: (message: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [importError, setImportError] = useState("");
  const [imported, setImported] = useState(false);
  const fileId = useId();
  const deleteRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    // The size is checked before the file is read, so a huge file never fills the page's memory.
    const result = file.size > MAX_IMPORT_BYTES ? ({ ok: false, error: importMessages.tooBig } as const) : parseDraftFile(await file.text(), file.size);
    setImported(result.ok);
    if (!result.ok) {
      setImportError(result.error);
      return;
    }
    setImportError("");
    controls.replaceDraft(result.draft);
  }

  function exportDraft() {
    saveFile(textBlob(draftToJsonText(draft), "application/json"), DRAFT_FILE_NAME);
    announce(`A copy of your draft has been saved as ${DRAFT_FILE_NAME}.`);
  }

  return (
    <Panel title="Your draft stays on this device" tone="tinted" className="print:hidden">
      <p>Nothing you type in this builder is sent to us or to anyone else. It stays in this web browser.</p>
      <ul className="list-disc space-y-2 pl-6">
        <li>Your draft is saved as you type, so it is still here if you reload the page.</li>
        <li>Unless you tick the box below, it is cleared when you close this tab or the browser.</li>
        <li>
          On a shared computer, for example in a library or hostel, press <strong>Delete my draft</strong> when you have finished.
        </li>
      </ul>
      <Checkbox
        label="Keep my draft on this device"
        hint="Only tick this on your own phone or computer. Your draft, including anything about a conviction, will then stay in this browser until you delete it."
        checked={controls.keepOnDevice}
        disabled={!controls.ready}
        onChange={(event) => controls.setKeepOnDevice(event.target.checked)}
      />
      <p className="font-semibold">
        {controls.keepOnDevice ? "Your draft is kept on this device until you delete it." : "Your draft is kept until you close this tab."}
      </p>
      {controls.saveFailed ? (
        <p role="alert" className="font-semibold text-danger">
          This browser would not let us save your draft. Use &lsquo;Save a copy of my draft&rsquo; below so you do not lose your work.
        </p>
      ) : null}

      {confirming ? (
        // Focus moves to the question as it replaces the button, so a keyboard or screen reader user hears the warning
        // and is beside its answers, not sent back to the top of the page.
        <div
          ref={confirmRef}
          role="group"
          tabIndex={-1}
          aria-labelledby={`${fileId}-confirm`}
          className="rounded-lg border-2 border-danger bg-white p-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <p id={`${fileId}-confirm`} className="font-semibold">
            This deletes everything you have entered from this browser. It cannot be undone.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              className="bg-danger text-white hover:bg-danger"
              onClick={() => {
                setConfirming(false);
                controls.deleteDraft();
              }}
            >
              Yes, delete my draft
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => deleteRef.current?.focus());
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button ref={deleteRef} variant="outline" disabled={!controls.ready} onClick={() => setConfirming(true)}>
          Delete my draft
        </Button>
      )}

      <details className="rounded-lg border border-line bg-white p-4">
        <summary className="cursor-pointer font-semibold text-brand-800 underline underline-offset-4">Save or load a copy of your draft</summary>
        <div className="mt-4 space-y-4">
          <p>
            You can save your draft as a file and load it again later, on this device or another one. The file is in the JSON
            Resume format, so other CV tools can open it too. It includes your disclosure answers, so keep it somewhere private.
          </p>
          <Button variant="outline" disabled={!controls.ready} onClick={exportDraft}>
            Save a copy of my draft
          </Button>
          <div>
            <label htmlFor={fileId} id={`${fileId}-label`} className="block font-semibold">
              Load a saved draft
            </label>
            <Hint id={`${fileId}-hint`}>Choose the .json file you saved before. It replaces what is in the builder now.</Hint>
            <input
              id={fileId}
              type="file"
              accept=".json,application/json"
              // Named by its label also while the section is closed.
              aria-labelledby={`${fileId}-label`}
              disabled={!controls.ready}
              onChange={onFile}
              aria-invalid={importError ? true : undefined}
              aria-describedby={`${fileId}-hint${importError ? ` ${fileId}-error` : ""}`}
              className="mt-2 block w-full text-base file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-2 file:border-brand-700 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-brand-800"
            />
            <div role="alert">{importError ? <FieldError id={`${fileId}-error`}>{importError}</FieldError> : null}</div>
            {imported ? <p className="mt-2 font-semibold text-brand-800">Your saved draft has been loaded.</p> : null}
          </div>
        </div>
      </details>
    </Panel>
  );
}
