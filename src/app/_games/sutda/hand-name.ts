// A Sutda hand's name in the page's language from the engine's key: 광땡, 알리, 9땡 in Korean; "Alli (1+2)" in English.
import { useTranslations } from "next-intl";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The name of the hand `key` ("pair-9", "kkeut-0", "alli") with the SutdaHands messages `t`. */
export function sutdaHandName(t: Translate, key: string): string {
  const [, kind, n] = /^(pair|kkeut)-(\d+)$/.exec(key) ?? [];
  if (kind === "pair") return t("pair", { month: Number(n) });
  if (kind === "kkeut") return n === "0" ? t("mangtong") : n === "9" ? t("gabo") : t("kkeut", { count: Number(n) });
  return t(key);
}

export function useSutdaHandName(): (key: string) => string {
  const t = useTranslations("SutdaHands");
  return (key) => sutdaHandName(t, key);
}
