"use client";
// The lobby for a signed-in player: "My games" (my turn first; my-games.tsx, which the home page shows too), a new
// table, and the open public tables with filters by game, players and speed. Lists refresh on their own every few
// seconds. The new-table form (with every game's option specs and presets) loads when it is opened, or as soon as
// the player points at or focuses the button that opens it.
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ChoiceSelect, countChoices } from "~/app/_components/forms/choice-select";
import { Field } from "~/app/_components/forms/field";
import { useState } from "react";
import type { GameName } from "~/engine/core/ruleset";
import type { RuleChangeWords, TableSummary } from "~/server/views/table";
import { PlayerLink } from "../_components/player/player-link";
import { Rating } from "../_components/player/rating";
import { useMutation, useTRPC } from "../_lib/trpc";
import { fieldErrorsOf } from "../_lib/field-errors";
import { useInfiniteQuery } from "../_lib/infinite-query";
import type { BotLevelChoice } from "../table/[id]/practice-bots";
import { MyGames } from "./my-games";
import type { CreateTableInput } from "./table-form-model";
import { useMatchEndWords } from "./game-end-words";
import { useTimeControlLabel } from "./time-words";
import { useGameTitle, useNameList } from "./words";
import { useRuleChangeWords } from "./rule-change-words";
import { FoldButton } from "~/app/_components/ui/fold-button";
import { FormError } from "~/app/_components/ui/form-error";
import { MoreButton } from "~/app/_components/ui/more-button";
import { usePresetWords } from "../_lib/preset-words";
import { SPEED_FILTERS, type SpeedFilter } from "./speed-filter";
import { useHydrated } from "../_lib/use-hydrated";

type Translate = ReturnType<typeof useTranslations<"Play">>;

const loadCreateTableForm = () => import("./create-table-form");

function FormLoading() {
  const t = useTranslations("Common");
  return (
    <p className="text-ink-soft" role="status" data-testid="create-table-loading">
      {t("loading")}
    </p>
  );
}

const CreateTableForm = dynamic(() => loadCreateTableForm().then((m) => m.CreateTableForm), {
  loading: FormLoading,
});

export interface LobbyGame {
  game: GameName;
  title: string;
  minPlayers: number;
  maxPlayers: number;
}

/**
 * "Ends after 12 rounds · House rules: Club night, with Gaji: Off": how long the game lasts (`ends`, in the page's
 * words) and whose rules it plays; `said` says a built-in preset's title in the reader's language (usePresetWords),
 * `rule` a changed rule ("Gaji: Off") and `list` a list of them, as the page's language writes them; `separator` joins
 * the two (" · ", Japanese's unspaced 「・」).
 */
export function houseRulesWords(
  ends: string,
  houseRules: TableSummary["houseRules"],
  tr: Translate,
  words: {
    said: (written: string, key: string | null) => string;
    rule: (change: RuleChangeWords) => string;
    list: (items: readonly string[]) => string;
    separator: string;
  },
): string {
  const changes = houseRules.changes.length ? words.list(houseRules.changes.map(words.rule)) : "";
  const preset = houseRules.preset === null ? null : words.said(houseRules.preset, houseRules.presetKey);
  const rules = preset
    ? changes
      ? tr("lobby.presetWithChanges", { preset, changes })
      : tr("lobby.preset", { preset })
    : changes
      ? tr("lobby.changes", { changes })
      : tr("lobby.standardRules");
  return [ends, rules].filter(Boolean).join(words.separator);
}

/** houseRulesWords of a lobby row, with the page's translators. */
function useHouseRulesWords(): (t: TableSummary) => string {
  const tr = useTranslations("Play");
  const said = usePresetWords();
  const change = useRuleChangeWords();
  const list = useNameList();
  const endWords = useMatchEndWords();
  const separator = useTranslations("Common")("separator");
  return (t) =>
    houseRulesWords(endWords(t.game, t.end), t.houseRules, tr, {
      said,
      list,
      separator,
      rule: (c) => tr("lobby.rule", change(t.game, c)),
    });
}

