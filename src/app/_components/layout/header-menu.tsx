"use client";
// The header's Menu below 1280 px: the button and the panel it opens, around the places and the account that the
// server draws (the panel's content is the same HTML at every width; from 1280 px it is the header's row). Touch and
// keyboard: Enter/Space opens, Escape closes and returns focus, a press outside closes, following a link closes it.
import { usePathname } from "next/navigation";
import { useCallback, useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/app/_lib/use-hydrated";
import { useDismissable } from "../../_lib/use-dismissable";

export function HeaderMenu({ label, children }: { label: string; children: ReactNode }) {
  const pathname = usePathname() ?? "/";
  const [open, setOpen] = useState(false);
  // Before the script takes over, a tap on the menu would be lost.
  const hydrated = useHydrated();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closePanel = useCallback(() => setOpen(false), []);

  // A navigation closes the menu (adjusted while rendering, not in an effect).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useDismissable(open, closePanel, panelRef, buttonRef);

  return (
    <>
      {/* On a phone the Menu is a 44 px icon (its word for a screen reader): with the globe and the bell beside it,
          "メニュー" took a 390 px row past the screen. */}
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-paper/30 px-3 text-sm font-semibold text-paper max-sm:px-0 xl:hidden"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={!hydrated}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
          <path
            d={open ? "M5 5l10 10M15 5L5 15" : "M3 6h14M3 10h14M3 14h14"}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="max-sm:sr-only">{label}</span>
      </button>

      <div
        ref={panelRef}
        id={menuId}
        className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-full flex-col gap-1 border-b-4 border-beni bg-ink px-4 pt-2 pb-4 shadow-xl xl:static xl:ml-4 xl:flex xl:min-w-0 xl:flex-1 xl:flex-row xl:items-center xl:gap-2 xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none`}
      >
        {children}
      </div>
    </>
  );
}
