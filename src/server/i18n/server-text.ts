// Words the server writes itself (error messages, emails, push and site notifications) in a reader's language:
// next-intl's translator outside React, over the catalogs the pages use (src/i18n/catalog.ts).
import { createTranslator } from "use-intl/core";
import type { Phrase } from "~/engine/core/phrase";
import { catalogFor } from "~/i18n/catalog";
import { conflictWords } from "~/lib/house-rules/conflict-words";
import { botNamesIn } from "~/lib/bot-name";
import { listFormat } from "~/lib/list-format";
import type { Translate } from "~/lib/translate";
import { DEFAULT_LOCALE } from "~/lib/locales";
import type { Messages } from "~/i18n/pseudo";

/**
 * Choices the reader picks one of, each a word of the reader's catalog by its path ("Options.sfj.rounds.values.12")
 * with the English to fall back on: named and listed with the language's "or" when the words are written.
 */
export interface CatalogChoices {
  oneOf: readonly { path: string; english: string }[];
}

/** One word of the reader's catalog by its path ("Options.koikoi.sake_cup.label"), with the English to fall back on. */
export interface CatalogWord {
  path: string;
  english: string;
}

/**
 * A player's name as stored with the player's bot level (null for a person): a bot is named in the reader's words
 * ("Matsu（堅実）" for the stored "Matsu (Steady)", src/lib/bot-name.ts), a person as stored.
 */
export interface PlayerName {
  player: string;
  bot: string | null;
}

/**
 * Rules of `game` that refuse each other, as the engine says it (a phrase of the RuleConflicts catalog):
 * the sentence with the options, their values and the cards in the reader's words (src/lib/house-rules/conflict-words.ts).
 */
export interface RuleConflict {
  conflict: Phrase;
  game: string;
}

/** A list of names (or choices) is joined when the words are written, as the reader's language lists them. */
export type TextParams = Record<
  string,
  string | number | readonly string[] | CatalogChoices | CatalogWord | PlayerName | RuleConflict
>;

function lookup(messages: Messages, path: string[]): unknown {
  let node: unknown = messages;
  for (const part of path)
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

function catalogWord(messages: Messages, path: string, fallback: string): string {
  const word = lookup(messages, path.split("."));
  return typeof word === "string" ? word : fallback;
}

function conflictIn(language: string, messages: Messages, { conflict, game }: RuleConflict): string {
  const sentence = (key: string, values: Record<string, string | number>) =>
    typeof lookup(messages, ["RuleConflicts", key]) === "string"
      ? translatorOf(language, messages, "RuleConflicts")(key, values)
      : null;
  return conflictWords(game, conflict, {
    option: (key) => {
      const word = lookup(messages, ["Options", ...key.split(".")]);
      return typeof word === "string" ? word : null;
    },
    card: (code) => catalogWord(messages, `Cards.${code}`, code),
    list: (names, type) => listFormat(language, type).format(names),
    game: (id) => catalogWord(messages, `Games.${id}.name`, id),
    conflict: sentence,
  });
}

function translatorOf(language: string, messages: Messages, namespace: string): Translate {
  return createTranslator({ locale: language, messages, namespace, onError: () => undefined }) as unknown as Translate;
}

/**
 * A param named `game`, or ending in `Game`, holds a game's id: the reader sees the game's name in their language. A
 * list reads "Aki, Emi and Ken" (English without the serial comma, as the site writes it), "Aki、Emi、Ken"; a player's
 * name names a bot in the reader's words.
 */
function localParams(language: string, messages: Messages, params: TextParams): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "object") {
      out[name] =
        "oneOf" in value
          ? listFormat(language, "disjunction").format(value.oneOf.map((c) => catalogWord(messages, c.path, c.english)))
          : "path" in value
            ? catalogWord(messages, value.path, value.english)
            : "player" in value
              ? botNamesIn(translatorOf(language, messages, "BotLevels"))(value.player, value.bot)
              : "conflict" in value
                ? conflictIn(language, messages, value)
                : listFormat(language).format(value);
      continue;
    }
    const gameName = /(^game|Game)$/.test(name) ? lookup(messages, ["Games", String(value), "name"]) : undefined;
    out[name] = typeof gameName === "string" ? gameName : value;
  }
  return out;
}

/** `namespace.key` with `params` in `locale`; the English words when the locale does not have them. */
export function serverText(locale: string, namespace: string, key: string, params: TextParams = {}): string {
  for (const language of [locale, DEFAULT_LOCALE]) {
    const messages = catalogFor(language);
    if (typeof lookup(messages, [namespace, ...key.split(".")]) !== "string") continue;
    // The keys are checked by the catalogs test and the callers' types, not by next-intl's generated key types.
    const t = createTranslator({ locale: language, messages, onError: () => undefined }) as unknown as (
      key: string,
      values: Record<string, string | number>,
    ) => string;
    return t(`${namespace}.${key}`, localParams(language, messages, params));
  }
  return key;
}

/** A translator of one namespace in `locale`, for modules that write many messages (mail, push). */
export function serverTranslator(locale: string | null | undefined, namespace: string) {
  const language = locale ?? DEFAULT_LOCALE;
  return (key: string, params?: TextParams) => serverText(language, namespace, key, params);
}