/**
 * An open table in the lobby: the game, the seats (those kept for invited players said so), the time control, who
 * opened it (a link to their page, with their rating in the game), and on a line of its own how long the game lasts and
 * its house rules. A table whose free seats are all kept is only to look at: its link says so.
 */
export function LobbyTable({ t }: { t: TableSummary }) {
  const tr = useTranslations("Play");
  const sep = useTranslations("Common")("separator");
  const gameTitle = useGameTitle();
  const timeControlLabel = useTimeControlLabel();
  const rulesWords = useHouseRulesWords();
  const creatorRating = t.creator.rating;
  const noSeat = t.seatsTaken + t.seatsKept >= t.playerCount;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5" data-testid="lobby-table">
      <span className="font-semibold">{gameTitle(t.game, t.gameTitle)}</span>
      <span className="text-ink-soft">
        {tr("lobby.seatsTaken", { taken: t.seatsTaken, count: t.playerCount })}
        {t.teams === "none" ? null : `${sep}${tr(`lobby.teams.${t.teams}`)}`}
        {t.seatsKept > 0 ? (
          <span data-testid="lobby-seats-kept">{`${sep}${tr(noSeat ? "lobby.keptAll" : "lobby.kept", { count: t.seatsKept })}`}</span>
        ) : null}
      </span>
      <span className="text-sm text-ink-faint">
        {timeControlLabel(t.game, t.timeControl)}
        {sep}
        {tr.rich("lobby.by", {
          player: () => <PlayerLink userId={t.creator.id}>{t.creator.displayName}</PlayerLink>,
        })}
        {creatorRating ? (
          <span className="tabular-nums" data-testid="lobby-creator-rating">
            {tr.rich("lobby.rating", { rating: () => <Rating {...creatorRating} /> })}
          </span>
        ) : null}
      </span>
      <Link href={`/table/${t.id}`} className="btn btn-quiet ml-auto min-h-9 px-3 py-1 text-sm">
        {noSeat ? tr("lobby.look") : tr("lobby.lookAndJoin")}
      </Link>
      <span className="basis-full text-sm text-ink-soft" data-testid="lobby-rules">
        {rulesWords(t)}
      </span>
    </li>
  );
}

