import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { GAME_NAMES, type GameName } from "~/engine/core/ruleset";
import { PageHeader } from "../../_components/ui/page-header";
import { idParam, textParam } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";
import { optionWordsWith, type OptionsTranslator } from "~/app/play/option-words";
import { HouseRulesPanel } from "../_components/house-rules-panel";
import { PlayLinks } from "../_components/play-links";
import { rulesKicker } from "../_components/rules-kicker";
import { setRulesPageWords } from "../_components/rules-page";
import { HOW_TO_PLAY } from "~/app/_games/how-to-play";

function gameOf(param: string): GameName | null {
  return (GAME_NAMES as readonly string[]).includes(param) ? (param as GameName) : null;
}

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }): Promise<Metadata> {
  const game = gameOf((await params).game);
  const [t, tGames] = await Promise.all([getTranslations("Rules"), getTranslations("Games")]);
  return { title: game ? t("howToPlayGame", { game: tGames(`${game}.name`) }) : t("metaTitle") };
}

async function GameRulesPage({
  params,
  searchParams,
}: {
  params: Promise<{ game: string }>;
  searchParams: Promise<{ preset?: string | string[]; table?: string | string[] }>;
}) {
  const game = gameOf((await params).game);
  if (!game) notFound();
  // A preset name that cannot be one reads as no preset: the game's default rules.
  const query = await searchParams;
  const preset = textParam(query.preset, "name", 64).text;
  // A table's own rules when the caller may see it (its "how to play" link names it), else the preset's.
  const table = idParam(query.table);
  const summary = await (
    await serverApi()
  ).rules.summary({
    game,
    ...(preset ? { preset } : {}),
    ...(table ? { table } : {}),
  });
  // Rendered here, on the server: the page's words and cards cost the browser no script.
  const Content = HOW_TO_PLAY[game];
  const [t, tGames, tOptions] = await Promise.all([
    getTranslations("Rules"),
    getTranslations("Games"),
    getTranslations("Options"),
  ]);
  setRulesPageWords(optionWordsWith(tOptions as unknown as OptionsTranslator));
  const title = tGames(`${game}.name`);
  return (
    <article>
      <PageHeader
        title={t("howToPlayGame", { game: title })}
        kicker={rulesKicker(summary.minPlayers, summary.maxPlayers, t)}
      >
        {tGames(`${game}.summary`)}
      </PageHeader>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="order-2 space-y-10 lg:order-1">
          <Content options={summary.selected?.options ?? {}} />
        </div>
        <aside className="order-1 lg:order-2">
          <div className="lg:sticky lg:top-4">
            <HouseRulesPanel
              game={game}
              presets={summary.presets}
              selected={summary.selected}
              unknownPreset={summary.unknownPreset}
              table={summary.table}
            />
            <PlayLinks game={game} title={title} />
          </div>
        </aside>
      </div>
    </article>
  );
}

export default GameRulesPage;
