"use client";
// A seat badge: the seat's name and side, lit up for the seat to act, with its tags (you, the dealer), a bot's level,
// a stand-in or a forfeit, a time bank, and what the board adds (counts, cards). In a replay the lit seat is the one
// that was to move at that position: named like any other ("To move"), never called on ("Your move").
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { nameInitial } from "../../_lib/name-initial";
import { PLAYER_LINK_CLASS, PlayerLink } from "../player/player-link";
import { TimeLeft, useFormatLeft } from "./format-left";
import { chipName } from "./board-chrome";
import { sideColour } from "./names";
import "./board.css";

/**
 * A seat's name link: its text is ~20 px tall, its tap area 44 px (an ::after across the name's row, centred on it).
 * On a compact phone badge that area reaches ~7 px above the badge, into the gap over it, and ends inside the badge's
 * foot: off the field under the seats, and the badge's cards or counts stay out of links as before (gb-tap: board.css).
 */
const NAME_LINK = `${PLAYER_LINK_CLASS} gb-tap`;

/**
 * The YOU and DEALER / OYA tags on a seat badge's top border, against the badge (its padding box). A badge's name line
 * starts 10 px under that box's top (8 px padding, its 28 px row centring a 24 px line); a compact phone badge's at 4 px
 * (its 4 px padding). So the tag is 16 px tall at 8 px above it (ends 8 px down), and on a compact phone 12 px tall at
 * 8 px above it (ends 4 px down, where the name's line starts, its letters ~4 px lower): no tag covers a name's glyphs,
 * and no badge is taller for it (the tag rises 6 px over the border, into the gap the seat lists leave above each row).
 * Its look, and a compact phone's and a one-row badge's sizes: .sb-t in board.css.
 */
const SEAT_TAG = "sb-t -top-2 leading-4";

