// Why an event was cancelled, as its page and its list card say it. A cancel by hand (tournament.cancel) stores its
// whole sentence, "Cancelled by the organiser: …" or "Cancelled by an admin: …"; the registration close stores only
// the facts ("Only 1 entrant registered; 4 were needed.").

export function cancelledByHand(reason: string | null): reason is string {
  return reason !== null && reason.startsWith("Cancelled by ");
}

/** `cancelled` says "Cancelled." in the page's language, before the facts the close stored. */
export function cancelledLine(reason: string | null, cancelled: string): string {
  if (cancelledByHand(reason)) return reason;
  return reason ? `${cancelled} ${reason}` : cancelled;
}
