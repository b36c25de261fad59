// Building blocks of the rules pages: sections, rows of card pictures with captions, and the notes that show where
// the chosen house rules differ from the standard ones, right beside the rule they change.
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { OptionValue } from "~/engine/core/options";
import { getGameFacts } from "~/engine/facts";
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

/**
 * Where the chosen house rules set `name` to something other than the standard: a highlighted note with the option's
 * label and value in words, and what it means (`children`, shown only then). Nothing when the rule is standard.
 */
export function HouseRuleNote({
  name,
  when,
  children,
}: {
  name: string;
  when?: (value: OptionValue) => boolean;
  /**
   * What the rule means with this value (a function of the value for integers); without it, the page catalog's
   * `house.<name>` where it has one, else the option's help.
   */
  children?: ReactNode | ((value: OptionValue) => ReactNode);
}) {
  const t = useTranslations("Rules");
  const { game, namespace, options } = useRulesPage();
  const tPage = useTranslations(namespace);
  const spec = getGameFacts(game)?.optionSpecs.find((s) => s.name === name);
  if (!spec) return null;
  const value = options[name] ?? spec.default;
  const differs = value !== spec.default;
  if (!differs || (when && !when(value))) return null;
  const words =
    spec.kind === "enum"
      ? (spec.values.find((v) => v.value === value)?.label ?? String(value))
      : spec.kind === "boolean"
        ? t("onOff", { on: value ? "yes" : "no" })
        : String(value);
  const pageWords = tPage.has(`house.${name}`) ? tPage.rich(`house.${name}`, RULE_TAGS) : spec.help;
  return (
    <aside
      className="rounded-md border-l-4 border-kin bg-kin/15 px-4 py-3 text-base"
      data-testid={`house-rule-${name}`}
    >
      <p>
        <span className="font-semibold">{t("houseRuleNote", { label: spec.label, value: words })}</span>{" "}
        {typeof children === "function" ? children(value) : (children ?? pageWords)}
      </p>
    </aside>
  );
}

/** One house rule's note in a list: its option's name, with what it means where the page words it in code. */
export type HouseRuleNoteEntry =
  string | readonly [name: string, meaning: Parameters<typeof HouseRuleNote>[0]["children"]];

/** The notes of several house rules in turn (each shown only where the chosen rules differ from the standard). */
export function HouseRuleNotes({ notes }: { notes: readonly HouseRuleNoteEntry[] }) {
  return notes.map((note) => {
    const [name, meaning] = typeof note === "string" ? [note, undefined] : note;
    return (
      <HouseRuleNote key={name} name={name}>
        {meaning}
      </HouseRuleNote>
    );
  });
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
