// The deal in a fishing game's rules page: `deal.text`, then how many cards each player, the field and the pile get
// by the number of players. The game gives the sizes and the keys of its own words for the columns.
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { RulesTable, Section } from "~/app/rules/_components/rule-parts";
import { useRulesPage } from "~/app/rules/_components/rules-page";

/**
 * `columns`: the keys under `deal.` of the headings after the players' (the hand, the field, the pile, in the game's
 * words); `sizes`: a row for each number of players, that number first.
 */
export function DealSection({
  columns,
  sizes,
  children,
}: {
  columns: readonly string[];
  sizes: readonly (readonly number[])[];
  children?: ReactNode;
}) {
  const t = useTranslations(useRulesPage().namespace);
  return (
    <Section id="deal" text>
      <RulesTable
        caption={t("deal.tableCaption")}
        head={[t("deal.players"), ...columns.map((c) => t(`deal.${c}`))]}
        rows={sizes}
      />
      {children}
    </Section>
  );
}
