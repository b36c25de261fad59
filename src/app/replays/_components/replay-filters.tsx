// The replay list's filters: whose games (signed in), which game, finished or in play (one's own), part of a player's
// name, a tournament, the days (an end before the start said so); one player's games named, with the way back to all.
import { useTranslations } from "next-intl";
import type { InputHTMLAttributes, ReactNode } from "react";
import { GAME_NAMES } from "~/engine/core/ruleset";
import { ChoiceSelect, type Choice } from "../../_components/forms/choice-select";
import { PlayerLink } from "../../_components/player/player-link";
import { useGameTitle } from "~/app/_games/use-game-title";

export interface ReplayFilters {
  scope: "mine" | "public";
  status: "" | "finished" | "playing";
  game: string;
  player: string;
  /** One player's games, by user id (the "More games" link of their page), with their name to show. */
  playerId: string;
  tournament: string;
  from: string;
  to: string;
}

const FIELD = "rounded-md border border-paper-edge bg-white px-2 py-1.5 text-sm";

function Filter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-semibold">{label}</span>
      {children}
    </label>
  );
}

type TextField = "player" | "tournament" | "from" | "to";

/** A text or date input under its label, bound to one field of the filters (`data-testid` "filter-<field>"). */
function InputFilter({
  label,
  field,
  f,
  set,
  ...input
}: {
  label: string;
  field: TextField;
  f: ReplayFilters;
  set: (k: keyof ReplayFilters, v: string) => void;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Filter label={label}>
      <input
        {...input}
        className={FIELD}
        value={f[field]}
        onChange={(e) => set(field, e.target.value)}
        data-testid={`filter-${field}`}
      />
    </Filter>
  );
}

/** A choice under its label, bound to one field of the filters (`data-testid` "filter-<field>"); "" is any. */
function SelectFilter({
  label,
  field,
  f,
  set,
  choices,
}: {
  label: string;
  field: "game" | "status";
  f: ReplayFilters;
  set: (k: keyof ReplayFilters, v: string) => void;
  choices: Choice<string>[];
}) {
  return (
    <Filter label={label}>
      <ChoiceSelect
        className={FIELD}
        choices={choices}
        value={f[field]}
        onChange={(v) => set(field, v)}
        data-testid={`filter-${field}`}
      />
    </Filter>
  );
}

export function ReplayFilterPanel({
  f,
  set,
  signedIn,
  playerName,
  reversed,
}: {
  f: ReplayFilters;
  set: (k: keyof ReplayFilters, v: string) => void;
  signedIn: boolean;
  playerName: string | null;
  /** The end day is before the start day (and left out of the list's query). */
  reversed: boolean;
}) {
  const t = useTranslations("Replays");
  const titleOf = useGameTitle();
  return (
    <section className="panel p-4" aria-label={t("filters")} data-testid="replay-filters">
      {f.playerId ? (
        <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="filter-player-id">
          <span className="text-lg font-semibold">
            {t.rich("gamesOf", {
              name: playerName ?? t("thisPlayer"),
              player: (chunks) => <PlayerLink userId={f.playerId}>{chunks}</PlayerLink>,
            })}
          </span>
          <button
            type="button"
            className="btn min-h-10 border border-paper-edge bg-white px-3 py-1 text-sm"
            onClick={() => set("playerId", "")}
          >
            {t("everyPlayersGames")}
          </button>
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        {signedIn ? (
          <fieldset className="flex gap-1 rounded-lg border border-paper-edge bg-white p-1 text-sm">
            <legend className="sr-only">{t("whoseGames")}</legend>
            {(["mine", "public"] as const).map((s) => (
              // The radio itself is hidden: its label shows the keyboard's focus ring instead (it showed none).
              <label
                key={s}
                className={`cursor-pointer rounded-md px-3 py-1 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-shu ${f.scope === s ? "bg-ink text-paper" : ""}`}
              >
                <input
                  type="radio"
                  name="scope"
                  value={s}
                  checked={f.scope === s}
                  onChange={() => set("scope", s)}
                  className="sr-only"
                />
                {s === "mine" ? t("myGames") : t("allPublic")}
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="text-sm text-ink-soft">{t("publicOnly")}</p>
        )}
        <SelectFilter
          label={t("game")}
          field="game"
          f={f}
          set={set}
          choices={[{ value: "", label: t("allGames") }, ...GAME_NAMES.map((g) => ({ value: g, label: titleOf(g) }))]}
        />
        {f.scope === "mine" ? (
          <SelectFilter
            label={t("state")}
            field="status"
            f={f}
            set={set}
            choices={[
              { value: "", label: t("finishedAndInPlay") },
              { value: "finished", label: t("finished") },
              { value: "playing", label: t("inPlay") },
            ]}
          />
        ) : null}
        <InputFilter label={t("player")} field="player" f={f} set={set} placeholder={t("partOfName")} maxLength={60} />
        <InputFilter
          label={t("tournament")}
          field="tournament"
          f={f}
          set={set}
          placeholder={t("name")}
          maxLength={80}
        />
        <InputFilter label={t("from")} field="from" f={f} set={set} type="date" />
        <InputFilter label={t("to")} field="to" f={f} set={set} type="date" min={f.from || undefined} />
      </div>
      {reversed ? (
        <p className="mt-2 text-sm font-semibold text-beni" role="status" data-testid="dates-reversed">
          {t("datesReversed")}
        </p>
      ) : null}
    </section>
  );
}
