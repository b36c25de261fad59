// The stored event as the pages see it: schedule, entrants and teams, what the viewer may do, with the rounds
// (view-rounds.ts) and the standings, bracket and crosstable (view-standings.ts), all recomputed by the tournament
// maths from the snapshot.
import { defaultOptions, describeOptions } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import type { TournamentFormat, TournamentStatus, TournamentSummaryView, TournamentView } from "../views/tournament";
import type { SessionUser } from "../auth/session";
import type { TournamentListRecord, TournamentRecord } from "../repositories/tournaments";
import type { TournamentSnapshot } from "../repositories/tournament-snapshot";
import { storedTimeControl } from "../games/time-control";
import { isCancellable } from "./cancel-tournament";
import { editableFields } from "./edit-tournament";
import { scoringRules } from "./pairing";
import { because, errorText, type ErrorText } from "../errors";
import { registrationBlocked } from "./registration";
import { scheduledStartOf } from "./schedule";
import { waitingListBlocked } from "./waiting-list";
import { teamsChoiceOf } from "./shape";
import { entrantNames } from "./view-names";
import { roundViews } from "./view-rounds";
import { bracketView, crosstableView, standingViews } from "./view-standings";
import { builtInWordKeys } from "../house-rules/built-in-presets";

const FORMAT: Record<TournamentRecord["format"], TournamentFormat> = {
  ELIMINATION: "elimination",
  ROUND_ROBIN: "round_robin",
  SWISS: "swiss",
};
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function summaryOf(
  t: TournamentRecord,
  extra: { entrantCount: number; waitingCount: number; currentRound: number | null; winnerName: string | null },
): TournamentSummaryView {
  const format = FORMAT[t.format];
  return {
    id: t.id,
    name: t.name,
    game: t.game as GameName,
    gameTitle: getRuleset(t.game)?.title ?? t.game,
    format,
    status: t.status.toLowerCase() as TournamentStatus,
    featured: t.featured,
    organiser: { id: t.organiserId, displayName: t.organiserName },
    tables: { sidesPerTable: t.sidesPerTable, minSidesPerTable: t.minSidesPerTable },
    teamSize: t.teamSize,
    scoring: t.scoring === "VICTORIES" ? "victories" : "cumulative",
    gamesPerPairing: t.gamesPerPairing,
    registrationClosesAt: t.registrationClosesAt.toISOString(),
    firstRoundAt: scheduledStartOf(t, 1).toISOString(),
    entrantCount: extra.entrantCount,
    waitingCount: extra.waitingCount,
    minEntrants: t.minEntrants,
    maxEntrants: t.maxEntrants,
    totalRounds: t.totalRounds,
    currentRound: extra.currentRound,
    winnerName: extra.winnerName,
    cancelled: cancellationOf(t),
  };
}

/** Who cancelled the event and why; one cancelled before that was kept has it in its stored English sentence. */
function cancellationOf(t: TournamentRecord): TournamentSummaryView["cancelled"] {
  if (t.status !== "CANCELLED") return null;
  if (t.cancelledBy) return { by: t.cancelledBy, reason: t.cancelReason ?? "" };
  const byHand = /^Cancelled by (the organiser|an admin)(?:: ([\s\S]*)|\.)$/.exec(t.cancelReason ?? "");
  if (byHand) return { by: byHand[1] === "the organiser" ? "organiser" : "admin", reason: byHand[2] ?? "" };
  return { by: "too_few", reason: "" };
}

export function tournamentSummaryView(t: TournamentListRecord): TournamentSummaryView {
  return summaryOf(t, t);
}