function OpenTables({ games }: { games: LobbyGame[] }) {
  const t = useTranslations("Play");
  const trpc = useTRPC();
  const [game, setGame] = useState<GameName | "">("");
  const [players, setPlayers] = useState<number | "">("");
  const [speed, setSpeed] = useState<SpeedFilter>("any");
  const hydrated = useHydrated();
  const input = { game: game || undefined, playerCount: players || undefined, speed };
  const q = useInfiniteQuery(
    trpc.table.lobby.infiniteQueryOptions(input, {
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      refetchInterval: 10_000,
      staleTime: 0,
    }),
  );
  const tables = (q.data?.pages ?? []).flatMap((p) => p.tables);
  const selected = games.find((g) => g.game === game);
  const counts = countChoices(selected?.minPlayers ?? 2, selected?.maxPlayers ?? 10);
  return (
    <section aria-labelledby="open-tables-heading" className="panel p-5" data-testid="open-tables">
      <h2 id="open-tables-heading" className="text-xl font-semibold">
        {t("lobby.openTables")}
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-3" role="group" aria-label={t("lobby.filters")}>
        <Field id="filter-game" label={t("lobby.game")} labelClassName="field-label text-sm">
          <ChoiceSelect<GameName | "">
            id="filter-game"
            className="field-input min-h-10 py-1.5"
            choices={[
              { value: "", label: t("lobby.allGames") },
              ...games.map((g) => ({ value: g.game, label: g.title })),
            ]}
            value={game}
            onChange={(picked) => {
              setGame(picked);
              setPlayers("");
            }}
          />
        </Field>
        <Field id="filter-players" label={t("lobby.players")} labelClassName="field-label text-sm">
          <ChoiceSelect<number | "">
            id="filter-players"
            className="field-input min-h-10 py-1.5"
            choices={[{ value: "", label: t("lobby.any") }, ...counts]}
            value={players}
            onChange={setPlayers}
          />
        </Field>
        {/* the buttons as tall as the selects beside them (min-h-10): a finger-sized target, and the three labels in line;
            each label on one line, a button that does not fit going under the others (on a phone "Fast (under an
            hour)" broke before "hour)") */}
        <fieldset data-testid="speed-filter">
          <legend className="field-label text-sm">{t("lobby.speed")}</legend>
          <div className="flex flex-wrap gap-1">
            {SPEED_FILTERS.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={speed === s}
                // a tap before the page's script runs would be lost (the chip would stay unpressed)
                disabled={!hydrated}
                className={`min-h-10 rounded-full border px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${speed === s ? "border-ink bg-ink text-paper" : "border-paper-edge bg-white hover:bg-paper-deep"}`}
                onClick={() => setSpeed(s)}
              >
                {t(`lobby.speeds.${s}`)}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      {q.isPending ? <p className="mt-3 text-ink-soft">{t("lobby.looking")}</p> : null}
      <FormError message={q.error?.message} />
      {!q.isPending && tables.length === 0 ? <p className="mt-3 text-ink-soft">{t("lobby.none")}</p> : null}
      {tables.length > 0 ? (
        <ul className="mt-3 divide-y divide-paper-edge" data-testid="lobby-tables">
          {tables.map((t) => (
            <LobbyTable key={t.id} t={t} />
          ))}
        </ul>
      ) : null}
      <MoreButton query={q}>{t("lobby.more")}</MoreButton>
    </section>
  );
}

export function PlayLobby({ games, initialGame }: { games: LobbyGame[]; initialGame?: GameName }) {
  const t = useTranslations("Play");
  const trpc = useTRPC();
  const router = useRouter();
  const [open, setOpen] = useState(Boolean(initialGame));
  const create = useMutation(trpc.table.create.mutationOptions());
  const fill = useMutation(trpc.table.fillWithBots.mutationOptions());
  /** A new table; for practice its empty seats go to bots at once (should that fail, the waiting room offers it again). */
  const onCreate = (input: CreateTableInput, practice: BotLevelChoice | null) =>
    create.mutate(input, {
      onSuccess: async (r: { tableId: string }) => {
        if (practice) await fill.mutateAsync({ tableId: r.tableId, level: practice }).catch(() => undefined);
        router.push(`/table/${r.tableId}`);
      },
    });
  const serverErrors = fieldErrorsOf(create.error);
  return (
    <div className="space-y-6">
      <MyGames />
      <section aria-labelledby="new-table-heading" className="panel p-5">
        {/* pointing at or focusing the button fetches the form, so that it is there when the button is pressed */}
        <div
          className="flex flex-wrap items-center justify-between gap-3"
          onPointerEnter={() => void loadCreateTableForm()}
          onFocus={() => void loadCreateTableForm()}
        >
          <h2 id="new-table-heading" className="text-xl font-semibold">
            {t("lobby.newTable")}
          </h2>
          <FoldButton open={open} controls="new-table" onToggle={() => setOpen((o) => !o)} testId="new-table">
            {open ? t("lobby.close") : t("lobby.openTable")}
          </FoldButton>
        </div>
        {open ? (
          <div id="new-table" className="mt-4">
            <CreateTableForm
              games={games}
              initialGame={initialGame}
              submitting={create.isPending || fill.isPending}
              serverErrors={serverErrors}
              onCreate={onCreate}
            />
          </div>
        ) : null}
      </section>
      <OpenTables games={games} />
    </div>
  );
}
