// The board's state in one sentence for a turn email or push, in the recipient's language: "Round 3 of 6, you are 12
// points behind Alice" (a bot named in the recipient's words: "第3局（全6）、Matsu（堅実）に12点差で負けています").
import type { LoadedGame } from "../games/loaded-game";
import { botNamesFor } from "../i18n/notification-words";
import { serverTranslator } from "../i18n/server-text";
import { listFormat } from "~/lib/list-format";
import { DEFAULT_LOCALE } from "~/lib/locales";

export function boardSentence(game: LoadedGame, userId: string, locale: string | null | undefined): string {
  const t = serverTranslator(locale, "Mail");
  const noun = game.ruleset.traits.roundNoun;
  const progress = game.status === "ACTIVE" ? game.ruleset.progress(game.state) : null;
  const label = progress
    ? t("board.round", {
        noun,
        round: progress.of === null ? progress.round : Math.min(progress.round, progress.of),
        hasOf: String(progress.of !== null),
        of: progress.of ?? 0,
      })
    : t(game.status === "ACTIVE" ? "board.live" : "board.over");
  const me = game.seats.find((s) => s.userId === userId);
  const teams = game.matchSetup.teams;
  const totals = game.ruleset.totals(game.state);
  if (!me || game.ruleset.traits.realTime) return label;
  const sideOf = (seat: number) => (teams ? teams.findIndex((x) => x.includes(seat)) : seat);
  const mine = sideOf(me.seat);
  const others = game.seats.filter((s) => sideOf(s.seat) !== mine);
  if (others.length === 0 || totals[mine] === undefined) return label;
  const best = Math.max(...others.map((s) => totals[sideOf(s.seat)] ?? 0));
  const named = botNamesFor(locale);
  const leaderNames = others
    .filter((s) => (totals[sideOf(s.seat)] ?? 0) === best)
    .map((s) => named(s.displayName, s.botLevel));
  const leaders = listFormat(locale ?? DEFAULT_LOCALE).format(leaderNames);
  const diff = totals[mine]! - best;
  const unit = game.ruleset.traits.scoreUnit;
  const standing = diff === 0 ? "level" : diff > 0 ? "ahead" : "behind";
  return t(`board.${standing}`, { label, leaders, count: Math.abs(diff), unit });
}
