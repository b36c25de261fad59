// Engine phrases in the reader's language: a move or a scoring line as a key of the Moves or Explain catalog with
// its cards, month, seats and amounts, said through the catalogs (card names and months from their own). A move
// without a phrase (a game that gives none yet) keeps the engine's English words with players' names.
import { useLocale, useTranslations } from "next-intl";
import { CARD_CODES } from "~/engine/core/cards";
import type { Phrase } from "~/engine/core/phrase";
import { listFormat } from "~/lib/list-format";
import { seatName, sideName, withNames } from "./names";
import { useUnnamed } from "./use-unnamed";
import type { BoardPlayer } from "./types";

export interface WordsMove {
  seat: number | null;
  text: string | null;
  phrase?: Phrase;
  byStandIn: boolean;
}

type Names = { players: readonly BoardPlayer[]; teams: readonly (readonly number[])[] | null; mySeat: number | null };

/** Says moves: `{ who, what }` for a line that shows its mover apart, `line` for one string. */
export interface MoveWords {
  /** "You" or the mover's name, and the rest of the line. */
  parts(move: WordsMove, names: Names): { who: string; what: string };
  line(move: WordsMove, names: Names): string;
}

/**
 * Says a phrase: `phrase.<key>` of the namespace with its arguments in words (seats and sides by their names). Given
 * the reader's seat, a phrase about a `seat` also gets `you`: "yes" when that seat is the reader's, so that its
 * catalog line can speak to them ("You stopped") rather than of them by name.
 */
export type PhraseWords = (
  phrase: Phrase,
  names: Omit<Names, "mySeat"> & { mySeat?: number | null },
  extra?: Record<string, string>,
) => string;

// Arguments said in words: a month by its name, a seat by its player's ("seats": several, space-separated; "opponent":
// the other seat of a move both seats make at once), a side by its players'.
const SEATS = new Set(["seat", "owner", "dealer", "opponent"]);

export function usePhraseWords(namespace: "Moves" | "Explain"): PhraseWords {
  const t = useTranslations(namespace);
  const tAll = useTranslations();
  const tCards = useTranslations("Cards");
  const tMonths = useTranslations("Months");
  const unnamed = useUnnamed();
  const list = listFormat(useLocale());
  return (p, { players, teams, mySeat = null }, extra = {}) => {
    const values: Record<string, string | number> = { ...extra };
    if (p.args?.seat !== undefined) values.you = mySeat !== null && Number(p.args.seat) === mySeat ? "yes" : "no";
    for (const [k, v] of Object.entries(p.args ?? {})) {
      if (k === "month") values[k] = tMonths(String(v));
      else if (SEATS.has(k)) values[k] = seatName(players, Number(v), unnamed);
      else if (k === "side") values[k] = sideName(players, teams, Number(v), unnamed);
      else if (k === "seats")
        values[k] = list.format(
          String(v)
            .split(" ")
            .map((s) => seatName(players, Number(s), unnamed)),
        );
      // Oi-bana's bids, one a seat in seat order (0: no bid yet).
      else if (k === "bids")
        values[k] = list.format(
          String(v)
            .split(" ")
            .map((bid, s) =>
              t("phrase.oibanaBid", { seat: seatName(players, s, unnamed), bid: bid === "0" ? "–" : bid }),
            ),
        );
      else values[k] = v;
    }
    for (const [k, ids] of Object.entries(p.cards ?? {}))
      values[k] = list.format(ids.map((id) => tCards(CARD_CODES[id]!)));
    for (const [k, term] of Object.entries(p.terms ?? {})) values[k] = tAll(`${term.ns}.${term.key}`, term.values);
    return t(`phrase.${p.key}`, values);
  };
}

// The engine's phrases start with the mover's verb ("plays …, takes …"): said of "You", without the -s.
const VERB = /^(plays|draws|declares|bids|names|folds|opens|outbids|follows|keeps|gives|replaces|makes)\b/;
const TAKES = /(, | and )takes\b/g;

export function useMoveWords(): MoveWords {
  const t = useTranslations("Moves");
  const say = usePhraseWords("Moves");
  const unnamed = useUnnamed();
  const parts = (move: WordsMove, { players, teams, mySeat }: Names) => {
    const mine = move.seat !== null && move.seat === mySeat;
    const who = mine ? t("you") : move.seat === null ? "" : seatName(players, move.seat, unnamed);
    let what: string;
    if (move.phrase) what = say(move.phrase, { players, teams }, { mine: mine ? "yes" : "no" });
    else {
      what = withNames(move.text ?? "", players, teams, unnamed);
      if (mine) what = what.replace(VERB, (v) => v.slice(0, -1)).replace(TAKES, "$1take");
    }
    return { who, what: move.byStandIn ? t("byStandIn", { what }) : what };
  };
  return {
    parts,
    line: (move, names) => {
      const { who, what } = parts(move, names);
      return who ? t.markup("line", { who, what, name: (words) => words }) : what;
    },
  };
}
