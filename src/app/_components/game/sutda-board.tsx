"use client";
// The Sutda board: every seat with its chips, its stake in the pot and this auction's bid, its two cards as the
// viewer knows them (face down, the first laid face up between the auctions, all shown at the showdown); the pot;
// and, on the player's turn, fold / follow / outbid with a bet total inside the engine's legal range.
import { useContext, useMemo, useRef, useState } from "react";
import { CardBack, HanafudaCard } from "../cards";
import { BoardSideSlot, HowToPlay, SeatBadge, StatusBar, TurnBanner, type BannerTone } from "./board-chrome";
import { seatBadgePlayer } from "./seat-player";
import { LiveAnnouncer } from "./live-announcer";
import { lastMoveText, MoveLog } from "./move-log";
import { MatchSummary, matchSides } from "./match-summary";
import { PlayerLink } from "../player/player-link";
import { seatName } from "./names";
import { endedEarlyLine } from "./forfeit-ended";
import { RoundResultDialog, useUnseenRound } from "./round-result-dialog";
import { youSeatOf, type BoardMove, type BoardProps, type SutdaGameView } from "./types";
import { useBoardKeys } from "./use-board-keys";
import { useTurnCue } from "./use-turn-cue";
import { useMediaQuery } from "~/app/_lib/use-media-query";
import "./board.css";
import { plural } from "~/engine/core/plural";

type SutdaSeat = SutdaGameView["view"]["seats"][number];

const STAGE: Record<string, string> = {
  "auction-1": "First auction",
  "auction-2": "Second auction",
  rematch: "Rematch auction",
  "between-rounds": "Between hands",
  "game-over": "Game over",
};

/** A small pile of chips: more discs for more chips (up to 6), gold on red like the card backs. */
export function ChipPile({ amount, size = 22 }: { amount: number; size?: number }) {
  const discs = amount <= 0 ? 0 : Math.min(6, Math.ceil(Math.log2(amount + 1)));
  const h = size * 0.32;
  return (
    <svg
      width={size}
      height={size * 0.5 + discs * h * 0.55 + 2}
      viewBox={`0 0 ${size} ${size * 0.5 + discs * h * 0.55 + 2}`}
      aria-hidden="true"
      className="shrink-0"
    >
      {Array.from({ length: discs }, (_, i) => {
        const cy = size * 0.5 + (discs - 1 - i) * h * 0.55 - size * 0.22 + 1;
        return (
          <g key={i}>
            <ellipse cx={size / 2} cy={cy + h * 0.35} rx={size / 2 - 1} ry={size * 0.22} fill="#741316" />
            <ellipse
              cx={size / 2}
              cy={cy}
              rx={size / 2 - 1}
              ry={size * 0.22}
              fill={i % 2 ? "#9e1b1e" : "#b8302a"}
              stroke="#c79a2b"
              strokeWidth={1.2}
            />
            <ellipse
              cx={size / 2}
              cy={cy}
              rx={size * 0.22}
              ry={size * 0.09}
              fill="none"
              stroke="#f5d27a"
              strokeWidth={1}
              strokeDasharray="2 2"
            />
          </g>
        );
      })}
    </svg>
  );
}

/** `mini`: from lg, 24 × 38 px (a seat of many, in a short badge: the hand's name says what a shown pair is). */
function SeatCards({
  seat,
  big,
  viewer,
  over,
  mini = false,
}: {
  seat: SutdaSeat;
  big: boolean;
  viewer: boolean;
  over: boolean;
  mini?: boolean;
}) {
  if (!seat.dealtIn)
    return <p className="text-xs text-ink-faint">{!seat.active ? "Out of the game" : over ? "" : "Not dealt in"}</p>;
  const className = big ? "gb-sutda-card" : mini ? "lg:h-[38px] lg:w-6" : undefined;
  return (
    <div className={`flex gap-1.5 ${mini ? "lg:gap-1" : ""} ${seat.folded ? "opacity-55" : ""}`}>
      {seat.cards.map((c, i) =>
        c === null ? (
          <CardBack
            key={i}
            size={big ? "lg" : "sm"}
            className={className}
            label={viewer && i === 1 ? "Your second card, not looked at yet" : "Face-down card"}
          />
        ) : (
          <HanafudaCard key={i} card={c} game="sutda" size={big ? "lg" : "sm"} className={className} />
        ),
      )}
    </div>
  );
}

