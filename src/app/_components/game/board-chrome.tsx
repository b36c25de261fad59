"use client";
// The parts every board shares: the status line (game, round, dealer, match score, clock), the turn banner, and a
// seat badge that lights up for the seat to act.
import { createContext, useContext, type ReactNode } from "react";
import { DeadlineCountdown, formatLeft } from "./deadline-countdown";
import { PLAYER_LINK_CLASS, PlayerLink } from "../player/player-link";
import { num, seatName, sideColour } from "./names";
import type { BoardGameView } from "./types";
import { nameInitial } from "../../_lib/name-initial";

/** What a page adds to the status line, beside the clock (the table page: the chat's "Chat · 2 new" cue); nothing elsewhere. */
export const StatusBarCue = createContext<ReactNode>(null);

/** A bot's name on a score chip without its level ("Matsu" for "Matsu (strong)"): seven chips stay on one line, and the
 * seat badges and the chip's title give the whole name. */
export function chipName(name: string, bot: string | null | undefined): string {
  return bot ? name.replace(new RegExp(` \\(${bot}\\)$`), "") : name;
}

/**
 * What a page puts in a board's side column from 1024 px, under the seats (a fishing board) or the chips (Sutda) (the
 * table page: its chat, beside the board rather than under it, below the fold); nothing elsewhere. The page shows it
 * itself where no board takes it.
 */
export const BoardSideSlot = createContext<ReactNode>(null);

