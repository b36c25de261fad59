"use client";
// The board of the fishing games (Sakura, SFJ, Mushi; each game's adapter reads its view): the seats, the field with the pile, the player's hand, the
// captured piles by side with yaku in progress, and the choices of the turn. Only the engine's legal moves are
// offered (move-selection.ts decides what a click does); keyboard: arrows move among the offered cards,
// Enter/Space choose, D draws, Esc cancels a choice.
import { useContext, useMemo, useRef, useState } from "react";
import { clientOf } from "~/app/_games/clients";
import { BoardSideSlot, chipName, StatusBar, SummaryButton, TurnBanner } from "./board-chrome";
import { FirstDealerDrawPanel } from "./first-dealer-draw";
import { toPageSummary } from "./page-summary";
import { FishingActions } from "./fishing-actions";
import { fishingBanner, useBoardWords, type BoardWords } from "./fishing-board-texts";
import { FishingHand } from "./fishing-hand";
import { FishingMatchPanel } from "./fishing-match-panel";
import { fishingModel } from "./fishing-board-model";
import type { FishingModel, FishingPanelProps } from "./fishing-model";
import { FishingSeats } from "./fishing-seats";
import { SidePile } from "./fishing-side-pile";
import { FishingTable } from "./fishing-table";
import { LiveAnnouncer } from "./live-announcer";
import { lastMoveText } from "./move-log";
import { useMoveWords } from "./move-words";
import { matchSides } from "./match-sides";
import { clickDraw, layMoveOf, offerFrom } from "./move-selection";
import { seatName, type Unnamed } from "./names";
import { useUnnamed } from "./use-unnamed";
import { BoardResults } from "./lazy-board-results";
import { youSeatOf, type BoardProps, type FishingGameView } from "./types";
import { useFishingSelection } from "./use-fishing-selection";
import { useUnseenRound } from "./unseen-round";
import { useTurnCue } from "./use-turn-cue";
import { useBoardKeys } from "./use-board-keys";
import "./board.css";

/** The side of the seat whose view is shown (the layout starts from it), or null. */
function shownSideOf(gv: FishingGameView): number | null {
  return gv.mySeat === null ? null : gv.teams ? gv.teams.findIndex((t) => t.includes(gv.mySeat!)) : gv.mySeat;
}

/** A decision the game asks of its own, beside the shared choices (its adapter's panel), or nothing. */
function GamePanel(props: FishingPanelProps) {
  const Panel = clientOf(props.gv.game).fishing?.Panel;
  return Panel ? <Panel {...props} /> : null;
}

/**
 * During the first deal: how its dealer was chosen (the live board and a replay's first positions alike). With four or
 * more seats a phone has no room for it: the seats take two rows (three, below 360 px), and a first deal's field of
 * twelve needs three more (the hand fell under a 360×740 screen; four seats offered a hiki over ten field cards ended at
 * its very bottom with it); the DEALER tag says who deals. Nor while a special is offered: its row took the room (two
 * players, a hiki on the first turn: the hand ended 19 px under 360×740). `phoneHidden` says so.
 */
function FirstDealerSlot({
  gv,
  m,
  you,
  phoneHidden,
}: {
  gv: FishingGameView;
  m: FishingModel;
  you: number | null;
  phoneHidden: boolean;
}) {
  if (!m.firstDealer || gv.rounds.length > 0 || m.gameOver) return null;
  return (
    <div
      className={`lg:col-start-2 lg:row-start-3 ${phoneHidden ? "max-sm:hidden" : ""}`}
      data-testid="first-dealer-slot"
    >
      <FirstDealerDrawPanel draw={m.firstDealer} m={m} players={gv.players} mySeat={you} />
    </div>
  );
}

/** The status bar's round: "Round 2 of 6", "Round 2", or the match over. */
function roundLabel(t: BoardWords["t"], m: FishingModel): string {
  if (m.gameOver) return t("matchOver");
  const round = Math.max(m.roundNumber, 1);
  return m.roundsTotal ? t("roundOf", { round, total: m.roundsTotal }) : t("round", { round });
}

