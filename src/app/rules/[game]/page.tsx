import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ComponentType } from "react";
import { GAME_NAMES, type GameName } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { PageHeader } from "../../_components/ui/page-header";
import { textParam } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";
import { HouseRulesPanel } from "../_components/house-rules-panel";
import { PlayLinks } from "../_components/play-links";
import type { RuleOptions } from "../_components/rule-parts";
import { gameClient } from "~/app/_games/registry";
import { plural } from "~/engine/core/plural";

function gameOf(param: string): GameName | null {
  return (GAME_NAMES as readonly string[]).includes(param) ? (param as GameName) : null;
}

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }): Promise<Metadata> {
  const game = gameOf((await params).game);
  return { title: game ? `How to play ${getRuleset(game)?.title ?? game}` : "Rules" };
}

export default async function GameRulesPage({
  params,
  searchParams,
}: {
  params: Promise<{ game: string }>;
  searchParams: Promise<{ preset?: string | string[] }>;
}) {
  const game = gameOf((await params).game);
  if (!game) notFound();
  // A preset name that cannot be one reads as no preset: the game's default rules.
  const preset = textParam((await searchParams).preset, "name", 64).text;
  const summary = await (await serverApi()).rules.summary({ game, ...(preset ? { preset } : {}) });
  const Content: ComponentType<{ options: RuleOptions }> = gameClient(game).HowToPlay;
  const players =
    summary.minPlayers === summary.maxPlayers
      ? `${plural(summary.minPlayers, "player")}`
      : `${summary.minPlayers} to ${plural(summary.maxPlayers, "player")}`;
  return (
    <article>
      <PageHeader title={`How to play ${summary.title}`} kicker={`Rules · ${players}`}>
        {summary.summary}
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
            />
            <PlayLinks game={game} title={summary.title} />
          </div>
        </aside>
      </div>
    </article>
  );
}
