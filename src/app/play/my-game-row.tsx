// One row of the lobby's "My games": whose turn, the game and the others, where it stands (once), the tournament it
// belongs to, and the move's deadline. The whole row opens the table (the game's link is stretched over it); the
// others' names are links of their own above it, to their pages (a link cannot hold another link).
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Fragment } from "react";
import { getEngineGameTraits } from "~/engine/game-traits";
import type { MyGameSummary } from "~/server/views/table";
import { listFormat } from "~/lib/list-format";
import { DeadlineCountdown } from "../_components/game/deadline-countdown";
import { botsNamed } from "~/lib/bot-name";
import { PlayerLink } from "../_components/player/player-link";
import { useBotNames } from "../_components/player/use-bot-names";
import { useGameTitle, useNameList } from "./words";

type Translate = ReturnType<typeof useTranslations<"Play">>;

type Named = MyGameSummary["opponents"][number];

/** Who else plays, as words: in a team game my partners as partners, then the other side ("with Aki (partner) vs Emi, Ken"). */
export function othersOf(
  g: Pick<MyGameSummary, "opponents" | "partners">,
  t: Translate,
  list: (names: readonly string[]) => string,
): string {
  const names = (xs: Named[]) => () => list(xs.map((x) => x.displayName));
  if (g.partners.length === 0)
    return g.opponents.length ? t.markup("row.with", { names: names(g.opponents) }) : t("row.withNobody");
  const partners = t.markup("row.withPartners", { names: names(g.partners), count: g.partners.length });
  return g.opponents.length
    ? t.markup("row.versus", { partners: () => partners, names: names(g.opponents) })
    : partners;
}

/** The names as links to the players' pages, above the row's stretched link, listed as the page's language lists. */
function Names({ people }: { people: Named[] }) {
  const locale = useLocale();
  const parts = listFormat(locale).formatToParts(people.map((p) => p.id));
  let next = 0;
  return parts.map((part, k) => {
    if (part.type !== "element") return <Fragment key={`sep-${k}`}>{part.value}</Fragment>;
    const p = people[next++]!;
    return (
      <PlayerLink
        key={p.id}
        userId={p.id}
        className="relative z-[1] text-inherit underline decoration-paper-edge decoration-1 underline-offset-2 hover:decoration-beni"
      >
        {p.displayName}
      </PlayerLink>
    );
  });
}

function Others({ g }: { g: Pick<MyGameSummary, "opponents" | "partners"> }) {
  const t = useTranslations("Play");
  if (g.partners.length === 0)
    return g.opponents.length
      ? t.rich("row.with", { names: () => <Names people={g.opponents} /> })
      : t("row.withNobody");
  const partners = t.rich("row.withPartners", { names: () => <Names people={g.partners} />, count: g.partners.length });
  return g.opponents.length
    ? t.rich("row.versus", { partners: () => partners, names: () => <Names people={g.opponents} /> })
    : partners;
}

/** One of my games: whose turn, the game, the others, where it stands (and its tournament), the move's deadline. */
/** "Round 3 of 12", "Hand 4", "Live match": where a game in play stands, in the game's own noun. */
export function progressText(g: Pick<MyGameSummary, "game" | "progress">, t: Translate): string {
  if (!g.progress) return t("row.live");
  const { round, of } = g.progress;
  return t("row.progress", {
    noun: getEngineGameTraits(g.game)?.roundNoun ?? "round",
    round: of === null ? round : Math.min(round, of),
    hasOf: String(of !== null),
    of: of ?? 0,
  });
}

export function MyGameRow({ g: served }: { g: MyGameSummary }) {
  const t = useTranslations("Play");
  const botNames = useBotNames();
  const g = {
    ...served,
    opponents: botsNamed(served.opponents, botNames),
    partners: botsNamed(served.partners, botNames),
  };
  const nameList = useNameList();
  const gameTitle = useGameTitle()(g.game, g.gameTitle);
  // A game I left is over for me, though the others play on.
  const status =
    g.left === "resigned"
      ? "resigned"
      : g.left === "forfeited"
        ? "forfeited"
        : g.status === "ACTIVE"
          ? "waiting"
          : g.status === "ABORTED"
            ? "abandoned"
            : "finished";
  const badge = t(`row.badge.${status}`);
  const state =
    g.myTurn && g.status === "ACTIVE"
      ? t("row.state.yourTurn")
      : g.left
        ? t(`row.state.left.${g.left}`)
        : t(`row.state.${status}`);
  return (
    <li
      className="relative flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-ink hover:bg-paper-deep/50"
      data-testid="my-game"
    >
      {g.myTurn && g.status === "ACTIVE" ? (
        <span className="rounded-full bg-shu px-2.5 py-0.5 text-xs font-bold text-paper">{t("row.yourTurn")}</span>
      ) : (
        <span
          className="rounded-full bg-paper-deep px-2.5 py-0.5 text-xs font-semibold text-ink-soft"
          data-testid="my-game-state"
        >
          {badge}
        </span>
      )}
      {/* the row's link: its ::after covers the whole row, so a tap anywhere but on a name opens the table */}
      <Link
        href={`/table/${g.tableId}`}
        className="font-semibold text-ink no-underline after:absolute after:inset-0 after:content-['']"
        aria-label={t("row.label", { game: gameTitle, others: othersOf(g, t, nameList), state })}
        data-testid="my-game-link"
      >
        {gameTitle}
      </Link>
      <span className="text-ink-soft">
        <Others g={g} />
      </span>
      {/* Over, the label only repeats the badge ("Finished Finished"). */}
      {g.status === "ACTIVE" ? (
        <span className="text-sm text-ink-faint">{g.left ? t("row.overForYou") : progressText(g, t)}</span>
      ) : null}
      {/* A tournament's games say so: which event and round, not just another table. */}
      {g.tournament ? (
        <span className="text-sm text-ink-soft" data-testid="my-game-tournament">
          {t("row.tournament", { name: g.tournament.name, round: g.tournament.round })}
        </span>
      ) : null}
      {g.status === "ACTIVE" && g.deadlineAt ? (
        <span className="ml-auto">
          <DeadlineCountdown deadlineAt={g.deadlineAt} mine={g.myTurn} />
        </span>
      ) : null}
    </li>
  );
}
