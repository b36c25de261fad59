// How long the "it was not me" link of a changed address works, counted from the change: long enough for a player
// away for a few days to see the notice, short enough that an old email does not keep a way into the account open.
export const UNDO_LINK_DAYS = 7;
export const UNDO_LINK_MS = UNDO_LINK_DAYS * 86_400_000;
