/**
 * Values read from the database, kept under a key while the database is unchanged (decision 0043): a kept value
 * is given back only to a read made at the very same database snapshot (app/lib/database-snapshot.server.ts), so
 * any write anywhere since, by anyone, makes the next read go to the database again. Never longer than `seconds`
 * (for what depends on the clock) nor past the moment the reader says its value ends; at most `maxEntries` keys,
 * the least recently used dropped first. In this process's memory only.
 */
export type KeptWhileUnchanged<T> = {
  /**
   * The value kept under `key` at `snapshot`, or else what `read` gives; `read` says until when (ms since the epoch)
   * its value may be kept, or undefined for a value that must not be kept.
   */
  get(key: string, snapshot: string, read: () => Promise<{ value: T; keepUntil?: number }>): Promise<T>;
  /** How many keys are kept now (for tests). */
  size(): number;
};

export function keptWhileUnchanged<T>(options: { seconds: number; maxEntries: number; now?: () => number }): KeptWhileUnchanged<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { snapshot: string; until: number; value: T }>();
  return {
    async get(key, snapshot, read) {
      const kept = entries.get(key);
      if (kept && kept.snapshot === snapshot && kept.until > now()) {
        // Most recently used last, so the oldest go first when the map is full.
        entries.delete(key);
        entries.set(key, kept);
        return kept.value;
      }
      if (kept) entries.delete(key);
      const { value, keepUntil } = await read();
      const until = Math.min(now() + options.seconds * 1000, keepUntil ?? 0);
      if (until > now()) {
        entries.delete(key);
        entries.set(key, { snapshot, until, value });
        while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      }
      return value;
    },
    size: () => entries.size,
  };
}
