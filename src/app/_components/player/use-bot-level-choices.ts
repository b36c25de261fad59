"use client";
// The level picker's choices in the page's language: each level by its name and what it measurably does in this game
// (src/engine/bots/strength.json), so that a level claims no more than the benchmark showed.
import { useTranslations } from "next-intl";
import { findGameTraits } from "~/app/_games/traits";
import { BOT_LEVELS, type BotLevel } from "~/engine/bots/types";
import type { ReactionProfile } from "~/engine/bots/reaction";
import { aboutInN, levelStrength, type LevelStrength } from "~/engine/bots/strength";

export interface BotLevelOption {
  value: BotLevel;
  /** The level's name ("Steady"). */
  name: string;
  /** What it does, measured ("wins about 3 rounds in 4 against Beginner"). */
  description: string;
  /** Both: "Steady: wins about 3 rounds in 4 against Beginner". */
  label: string;
}

type T = ReturnType<typeof useTranslations<"BotLevels">>;

function describe(t: T, s: LevelStrength): string {
  switch (s.kind) {
    case "any-move":
      return t("anyMove");
    case "unmeasured":
      return t("unmeasured");
    case "like":
      return t(s.level === "heuristic" ? "likeThinksLonger" : "noEdge", { level: t(`name.${s.level}`) });
    case "wins-almost-all":
      return t("winsAlmostAll", { unit: s.unit, against: t(`name.${s.against}`) });
    case "wins-share":
      return t("winsShare", { unit: s.unit, ...aboutInN(s.share), against: t(`name.${s.against}`) });
    case "leads": {
      // Koi-Koi's points are few (a lead of 0.3 means something), the fishing games' many.
      const lead = Math.abs(s.lead) < 10 ? Math.round(s.lead * 10) / 10 : Math.round(s.lead);
      return t("leads", { unit: s.unit, lead, against: t(`name.${s.against}`) });
    }
  }
}

function reaction(t: T, p: ReactionProfile): string {
  return t("reacts", { seconds: p.meanMs / 1000, rounds: Math.round(1 / p.mistakeRate) });
}

/** The picker's choices for `game` at a table of `players`; a game whose bots differ by reaction time says that. */
export function useBotLevelChoices(game: string, players = 2): BotLevelOption[] {
  const t = useTranslations("BotLevels");
  const reactions = findGameTraits(game)?.botReactions;
  return BOT_LEVELS.map((value) => {
    const name = t(`name.${value}`);
    const measured = describe(t, levelStrength(game, players, value));
    const description = !reactions
      ? measured
      : value === "random"
        ? t("pressesAnything")
        : t("reactsAndMeasured", {
            reaction: reaction(t, value === "strong" ? reactions.strong : reactions.heuristic),
            measured,
          });
    return { value, name, description, label: t("choice", { name, description }) };
  });
}
