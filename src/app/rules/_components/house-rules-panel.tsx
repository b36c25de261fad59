// The house rules of the chosen preset on a rules page: a switcher between the presets the site offers, and every
// rule in words with the ones that differ from the standard highlighted.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { usePresetWords } from "~/app/_lib/preset-words";
import { useOptionWords } from "~/app/play/option-words";
import { listFormat } from "~/lib/list-format";
import type { PublicPresetView, TableRulesView } from "~/server/views/house-rules";

export function HouseRulesPanel({
  game,
  presets,
  selected,
  unknownPreset,
  table = null,
}: {
  game: string;
  presets: PublicPresetView[];
  selected: PublicPresetView | null;
  unknownPreset: string | null;
  /** The table whose own rules `selected` holds (the page says so), if any. */
  table?: TableRulesView | null;
}) {
  const t = useTranslations("Rules");
  const locale = useLocale();
  const said = usePresetWords();
  const words = useOptionWords();
  if (!selected) return null;
  const counts = [...selected.playerCounts].sort((a, b) => a - b);
  const [min, max] = [counts[0] ?? 0, counts.at(-1) ?? 0];
  // The counts a preset allows, as a range where they run on ("2 to 7 players"), else each one ("2, 4 or 6 players",
  // with no serial comma: next-intl's plain "en" is American and puts one before the "or").
  const players =
    min === max
      ? t("players", { count: min })
      : counts.length === max - min + 1
        ? t("playerRange", { min, max })
        : t("playerList", { list: listFormat(locale, "disjunction").format(counts.map(String)) });
  const changed = selected.rules.filter((r) => !r.isDefault);
  const standard = selected.rules.filter((r) => r.isDefault);
  return (
    <section aria-labelledby="house-rules-heading" className="panel p-5" data-testid="house-rules">
      <h2 id="house-rules-heading" className="text-xl font-semibold">
        {t("houseRulesTitle", { preset: said(selected.title, selected.titleKey) })}
      </h2>
      {unknownPreset ? (
        <p role="status" className="mt-2 text-beni">
          {t("unknownPreset", { name: unknownPreset })}
        </p>
      ) : null}
      {table ? (
        <p className="mt-2 font-semibold text-beni" data-testid="table-rules-note">
          {t.rich("tableRules", {
            customized: table.customized ? "yes" : "no",
            table: (chunks) => <Link href={`/table/${table.id}`}>{chunks}</Link>,
          })}
        </p>
      ) : null}
      {selected.description ? (
        <p className="mt-1 text-ink-soft">{said(selected.description, selected.descriptionKey)}</p>
      ) : null}
      {presets.length > 1 ? (
        <nav aria-label={t("presetsOffered")} className="mt-3 flex flex-wrap gap-2">
          {presets.map((p) => (
            <Link
              key={p.id}
              href={p.isDefault ? `/rules/${game}` : `/rules/${game}?preset=${p.slug}`}
              aria-current={p.id === selected.id ? "page" : undefined}
              className={`btn min-h-11 py-1.5 text-sm ${p.id === selected.id ? "btn-primary" : "btn-quiet"}`}
            >
              {p.isDefault ? t("defaultPreset", { preset: said(p.title, p.titleKey) }) : said(p.title, p.titleKey)}
            </Link>
          ))}
        </nav>
      ) : null}
      <p className="mt-3 text-sm text-ink-faint">
        {t("version", { version: selected.version })}
        {t("separator")}
        {players}
      </p>
      {changed.length ? (
        <>
          <h3 className="mt-4 font-semibold">{t("changedHeading")}</h3>
          <ul className="mt-1 space-y-1.5" data-testid="changed-rules">
            {changed.map((r) => (
              <li key={r.name} className="rounded-md border-l-4 border-kin bg-kin/15 px-3 py-2">
                {t.rich("changedRule", {
                  label: words.label(game, r.name, r.label),
                  value: words.value(game, r.name, r.value),
                  name: (chunks) => <span className="font-semibold">{chunks}</span>,
                })}
                <span className="text-ink-faint">
                  {t("standardValue", { value: words.value(game, r.name, r.defaultValue) })}
                </span>
                <p className="text-sm text-ink-soft">{words.help(game, r.name, r.help)}</p>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3">{t("standardRules")}</p>
      )}
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold">{t("everyRule", { count: selected.rules.length })}</summary>
        {/* The values keep 8rem (eight Japanese characters a line): in the 22rem column beside the rules on a wide
            screen the labels took nearly all of it, and a Japanese value, with no spaces to break at, stood one
            character a line. */}
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,16rem)_minmax(8rem,1fr)]">
          {[...changed, ...standard].map((r) => (
            <div key={r.name} className="contents">
              <dt className={`font-semibold ${r.isDefault ? "" : "text-beni"}`}>
                {words.label(game, r.name, r.label)}
              </dt>
              <dd className="mb-1">{words.value(game, r.name, r.value)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
