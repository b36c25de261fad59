"use client";
// Leaving a live Judge match pauses it, and a player away longer than the grace period forfeits: the page says so
// before the player goes. Closing or reloading the tab gets the browser's own "Leave site?" (beforeunload); a link
// to another page of the site opens this dialog first ("Stay in the match" / "Leave").
import { useEffect, useRef, useState } from "react";
import { useModalDialog } from "~/app/_components/ui/use-modal-dialog";
import { modalDialogClass } from "~/app/_components/ui/modal-dialog";
import { timeLeft } from "./judge-model";
import { useJudgeWords } from "./judge-words";

/** The link a click follows inside the site to another page, or null (a new tab, a download, an anchor on this page). */
function leavingBy(e: MouseEvent): HTMLAnchorElement | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>("a[href]") : null;
  if (!a || (a.target && a.target !== "_self") || a.hasAttribute("download")) return null;
  const url = new URL(a.href, window.location.href);
  // Another site: beforeunload asks. The same page (#judge-summary-heading): nothing is left.
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return a;
}

export function JudgeLeaveGuard({ armed, graceMs }: { armed: boolean; graceMs: number | null }) {
  const w = useJudgeWords();
  const [leaving, setLeaving] = useState<HTMLAnchorElement | null>(null);
  const ref = useModalDialog(leaving !== null);
  /** The player chose to leave: the link's own click goes through, and the tab closes without asking again. */
  const letGo = useRef(false);

  useEffect(() => {
    if (!armed) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (letGo.current) return;
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = "";
    };
    // Capture on the document: before the site's links (next/link) start their own navigation.
    const onClick = (e: MouseEvent) => {
      const to = letGo.current ? null : leavingBy(e);
      if (to === null) return;
      e.preventDefault();
      e.stopPropagation();
      setLeaving(to);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [armed]);

  const leave = () => {
    const link = leaving;
    setLeaving(null);
    if (!link) return;
    // The same link, clicked again: the site's own navigation (next/link) follows it.
    letGo.current = true;
    link.click();
  };

  return (
    <dialog
      ref={ref}
      onClose={() => setLeaving(null)}
      aria-labelledby="judge-leave-heading"
      aria-describedby="judge-leave-text"
      className={modalDialogClass()}
      data-testid="judge-leave"
    >
      {leaving !== null ? (
        <>
          <h2 id="judge-leave-heading" className="text-xl font-semibold">
            {w.t("leave.title")}
          </h2>
          <p id="judge-leave-text" className="mt-2 text-ink-soft">
            {graceMs === null ? w.t("leave.textInTime") : w.t("leave.text", { time: timeLeft(w, graceMs) })}
          </p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-quiet" onClick={leave} data-testid="judge-leave-confirm">
              {w.t("leave.confirm")}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              autoFocus
              onClick={() => setLeaving(null)}
              data-testid="judge-leave-stay"
            >
              {w.t("leave.stay")}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
