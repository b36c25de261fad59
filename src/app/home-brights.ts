// The home page's fan of the five brights, and its name for a screen reader in the page's language.
import type { Translator } from "~/app/_lib/translator";
import { listFormat } from "~/lib/list-format";

export const BRIGHTS = ["M01-0", "M03-0", "M08-0", "M11-0", "M12-0"] as const;

/** "The five brights: Pine Crane & Sun, …": `t` the Home translator, `tCards` the Cards one. */
export function brightsLabel(locale: string, t: Translator, tCards: Translator): string {
  const cards = listFormat(locale).format(BRIGHTS.map((c) => tCards(c)));
  return t("brights", { cards });
}