/** At most `k` of `sorted` (ascending), spread from its first to its last. */
function spread(sorted: readonly number[], k: number): number[] {
  if (sorted.length <= k) return [...sorted];
  return [...new Set(Array.from({ length: k }, (_, i) => sorted[Math.round((i * (sorted.length - 1)) / (k - 1))]!))];
}

/**
 * `phone`: the compact form a 360×740 screen holds whole under your cards, facing a bet: no slider (the number and the
 * quick amounts do its work), the outbid button beside the number, five quick amounts (one row), and the fold /
 * follow buttons' explanations for screen readers only (their titles say the amounts).
 */
function BetControls({
  gv,
  onMove,
  pending,
  phone,
}: {
  gv: SutdaGameView;
  onMove: (m: BoardMove) => void;
  pending: boolean;
  phone: boolean;
}) {
  const v = gv.view;
  const me = gv.mySeat!;
  const seat = v.seats[me]!;
  const fold = gv.legalMoves.find((m) => m.fold === true);
  const call = gv.legalMoves.find((m) => m.call === true);
  const bets = gv.legalMoves.filter((m) => typeof m.bet === "number").map((m) => m.bet as number);
  const range = v.betRange ?? (bets.length ? { min: Math.min(...bets), max: Math.max(...bets) } : null);
  const [amount, setAmount] = useState<{ seq: number; value: number } | null>(null);
  const value = amount && amount.seq === gv.seq ? amount.value : (range?.min ?? 0);
  const high = v.auction?.high ?? 0;
  const own = seat.bid ?? 0;
  const toAdd = Math.max(0, Math.min(high - own, seat.chips));
  const opening = v.auction !== null && !v.auction.opened;
  const valid = range !== null && Number.isInteger(value) && value >= range.min && value <= range.max;
  const amounts = [...new Set([...(range ? [range.min] : []), ...bets, ...(range ? [range.max] : [])])].sort(
    (a, b) => a - b,
  );
  const quick = phone ? spread(amounts, 5) : amounts.slice(0, 8);
  const foldWhy = `Give up this hand and the ${plural(seat.stake, "chip")} you staked`;
  const followWhy = toAdd === 0 ? "Nothing to add" : `Put ${plural(toAdd, "more chip")} in the pot`;

  return (
    // tighter on a phone: on a 360×740 screen the outbid button ended 8 px below it when fold and follow were offered
    <div
      className="space-y-3 rounded-xl border-2 border-kin bg-white/85 p-3 max-sm:space-y-2 max-sm:p-2"
      data-testid="bet-controls"
    >
      {/* fold and follow side by side on a phone and at 1024–1279 px (beside the side column), their explanations in
          their titles: one above the other they pushed the bet under a 360×740 and a 1024×768 screen's fold */}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {fold ? (
          <button
            type="button"
            className="btn btn-quiet flex-col items-start gap-0 text-left"
            disabled={pending}
            onClick={() => onMove(fold)}
            title={foldWhy}
            data-testid="fold"
          >
            <span>Fold</span>
            <span className="text-xs font-normal opacity-80 max-sm:sr-only lg:max-xl:sr-only">{foldWhy}</span>
          </button>
        ) : null}
        {call ? (
          <button
            type="button"
            className="btn btn-primary flex-col items-start gap-0 text-left"
            disabled={pending}
            onClick={() => onMove(call)}
            title={followWhy}
            data-testid="follow"
          >
            <span>
              {toAdd === 0
                ? "Follow (check)"
                : toAdd < high - own
                  ? `Follow all-in (+${toAdd})`
                  : `Follow ${high} (+${toAdd})`}
            </span>
            <span className="text-xs font-normal opacity-80 max-sm:sr-only lg:max-xl:sr-only">{followWhy}</span>
          </button>
        ) : null}
      </div>
      {range ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) onMove({ seat: me, bet: value });
          }}
        >
          <label htmlFor="bet-total" className="field-label text-sm">
            {opening ? "Open with (auction total)" : "Outbid to (auction total)"}
          </label>
          {/* the button beside the amount: under it (after the hint) it took a row of its own on a phone; a shorter slider
              at 1024–1279 px keeps it on the amount's row beside the side column */}
          <div className="flex flex-wrap items-center gap-2">
            <input
              id="bet-total"
              type="number"
              inputMode="numeric"
              min={range.min}
              max={range.max}
              step={1}
              value={value}
              onChange={(e) => setAmount({ seq: gv.seq, value: Number(e.target.value) })}
              className="field-input w-24 max-sm:w-20"
              aria-describedby="bet-range"
              aria-invalid={valid ? undefined : true}
              data-testid="bet-amount"
            />
            {phone ? null : (
              <input
                type="range"
                min={range.min}
                max={range.max}
                step={1}
                value={valid ? value : range.min}
                onChange={(e) => setAmount({ seq: gv.seq, value: Number(e.target.value) })}
                className="h-11 w-32 accent-beni sm:h-auto sm:w-44 lg:max-xl:w-28"
                aria-label="Bet total"
              />
            )}
            <button type="submit" className="btn btn-primary" disabled={pending || !valid} data-testid="bet">
              {opening ? `Open with ${value}` : `Outbid to ${value}`}
            </button>
          </div>
          {/* the quick amounts beside the hint where they fit (a wide screen): under it they ended 18 px below 1280×800 */}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <p id="bet-range" className="field-hint">
              From {range.min} to {range.max}
              {range.max === own + seat.chips ? " (all-in)" : ""}. You add {Math.max(0, value - own)}.
            </p>
            <div className="flex flex-wrap gap-1" aria-label="Quick amounts">
              {quick.map((q) => (
                <button
                  key={q}
                  type="button"
                  className="min-h-11 min-w-11 rounded-full border border-paper-edge bg-paper px-3 py-1 text-sm font-semibold hover:bg-paper-deep sm:min-h-8 sm:min-w-8"
                  onClick={() => setAmount({ seq: gv.seq, value: q })}
                  data-testid="bet-quick"
                >
                  {q === own + seat.chips ? `All-in ${q}` : q}
                </button>
              ))}
            </div>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/**
 * The felt's classes that put the pot beside the other seats (their number, 1 to 3) from 1024 px, where the felt has
 * the room for it (a container query on the board's column, whose width is the felt's): one or two seats 9 to 10 rem
 * wide each, three seats three quarters of the felt (about 155 px each at 1024 px, 187 at 1280: 10 rem cut "Player
 * 0-12" short there), the pot 7 rem or more. A replay's board, beside the move list, is narrower: there the pot stays
 * above the seats (at 1024 px it was squeezed under two seats beside it). Beside three seats the pot has about 160 px
 * at 1024 px, where its bid line takes a smaller size to stay on one line. Literal class names for Tailwind.
 */
