import { useCallback, useSyncExternalStore } from "react";

/**
 * A half-typed message, per table, kept outside the panel: crossing 1024 px (a window resized, a tablet turned) moves the
 * panel between the board's side column and the page under the board, a new panel, which lost the text. Kept in this
 * tab's sessionStorage (a reload keeps it too; the module's map where storage is refused), emptied once sent.
 */
const draftKey = (tableId: string) => `hanafuda:chat-draft:${tableId}`;
/** The drafts storage refused (private mode, full): kept for this page only. */
const unstored = new Map<string, string>();
const draftListeners = new Set<() => void>();

function readDraft(tableId: string): string {
  const kept = unstored.get(tableId);
  if (kept !== undefined) return kept;
  try {
    return window.sessionStorage.getItem(draftKey(tableId)) ?? "";
  } catch {
    return "";
  }
}

function writeDraft(tableId: string, text: string): void {
  try {
    if (text === "") window.sessionStorage.removeItem(draftKey(tableId));
    else window.sessionStorage.setItem(draftKey(tableId), text);
    unstored.delete(tableId);
  } catch {
    unstored.set(tableId, text);
  }
  for (const onChange of draftListeners) onChange();
}

/** The table's draft and its setter: the field's text, whichever panel shows it. */
export function useDraft(tableId: string): [string, (text: string) => void] {
  const text = useSyncExternalStore(
    (onChange) => {
      draftListeners.add(onChange);
      return () => {
        draftListeners.delete(onChange);
      };
    },
    () => readDraft(tableId),
    () => "",
  );
  return [text, useCallback((next: string) => writeDraft(tableId, next), [tableId])];
}
