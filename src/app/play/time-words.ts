// Words of the play and table pages for time: a length of time ("3 days", "3日") and a table's clock.
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { gameTraits } from "~/app/_games/traits";
import type { GameName } from "~/engine/core/ruleset";
import { unitFormat } from "~/lib/unit-format";
import type { TimeChoice } from "./table-form-model";

const DAY = 86400;

/** A length of time in the largest whole unit, as Intl writes it in `locale` ("1 day", "10 minutes", "1 h", "10分"). */
export function durationWords(locale: string, seconds: number, unitDisplay: "long" | "short" = "long"): string {
  const [n, unit]: [number, string] =
    seconds % DAY === 0 && seconds > 0
      ? [seconds / DAY, "day"]
      : seconds % 3600 === 0 && seconds > 0
        ? [seconds / 3600, "hour"]
        : seconds % 60 === 0 && seconds > 0
          ? [seconds / 60, "minute"]
          : [seconds, "second"];
  return unitFormat(locale, n, unit, unitDisplay);
}

/**
 * "1 day per move", "1 hr + 1 min per move", "1 day in all"; a table without a clock has "No time limit", unless its
 * game is played live ("Real time").
 */
export function useTimeControlLabel(): (game: GameName, t: TimeChoice | null) => string {
  const t = useTranslations("Play");
  const locale = useLocale();
  return useCallback(
    (game, time) => {
      if (time === null) return t(gameTraits(game).realTime ? "time.realTime" : "time.noLimit");
      const d = (s: number) => durationWords(locale, s, s % DAY === 0 ? "long" : "short");
      if (time.kind === "per_move") return t("time.perMove", { time: d(time.seconds) });
      return time.incrementSeconds
        ? t("time.bankIncrement", { bank: d(time.initialSeconds), increment: d(time.incrementSeconds) })
        : t("time.bankOnly", { bank: d(time.initialSeconds) });
    },
    [t, locale],
  );
}
