// Koi-Koi's words for the fishing board's banner at its own step, the decision: the deciding seat's title, and what
// every other seat and spectators read meanwhile (the decision panel says the same).

/** The banner of the seat deciding. */
export const DECIDE_TITLE = {
  title: "Your turn — stop or koi-koi",
  detail: "Stop scores your yaku now; koi-koi plays on for more.",
} as const;

/** What the other seat and spectators read while `name` decides. */
export function decidingText(name: string): string {
  return `${name} is deciding: stop or koi-koi`;
}
