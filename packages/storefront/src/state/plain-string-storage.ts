/** The synchronous storage shape `atomWithStorage` accepts (jotai does not export its own type). */
export interface SyncValueStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, newValue: Value) => void;
  removeItem: (key: string) => void;
}

/**
 * A localStorage adapter that keeps plain strings (`HSHSC`, not `"HSHSC"`), as the rest of the mall
 * reads these keys. `accept` turns a stored string into a value, or `undefined` to fall back to the
 * default. A `null` value removes the key. Storage that throws (private mode, quota) reads as empty.
 */
export function plainStringStorage<Value extends string | null>(
  accept: (stored: string) => Value | undefined,
): SyncValueStorage<Value> {
  return {
    getItem(key, initialValue) {
      const stored = readStored(key);
      if (stored === null) return initialValue;
      return accept(stored) ?? initialValue;
    },
    setItem(key, value) {
      if (value === null) return removeStored(key);
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Storage full or disabled: the value lives on in memory for this visit.
      }
    },
    removeItem: removeStored,
  };
}

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
