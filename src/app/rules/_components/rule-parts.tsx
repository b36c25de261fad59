// Building blocks of the rules pages: sections, rows of card pictures with captions, and small tables.
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { HanafudaCard, type CardRef, type HanafudaGame } from "~/app/_components/cards";
import { useRulesPage } from "./rules-page";

/** The tags the rules' catalogs use for emphasis: <b>a term</b>, <i>a name</i>. */
export const RULE_TAGS = {
  b: (chunks: ReactNode) => <strong>{chunks}</strong>,
  i: (chunks: ReactNode) => <em>{chunks}</em>,
};

/** A message's values: numbers and words (a count, a select's choice). */
type MessageValues = Record<string, string | number>;

/**
 * A section of the page, titled by the page catalog's `<id>.title`; `text` opens it with the paragraph `<id>.text`
 * (given the message's values, where it takes some).
 */
export function Section({ id, text, children }: { id: string; text?: true | MessageValues; children?: ReactNode }) {
  const t = useTranslations(useRulesPage().namespace);
  return (
    <section aria-labelledby={id} className="rules-section scroll-mt-6">
      <h2 id={id} className="mb-3 text-2xl font-semibold">
        {t(`${id}.title`)}
      </h2>
      <div className="space-y-3 text-lg leading-relaxed">
        {text ? <p>{t.rich(`${id}.text`, { ...RULE_TAGS, ...(text === true ? {} : text) })}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** A captioned group of cards (a yaku, a hand, a month). */
export function Cards({
  cards,
  game,
  caption,
  note,
}: {
  cards: readonly CardRef[];
  game?: HanafudaGame;
  caption: ReactNode;
  note?: ReactNode;
}) {
  return (
    <figure className="rounded-lg border border-paper-edge bg-paper-deep/40 p-3">
      <div className="flex flex-wrap gap-1.5">
        {cards.map((c) => (
          <HanafudaCard key={String(c)} card={c} game={game} size="md" />
        ))}
      </div>
      <figcaption className="mt-2 text-base">
        <span className="font-semibold">{caption}</span>
        {note ? <span className="text-ink-soft"> — {note}</span> : null}
      </figcaption>
    </figure>
  );
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-3 sm:grid-cols-2">{children}</div>;
}

/** A grid of captioned card groups, the words of each drawn from the group itself. */
export function CardGroups<T extends { readonly cards: readonly CardRef[] }>({
  game,
  groups,
  caption,
  note,
}: {
  game?: HanafudaGame;
  groups: readonly T[];
  caption: (group: T) => ReactNode;
  note?: (group: T) => ReactNode;
}) {
  return (
    <CardGrid>
      {groups.map((g) => (
        <Cards key={g.cards.join()} game={game} cards={g.cards} caption={caption(g)} note={note?.(g)} />
      ))}
    </CardGrid>
  );
}

/** A small table (capture rules, deal sizes, scoring). */
export function RulesTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-base">
        <caption className="mb-1 text-left text-sm font-semibold text-ink-faint">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-paper-edge">
            {head.map((h) => (
              <th key={h} scope="col" className="py-1.5 pr-4 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} className="border-b border-paper-edge/70 align-top">
              {r.map((c, j) => (
                <td key={j} className="py-1.5 pr-4">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
