// A table's rules in the page's language, said on the server for the rules under a table's board (table-rules.tsx) and the waiting room
// (TableRulesWordsProvider): the
// games' option specs and the Options catalog stay out of the browser's table page.
import { getTranslations } from "next-intl/server";
import { presetWords } from "~/app/_lib/preset-words";
import type { TableView } from "~/server/views/table";
import { matchEndText, type PlayTranslator } from "../../play/game-end-words";
import { optionWordsWith, type OptionsTranslator } from "../../play/option-words";
import type { TableRulesWords } from "./table-words";

export async function tableRulesWords(t: TableView): Promise<TableRulesWords> {
  const [options, play] = await Promise.all([getTranslations("Options"), getTranslations("Play")]);
  const said = options as unknown as OptionsTranslator;
  const words = optionWordsWith(said);
  return {
    rules: Object.fromEntries(
      t.options.map((o) => [
        o.name,
        { label: words.label(t.game, o.name, o.label), value: words.value(t.game, o.name, o.value) },
      ]),
    ),
    ends: matchEndText(play as unknown as PlayTranslator, t.game, t.end),
    preset: t.preset ? presetWords(said, t.preset.title, t.preset.titleKey) : null,
  };
}