const POT_BESIDE: Partial<Record<number, { felt: string; pot: string; seats: string; last: string; bid: string }>> = {
  1: {
    felt: "lg:@min-[20rem]:grid lg:@min-[20rem]:grid-cols-[auto_minmax(7rem,1fr)] lg:@min-[20rem]:items-center lg:@min-[20rem]:gap-x-4",
    pot: "lg:@min-[20rem]:order-2 lg:@min-[20rem]:mb-0",
    seats: "lg:@min-[20rem]:order-1 lg:@min-[20rem]:grid-cols-[minmax(9rem,10rem)]",
    last: "lg:@min-[20rem]:order-3 lg:@min-[20rem]:col-span-2",
    bid: "",
  },
  2: {
    felt: "lg:@min-[29rem]:grid lg:@min-[29rem]:grid-cols-[auto_minmax(7rem,1fr)] lg:@min-[29rem]:items-center lg:@min-[29rem]:gap-x-4",
    pot: "lg:@min-[29rem]:order-2 lg:@min-[29rem]:mb-0",
    seats: "lg:@min-[29rem]:order-1 lg:@min-[29rem]:grid-cols-[repeat(2,minmax(9rem,10rem))]",
    last: "lg:@min-[29rem]:order-3 lg:@min-[29rem]:col-span-2",
    bid: "",
  },
  3: {
    felt: "lg:@min-[40rem]:grid lg:@min-[40rem]:grid-cols-[minmax(0,3fr)_minmax(7rem,1fr)] lg:@min-[40rem]:items-center lg:@min-[40rem]:gap-x-4",
    pot: "lg:@min-[40rem]:order-2 lg:@min-[40rem]:mb-0",
    seats: "lg:@min-[40rem]:order-1 lg:@min-[40rem]:grid-cols-[repeat(3,minmax(0,1fr))]",
    last: "lg:@min-[40rem]:order-3 lg:@min-[40rem]:col-span-2",
    bid: "lg:@min-[40rem]:@max-[48rem]:text-base",
  },
};

