import { type CvDraft, normaliseDraft } from "./draft";
import { clampStep } from "./steps";

/**
 * Where the draft is kept in the browser. By default in sessionStorage, which the browser clears when the tab is
 * closed, so a shared computer does not keep it for the next person. Only when the person asks does it move to
 * localStorage, where it stays until they delete it. It is never in both.
 */
export const STORAGE_KEY = "fair-chance-works:cv-draft";
const VERSION = 1;

export type SavedDraft = { step: number; draft: CvDraft };
export type DraftStores = { session: Storage | null; local: Storage | null };

/** The browser's stores; either may be missing (private modes and some settings block them). */
export function browserStores(): DraftStores {
  const open = (name: "sessionStorage" | "localStorage"): Storage | null => {
    try {
      const storage = window[name];
      return storage ?? null;
    } catch {
      return null;
    }
  };
  return { session: open("sessionStorage"), local: open("localStorage") };
}

function read(storage: Storage | null): SavedDraft | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { step, draft } = parsed as { step?: unknown; draft?: unknown };
    const normalised = normaliseDraft(draft);
    return normalised ? { step: clampStep(typeof step === "number" ? step : 0), draft: normalised } : null;
  } catch {
    return null;
  }
}

function remove(storage: Storage | null) {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to remove, or storage is blocked: either way nothing is kept there.
  }
}

/** The saved draft, if any, and whether the person chose to keep it on this device. */
export function loadDraft(stores: DraftStores): { saved: SavedDraft | null; keepOnDevice: boolean } {
  const kept = read(stores.local);
  if (kept) return { saved: kept, keepOnDevice: true };
  return { saved: read(stores.session), keepOnDevice: false };
}

/** Saves the draft where the person chose, and removes any copy from the other place. False if it could not be saved. */
export function saveDraft(stores: DraftStores, saved: SavedDraft, keepOnDevice: boolean): boolean {
  const target = keepOnDevice ? stores.local : stores.session;
  const other = keepOnDevice ? stores.session : stores.local;
  if (!target) return false;
  try {
    target.setItem(STORAGE_KEY, JSON.stringify({ version: VERSION, step: saved.step, draft: saved.draft }));
  } catch {
    return false;
  }
  remove(other);
  return true;
}

/** Deletes the draft from this browser, wherever it was kept. */
export function deleteDraft(stores: DraftStores) {
  remove(stores.session);
  remove(stores.local);
}