/** The status bar's dealer (or elder, as the game calls it), or null when there is none. */
function dealerText(
  t: BoardWords["t"],
  m: FishingModel,
  gv: FishingGameView,
  you: number | null,
  unnamed: Unnamed,
): { dealer: string | null; dealerShort: string | null } {
  if (m.dealer === null || m.gameOver) return { dealer: null, dealerShort: null };
  const role = m.dealerWord === "Elder" ? "elder" : "dealer";
  if (m.dealer === you) return { dealer: t("dealerYou", { role }), dealerShort: null };
  const name = seatName(gv.players, m.dealer, unnamed);
  const bot = gv.players.find((p) => p.seat === m.dealer)?.bot;
  return {
    dealer: t("dealer", { role, name }),
    dealerShort: bot ? t("dealer", { role, name: chipName(name, bot) }) : null,
  };
}

/** Each side's captured pile, the shown seat's side first and full, the others compact. */
function SidePiles({
  gv,
  m,
  mySide,
  shownSide,
}: {
  gv: FishingGameView;
  m: FishingModel;
  mySide: number | null;
  shownSide: number | null;
}) {
  const sidesOrdered = [...m.sides].sort((a, b) =>
    a.side === shownSide ? -1 : b.side === shownSide ? 1 : a.side - b.side,
  );
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-2">
      {sidesOrdered.map((side) => (
        <SidePile
          key={side.side}
          side={side}
          m={m}
          gv={gv}
          mine={side.side === mySide}
          compact={side.side !== shownSide}
        />
      ))}
    </div>
  );
}