/** `locale`: the language the viewer's refusals (registration, waiting list) are said in. */
export function tournamentView(
  snap: TournamentSnapshot,
  viewer: SessionUser | null,
  now = new Date(),
  locale = "en",
): TournamentView {
  const t = snap.tournament;
  const names = entrantNames(snap);
  const { nameOf, side } = names;
  const ruleset = getRuleset(t.game);
  const seeded = t.status === "RUNNING" || t.status === "FINISHED";
  const standings = seeded ? standingViews(snap, names) : [];
  const bracket = seeded && t.format === "ELIMINATION" ? bracketView(snap, names) : null;
  const cross = seeded && t.format === "ROUND_ROBIN" ? crosstableView(snap, names) : null;

  const mine = viewer ? snap.entrants.find((e) => e.members.some((m) => m.userId === viewer.id)) : undefined;
  const myTeam = viewer
    ? snap.teams.find((tm) => tm.members.some((m) => m.userId === viewer.id && m.status === "ACCEPTED"))
    : undefined;
  const open = t.status === "REGISTRATION" && now < t.registrationClosesAt;
  const winnerId = t.winnerEntrantId;
  const currentRound = snap.rounds.length ? snap.rounds[snap.rounds.length - 1]!.number : null;
  const organiserView = viewer !== null && (viewer.id === t.organiserId || viewer.role === "ADMIN");
  const waitingIndex = viewer ? snap.waitingList.findIndex((w) => w.userId === viewer.id) : -1;

  return {
    ...summaryOf(t, {
      entrantCount: snap.entrants.length,
      waitingCount: snap.waitingList.length,
      currentRound,
      winnerName: winnerId ? nameOf(winnerId) : null,
    }),
    description: t.description,
    preset: {
      id: t.preset.id,
      slug: t.preset.slug,
      title: t.preset.title,
      titleKey: builtInWordKeys({ game: t.game, ...t.preset }).titleKey,
      version: t.preset.version,
    },
    options: ruleset
      ? describeOptions(ruleset.optionSpecs, t.options).map(({ name, label, value }) => ({ name, label, value }))
      : [],
    end: ruleset ? ruleset.matchEnd({ ...defaultOptions(ruleset.optionSpecs), ...t.options }) : null,
    teamsChoice: teamsChoiceOf(t),
    byeScore: scoringRules(t).bye ?? "average",
    sidesPerTable: t.sidesPerTable,
    swissRounds: t.swissRounds,
    timeControl: storedTimeControl(t.timeControl),
    timeoutsBeforeForfeit: t.timeoutsBeforeForfeit,
    roundDurationSeconds: t.roundDurationSeconds,
    roundIntervalSeconds: t.roundIntervalSeconds,
    startedAt: iso(t.startedAt),
    finishedAt: iso(t.finishedAt),
    winner: winnerId ? side(winnerId) : null,
    entrants: snap.entrants.map((e) => ({
      id: e.id,
      name: e.name,
      seed: e.seed,
      members: e.members.map((m) => ({ id: m.userId, displayName: m.displayName })),
      isMine: e === mine,
    })),
    teams: snap.teams.map((tm) => ({
      id: tm.id,
      name: tm.name,
      captainId: tm.captainId,
      members: tm.members.map((m) => ({
        id: m.userId,
        displayName: m.displayName,
        status: m.status === "ACCEPTED" ? "accepted" : "invited",
      })),
      complete: tm.entrantId !== null,
    })),
    waitingList: organiserView ? snap.waitingList.map((w) => ({ id: w.userId, displayName: w.displayName })) : null,
    rounds: roundViews(snap, names, now),
    standings,
    bracket,
    crosstable: cross,
    viewer: {
      signedIn: viewer !== null,
      registered: mine !== undefined,
      teamId: myTeam?.id ?? null,
      isCaptain: myTeam?.captainId === viewer?.id && myTeam !== undefined,
      invitations: viewer
        ? snap.teams
            .filter((tm) => tm.members.some((m) => m.userId === viewer.id && m.status === "INVITED"))
            .map((tm) => ({ teamId: tm.id, teamName: tm.name }))
        : [],
      registrationBlocked: said(registrationBlocked(snap, now), locale),
      waitingPosition: waitingIndex >= 0 ? waitingIndex + 1 : null,
      waitingListBlocked: said(
        viewer ? waitingListBlocked(snap, viewer.id, now) : because("signInForWaitingList"),
        locale,
      ),
      canWithdraw: open && (mine !== undefined || myTeam !== undefined),
      isOrganiser: viewer?.id === t.organiserId,
      isAdmin: viewer?.role === "ADMIN",
      canCancel: viewer !== null && (viewer.id === t.organiserId || viewer.role === "ADMIN") && isCancellable(snap),
      editable: viewer !== null && (viewer.id === t.organiserId || viewer.role === "ADMIN") ? editableFields(snap) : [],
      canRemoveEntrants:
        viewer !== null && (viewer.id === t.organiserId || viewer.role === "ADMIN") && isCancellable(snap),
    },
  };
}

/** The page's words for a refusal, in the viewer's language. */
function said(text: ErrorText | null, locale: string): string | null {
  return text && errorText(locale, text.key, text.params);
}