export function SutdaBoard({ gameView: gv, onMove, pending, replay }: BoardProps<SutdaGameView>) {
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
  const { names, mine } = matchSides(gv);
  // the seat shown is yours on a live table; a replay may show another seat's
  const yours = gv.mySeat === youSeatOf(gv);
  useTurnCue(myTurn, gv.gameTitle);
  useBoardKeys(rootRef, { enabled: myTurn && unseen === null, seq: gv.seq });
  const over = gv.status !== "ACTIVE" || v.phase === "game-over";
  const me = gv.mySeat !== null ? v.seats[gv.mySeat] : undefined;
  const userIdOf = (seat: number) => gv.players.find((p) => p.seat === seat)?.userId ?? null;
  const myUserId = gv.mySeat !== null ? userIdOf(gv.mySeat) : null;
  const stage = STAGE[v.stage] ?? v.stage;
  const n = v.players;
  const chipsInTwo = Boolean(side) && n >= 5;
  const order = Array.from({ length: n }, (_, i) => ((gv.mySeat ?? 0) + i) % n);

  const lastText = lastMoveText(gv);
  const banner = useMemo((): { tone: BannerTone; title: string; detail?: string } => {
    if (over) {
      const w = gv.winner;
      return {
        tone: "over",
        detail: endedEarlyLine({ endReason: gv.endReason, players: gv.players, mySeat: gv.mySeat }),
        title:
          w === null
            ? "The game is over — a shared win"
            : w === mine
              ? "The game is over — you have the most chips!"
              : `The game is over — ${names[w]} wins`,
      };
    }
    if (pending) return { tone: "pending", title: "Sending your move…" };
    if (myTurn) {
      const opening = v.auction !== null && !v.auction.opened;
      return {
        tone: "mine",
        title: opening
          ? `Your turn — open the ${stage.toLowerCase()}`
          : `Your turn — fold, follow ${v.auction?.high ?? ""} or outbid`,
        detail: me?.handName ? `You hold ${me.handName}.` : "You have seen your first card only.",
      };
    }
    const who = gv.toAct.map((s) => seatName(gv.players, s)).join(" and ");
    return {
      tone: "waiting",
      title: who ? `${who} is bidding (${stage.toLowerCase()})` : stage,
      detail: gv.mySeat === null && !replay ? "You are watching this table." : undefined,
    };
  }, [
    over,
    pending,
    myTurn,
    v.auction,
    stage,
    me,
    gv.toAct,
    gv.players,
    gv.mySeat,
    gv.winner,
    gv.endReason,
    mine,
    names,
    replay,
  ]);

  // One to three other seats from 1024 px: the pot beside them, not above (above, over a mostly empty felt, it pushed the
  // bet controls under a 1024×768 screen's fold: with three others, facing a bet, they ended at 806 px).
  const others = gv.mySeat === null ? n : n - 1;
  const beside = POT_BESIDE[others];
  // Five other seats or more from 1024 px: each a short badge (the name, then the counts and two small cards on one
  // line under it). Full badges, 160 px tall, took two or three rows: facing a bet with six players the bet controls
  // ended at 843 px on a 1280×800 screen and 865 on 1024×768, with ten at 1085 and 1067.
  const manySeats = others >= 5;
  // From four other seats (the pot above them) the pot and the auction take one line, and your name and counts another:
  // with five players, facing a bet, the bet controls ended at 806 px on a 1024×768 screen.
  const shortLines = others >= 4;

  // A phone puts your seat (cards, then fold / follow / bet) right under the banner, before the table (under it the bet
  // controls began below a 390×844 screen's fold); it comes first in the DOM there too, so Tab reaches it first as it
  // is seen. Before hydration the CSS order shows it first all the same. Crossing the breakpoint moves the table
  // (which holds no state) around your seat, never the seat itself: re-mounting the seat lost a typed bet amount.
  const seatSection = me ? (
    <section
      className="rounded-2xl border border-paper-edge bg-paper-deep/50 p-3 max-sm:order-first max-sm:p-2"
      aria-label={yours ? "Your seat" : `${seatName(gv.players, gv.mySeat!)}'s seat`}
      data-testid="hand"
    >
      <div className="flex flex-wrap items-start gap-4 max-sm:gap-y-2">
        <div>
          <h2 className="mb-1 font-sans text-sm font-bold text-ink-soft">
            {yours ? "Your cards" : `${seatName(gv.players, gv.mySeat!)}'s cards`}
          </h2>
          <SeatCards seat={me} big viewer={yours} over={over} />
          <p className="mt-1 text-sm font-semibold" data-testid="my-hand-name">
            {me.handName ? `${me.handName}` : me.dealtIn ? "Second card not seen yet" : over ? "The game is over." : ""}
          </p>
        </div>
        {/* the bet controls beside the cards: below them they started under the fold of a 1280×800 screen */}
        <div className="min-w-[10rem] flex-1 space-y-1 text-sm" data-testid="my-seat-side">
          {/* your name links to your page, as every other seat's does */}
          {/* with four other seats or more your name and counts share a line (the felt's rows took the room) */}
          <div className={shortLines ? "flex flex-wrap items-center gap-x-4 gap-y-1" : "space-y-1"}>
            {myUserId ? (
              <p className="font-semibold text-ink" data-testid="my-name">
                <PlayerLink userId={myUserId}>{seatName(gv.players, gv.mySeat!)}</PlayerLink>
                {yours ? <span className="font-normal text-ink-faint"> (you)</span> : null}
              </p>
            ) : null}
            <SeatLine seat={me} large />
          </div>
          {/* while you wait (on your turn the banner says what to do, the status line who is the Oya): it pushed the bet controls down */}
          {v.oya === gv.mySeat && yours && !over && !myTurn ? (
            <p className="font-semibold text-beni">You are the Oya: you open the auctions.</p>
          ) : null}
          {myTurn ? (
            <div className="pt-2 max-sm:pt-1">
              <BetControls key={gv.seq} gv={gv} onMove={onMove} pending={pending} phone={phone} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  ) : null;

  const table = (
    <section className={`gb-felt rounded-2xl p-3 sm:p-4 ${beside?.felt ?? ""}`} aria-label="The table">
      {/* with four other seats or more one short line: the pot, the auction and its bid side by side */}
      <div
        className={`flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-paper ${shortLines ? "mb-2" : "mb-3"} ${beside?.pot ?? ""}`}
      >
        <div className="flex items-center gap-2" data-testid="pot">
          <ChipPile amount={v.pot} size={shortLines ? 22 : 34} />
          <div className={shortLines ? "flex items-baseline gap-2" : ""}>
            <p className="text-xs font-semibold tracking-wider text-paper/70 uppercase">Pot</p>
            <p className={`${shortLines ? "text-xl" : "text-2xl"} font-bold tabular-nums`}>{v.pot}</p>
          </div>
        </div>
        <div className={shortLines ? "flex items-baseline gap-2" : "text-center"}>
          <p className="text-xs font-semibold tracking-wider text-paper/70 uppercase">{stage}</p>
          <p className={`text-lg font-semibold ${beside?.bid ?? ""}`} data-testid="auction-high">
            {v.auction ? (v.auction.opened ? `Bid to follow: ${v.auction.high}` : "Not opened yet") : "—"}
          </p>
        </div>
        {v.options.ante ? <p className="text-sm text-paper/70">Ante {String(v.options.ante)}</p> : null}
      </div>
      {/* As many columns as fit the felt itself (a seat is at least 9.5 rem wide): viewport breakpoints gave 4 columns in the replay's narrow
          column at 1280 px and the seats overlapped. */}
      <ul
        className={`grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2 ${beside?.seats ?? ""}`}
        aria-label="Players"
      >
        {order
          .filter((s) => s !== gv.mySeat)
          .map((s) => {
            const seat = v.seats[s]!;
            const p = gv.players.find((x) => x.seat === s);
            return (
              <SeatBadge
                key={s}
                name={seatName(gv.players, s)}
                side={s}
                you={s === youSeatOf(gv)}
                active={!over && gv.toAct.includes(s)}
                dealer={v.oya === s && !over}
                dealerWord="Oya"
                {...seatBadgePlayer(p)}
                row={manySeats}
              >
                {manySeats ? (
                  // from lg the counts and two small cards share the line under the name (beside the name they cut it
                  // to "Play…" in a badge ~157 px wide at 1024 px, "Player 0-…" at 1280)
                  <div className="contents lg:order-2 lg:flex lg:basis-full lg:items-center lg:justify-between lg:gap-2">
                    <SeatLine seat={seat} />
                    <SeatCards seat={seat} big={false} viewer={false} over={over} mini />
                  </div>
                ) : (
                  <>
                    <SeatLine seat={seat} />
                    <SeatCards seat={seat} big={false} viewer={false} over={over} />
                  </>
                )}
              </SeatBadge>
            );
          })}
      </ul>
      <MoveLog gv={gv} className={`mt-3 border-t border-paper/15 pt-2 ${beside?.last ?? ""}`} />
    </section>
  );

  return (
    <div
      ref={rootRef}
      className="game-board space-y-3"
      data-testid="game-board"
      data-game="sutda"
      data-seq={gv.seq}
      data-my-turn={myTurn ? "true" : "false"}
    >
      <LiveAnnouncer message={[lastText, myTurn ? banner.title : null].filter(Boolean).join(". ")} />
      <StatusBar
        gv={gv}
        round={
          over
            ? "Game over"
            : `Hand ${v.hand}${v.handsTotal ? ` of ${v.handsTotal}` : ""}${v.rematch ? " (rematch)" : ""}`
        }
        dealer={
          !over && v.oya !== null ? `Oya: ${v.oya === youSeatOf(gv) ? "you" : seatName(gv.players, v.oya)}` : null
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
          <button
            type="button"
            className="btn min-h-9 border border-paper/40 bg-paper px-3 py-1 text-sm text-ink"
            onClick={() => setShowMatch(true)}
          >
            Game summary
          </button>
        ) : null}
      </TurnBanner>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16.5rem]">
        {/* a size container: the felt puts the pot beside the seats where it has the room (POT_BESIDE) */}
        <div className="@container flex min-w-0 flex-col gap-3">
          {/* the seat keeps its place among these children (and so stays mounted) on either side of the breakpoint */}
          {phone ? null : table}
          {seatSection}
          {phone ? table : null}
        </div>

        <aside className="space-y-3" aria-label="Game">
          <section className="rounded-xl border border-paper-edge bg-white/75 p-3">
            <h2 className="font-sans text-sm font-bold">Chips</h2>
            {/* from five players with the side panel (the chat) under them: two columns from lg, the names and the
                counts only ("You" for yours), where one column pushed the chat's field under a 1024×768 screen from six
                players and under 1280×800 with ten (with the piles, two columns cut nearly every name) */}
            <ol
              className={`mt-1.5 space-y-1 text-sm ${chipsInTwo ? "lg:grid lg:grid-cols-2 lg:gap-x-4 lg:gap-y-1 lg:space-y-0" : ""}`}
            >
              {names.map((name, s) => {
                const seat = v.seats[s]!;
                return (
                  <li key={s} className={`flex min-w-0 items-center gap-2 ${seat.active ? "" : "opacity-50"}`}>
                    {chipsInTwo ? null : <ChipPile amount={seat.chips} size={16} />}
                    <span className="min-w-0 flex-1 truncate" title={chipsInTwo ? name : undefined}>
                      {chipsInTwo && s === mine ? (
                        "You"
                      ) : (
                        <>
                          {userIdOf(s) ? <PlayerLink userId={userIdOf(s)!}>{name}</PlayerLink> : name}
                          {s === mine ? <span className="text-ink-faint"> (you)</span> : null}
                        </>
                      )}
                    </span>
                    <span className="font-bold tabular-nums">{seat.chips}</span>
                  </li>
                );
              })}
            </ol>
            <button
              type="button"
              className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-beni hover:underline sm:min-h-0"
              onClick={() => setShowMatch((x) => !x)}
              aria-expanded={showMatch}
            >
              {showMatch ? "Hide the hands" : `Hands and results (${gv.rounds.length})`}
            </button>
          </section>
          {side ? (
            <div className="max-lg:hidden" data-testid="board-side-slot">
              {side}
            </div>
          ) : null}
          <HowToPlay>
            <p>
              Two cards each; you see the first. The Oya opens each auction; the others fold, follow or outbid until all
              bids are equal. Between the auctions the first cards are laid face up and everyone looks at the second.
              Best hand: 38 Gwang-ttaeng, then pairs (10 highest), Alli 1+2, Doksa 1+4, … then the last digit of the
              sum. Pairs make losers pay ×3, the 10 pair ×5, 38 ×10.
            </p>
          </HowToPlay>
        </aside>
      </div>

      {showMatch ? (
        <div className="panel p-4 sm:p-6">
          <MatchSummary gameView={gv} final={over} />
        </div>
      ) : null}
      {unseen !== null ? (
        <RoundResultDialog key={unseen} gameView={gv} index={unseen} onClose={markSeen} replay={replay} />
      ) : null}
    </div>
  );
}

function SeatLine({ seat, large = false }: { seat: SutdaSeat; large?: boolean }) {
  const status = !seat.active ? "Out" : seat.folded ? "Folded" : seat.allIn ? "All-in" : null;
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-0.5 ${large ? "text-sm" : "text-xs"} text-ink-soft`}>
      <span className="inline-flex items-center gap-1">
        <ChipPile amount={seat.chips} size={large ? 20 : 14} />
        <strong className="text-ink tabular-nums">{seat.chips}</strong> chips
      </span>
      {seat.stake > 0 ? <span>in pot {seat.stake}</span> : null}
      {seat.bid !== null && seat.dealtIn && !seat.folded ? <span>bid {seat.bid}</span> : null}
      {status ? (
        <span
          className={`rounded px-1.5 font-semibold ${status === "Folded" || status === "Out" ? "bg-ink/10" : "bg-kin/30 text-ink"}`}
        >
          {status}
        </span>
      ) : null}
      {seat.handName && !large ? <span className="font-semibold text-ink">{seat.handName}</span> : null}
    </div>
  );
}