export function FishingBoard({ gameView: gv, onMove, pending, replay }: BoardProps<FishingGameView>) {
  const m = useMemo(() => fishingModel(gv), [gv]);
  const offer = useMemo(() => offerFrom(gv.legalMoves), [gv.legalMoves]);
  const rootRef = useRef<HTMLDivElement>(null);
  const { selection, hint, act } = useFishingSelection({ gv, offer, hand: m.hand, pending, onMove, rootRef });
  const [hover, setHover] = useState<string | null>(null);
  const [showMatch, setShowMatch] = useState(false);
  const myTurn =
    gv.status === "ACTIVE" && gv.mySeat !== null && gv.toAct.includes(gv.mySeat) && gv.legalMoves.length > 0;
  const lay = layMoveOf(offer, selection);
  const { unseen, markSeen } = useUnseenRound(gv);
  const unnamed = useUnnamed();
  // mySide is the side "you" names; the layout (order, piles) starts from the seat whose view is shown
  const { names, mine: mySide } = matchSides(gv, unnamed);
  const you = youSeatOf(gv);
  const shownSide = shownSideOf(gv);
  useTurnCue(myTurn);
  // A round's result about to show (its dialog still loading) offers nothing: a card pressed then would be played
  // in the next round unseen, under the dialog.
  const offering = myTurn && unseen === null;

  // not while a move is sent: its answer can come after the new position, and the focus goes to what is offered then
  useBoardKeys(rootRef, {
    enabled: offering && !pending,
    onDraw: () => act(clickDraw(offer)),
    onEscape: () => (selection && !(selection.source === "draw") ? act({ kind: "cancel" }) : undefined),
    seq: gv.seq,
  });

  const words = useBoardWords();
  const moveWords = useMoveWords();
  const { t } = words;
  const banner = fishingBanner(words, { m, gv, offer, selection, myTurn, pending, replay, names, mySide });
  const lastText = lastMoveText(gv, moveWords);
  const announce = [lastText, myTurn ? banner.title : null].filter(Boolean).join(". ");

  const n = gv.players.length;
  const hand = m.hand ?? [];
  const cancelable = selection !== null && selection.source === "hand" && hand.includes(selection.card);
  // A special's row between the field and the hand: phones take it from the hand's card size (board.css).
  const specialsShown = offering && !pending && offer.specials.length > 0;
  // the page's side panel (the table's chat), under the seats from lg
  const side = useContext(BoardSideSlot);
  // From three seats, with the side panel under them, the seats are one short row each from lg (SeatBadge's `row`):
  // full badges pushed the chat under the screen (four seats at 1280×800, three at 1024×768).
  const rows = Boolean(side) && n >= 3;

  return (
    <div
      ref={rootRef}
      className="game-board space-y-2 sm:space-y-3"
      data-testid="game-board"
      data-game={gv.game}
      data-seq={gv.seq}
      data-my-turn={offering ? "true" : "false"}
      data-replay={replay ? "true" : undefined}
    >
      <LiveAnnouncer message={announce} />
      <StatusBar
        gv={gv}
        round={roundLabel(t, m)}
        {...dealerText(t, m, gv, you, unnamed)}
        scores={names.map((name, s) => ({ name, total: gv.totals[s] ?? 0, mine: s === mySide, side: s }))}
      />
      <TurnBanner tone={banner.tone} title={banner.title} detail={banner.detail}>
        {gv.status !== "ACTIVE" || m.gameOver ? (
          <SummaryButton onClick={replay ? toPageSummary : () => setShowMatch(true)}>{t("matchSummary")}</SummaryButton>
        ) : null}
      </TurnBanner>
      {/* Phones: the seats two short lines each (the name, then count and points), two to a row, then the table and the
          hand, so both fit a 390×844 screen. From lg the seats head the side column, then the page's side panel (the table's chat, beside the board), the first
          deal's draw (above the board they pushed the hand under a 1280×800 screen's fold) and the match. Below lg the one
          column is minmax(0, 1fr): an auto column took the width of the longest unbroken line (a long name in the match's
          scores), past a phone's screen. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-x-4 gap-y-2 sm:gap-y-3 lg:grid-cols-[minmax(0,1fr)_16.5rem] lg:grid-rows-[auto_auto_auto_1fr]">
        {side ? (
          <div className="max-lg:hidden lg:col-start-2 lg:row-start-2" data-testid="board-side-slot">
            {side}
          </div>
        ) : null}
        <FirstDealerSlot gv={gv} m={m} you={you} phoneHidden={n >= 4 || specialsShown} />
        <FishingSeats gv={gv} m={m} rows={rows} replay={replay} />

        {/* a special action's 44 px row between the table and the hand: on a phone the three a little closer (a six-seat
            Sakura first turn with a hiki and the log's line on three lines ended the hand's cards 3 px under 360×740) */}
        <div
          className={`min-w-0 ${specialsShown ? "space-y-1.5" : "space-y-2"} sm:space-y-3 lg:col-start-1 lg:row-span-4 lg:row-start-1`}
        >
          {/* the table: field on the felt, the pile and the turned card at its edge */}
          <FishingTable
            gv={gv}
            m={m}
            offer={offer}
            selection={selection}
            hover={hover}
            live={offering && !pending}
            act={act}
          />

          <GamePanel gv={gv} m={m} onMove={onMove} pending={pending} />
          {/* the choices of the turn */}
          {offering && !pending ? (
            <FishingActions gv={gv} offer={offer} lay={lay} cancelable={cancelable} hint={hint} act={act} />
          ) : null}

          {/* the hand */}
          {m.hand !== null ? (
            <FishingHand
              gv={gv}
              m={m}
              hand={hand}
              offer={offer}
              selection={selection}
              myTurn={offering}
              pending={pending}
              specialsShown={specialsShown}
              replay={replay}
              onHover={setHover}
              act={act}
            />
          ) : null}

          <SidePiles gv={gv} m={m} mySide={mySide} shownSide={shownSide} />
        </div>

        <FishingMatchPanel
          gv={gv}
          m={m}
          names={names}
          mySide={mySide}
          showMatch={replay ? null : showMatch}
          onToggleMatch={replay ? toPageSummary : () => setShowMatch((v) => !v)}
        />
      </div>

      <BoardResults
        gameView={gv}
        showMatch={showMatch}
        final={gv.status !== "ACTIVE" || m.gameOver}
        unseen={unseen}
        onSeen={markSeen}
        replay={replay}
      />
    </div>
  );
}
