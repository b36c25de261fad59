// French words that name two things alike: a game's round is a "manche", a tournament's round a "ronde" ("tour" is
// a player's turn on this site); and the sign-up hint about the e-mail address agrees with the word it names.
import { describe, expect, it } from "vitest";
import { catalogFor } from "./catalog";
import type { Messages } from "./pseudo";

function messagesUnder(messages: Messages, path: string): [string, string][] {
  let node: Messages | string | undefined = messages;
  for (const part of path.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (node === undefined) throw new Error(`no ${path} in the French catalog`);
  if (typeof node === "string") return [[path, node]];
  return Object.keys(node).flatMap((k) => messagesUnder(messages, `${path}.${k}`));
}

/** Every message about a tournament's rounds (the form's "rounds per game" is a game's rounds: a "manche"). */
const TOURNAMENT_ROUNDS = [
  "Tournaments",
  "TournamentForm",
  "Mail.round",
  "Push.tournamentRound",
  "NotificationsPage.kinds.tournament_round",
  "NotificationsPage.settings.events.tournament_round",
  "EmailPages.unsubscribe.what",
  "Errors.round1StartedTournament",
  "Errors.round1StartedEntrants",
  "Errors.round1StartedOnly",
  "Errors.roundOrder",
  "Play.row.tournament",
  "Replays.tournamentRound",
];

describe("French rounds", () => {
  const fr = catalogFor("fr");
  const said = TOURNAMENT_ROUNDS.flatMap((path) => messagesUnder(fr, path)).filter(
    ([path]) => path !== "TournamentForm.roundsPerGame",
  );

  it("calls a tournament's round a ronde, never a manche (a game's round) nor a tour (a turn)", () => {
    expect(said.length).toBeGreaterThan(40);
    expect(said.filter(([, text]) => /manche/i.test(text))).toEqual([]);
    expect(said.filter(([, text]) => /\btours? \{round\}/i.test(text))).toEqual([]);
    expect(messagesUnder(fr, "TournamentForm.roundsPerGame")[0]![1]).toMatch(/^Manches par partie/);
  });
});

describe("the French e-mail hint", () => {
  it("names the address it says nobody sees, so that its pronoun agrees", () => {
    const hint = messagesUnder(catalogFor("fr"), "SignUp.emailHint")[0]![1];
    expect(hint).toMatch(/adresse/);
    expect(hint).not.toMatch(/^Sert/);
  });
});
