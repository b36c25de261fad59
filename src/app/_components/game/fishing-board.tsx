"use client";
// The board of the fishing games (Sakura, SFJ, Mushi): the seats, the field with the pile, the player's hand, the
// captured piles by side with yaku in progress, and the choices of the turn. Only the engine's legal moves are
// offered (move-selection.ts decides what a click does); keyboard: arrows move among the offered cards,
// Enter/Space choose, D draws, Esc cancels a choice.
import { useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { MONTH_NAMES } from "~/engine/core/cards";
import { CardBack, CardStack, HanafudaCard, cardAriaLabel, cardTitle, toCardId } from "../cards";
import { BoardSideSlot, HowToPlay, SeatBadge, StatusBar, TurnBanner, type BannerTone } from "./board-chrome";
import { seatBadgePlayer } from "./seat-player";
import { FirstDealerDrawPanel } from "./first-dealer-draw";
import { fishingModel, sameMonth, type FishingModel, type FishingSide } from "./fishing-model";
import { LiveAnnouncer } from "./live-announcer";
import { lastMoveText, MoveLog } from "./move-log";
import { MatchSummary, matchSides } from "./match-summary";
import {
  capturesOf,
  clickDraw,
  clickField,
  clickHand,
  initialSelection,
  layMoveOf,
  offerFrom,
  targetsOf,
  type ClickResult,
  type Offer,
  type Selection,
  type SpecialMove,
} from "./move-selection";
import { num, seatName, sideColour, sideName, signed, withNames } from "./names";
import { endedEarlyLine } from "./forfeit-ended";
import { RoundResultDialog, useUnseenRound } from "./round-result-dialog";
import { youSeatOf, type BoardMove, type BoardProps, type FishingGameView } from "./types";
import { useTurnCue } from "./use-turn-cue";
import { useBoardKeys } from "./use-board-keys";
import "./board.css";
import { plural } from "~/engine/core/plural";

const LAST_CARD = { width: 28, height: 45 } as const;
const cardName = (code: string) => (code === "M11-3" ? "Lightning" : cardTitle(toCardId(code)));

function stepTitle(
  m: FishingModel,
  gv: FishingGameView,
  offer: Offer,
  selection: Selection,
): { title: string; detail?: string } {
  const turned = m.turned ? cardName(m.turned) : null;
  switch (m.step) {
    case "play":
      if (selection?.source === "hand")
        return {
          title: `Your turn — choose what the ${cardName(selection.card)} takes`,
          detail: "The cards it can take are lit up on the field. Esc cancels.",
        };
      return {
        title: "Your turn — play a card",
        detail: offer.specials.some((s) => s.kind === "hiki") ? "Or declare a hiki (below)." : undefined,
      };
    case "draw":
      if (offer.draws.length > 1 && turned)
        return {
          title: `Your turn — the ${turned} takes which card?`,
          detail: "You turned it from the pile; choose one of the lit cards on the field.",
        };
      return { title: "Your turn — draw from the pile", detail: "Click the pile or the Draw button (or press D)." };
    case "choose-target":
      return {
        title: "Your Gaji was blocked — choose another card or leave it",
        detail: "Another player's hiki protected that card.",
      };
    case "decide-four": {
      const month = gv.game === "sfj" && gv.view.replaceOffer ? MONTH_NAMES[gv.view.replaceOffer.month - 1] : "";
      return { title: `Your turn — keep or replace your four ${month} cards`.replace("  ", " ") };
    }
    case "bid":
      return { title: "Your turn — bid for a place in the Oi-bana final" };
    case "choose-dealer":
      return { title: "Your team won the round — name the next dealer" };
    default:
      return { title: "Your turn" };
  }
}

function waitingTitle(m: FishingModel, gv: FishingGameView): string {
  const who = gv.toAct.map((s) => seatName(gv.players, s)).join(" and ");
  if (!who) return "Waiting for the next round";
  switch (m.step) {
    case "draw":
      return `${who} is drawing`;
    case "decide-four":
      return `${who} decides about a four-of-a-month hand`;
    case "bid":
      return `${who} is bidding`;
    case "choose-dealer":
      return `${who} names the next dealer`;
    default:
      return `${who} is to play`;
  }
}

/** `phone`: a shorter start of `text`, all a phone shows (SFJ's two choices side by side in one row at 360 px). */
function specialLabel(
  s: SpecialMove,
  gv: FishingGameView,
): { text: string; phone?: string; help: string; tone: "primary" | "quiet" } {
  switch (s.kind) {
    case "hiki":
      // a phone shows "Declare hiki: Chrysanthemum" on one line (the whole label took two at 360 px, and the hand fell under the screen)
      return {
        text: `Declare hiki: ${MONTH_NAMES[s.month - 1]} (all four)`,
        phone: `Declare hiki: ${MONTH_NAMES[s.month - 1]}`,
        help: "Take the four cards of the month from your hand and the field at once, then draw.",
        tone: "primary",
      };
    case "replace":
      return s.replace
        ? {
            text: "Replace the four",
            help: "They go back into the deck, it is shuffled, and you take four new cards.",
            tone: "quiet",
          }
        : {
            text: "Keep them and play",
            phone: "Keep them",
            help: "Play on with the four cards in your hand.",
            tone: "primary",
          };
    case "declare-four":
      return {
        text: "Declare the four (redeal)",
        help: "Show your four of a month: the deal is cancelled and dealt again. Or simply play a card.",
        tone: "quiet",
      };
    case "bid":
      return { text: `Bid ${s.amount}`, help: "The two highest bidders play the round.", tone: "quiet" };
    case "dealer":
      return {
        text: `${seatName(gv.players, s.dealer)} deals`,
        help: "A member of your team deals the next round.",
        tone: "quiet",
      };
  }
}

function SidePile({
  side,
  m,
  gv,
  mine,
  compact,
}: {
  side: FishingSide;
  m: FishingModel;
  gv: FishingGameView;
  mine: boolean;
  compact: boolean;
}) {
  const [open, setOpen] = useState(false);
  const name = gv.teams ? sideName(gv.players, gv.teams, side.side) : seatName(gv.players, side.seats[0] ?? side.side);
  const pileId = `pile-${side.side}`;
  return (
    <section
      className={`rounded-xl border bg-white/75 p-3 ${mine ? "border-ink/30" : "border-paper-edge"}`}
      aria-label={`${mine ? "Your" : `${name}'s`} captured cards`}
      data-testid="side-pile"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          aria-hidden="true"
          className="inline-block h-3 w-3 rounded-full"
          style={{ background: sideColour(side.side) }}
        />
        <h3 className="font-sans text-sm font-bold">
          {mine ? (gv.teams ? `Your team (${name})` : "Your pile") : gv.teams ? `Team ${name}` : name}
        </h3>
        <span className="text-sm text-ink-soft">
          <strong className="text-ink tabular-nums" data-testid="side-points">
            {side.points}
          </strong>{" "}
          pts · {plural(side.captured.length, "card")}
          {m.par ? (
            <span className="text-ink-faint">
              {" "}
              · {signed(side.points - m.par.value)} vs {m.par.label.toLowerCase()}
            </span>
          ) : null}
        </span>
        {compact && side.captured.length > 0 ? (
          <button
            type="button"
            className="-my-2 ml-auto min-h-11 rounded-md px-2 text-xs font-semibold text-beni hover:bg-paper-deep sm:hidden"
            aria-expanded={open}
            aria-controls={pileId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? "Hide cards" : "Show cards"}
          </button>
        ) : null}
      </div>
      {side.yaku.length > 0 ? (
        <ul className="mt-1.5 flex flex-wrap gap-1" aria-label={m.game === "sfj" ? "Roles" : "Yaku"}>
          {side.yaku.map((y) => (
            <li key={y.label} className="rounded-full bg-kin px-2 py-0.5 text-xs font-bold text-ink" title={y.detail}>
              ★ {y.label}
              {m.game === "sakura" && y.detail ? <span className="font-normal"> · {y.detail}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {side.progress.length > 0 && !m.over && !m.gameOver ? (
        <ul className="mt-1.5 space-y-0.5 text-xs text-ink-soft" aria-label="In progress">
          {side.progress.map((p) => (
            <li key={p.label} className={p.live ? "" : "line-through opacity-60"}>
              {p.label}: {p.have.length} of {p.need}
              {p.live ? "" : " (no longer possible)"}
            </li>
          ))}
        </ul>
      ) : null}
      <div id={pileId} className={`${open || !compact ? "block" : "hidden"} mt-2 sm:block`}>
        <CardStack cards={side.captured} game={m.game} size="sm" overlap={0.62} label={`${name}: captured cards`} />
      </div>
    </section>
  );
}

export function FishingBoard({ gameView: gv, onMove, pending, replay }: BoardProps<FishingGameView>) {
  const m = useMemo(() => fishingModel(gv), [gv]);
  const offer = useMemo(() => offerFrom(gv.legalMoves), [gv.legalMoves]);
  const [picked, setPicked] = useState<{ seq: number; selection: Selection } | null>(null);
  const selection = picked && picked.seq === gv.seq ? picked.selection : initialSelection(offer, m.hand);
  const [hint, setHint] = useState<{ seq: number; text: string } | null>(null);
  const [hover, setHover] = useState<string | null>(null);
  const [showMatch, setShowMatch] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const myTurn =
    gv.status === "ACTIVE" && gv.mySeat !== null && gv.toAct.includes(gv.mySeat) && gv.legalMoves.length > 0;
  const targets = targetsOf(offer, selection);
  const lay = layMoveOf(offer, selection);
  const { unseen, markSeen } = useUnseenRound(gv);
  // mySide is the side "you" names; the layout (order, piles) starts from the seat whose view is shown
  const { names, mine: mySide } = matchSides(gv);
  const you = youSeatOf(gv);
  const shownSide =
    gv.mySeat === null ? null : gv.teams ? gv.teams.findIndex((t) => t.includes(gv.mySeat!)) : gv.mySeat;
  useTurnCue(myTurn, gv.gameTitle);

  const act = (r: ClickResult) => {
    if (pending) return;
    switch (r.kind) {
      case "submit":
        setPicked({ seq: gv.seq, selection: null });
        setHint(null);
        onMove(r.move);
        break;
      case "select":
        setPicked({ seq: gv.seq, selection: r.selection });
        setHint(null);
        // keyboard users land on the first card they can take
        requestAnimationFrame(() =>
          rootRef.current?.querySelector<HTMLElement>('[data-target="true"] button')?.focus(),
        );
        break;
      case "cancel":
        setPicked({ seq: gv.seq, selection: null });
        break;
      case "none":
        setHint({ seq: gv.seq, text: r.reason });
        break;
    }
  };
  const send = (move: BoardMove) => act({ kind: "submit", move });

  useBoardKeys(rootRef, {
    enabled: myTurn && unseen === null,
    onDraw: () => act(clickDraw(offer)),
    onEscape: () => (selection && !(selection.source === "draw") ? act({ kind: "cancel" }) : undefined),
    seq: gv.seq,
  });

  // ------------------------------------------------------------------ texts
  const banner: { tone: BannerTone; title: string; detail?: ReactNode } = (() => {
    if (gv.status !== "ACTIVE" || m.gameOver) {
      const w = gv.winner;
      return {
        tone: "over",
        detail: endedEarlyLine(gv),
        title:
          w === null
            ? "The match is over — a shared win"
            : w === mySide
              ? "The match is over — you win!"
              : `The match is over — ${names[w]} wins`,
      };
    }
    if (pending) return { tone: "pending", title: "Sending your move…" };
    if (myTurn) return { tone: "mine", ...stepTitle(m, gv, offer, selection) };
    return {
      tone: "waiting",
      title: waitingTitle(m, gv),
      detail: gv.mySeat === null && !replay ? "You are watching this table." : undefined,
    };
  })();
  const lastText = lastMoveText(gv);
  const announce = [lastText, myTurn ? banner.title : null].filter(Boolean).join(". ");

  // ------------------------------------------------------------------ seats, in turn order from the viewer
  const n = gv.players.length;
  const first = gv.mySeat ?? 0;
  const order = Array.from({ length: n }, (_, i) => (first + i) % n);
  // Three or more seats: three to a row on a phone of 360 px or more (two to a row, a third row of badges pushed a
  // three-seat hand 6 to 23 px under a 360×740 screen); two seats keep the half-width badges.
  const narrow = n >= 3;
  const sidesOrdered = [...m.sides].sort((a, b) =>
    a.side === shownSide ? -1 : b.side === shownSide ? 1 : a.side - b.side,
  );
  const roundLabel = m.gameOver
    ? "Match over"
    : `Round ${Math.max(m.roundNumber, 1)}${m.roundsTotal ? ` of ${m.roundsTotal}` : ""}`;
  const handTitle = gv.mySeat === null || gv.mySeat === you ? "Your hand" : `${seatName(gv.players, gv.mySeat)}'s hand`;
  const dealerText =
    m.dealer !== null && !m.gameOver
      ? `${m.dealerWord}: ${m.dealer === you ? "you" : seatName(gv.players, m.dealer)}`
      : null;

  // ------------------------------------------------------------------ the field
  const lit = new Set(targets);
  const hoverHint = new Set(hover && !selection ? sameMonth(hover, m.field, m.game) : []);
  const field = m.field.map((code) => {
    const isTarget = lit.has(code) && myTurn && !pending;
    if (isTarget)
      return (
        <div key={code} role="listitem" data-offer="true" data-target="true">
          <HanafudaCard
            card={code}
            game={m.game}
            className="gb-field-card gb-target"
            highlighted
            onClick={() => act(clickField(offer, selection, code))}
            label={`Take ${cardAriaLabel(toCardId(code), m.game)}`}
          />
        </div>
      );
    const justPlayed = m.last?.card === code;
    return (
      <div key={code} role="listitem">
        <HanafudaCard
          card={code}
          game={m.game}
          highlighted={hoverHint.has(code)}
          className={`gb-field-card ${justPlayed ? "gb-just-played" : ""}`}
        />
      </div>
    );
  });

  const canDraw = myTurn && offer.draws.length > 0 && !pending;

  // ------------------------------------------------------------------ the hand
  const hand = m.hand ?? [];
  const handCards = hand.map((code) => {
    // Cards are buttons only while a hand card is to be played (not in the draw step or a decision).
    if (!myTurn || offer.plays.size === 0)
      return (
        <div key={code} role="listitem" className="gb-hand-slot">
          <HanafudaCard card={code} game={m.game} className="gb-hand-card" />
        </div>
      );
    const playable = offer.plays.has(code) && !pending;
    const isSelected = selection?.source === "hand" && selection.card === code;
    const caps = capturesOf(offer, code);
    const label = `${cardAriaLabel(toCardId(code), m.game)}${playable ? (caps.length > 1 ? ": play, then choose what it takes" : ": play") : ": cannot be played now"}`;
    return (
      <div
        key={code}
        role="listitem"
        className="gb-hand-slot"
        data-offer={playable ? "true" : undefined}
        onMouseEnter={() => setHover(code)}
        onMouseLeave={() => setHover(null)}
        onFocus={() => setHover(code)}
        onBlur={() => setHover(null)}
      >
        <HanafudaCard
          card={code}
          game={m.game}
          className="gb-hand-card"
          onClick={() => act(clickHand(offer, selection, code))}
          selected={isSelected}
          disabled={!playable}
          label={label}
        />
      </div>
    );
  });

  const specials = offer.specials;
  const selectedOffMap = selection?.source === "hand" && !hand.includes(selection.card) ? selection.card : null;
  const cancelable = selection !== null && selection.source === "hand" && hand.includes(selection.card);
  const hintShown = hint !== null && hint.seq === gv.seq;
  // The row only when it holds something: an empty one still took its 12 px gap, and the hand jumped at every turn.
  const hasActions =
    (canDraw && offer.draws.length === 1) || lay !== null || cancelable || specials.length > 0 || hintShown;
  // A special's row between the field and the hand: phones take it from the hand's card size (board.css).
  const specialsShown = myTurn && !pending && specials.length > 0;
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
      data-my-turn={myTurn ? "true" : "false"}
    >
      <LiveAnnouncer message={announce} />
      <StatusBar
        gv={gv}
        round={roundLabel}
        dealer={dealerText}
        scores={names.map((name, s) => ({ name, total: gv.totals[s] ?? 0, mine: s === mySide, side: s }))}
      />
      <TurnBanner tone={banner.tone} title={banner.title} detail={banner.detail}>
        {gv.status !== "ACTIVE" || m.gameOver ? (
          <button
            type="button"
            className="btn min-h-9 border border-paper/40 bg-paper px-3 py-1 text-sm text-ink"
            onClick={() => setShowMatch(true)}
          >
            Match summary
          </button>
        ) : null}
      </TurnBanner>
      {/* Phones: the seats two short lines each (the name, then count and points), two to a row, then the table and the
          hand, so both fit a 390×844 screen. From lg the seats head the side column, then the page's side panel (the table's chat, beside the board), the first
          deal's draw (above the board they pushed the hand under a 1280×800 screen's fold) and the match. */}
      <div className="grid gap-x-4 gap-y-2 sm:gap-y-3 lg:grid-cols-[minmax(0,1fr)_16.5rem] lg:grid-rows-[auto_auto_auto_1fr]">
        {side ? (
          <div className="max-lg:hidden lg:col-start-2 lg:row-start-2" data-testid="board-side-slot">
            {side}
          </div>
        ) : null}
        {/* during the first deal: how its dealer was chosen (the live board and a replay's first positions alike) */}
        {m.firstDealer && gv.rounds.length === 0 && !m.gameOver ? (
          // With four or more seats a phone has no room for it: the seats take two rows (three, below 360 px), and a
          // first deal's field of twelve needs three more (the hand fell under a 360×740 screen; four seats offered a
          // hiki over ten field cards ended at its very bottom with it); the DEALER tag says who deals. Nor while a special
          // is offered: its row took the room (two players, a hiki on the first turn: the hand ended 19 px under 360×740).
          <div
            className={`lg:col-start-2 lg:row-start-3 ${order.length >= 4 || specialsShown ? "max-sm:hidden" : ""}`}
            data-testid="first-dealer-slot"
          >
            <FirstDealerDrawPanel draw={m.firstDealer} game={m.game} players={gv.players} mySeat={you} />
          </div>
        ) : null}
        <ul
          className={`grid ${narrow ? "grid-cols-2 gap-x-2 min-[22.5rem]:grid-cols-3 min-[22.5rem]:gap-x-1.5" : "grid-cols-2 gap-x-2"} gap-y-3 pt-1.5 sm:flex sm:flex-wrap sm:gap-2 sm:pt-0 lg:col-start-2 lg:row-start-1 lg:flex-col lg:pt-2.5 lg:[&>li]:flex-none`}
          aria-label="Players"
        >
          {order.map((s) => {
            const p = gv.players.find((x) => x.seat === s);
            const side = m.sides[m.sideOfSeat[s] ?? s];
            return (
              <SeatBadge
                key={s}
                name={seatName(gv.players, s)}
                side={m.sideOfSeat[s] ?? s}
                you={s === you}
                active={gv.status === "ACTIVE" && gv.toAct.includes(s)}
                dealer={m.dealer === s && !m.gameOver}
                dealerWord={m.dealerWord}
                {...seatBadgePlayer(p)}
                compact
                narrow={narrow}
                row={rows}
              >
                {/* on a phone the line under the name, in line with it (past the side's dot); three to a row, the dot starts it.
                    One row from lg (rows): beside the name, as on a phone (one card back, the count, the points) */}
                <div
                  className={`flex items-center gap-2 text-xs whitespace-nowrap text-ink-soft max-sm:gap-1 max-sm:pl-3.5 max-sm:leading-none${narrow ? " max-sm:min-[22.5rem]:pl-0" : ""}${rows ? " lg:shrink-0 lg:gap-1" : ""}`}
                >
                  {narrow ? (
                    <span
                      aria-hidden="true"
                      className="hidden h-2.5 w-2.5 shrink-0 rounded-full max-sm:min-[22.5rem]:inline-block"
                      style={{ background: sideColour(m.sideOfSeat[s] ?? s) }}
                    />
                  ) : null}
                  <span className={`flex max-sm:hidden${rows ? " lg:hidden" : ""}`} aria-hidden="true">
                    {Array.from({ length: Math.min(m.handCounts[s] ?? 0, 8) }, (_, i) => (
                      <span
                        key={i}
                        className="-ml-1.5 inline-block h-4 w-2.5 rounded-[2px] border border-ink bg-beni-dark first:ml-0"
                      />
                    ))}
                  </span>
                  {/* a phone's line: one card back and the count */}
                  <span
                    className={`inline-block h-3.5 w-2 rounded-[2px] border border-ink bg-beni-dark sm:hidden${rows ? " lg:inline-block" : ""}`}
                    aria-hidden="true"
                  />
                  <span>
                    {m.handCounts[s] ?? 0}
                    <span className={`max-sm:sr-only${rows ? " lg:sr-only" : ""}`}> in hand</span>
                    {/* "25 pts" stays on one line in a phone's half-width badge */}
                    {side ? (
                      <>
                        {" · "}
                        <span className="whitespace-nowrap" data-testid="seat-points">
                          {plural(side.points, "pt")}
                        </span>
                      </>
                    ) : null}
                    {side && side.yaku.length ? (
                      <span
                        className={`max-sm:sr-only${rows ? " lg:sr-only" : ""}`}
                      >{` · ${m.game === "sfj" ? plural(side.yaku.length, "role") : plural(side.yaku.length, "yaku", "yaku")}`}</span>
                    ) : null}
                  </span>
                </div>
              </SeatBadge>
            );
          })}
        </ul>

        <div className="min-w-0 space-y-2 sm:space-y-3 lg:col-start-1 lg:row-span-4 lg:row-start-1">
          {/* the table: field on the felt, the pile and the turned card at its edge */}
          <section className="gb-felt rounded-2xl p-2 sm:p-4" aria-label="The table">
            <div className="flex items-start gap-2 sm:gap-5">
              <div className="min-w-0 flex-1">
                <h2 className="sr-only">Field</h2>
                <div
                  className="gb-field flex flex-wrap gap-1 sm:gap-2.5"
                  role="list"
                  aria-label={`Field, ${plural(m.field.length, "card")}`}
                  style={{ ["--field-n" as string]: Math.min(Math.max(m.field.length, 8), 10) }}
                  data-testid="field"
                >
                  {field}
                  {m.field.length === 0 ? (
                    <p className="col-span-full py-6 text-sm text-paper/70">The field is empty.</p>
                  ) : null}
                </div>
              </div>
              <div className="flex shrink-0 flex-col items-center gap-2">
                <div className="relative">
                  {m.pileCount > 0 ? (
                    canDraw && offer.draws.length === 1 ? (
                      <span data-offer="true">
                        <CardBack
                          className="gb-pile-card"
                          onClick={() => act(clickDraw(offer))}
                          label={`Draw pile, ${plural(m.pileCount, "card")}: draw`}
                          highlighted
                        />
                      </span>
                    ) : (
                      <CardBack className="gb-pile-card" label={`Draw pile, ${plural(m.pileCount, "card")}`} />
                    )
                  ) : (
                    <div className="gb-pile-empty grid place-items-center rounded-md border-2 border-dashed border-paper/30 text-xs text-paper/60">
                      empty
                    </div>
                  )}
                  <span
                    className="absolute -right-2 -bottom-2 rounded-full bg-ink px-1.5 text-xs font-bold text-kin tabular-nums"
                    aria-hidden="true"
                    data-testid="pile-count"
                  >
                    {m.pileCount}
                  </span>
                </div>
                <span className="text-xs font-semibold text-paper/80 max-sm:sr-only">Pile</span>
                {m.turned ? (
                  <div className="flex flex-col items-center gap-1" data-testid="turned-card">
                    <HanafudaCard
                      card={m.turned}
                      game={m.game}
                      className="gb-field-card gb-turned"
                      label={`Turned from the pile: ${cardAriaLabel(toCardId(m.turned), m.game)}`}
                    />
                    <span className="text-xs font-semibold text-kin">Turned</span>
                  </div>
                ) : null}
                {selectedOffMap ? (
                  <div className="flex flex-col items-center gap-1">
                    <HanafudaCard
                      card={selectedOffMap}
                      game={m.game}
                      className="gb-field-card"
                      selected
                      label={`Your ${cardAriaLabel(toCardId(selectedOffMap), m.game)}, waiting for a target`}
                    />
                    <span className="text-xs font-semibold text-kin">In play</span>
                  </div>
                ) : null}
              </div>
            </div>
            {/* the cards of the newest move, small (28 × 45) beside its words on a larger screen */}
            <MoveLog
              gv={gv}
              className="mt-2 border-t border-paper/15 pt-1.5 sm:mt-3 sm:pt-2"
              pictures={
                m.last && m.last.seat === gv.lastMove?.seat && (m.last.card || m.last.taken.length) ? (
                  <span className="hidden shrink-0 items-center gap-1 sm:flex" aria-hidden="true">
                    {m.last.card ? (
                      <HanafudaCard card={m.last.card} game={m.game} size="sm" label="" style={LAST_CARD} />
                    ) : null}
                    {m.last.taken.length ? <span className="px-0.5 text-kin">→</span> : null}
                    {m.last.taken.map((c) => (
                      <HanafudaCard key={c} card={c} game={m.game} size="sm" label="" style={LAST_CARD} />
                    ))}
                  </span>
                ) : undefined
              }
            />
          </section>

          {/* the choices of the turn */}
          {myTurn && !pending && hasActions ? (
            <div className="flex flex-wrap items-center gap-2" data-testid="actions">
              {canDraw && offer.draws.length === 1 ? (
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => act(clickDraw(offer))}
                  data-testid="draw"
                  aria-keyshortcuts="D"
                  data-offer="true"
                >
                  Draw{" "}
                  {/* The key only where a keyboard is likely (globals.css "keyboard"); aria-keyshortcuts tells it to screen readers. */}
                  <kbd className="hidden rounded bg-paper/20 px-1 text-xs keyboard:inline" aria-hidden="true">
                    D
                  </kbd>
                </button>
              ) : null}
              {lay ? (
                <button type="button" className="btn btn-quiet" onClick={() => send(lay)}>
                  Leave it on the field
                </button>
              ) : null}
              {cancelable ? (
                <button
                  type="button"
                  className="btn btn-quiet"
                  onClick={() => act({ kind: "cancel" })}
                  aria-keyshortcuts="Escape"
                >
                  Cancel{" "}
                  <kbd className="hidden rounded bg-paper-deep px-1 text-xs keyboard:inline" aria-hidden="true">
                    Esc
                  </kbd>
                </button>
              ) : null}
              {specials.map((s, i) => {
                const l = specialLabel(s, gv);
                return (
                  <button
                    key={i}
                    type="button"
                    className={`btn ${l.tone === "primary" ? "btn-primary" : "btn-quiet"} flex-col items-start gap-0 text-left max-sm:px-3`}
                    onClick={() => send(s.move)}
                    data-testid={`special-${s.kind}`}
                  >
                    {/* the rest hidden on a phone leaves the name what the phone shows */}
                    <span>
                      {l.phone && l.text.startsWith(l.phone) ? (
                        <>
                          {l.phone}
                          <span className="max-sm:hidden">{l.text.slice(l.phone.length)}</span>
                        </>
                      ) : (
                        l.text
                      )}
                    </span>
                    <span className="text-xs font-normal opacity-80 max-sm:sr-only">{l.help}</span>
                  </button>
                );
              })}
              {hintShown ? (
                <p className="text-sm font-semibold text-beni" role="status">
                  {hint.text}
                </p>
              ) : null}
            </div>
          ) : null}

          {/* the hand */}
          {m.hand !== null ? (
            <section
              aria-label={handTitle}
              className="rounded-2xl border border-paper-edge bg-paper-deep/50 p-1.5 sm:p-3"
              data-testid="hand"
            >
              {/* a phone shows the cards alone: their paper tray says whose they are */}
              <h2 className="mb-1 px-1 font-sans text-sm font-bold text-ink-soft max-sm:sr-only">
                {handTitle} <span className="font-normal">· {plural(hand.length, "card")}</span>
              </h2>
              {/* phones: one row up to six cards, else two rows (--cols); compact beside a special's row, and in a replay
                  (nothing to tap there, and a seat's view of seven cards in two rows ended 13 px under 360×740); from
                  640 px the cards beside a special's row take at most 9% of the screen height (gb-hand-offer, board.css) */}
              <div
                className={`gb-hand flex overflow-x-auto px-1 pt-3 pb-1 sm:pt-4 sm:pb-2${specialsShown || replay ? " gb-hand-compact" : ""}${specialsShown ? " gb-hand-offer" : ""}`}
                role="list"
                style={{
                  ["--n" as string]: Math.max(hand.length, 1),
                  ["--cols" as string]: hand.length <= 6 ? Math.max(hand.length, 3) : Math.ceil(hand.length / 2),
                }}
              >
                {handCards}
                {hand.length === 0 ? (
                  <p className="py-4 text-sm text-ink-faint">
                    {gv.mySeat === you ? (
                      <>No cards left in your hand{m.pileCount > 0 ? ": your turns are draws now." : "."}</>
                    ) : (
                      "No cards left in this hand."
                    )}
                  </p>
                ) : null}
              </div>
            </section>
          ) : null}

          <div className="grid gap-3 md:grid-cols-2">
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
        </div>

        <aside className="space-y-3 lg:col-start-2 lg:row-start-4" aria-label="Match">
          <section className="rounded-xl border border-paper-edge bg-white/75 p-3">
            <h2 className="font-sans text-sm font-bold">Match score</h2>
            <ol className="mt-1.5 space-y-1 text-sm">
              {names.map((name, s) => (
                <li key={s} className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="inline-block h-2.5 w-2.5 rounded-full"
                    style={{ background: sideColour(s) }}
                  />
                  {/* a team's names wrap rather than lose the partner's */}
                  <span className={`min-w-0 flex-1 ${gv.teams ? "break-words" : "truncate"}`}>
                    {name}
                    {s === mySide ? (
                      <span className="text-ink-faint">{gv.teams ? " (your team)" : " (you)"}</span>
                    ) : null}
                  </span>
                  <span className="font-bold tabular-nums">{num(gv.totals[s] ?? 0)}</span>
                </li>
              ))}
            </ol>
            <button
              type="button"
              className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-beni hover:underline sm:min-h-0"
              onClick={() => setShowMatch((v) => !v)}
              aria-expanded={showMatch}
            >
              {showMatch ? "Hide the rounds" : `Rounds and scoring (${gv.rounds.filter((r) => !r.cancelled).length})`}
            </button>
          </section>
          {/* play hints only while the game is on (a game ended early stops mid-round) */}
          {m.notes.length > 0 && gv.status === "ACTIVE" ? (
            <section className="rounded-xl border border-paper-edge bg-white/75 p-3 text-sm">
              <h2 className="font-sans text-sm font-bold">This round</h2>
              <ul className="mt-1 space-y-1 text-ink-soft">
                {m.notes.map((t, i) => (
                  <li key={i}>{withNames(t, gv.players, gv.teams)}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {gv.status === "ACTIVE" ? <RulesReminder game={m.game} par={m.par} /> : null}
        </aside>
      </div>

      {showMatch ? (
        <div className="panel p-4 sm:p-6">
          <MatchSummary gameView={gv} final={gv.status !== "ACTIVE" || m.gameOver} />
        </div>
      ) : null}

      {unseen !== null ? (
        <RoundResultDialog key={unseen} gameView={gv} index={unseen} onClose={markSeen} replay={replay} />
      ) : null}
    </div>
  );
}

function RulesReminder({ game, par }: { game: FishingModel["game"]; par: FishingModel["par"] }) {
  const text: Record<FishingModel["game"], string> = {
    sakura:
      "Match a hand card to a field card of the same month, then draw. Brights 20, ribbons and the Yellow Paulownia 10, animals 5. Each yaku costs every opponent 50.",
    sfj: `Match a card of the same month, then draw. Score = card points − breakeven${par ? ` (${par.value})` : ""}, plus the roles others pay you.`,
    mushi: `Match a card of the same month, then play the turned card. Score = card points − par${par ? ` (${par.value})` : ""}, plus combinations. The Lightning is wild.`,
  };
  return (
    <HowToPlay>
      <p>{text[game]}</p>
    </HowToPlay>
  );
}
