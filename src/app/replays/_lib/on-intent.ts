// The reader's first act on the replay's page (a tap, a key, a focus, a scroll of the page, or one made before the
// page's script ran: the page is scrolled already): what the first view does not need, but the next act may, loads
// then. Returns the cleanup.
const KINDS = ["pointerdown", "keydown", "focusin"] as const;

export function onFirstIntent(go: () => void): () => void {
  if (window.scrollY > 0) {
    go();
    return () => undefined;
  }
  for (const k of KINDS) window.addEventListener(k, go, { capture: true, once: true });
  // the page's own scroll only (not captured): a box's scroll, such as the move list following the step, is no act
  window.addEventListener("scroll", go, { once: true, passive: true });
  return () => {
    for (const k of KINDS) window.removeEventListener(k, go, { capture: true });
    window.removeEventListener("scroll", go);
  };
}
