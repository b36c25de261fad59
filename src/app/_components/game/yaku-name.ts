// A yaku's or role's name in the page's language: from its game's namespace when the model names its key (松に鶴's
// 猪鹿蝶, Inoshikachō in English), else the label the model carries.
import { useTranslations } from "next-intl";
import type { YakuName } from "./fishing-model";

export function useYakuName(): (y: { label: string; name?: YakuName }) => string {
  const t = useTranslations();
  return (y) => (y.name ? t(`${y.name.ns}.${y.name.key}`, y.name.values) : y.label);
}
