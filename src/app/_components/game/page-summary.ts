// The replay page's match summary under the board (replays/_components/replay-summary.tsx). A replay's board leads
// there (its "Hands and results", its end's summary button) rather than drawing a second summary under itself: the
// page has one, on a phone screens below the board, whose place the reader is brought to.
export const PAGE_SUMMARY_ID = "replay-summary";

/** Brings the page's match summary into view, with the focus (the keyboard goes on from there). */
export function toPageSummary(): void {
  const summary = document.getElementById(PAGE_SUMMARY_ID);
  if (!summary) return;
  summary.scrollIntoView({ block: "start" });
  summary.focus({ preventScroll: true });
}
