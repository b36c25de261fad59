// A notification that names several players lists them as the reader's language does, wherever it is said: the bell,
// the list and the browser's notification (useNotificationText) and the emails and push messages
// (notificationWords). The stored arguments are those the server's news stores (games/after-move.ts,
// tournaments/start-round.ts): the names as a list, joined only when the words are written. A verb after the names
// agrees with how many they are ("Aki et Emi ont abandonné").
import { describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import { listFormat } from "~/lib/list-format";
import { LOCALES, type Locale } from "~/lib/locales";
import type { StoredNotificationText } from "~/lib/notification-text";
import { notificationWords } from "~/server/i18n/notification-words";
import { useNotificationText } from "./notification-text";

const TWO = ["Aki", "Emi"];
const THREE = ["Aki", "Emi", "Ken"];

/** Each keyed news that takes a list of names, with the arguments its producer stores. */
function stored(names: string[]): Record<string, StoredNotificationText> {
  const withOthers = { game: "sutda", others: names, hasOthers: "true" };
  const finished = { ...withOthers, result: "won", forfeit: "false" };
  const rows: Record<string, Record<string, string | number | string[]>> = {
    yourTurn: withOthers,
    gameStarted: withOthers,
    gameOver: finished,
    youResigned: finished,
    theyResigned: { ...finished, names },
    timeout: { ...withOthers, count: "limit", timeouts: 1, limit: 3 },
    timeoutForfeit: { ...withOthers, count: "one", timeouts: 3, limit: 3 },
    roundStarted: { round: 2, event: "Plum Cup", others: names },
  };
  return Object.fromEntries(
    Object.entries(rows).map(([textKey, textParams]) => [textKey, { text: "(stored English)", textKey, textParams }]),
  );
}

function Said({ n }: { n: StoredNotificationText }) {
  return <>{useNotificationText()(n)}</>;
}

/** What the bell and the list show for `n` in `locale`, and what the emails and push messages say. */
const onPage = (n: StoredNotificationText, locale: Locale) =>
  renderIntl(<Said n={n} />, locale).replace(/&#x27;/g, "'");
const sent = (n: StoredNotificationText, locale: Locale) => notificationWords(locale)(n);

/** A list or its joins in a language where it does not belong. */
const FOREIGN_JOIN: Record<Locale, RegExp> = {
  en: /\b(und|et|y)\b|、|및/,
  de: /\b(and|et|y)\b|、|및/,
  fr: /\b(and|und|y)\b|、|및/,
  es: /\b(and|und|et)\b|、|및/,
  ja: /\b(and|und|et|y)\b|, |및/,
  ko: /\b(and|und|et|y)\b|、/,
};

describe.each([
  ["the bell and the list", onPage],
  ["emails and push messages", sent],
] as const)("names in the news, as %s say them", (_, say) => {
  describe.each(LOCALES)("in %s", (locale) => {
    it.each([
      ["two", TWO],
      ["three", THREE],
    ])("lists %s names as the language lists them, in every news that names players", (_n, names) => {
      const list = listFormat(locale).format(names);
      for (const [key, n] of Object.entries(stored(names))) {
        const words = say(n, locale);
        expect(words, key).toContain(list);
        expect(words, key).not.toMatch(FOREIGN_JOIN[locale]);
        expect(words, key).not.toContain("(stored English)");
      }
    });
  });

  it("says who resigned with a verb that agrees with how many they are", () => {
    const resigned = (names: string[], locale: Locale) => say(stored(names).theyResigned!, locale);
    expect(resigned(["Aki"], "fr")).toContain("Aki a abandonné");
    expect(resigned(TWO, "fr")).toContain("Aki et Emi ont abandonné");
    expect(resigned(["Aki"], "es")).toContain("Aki se rindió");
    expect(resigned(THREE, "es")).toContain("Aki, Emi y Ken se rindieron");
    expect(resigned(["Aki"], "de")).toContain("Aki hat dein Spiel");
    expect(resigned(TWO, "de")).toContain("Aki und Emi haben dein Spiel");
    expect(resigned(TWO, "en")).toBe("Aki and Emi resigned your game of Sutda: you win.");
    expect(resigned(THREE, "ja")).toMatch(/^Aki\u3001Emi\u3001Ken\u304c/);
  });
});