export function StatusBar({
  gv,
  round,
  dealer,
  scores,
}: {
  gv: BoardGameView;
  /** "Round 2 of 6", "Hand 3". */
  round: string;
  /** "Dealer: Aiko". */
  dealer: string | null;
  /** Match score chips: side name, total and unit. */
  scores: { name: string; total: number; mine: boolean; side: number }[];
}) {
  const myTurn = gv.mySeat !== null && gv.toAct.includes(gv.mySeat);
  // A bot moves at once: its limit (a day, often) says nothing, so only a person's move shows a clock.
  const personToAct = gv.toAct.some((s) => !gv.players.find((p) => p.seat === s)?.bot);
  // Whose clock runs: "You" on your turn, the one seat to act otherwise; several seats at once share one deadline.
  const clockOwner = myTurn ? "You" : gv.toAct.length === 1 ? seatName(gv.players, gv.toAct[0]!) : null;
  const cue = useContext(StatusBarCue);
  const clockLabel = myTurn
    ? "Time left for your move"
    : clockOwner
      ? `Time left for ${clockOwner}'s move`
      : "Time left for the move";
  return (
    <div
      className="group/status flex flex-wrap items-center gap-x-3 gap-y-1 text-sm max-sm:gap-x-2 max-sm:min-[22.5rem]:flex-nowrap sm:gap-y-2"
      data-testid="status-bar"
    >
      {/* a phone keeps the title, the round and the clock on one line: the title takes what the round and the clock leave
          (cut short, "Season's Fl…", or nothing beside a clock in days) rather than the clock wrapping to a line of its
          own (28 px that, with a time bank's line on three seats' badges, pushed the hand 14 px under a 360×740 screen);
          a page's cue (data-status-cue, the chat's "2 new") takes the title's place there while it shows. Under 3.5rem
          (an opponent's long name on the clock) the title is not shown at all rather than as "S.". From 360 px the line
          does not wrap (the chat's cue arriving, or the clock's owner changing, never moves the hand): the clock's
          owner is cut first (DeadlineCountdown) */}
      <span className="font-display text-base font-semibold text-ink max-sm:@container max-sm:min-w-0 max-sm:flex-1 max-sm:basis-0 max-sm:group-has-[[data-status-cue]]/status:hidden sm:text-lg">
        <span className="max-sm:block max-sm:truncate max-sm:@max-[3.5rem]:invisible">{gv.gameTitle}</span>
      </span>
      <span
        className="rounded-full bg-ink px-2.5 py-0.5 font-semibold whitespace-nowrap text-paper max-sm:shrink-0 max-sm:px-2"
        data-testid="round-label"
      >
        {round}
      </span>
      {/* a phone: the seats' DEALER / OYA tag says it */}
      {dealer ? <span className="text-ink-soft max-sm:hidden">{dealer}</span> : null}
      {gv.status === "ACTIVE" && personToAct ? (
        <DeadlineCountdown deadlineAt={gv.deadlineAt} mine={myTurn} label={clockLabel} owner={clockOwner} />
      ) : null}
      {cue}
      {/* not on a phone, where the seats (and the side column under the board) say the same: two lines of chips
          there pushed the hand out of sight */}
      <ul className="hidden flex-wrap items-center gap-1.5 sm:ml-auto sm:flex" aria-label="Match score">
        {scores.map((s) => (
          <li
            key={s.side}
            className={`inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 ${s.mine ? "border-ink/40 bg-white" : "border-paper-edge bg-white/60"}`}
          >
            <span
              aria-hidden="true"
              className="inline-block h-2.5 w-2.5 rounded-full"
              style={{ background: sideColour(s.side) }}
            />
            {/* a team's two or three names in full (cut at 8 rem they lost the partner's name): the chips wrap instead */}
            <span className={gv.teams ? "whitespace-nowrap" : "max-w-[8rem] truncate"} title={s.name}>
              {s.mine
                ? gv.teams
                  ? "Your team"
                  : "You"
                : gv.teams
                  ? s.name
                  : chipName(s.name, gv.players.find((p) => p.seat === s.side)?.bot)}
            </span>
            <span className="font-bold tabular-nums">{num(s.total)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export type BannerTone = "mine" | "waiting" | "over" | "pending";

export function TurnBanner({
  tone,
  title,
  detail,
  children,
}: {
  tone: BannerTone;
  title: string;
  detail?: ReactNode;
  children?: ReactNode;
}) {
  const styles: Record<BannerTone, string> = {
    mine: "border-kin bg-gradient-to-r from-[#fff1c9] via-[#ffe7a6] to-[#fff1c9] text-ink shadow-[0_0_0_3px_rgba(199,154,43,.35),0_8px_20px_-10px_rgba(158,27,30,.5)]",
    waiting: "border-paper-edge bg-white/70 text-ink-soft",
    over: "border-beni bg-beni text-paper",
    pending: "border-kin bg-[#fff6dc] text-ink",
  };
  return (
    <div
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border-2 px-3 py-2 sm:px-4 sm:py-2.5 ${styles[tone]}`}
      data-testid="turn-banner"
      data-tone={tone}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {tone === "mine" ? (
          <span aria-hidden="true" className="relative flex h-3.5 w-3.5 shrink-0">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-shu opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex h-3.5 w-3.5 rounded-full bg-shu" />
          </span>
        ) : null}
        <div className="min-w-0">
          <p className={`font-bold ${tone === "mine" ? "text-lg" : "text-base"}`} data-testid="turn-title">
            {title}
          </p>
          {detail ? <div className="text-sm opacity-90">{detail}</div> : null}
        </div>
      </div>
      {children}
    </div>
  );
}

/**
 * A seat's name link: its text is ~20 px tall, its tap area 44 px (an ::after across the name's row, centred on it).
 * On a compact phone badge that area reaches ~7 px above the badge, into the gap over it, and ends inside the badge's
 * foot: off the field under the seats, and the badge's cards or counts stay out of links as before.
 */
const NAME_LINK = `${PLAYER_LINK_CLASS} after:absolute after:inset-x-0 after:top-1/2 after:h-11 after:-translate-y-1/2 after:content-['']`;

/**
 * The YOU and DEALER / OYA tags on a seat badge's top border, against the badge (its padding box). A badge's name line
 * starts 10 px under that box's top (8 px padding, its 28 px row centring a 24 px line); a compact phone badge's at 4 px
 * (its 4 px padding). So the tag is 16 px tall at 8 px above it (ends 8 px down), and on a compact phone 12 px tall at
 * 8 px above it (ends 4 px down, where the name's line starts, its letters ~4 px lower): no tag covers a name's glyphs,
 * and no badge is taller for it (the tag rises 6 px over the border, into the gap the seat lists leave above each row).
 */
export const SEAT_TAG = {
  base: "pointer-events-none absolute -top-2 rounded px-1.5 text-[11px] leading-4 font-bold tracking-wide uppercase shadow",
  phone: "max-sm:text-[10px] max-sm:leading-3",
} as const;

export function SeatBadge({
  name,
  side,
  you,
  active,
  dealer,
  dealerWord = "Dealer",
  standIn,
  forfeited,
  resigned = false,
  bankSeconds = null,
  bot = null,
  userId = null,
  compact = false,
  narrow = false,
  row = false,
  children,
}: {
  name: string;
  side: number;
  you: boolean;
  active: boolean;
  dealer: boolean;
  dealerWord?: string;
  standIn: boolean;
  forfeited: boolean;
  /** The seat was forfeited because its player resigned: "Resigned" instead of "Forfeited". */
  resigned?: boolean;
  bankSeconds?: number | null;
  /** A bot's level (practice tables), null for a person. */
  bot?: string | null;
  /**
   * The seat's player: their name links to their page (the same tab). Only the name: a tap on the badge's cards or
   * the board stays the board's, and arrow-key play moves among the offered cards, never onto the link.
   */
  userId?: string | null;
  /**
   * On a phone, two short lines (the name, then the children in a row under it): a board with the field and the hand to
   * fit on the screen. The name has the pill's whole width: beside the count and points, six players' half-width pills
   * cut every bot's name to "Bot …" at 360 px.
   */
  compact?: boolean;
  /**
   * A compact badge three to a row on a phone of 360 px or more (a third of the screen, ~105 px): the name takes the
   * line alone (the side's dot is the caller's to show on the line under it) and the YOU and DEALER tags are narrower,
   * so both fit on the edge of your own badge when you deal.
   */
  narrow?: boolean;
  /**
   * From lg, one short row (the side column's seats with the page's side panel, the table's chat, under them, three
   * seats or more): the name, then the children beside it (the count and points); the bot's level and "To move" said
   * to a screen reader only (the lit border shows the seat to move), a time bank's clock after the count, a stand-in or
   * a forfeit on a line under it.
   * Full badges of seven seats took the column to 1181 px, the chat under the screen.
   */
  row?: boolean;
  children?: ReactNode;
}) {
  // phone-only classes of a compact badge (its tags on the edge stay: the list leaves room above each line)
  const c = (base: string, phone: string) => (compact ? `${base} ${phone}` : base);
  // the classes of a narrow badge, on a phone of 360 px or more only (written whole: Tailwind finds them in the source)
  const n = (base: string, third: string) => (compact && narrow ? `${base} ${third}` : base);
  // the classes of a one-row badge, from lg only
  const r = (base: string, lg: string) => (row ? `${base} ${lg}` : base);
  // what a one-row badge puts on a line under its row (a stand-in, a forfeit): after a break the row's width
  const under = (base: string) => r(base, "lg:order-3");
  const lineUnder = row && (standIn || forfeited);
  // a one-row badge's tags as a compact phone badge's (12 px, ending 4 px down): its row starts 6 px down
  const seatTag = (edge: "left" | "right") =>
    r(
      n(
        c(`${SEAT_TAG.base} ${edge === "left" ? "left-2" : "right-2"}`, SEAT_TAG.phone),
        edge === "left"
          ? "max-sm:min-[22.5rem]:left-0 max-sm:min-[22.5rem]:px-1 max-sm:min-[22.5rem]:tracking-normal"
          : "max-sm:min-[22.5rem]:right-0 max-sm:min-[22.5rem]:px-1 max-sm:min-[22.5rem]:tracking-normal",
      ),
      "lg:text-[10px] lg:leading-3",
    );
  return (
    <li
      className={`${r(
        n(
          c(
            "relative flex min-w-[9.5rem] shrink-0 flex-col gap-1 rounded-xl border-2 px-3 py-2 transition-shadow",
            "max-sm:min-w-0 max-sm:flex-row max-sm:flex-wrap max-sm:items-center max-sm:gap-x-1.5 max-sm:gap-y-0.5 max-sm:rounded-lg max-sm:px-1.5 max-sm:py-1",
          ),
          "max-sm:min-[22.5rem]:px-1",
        ),
        "lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-1.5 lg:gap-y-0.5 lg:px-2 lg:py-1.5",
      )} ${active ? "border-shu bg-[#fff4e6] shadow-[0_0_0_3px_rgba(210,69,43,.25)]" : "border-paper-edge bg-[#fffaf0]"}`}
      data-testid="seat"
      data-active={active ? "true" : "false"}
      aria-current={active ? "true" : undefined}
    >
      {/* relative: the name link's 44 px tap area (its ::after) spans this row, past the name's cut (overflow) */}
      <div
        className={r(
          c("relative flex items-center gap-2", "max-sm:min-w-0 max-sm:basis-full max-sm:gap-1"),
          "lg:min-w-0 lg:flex-1",
        )}
      >
        <span
          aria-hidden="true"
          className={r(
            n(
              c(
                "grid h-7 w-7 shrink-0 place-items-center rounded-full text-sm font-bold text-paper",
                "max-sm:h-2.5 max-sm:w-2.5 max-sm:text-[0px]",
              ),
              "max-sm:min-[22.5rem]:hidden",
            ),
            "lg:h-5 lg:w-5 lg:text-xs",
          )}
          style={{ background: sideColour(side) }}
        >
          {nameInitial(name)}
        </span>
        {/* three to a row the name may take two lines (a third of a 360 px screen shows ~93 px: "Walker q…", "Aiko Tana…"
            on one), broken at a space or, for one long word, anywhere; a longer name is cut at the second line's end */}
        <span
          className={r(
            n(
              c("min-w-0 truncate font-semibold", "max-sm:text-sm max-sm:leading-tight"),
              "max-sm:min-[22.5rem]:line-clamp-2 max-sm:min-[22.5rem]:leading-4 max-sm:min-[22.5rem]:whitespace-normal max-sm:min-[22.5rem]:wrap-anywhere",
            ),
            "lg:text-sm",
          )}
          title={row ? name : undefined}
          data-testid="seat-name"
        >
          {userId ? (
            <PlayerLink userId={userId} className={NAME_LINK}>
              {name}
            </PlayerLink>
          ) : (
            name
          )}
          {you ? <span className="sr-only"> (you)</span> : null}
        </span>
      </div>
      {/* "You" as a tag on the edge, like the dealer's: beside the name it was cut with it on a phone ("Walker 1 (…").
          The tags sit on the badge's top border (placed against the badge, not the name's row: from the row they hung
          over the name's first line) with a set line height, and end above the name's line (SEAT_TAG). */}
      {you ? (
        <span aria-hidden="true" className={`${seatTag("left")} bg-beni text-paper`} data-testid="seat-you">
          You
        </span>
      ) : null}
      {dealer ? (
        <span className={`${seatTag("right")} bg-ink text-kin`} title={dealerWord} data-testid="seat-dealer">
          {dealerWord}
        </span>
      ) : null}
      {bot ? (
        <BotBadge
          level={bot}
          phoneClass={[compact ? "max-sm:sr-only" : "", row ? "lg:sr-only" : ""].filter(Boolean).join(" ")}
        />
      ) : null}
      {/* a compact badge's lit border says it (and the banner, for your move), and a one-row badge's */}
      {active ? (
        <span className={r(c("text-xs font-bold text-beni", "max-sm:sr-only"), "lg:sr-only")}>
          {you ? "Your move" : "To move"}
        </span>
      ) : null}
      {standIn ? (
        <span className={under("w-fit rounded bg-ai/10 px-1.5 text-xs font-semibold text-ai")} data-testid="stand-in">
          {/* a forfeited seat (timeouts, a resign, a suspension) is the stand-in's to the end, whatever the reason */}
          {forfeited ? "Stand-in plays this seat" : "Stand-in played (time ran out)"}
        </span>
      ) : null}
      {/* a one-row badge: a clock and the time after the count (on a line of their own, seven seats' banks took 126 px) */}
      {bankSeconds !== null ? (
        <span
          className={r(
            n("text-xs text-ink-soft tabular-nums", "max-sm:min-[22.5rem]:leading-none"),
            "lg:order-1 lg:inline-flex lg:items-center lg:gap-0.5",
          )}
          data-testid="bank"
        >
          {row ? (
            <svg viewBox="0 0 16 16" className="hidden h-3 w-3 shrink-0 lg:block" aria-hidden="true">
              <circle cx="8" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path
                d="M8 5.5V9l2.2 1.6M6 1.5h4"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                fill="none"
              />
            </svg>
          ) : null}
          <span className={row ? "lg:sr-only" : undefined}>Bank </span>
          {formatLeft(bankSeconds * 1000)}
        </span>
      ) : null}
      {forfeited ? (
        <span className={under("w-fit rounded bg-beni/10 px-1.5 text-xs font-semibold text-beni")}>
          {resigned ? "Resigned" : "Forfeited"}
        </span>
      ) : null}
      {lineUnder ? <span aria-hidden="true" className="hidden lg:order-2 lg:block lg:basis-full" /> : null}
      {children}
    </li>
  );
}

/** Marks a bot's seat (practice tables): "Bot · heuristic". */
export function BotBadge({ level, phoneClass = "" }: { level: string; phoneClass?: string }) {
  return (
    <span
      className={`w-fit shrink-0 rounded bg-ink/10 px-1.5 text-xs font-semibold text-ink-soft${phoneClass ? ` ${phoneClass}` : ""}`}
      data-testid="bot-badge"
      title={`A ${level} bot`}
    >
      Bot · {level}
    </span>
  );
}

/**
 * The boards' folded rules reminder. Its header is the whole 44 px tap target, and the text starts 12 px under it
 * behind a rule: laid 8 px over the header (the header's padding pulled under it by a negative margin), the text hid
 * the header's foot, and right under the header a tap on the text's first line was taken as a tap on the header
 * (a phone's tap slop) and closed the box.
 */
export function HowToPlay({ children }: { children: ReactNode }) {
  return (
    <details
      className="rounded-xl border border-paper-edge bg-white/60 text-sm text-ink-soft"
      data-testid="how-to-play"
    >
      <summary className="cursor-pointer p-3 font-semibold text-ink">How to play</summary>
      <div className="mx-3 mb-3 border-t border-paper-edge pt-3" data-testid="how-to-play-text">
        {children}
      </div>
    </details>
  );
}
