"use client";
// The Sutda board: every seat with its chips, its stake in the pot and this auction's bid, its two cards as the
// viewer knows them (face down, the first laid face up between the auctions, all shown at the showdown); the pot;
// and, on the player's turn, fold / follow / outbid with a bet total inside the engine's legal range.
import { useEndedEarlyWords } from "~/app/_components/game/forfeit-ended";
import { useTranslations } from "next-intl";
import { useContext, useRef, useState } from "react";
import { BoardSideSlot, chipName, StatusBar, SummaryButton, TurnBanner } from "~/app/_components/game/board-chrome";
import { LiveAnnouncer } from "~/app/_components/game/live-announcer";
import { lastMoveText } from "~/app/_components/game/move-log";
import { useMoveWords } from "~/app/_components/game/move-words";
import { matchSides } from "~/app/_components/game/match-sides";
import { seatName } from "~/app/_components/game/names";
import { useUnnamed } from "~/app/_components/game/use-unnamed";
import { BoardResults } from "~/app/_components/game/lazy-board-results";
import { toPageSummary } from "~/app/_components/game/page-summary";
import { useUnseenRound } from "~/app/_components/game/unseen-round";
import { useSutdaHandName } from "./hand-name";
import { stageName, sutdaBanner } from "./sutda-banner";
import { SutdaMySeat } from "./sutda-my-seat";
import { SutdaSidePanel } from "./sutda-side-panel";
import { SutdaTable } from "./sutda-table";
import { youSeatOf, type BoardProps } from "~/app/_components/game/types";
import type { SutdaGameView } from "./view";
import { useBoardKeys } from "~/app/_components/game/use-board-keys";
import { useTurnCue } from "~/app/_components/game/use-turn-cue";
import { useMediaQuery } from "~/app/_lib/use-media-query";
import "~/app/_components/game/board.css";

export function SutdaBoard({ gameView: gv, onMove, pending, replay }: BoardProps<SutdaGameView>) {
  const t = useTranslations("SutdaBoard");
  const moveWords = useMoveWords();
  const handName = useSutdaHandName();
  const v = gv.view;
  const rootRef = useRef<HTMLDivElement>(null);
  const [showMatch, setShowMatch] = useState(false);
  // as Tailwind's max-sm: (and board.css): your seat is above the table there
  const phone = useMediaQuery("(max-width: 639px)");
  // the page's side panel (the table's chat), under the chips from lg
  const side = useContext(BoardSideSlot);
  const myTurn =
    gv.status === "ACTIVE" && gv.mySeat !== null && gv.toAct.includes(gv.mySeat) && gv.legalMoves.length > 0;
  const { unseen, markSeen } = useUnseenRound(gv);
  const unnamed = useUnnamed();
  const { names, mine } = matchSides(gv, unnamed);
  useTurnCue(myTurn);
  // A hand's result about to show (its dialog still loading) offers nothing: a bet then would go under the dialog.
  const offering = myTurn && unseen === null;
  useBoardKeys(rootRef, { enabled: offering, seq: gv.seq });
  const over = gv.status !== "ACTIVE" || v.phase === "game-over";
  const me = gv.mySeat !== null ? v.seats[gv.mySeat] : undefined;
  const stage = stageName(t, v.stage);
  const lastText = lastMoveText(gv, moveWords);
  const ended = useEndedEarlyWords();
  const banner = sutdaBanner(t, handName, { gv, over, pending, myTurn, replay, names, mine, ended, unnamed });

  // A phone puts your seat (cards, then fold / follow / bet) right under the banner, before the table (under it the bet
  // controls began below a 390×844 screen's fold); it comes first in the DOM there too, so Tab reaches it first as it
  // is seen. Before hydration the CSS order shows it first all the same. Crossing the breakpoint moves the table
  // (which holds no state) around your seat, never the seat itself: re-mounting the seat lost a typed bet amount.
  const seatSection = me ? (
    <SutdaMySeat gv={gv} me={me} over={over} myTurn={offering} phone={phone} onMove={onMove} pending={pending} />
  ) : null;
  const table = <SutdaTable gv={gv} stage={stage} over={over} replay={replay} />;
  // A replay's page shows the match summary under the board already: the board's buttons bring the reader there (on a
  // phone screens below) rather than opening a second one under the board.
  const toggleMatch = replay ? toPageSummary : () => setShowMatch((x) => !x);

  const oyaBot = v.oya === null ? null : gv.players.find((p) => p.seat === v.oya)?.bot;

  return (
    <div
      ref={rootRef}
      className="game-board space-y-3"
      data-testid="game-board"
      data-game="sutda"
      data-seq={gv.seq}
      data-my-turn={offering ? "true" : "false"}
    >
      <LiveAnnouncer message={[lastText, myTurn ? banner.title : null].filter(Boolean).join(". ")} />
      <StatusBar
        gv={gv}
        round={
          over
            ? t("stage.game-over")
            : t(v.handsTotal ? "handOf" : "hand", {
                hand: v.hand,
                total: v.handsTotal ?? 0,
                rematch: v.rematch ? "yes" : "no",
              })
        }
        dealer={
          !over && v.oya !== null
            ? v.oya === youSeatOf(gv)
              ? t("oyaYou")
              : t("oya", { name: seatName(gv.players, v.oya, unnamed) })
            : null
        }
        dealerShort={
          !over && v.oya !== null && v.oya !== youSeatOf(gv) && oyaBot
            ? t("oya", { name: chipName(seatName(gv.players, v.oya, unnamed), oyaBot) })
            : null
        }
        scores={names.map((name, s) => ({
          name,
          total: v.seats[s]?.chips ?? gv.totals[s] ?? 0,
          mine: s === mine,
          side: s,
        }))}
      />
      <TurnBanner tone={banner.tone} title={banner.title} detail={banner.detail}>
        {over ? (
          <SummaryButton onClick={replay ? toPageSummary : () => setShowMatch(true)}>{t("gameSummary")}</SummaryButton>
        ) : null}
      </TurnBanner>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_16.5rem]">
        {/* a size container: the felt puts the pot beside the seats where it has the room (POT_BESIDE) */}
        <div className="@container flex min-w-0 flex-col gap-3">
          {/* the seat keeps its place among these children (and so stays mounted) on either side of the breakpoint */}
          {phone ? null : table}
          {seatSection}
          {phone ? table : null}
        </div>

        <SutdaSidePanel
          gv={gv}
          names={names}
          mine={mine}
          side={side}
          showMatch={replay ? null : showMatch}
          onToggleMatch={toggleMatch}
        />
      </div>

      <BoardResults
        gameView={gv}
        showMatch={showMatch}
        final={over}
        unseen={unseen}
        onSeen={markSeen}
        replay={replay}
      />
    </div>
  );
}
