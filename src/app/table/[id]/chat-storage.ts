// The chat's choices kept in this browser (localStorage): the chat hidden, the last message seen, the players muted.
import { useSyncExternalStore } from "react";

export const HIDDEN_KEY = "hanafuda:chat-hidden";
export const seenKey = (tableId: string) => `hanafuda:chat-seen:${tableId}`;
export const mutedKey = (tableId: string) => `hanafuda:chat-muted:${tableId}`;

/** The muted players' ids as stored (a JSON list); anything else reads as nobody muted. */
export function readMuted(raw: string | null): ReadonlySet<string> {
  try {
    const ids: unknown = JSON.parse(raw ?? "[]");
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage refused (private mode): the choice lasts for this page only
  }
  window.dispatchEvent(new StorageEvent("storage", { key }));
}

/** A localStorage value that re-renders when it changes (here or in another tab). */
export function useStored(key: string): string | null {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener("storage", onChange);
      return () => window.removeEventListener("storage", onChange);
    },
    () => readStorage(key),
    () => null,
  );
}
