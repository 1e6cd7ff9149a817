import { beforeEach, describe, expect, it } from "vitest";
import { emptyDraft } from "./draft";
import { type DraftStores, STORAGE_KEY, deleteDraft, loadDraft, saveDraft } from "./storage";

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  failWrites = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException("full", "QuotaExceededError");
    this.items.set(key, value);
  }
}

let session: MemoryStorage;
let local: MemoryStorage;
let stores: DraftStores;
const draft = { ...emptyDraft(), fullName: "Chris Lee", convictionType: "minor" as const };

beforeEach(() => {
  session = new MemoryStorage();
  local = new MemoryStorage();
  stores = { session, local };
});

describe("draft storage", () => {
  it("keeps the draft in sessionStorage by default", () => {
    expect(saveDraft(stores, { step: 3, draft }, false)).toBe(true);
    expect(session.getItem(STORAGE_KEY)).toContain("Chris Lee");
    expect(local.getItem(STORAGE_KEY)).toBeNull();
    expect(loadDraft(stores)).toEqual({ saved: { step: 3, draft }, keepOnDevice: false });
  });

  it("moves the draft to localStorage when the person chooses to keep it, and back again", () => {
    saveDraft(stores, { step: 1, draft }, false);
    saveDraft(stores, { step: 1, draft }, true);
    expect(session.getItem(STORAGE_KEY)).toBeNull();
    expect(local.getItem(STORAGE_KEY)).toContain("Chris Lee");
    expect(loadDraft(stores).keepOnDevice).toBe(true);
    saveDraft(stores, { step: 1, draft }, false);
    expect(local.getItem(STORAGE_KEY)).toBeNull();
    expect(loadDraft(stores).keepOnDevice).toBe(false);
  });

  it("deletes the draft everywhere", () => {
    session.setItem(STORAGE_KEY, "{}");
    local.setItem(STORAGE_KEY, "{}");
    session.setItem("something-else", "kept");
    deleteDraft(stores);
    expect(session.getItem(STORAGE_KEY)).toBeNull();
    expect(local.getItem(STORAGE_KEY)).toBeNull();
    expect(session.getItem("something-else")).toBe("kept");
    expect(loadDraft(stores)).toEqual({ saved: null, keepOnDevice: false });
  });

  it("ignores a damaged copy and keeps steps in range", () => {
    session.setItem(STORAGE_KEY, "{broken");
    expect(loadDraft(stores).saved).toBeNull();
    session.setItem(STORAGE_KEY, JSON.stringify({ step: 42, draft: { fullName: "Kim" } }));
    expect(loadDraft(stores).saved).toEqual({ step: 7, draft: { ...emptyDraft(), fullName: "Kim" } });
  });

  it("reports when the browser refuses to save, without touching the other copy", () => {
    saveDraft(stores, { step: 0, draft }, true);
    session.failWrites = true;
    expect(saveDraft(stores, { step: 0, draft }, false)).toBe(false);
    expect(local.getItem(STORAGE_KEY)).toContain("Chris Lee");
    expect(saveDraft({ session: null, local: null }, { step: 0, draft }, false)).toBe(false);
  });
});
