// A player's public page (/players/<id>): who they are, never their email, role or whether they are suspended.
import type { GameName } from "~/engine/core/ruleset";

export interface PlayerPageView {
  id: string;
  displayName: string;
  memberSince: Date;
  /** A bot account: its level ("random", "heuristic", "strong"); null for a person. */
  botLevel: string | null;
  /** The caller is this player (their page links to /profile for editing). */
  isYou: boolean;
  /** Events they entered, newest first. */
  tournaments: {
    id: string;
    name: string;
    game: GameName;
    gameTitle: string;
    status: "REGISTRATION" | "RUNNING" | "FINISHED" | "CANCELLED";
    registrationClosesAt: Date;
    finishedAt: Date | null;
    teamName: string | null;
    won: boolean;
  }[];
}
