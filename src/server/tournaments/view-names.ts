// How the tournament's views name an entrant: its player's or team's name, its seed, and a side of a pairing.
import type { TournamentSnapshot } from "../repositories/tournament-snapshot";

export interface EntrantNames {
  nameOf(id: string): string;
  /** The seed given at the close, or the registration order before it. */
  seedOf(id: string): number;
  side(id: string): { entrantId: string; name: string };
}

export function entrantNames(snap: TournamentSnapshot): EntrantNames {
  const nameOf = (id: string) => snap.entrants.find((e) => e.id === id)?.name ?? "?";
  const seedOf = (id: string) =>
    snap.entrants.find((e) => e.id === id)?.seed ?? snap.entrants.findIndex((e) => e.id === id) + 1;
  return { nameOf, seedOf, side: (id) => ({ entrantId: id, name: nameOf(id) }) };
}