export function SeatBadge({
  name,
  side,
  you,
  active,
  dealer,
  dealerWord,
  standIn,
  forfeited,
  resigned = false,
  bankSeconds = null,
  bot = null,
  userId = null,
  compact = false,
  narrow = false,
  row = false,
  replay = false,
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
  /** A recorded position (the replay page): nobody is to act now, so your lit seat says "To move" as any other does. */
  replay?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations("SeatBadge");
  // a one-row badge's line under its row (a stand-in, a forfeit): after a break the row's width
  const lineUnder = row && (standIn || forfeited);
  return (
    <li
      className={`relative flex min-w-[9.5rem] shrink-0 flex-col gap-1 rounded-xl border-2 px-3 py-2 transition-shadow ${layoutClasses(compact, narrow, row)}${active ? "border-shu bg-[#fff4e6] shadow-[0_0_0_3px_rgba(210,69,43,.25)]" : "border-paper-edge bg-[#fffaf0]"}`}
      data-testid="seat"
      data-active={active ? "true" : "false"}
      aria-current={active ? "true" : undefined}
    >
      <SeatName
        name={name}
        phoneName={compact && bot ? chipName(name, bot) : name}
        side={side}
        you={you}
        userId={userId}
        row={row}
      />
      {/* "You" as a tag on the edge, like the dealer's: beside the name it was cut with it on a phone ("Walker 1 (…").
          The tags sit on the badge's top border (placed against the badge, not the name's row: from the row they hung
          over the name's first line) with a set line height, and end above the name's line (SEAT_TAG). */}
      {you ? (
        <span aria-hidden="true" className={`${SEAT_TAG} left-2 sb-tl bg-beni text-paper`} data-testid="seat-you">
          {t("you")}
        </span>
      ) : null}
      {dealer ? (
        <span
          className={`${SEAT_TAG} right-2 sb-tr bg-ink text-kin`}
          title={dealerWord ?? t("dealer")}
          data-testid="seat-dealer"
        >
          {dealerWord ?? t("dealer")}
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
        <span className={`${compact ? "max-sm:sr-only " : ""}${row ? "lg:sr-only " : ""}text-xs font-bold text-beni`}>
          {you && !replay ? t("yourMove") : t("toMove")}
        </span>
      ) : null}
      {standIn ? (
        <span className="sb-u w-fit rounded bg-ai/10 px-1.5 text-xs font-semibold text-ai" data-testid="stand-in">
          {/* a forfeited seat (timeouts, a resign, a suspension) is the stand-in's to the end, whatever the reason */}
          {forfeited ? t("standInPlays") : t("standInPlayed")}
        </span>
      ) : null}
      {/* a one-row badge: a clock and the time after the count (on a line of their own, seven seats' banks took 126 px) */}
      {bankSeconds !== null ? <BankTime seconds={bankSeconds} row={row} /> : null}
      {forfeited ? (
        <span className="sb-u w-fit rounded bg-beni/10 px-1.5 text-xs font-semibold text-beni">
          {resigned ? t("resigned") : t("forfeited")}
        </span>
      ) : null}
      {lineUnder ? <span aria-hidden="true" className="hidden lg:order-2 lg:block lg:basis-full" /> : null}
      {children}
    </li>
  );
}

/** Marks a bot's seat (practice tables): "Bot · heuristic". */
export function BotBadge({ level, phoneClass = "" }: { level: string; phoneClass?: string }) {
  const t = useTranslations("SeatBadge");
  const levels = useTranslations("BotLevels");
  const name = levels.has(`name.${level}`) ? levels(`name.${level}`) : level;
  return (
    <span
      className={`w-fit shrink-0 rounded bg-ink/10 px-1.5 text-xs font-semibold text-ink-soft${phoneClass ? ` ${phoneClass}` : ""}`}
      data-testid="bot-badge"
      title={t("botTitle", { level: name })}
    >
      {t("bot", { level: name })}
    </span>
  );
}

/**
 * A badge's layout classes (board.css): `sb-c` a compact badge on a phone, `sb-n` a narrow one
 * (a compact badge on a phone of 360 px or more), `sb-r` one short row from lg. The badge's parts carry short classes
 * (sb-nr, sb-i, sb-nm, sb-t, sb-u, sb-b) that those rules style: the variants' class lists stay out of the
 * boards' scripts.
 */
function layoutClasses(compact: boolean, narrow: boolean, row: boolean): string {
  return `${compact ? "sb-c " : ""}${compact && narrow ? "sb-n " : ""}${row ? "sb-r " : ""}`;
}

/** The seat's initial on its side's colour, and its name (a link to the player's page when known). */
function SeatName({
  name,
  phoneName,
  side,
  you,
  userId,
  row,
}: {
  name: string;
  /** The name a phone shows: a bot's without its level (the badge says it), so that six seats' names take one line each. */
  phoneName: string;
  side: number;
  you: boolean;
  userId: string | null;
  row: boolean;
}) {
  const t = useTranslations("SeatBadge");
  // relative: the name link's 44 px tap area (its ::after) spans this row, past the name's cut (overflow)
  return (
    <div className="sb-nr relative flex items-center gap-2">
      <span
        aria-hidden="true"
        className="sb-i grid h-7 w-7 shrink-0 place-items-center rounded-full text-sm font-bold text-paper"
        style={{ background: sideColour(side) }}
      >
        {nameInitial(name)}
      </span>
      {/* three to a row the name may take two lines (a third of a 360 px screen shows ~93 px: "Walker q…", "Aiko Tana…"
          on one), broken at a space or, for one long word, anywhere; a longer name is cut at the second line's end */}
      <span className="sb-nm min-w-0 truncate font-semibold" title={row ? name : undefined} data-testid="seat-name">
        {userId ? (
          <PlayerLink userId={userId} className={NAME_LINK}>
            <ShownName name={name} phoneName={phoneName} />
          </PlayerLink>
        ) : (
          <ShownName name={name} phoneName={phoneName} />
        )}
        {you ? <span className="sr-only">{t("youMark")}</span> : null}
      </span>
    </div>
  );
}

/** A seat's name, or on a phone its shorter form when it has one. */
function ShownName({ name, phoneName }: { name: string; phoneName: string }) {
  if (phoneName === name) return name;
  return (
    <>
      <span className="max-sm:hidden">{name}</span>
      <span className="sm:hidden">{phoneName}</span>
    </>
  );
}

/** A seat's time bank; a one-row badge shows a clock for the word. */
function BankTime({ seconds, row }: { seconds: number; row: boolean }) {
  const t = useTranslations("SeatBadge");
  const tClock = useTranslations("Clock");
  const formatLeft = useFormatLeft();
  return (
    <span className="sb-b text-xs text-ink-soft tabular-nums" data-testid="bank">
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
      {/* "Bank: ", "持ち時間：": the language's way of labelling a value */}
      <span className={row ? "lg:sr-only" : undefined}>{tClock("labelled", { label: t("bank") })}</span>
      {/* the badge is narrow: standard units seen, words heard */}
      <TimeLeft full={formatLeft(seconds * 1000)} short={formatLeft(seconds * 1000, true)} />
    </span>
  );
}
