import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { GAME_NAMES, type GameName } from "~/engine/core/ruleset";
import { PageHeader } from "../../_components/ui/page-header";
import { textParam } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";
import { adminPageMetadata, requireAdminPage } from "../require-admin";
import { PresetActions } from "./preset-actions";
import { PresetRulesLine } from "./preset-rules-words";
import { PresetFacts } from "./preset-facts";
import { SavedNotice } from "./saved-notice";
import { presetWords } from "~/app/_lib/preset-words";
import { withMessages } from "~/i18n/route-messages";

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata(async () => (await getTranslations("AdminPresets"))("list.metaTitle"));
}

async function AdminPresetsPage({ searchParams }: { searchParams: Promise<{ game?: string; saved?: string }> }) {
  await requireAdminPage("/admin/presets");
  const { game: gameParam, saved: savedParam } = await searchParams;
  // The notice an edit form links back with; an odd one is not shown.
  const saved = textParam(savedParam, "line", 200).text;
  const selected: GameName | null = GAME_NAMES.includes(gameParam as GameName) ? (gameParam as GameName) : null;
  const presets = await (await serverApi()).admin.presets.list(selected ? { game: selected } : {});
  const games = selected ? [selected] : [...GAME_NAMES];
  const t = await getTranslations("AdminPresets");
  const tAdmin = await getTranslations("Admin");
  const tGames = await getTranslations("Games");
  const gameTitle = (g: string) => tGames(`${g}.shortName`);
  const tOptions = await getTranslations("Options");
  const said = (written: string, key: string | null) => presetWords(tOptions, written, key);
  return (
    <>
      <PageHeader title={t("list.title")} kicker={tAdmin("kicker")}>
        {t("list.intro")}
      </PageHeader>
      <SavedNotice message={saved ?? null} />
      <nav aria-label={t("list.games")} className="mb-6 flex flex-wrap gap-2">
        <Link
          href="/admin/presets"
          aria-current={selected === null ? "page" : undefined}
          className={`btn min-h-11 py-1.5 text-sm ${selected === null ? "btn-primary" : "btn-quiet"}`}
        >
          {t("list.allGames")}
        </Link>
        {GAME_NAMES.map((g) => (
          <Link
            key={g}
            href={`/admin/presets?game=${g}`}
            aria-current={selected === g ? "page" : undefined}
            className={`btn min-h-11 py-1.5 text-sm ${selected === g ? "btn-primary" : "btn-quiet"}`}
          >
            {gameTitle(g)}
          </Link>
        ))}
      </nav>
      <div className="space-y-8">
        {games.map((game) => {
          const mine = presets.filter((p) => p.game === game);
          const title = gameTitle(game);
          return (
            <section key={game} aria-labelledby={`presets-${game}`} data-testid={`presets-${game}`}>
              <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`presets-${game}`} className="text-2xl font-semibold">
                  {title}
                </h2>
                <Link href={`/admin/presets/new?game=${game}`} className="btn btn-primary min-h-11 py-1.5 text-sm">
                  {t("list.newPreset", { game: title })}
                </Link>
              </div>
              <ul className="grid gap-3">
                {mine.map((p) => (
                  <li key={p.id} className={`panel p-4 ${p.hidden ? "opacity-75" : ""}`} data-testid="preset-row">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      {/* A basis of its own: on a phone the buttons go under the text rather than squeeze it. */}
                      <div className="min-w-0 flex-[1_1_16rem]" data-testid="preset-text">
                        <h3 className="text-lg font-semibold">
                          <Link href={`/admin/presets/${p.id}/edit`}>{said(p.title, p.titleKey)}</Link>{" "}
                          {p.isDefault ? (
                            <span className="ml-1 rounded bg-matsu px-1.5 py-0.5 text-xs font-bold tracking-wide text-paper uppercase">
                              {t("list.default")}
                            </span>
                          ) : null}
                          {p.hidden ? (
                            <span className="ml-1 rounded bg-ink-faint px-1.5 py-0.5 text-xs font-bold tracking-wide text-paper uppercase">
                              {t("list.hidden")}
                            </span>
                          ) : null}
                        </h3>
                        <PresetFacts p={p} />
                        {p.description ? (
                          <p className="mt-1 text-ink-soft">{said(p.description, p.descriptionKey)}</p>
                        ) : null}
                        <PresetRulesLine game={p.game} options={p.options} />
                      </div>
                      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-end">
                        <Link
                          href={`/admin/presets/${p.id}/edit`}
                          className="btn btn-quiet min-h-11 py-1.5 text-sm"
                          aria-label={t("list.editLabel", { title: p.title })}
                        >
                          {t("list.edit")}
                        </Link>
                        <PresetActions id={p.id} title={p.title} hidden={p.hidden} isDefault={p.isDefault} />
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}

export default withMessages("admin/presets/page.tsx", AdminPresetsPage);
