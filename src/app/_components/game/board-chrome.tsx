"use client";
// The parts every board shares: the status line (game, round, dealer, match score, clock), the turn banner, how to
// play; the seat badge is seat-badge.tsx.
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { createContext, useContext, type ReactNode } from "react";
import { useGameTitle } from "~/app/_games/use-game-title";
import { botPlant } from "~/lib/bot-name";
import { seatName, sideColour, useNumberText } from "./names";
import { useUnnamed } from "./use-unnamed";
import type { BoardGameView } from "./types";

/** The move's clock, loaded when a game has one (a game without a clock never shows it). */
export const LazyDeadlineCountdown = dynamic(() => import("./deadline-countdown").then((m) => m.DeadlineCountdown));

/** What a page adds to the status line, beside the clock (the table page: the chat's "Chat · 2 new" cue); nothing elsewhere. */
export const StatusBarCue = createContext<ReactNode>(null);

/** A bot's name on a score chip without its level ("Matsu" for "Matsu (Strong)" or "Matsu（強豪）"): seven chips stay
 * on one line, and the seat badges and the chip's title give the whole name. */
export function chipName(name: string, bot: string | null | undefined): string {
  return (bot && botPlant(name)) || name;
}

/**
 * What a page puts in a board's side column from 1024 px, under the seats (a fishing board) or the chips (Sutda) (the
 * table page: its chat, beside the board rather than under it, below the fold); nothing elsewhere. The page shows it
 * itself where no board takes it.
 */
export const BoardSideSlot = createContext<ReactNode>(null);

/**
 * The letters of a game's name above which a phone shows it on a line of its own: two 13 px lines of the ~54 px beside
 * the round and the clock (a 360 px phone) hold "Koi-Koi" or "사계절 꽃", not "Season's Flowers".
 */
const LONG_TITLE = 10;

export function StatusBar({
  gv,
  round,
  dealer,
  dealerShort = null,
  scores,
}: {
  gv: BoardGameView;
  /** "Round 2 of 6", "Hand 3". */
  round: string;
  /** "Dealer: Aiko". */
  dealer: string | null;
  /** The same with a bot's name without its level ("Dealer: Matsu" for "Dealer: Matsu (Steady)"); null for a person. */
  dealerShort?: string | null;
  /** Match score chips: side name, total and unit. */
  scores: { name: string; total: number; mine: boolean; side: number }[];
}) {
  const gameTitle = useGameTitle();
  const t = useTranslations("Board");
  const { num } = useNumberText();
  const unnamed = useUnnamed();
  const myTurn = gv.mySeat !== null && gv.toAct.includes(gv.mySeat);
  // A bot moves at once: its limit (a day, often) says nothing, so only a person's move shows a clock.
  const personToAct = gv.toAct.some((s) => !gv.players.find((p) => p.seat === s)?.bot);
  // Whose clock runs: "You" on your turn, the one seat to act otherwise; several seats at once share one deadline.
  const clockOwner = myTurn ? t("you") : gv.toAct.length === 1 ? seatName(gv.players, gv.toAct[0]!, unnamed) : null;
  const cue = useContext(StatusBarCue);
  const clockLabel = myTurn ? t("clockYours") : clockOwner ? t("clockWhose", { name: clockOwner }) : t("clockAny");
  const title = gameTitle(gv.game);
  const ownLine = title.length > LONG_TITLE;
  return (
    <div
      className={`group/status flex flex-wrap items-center gap-x-3 gap-y-1 text-sm max-sm:gap-x-2 sm:gap-y-2 ${ownLine ? "max-sm:gap-y-0.5" : "max-sm:min-[22.5rem]:flex-nowrap"}`}
      data-testid="status-bar"
    >
      {/* a phone keeps the title, the round and the clock on one line: the title takes what the round and the clock leave,
          in a smaller type on two lines at most ("Season's / Flowers", "Fleurs des / saisons"; cut to "Season's…" on
          one line the player could not tell the game), rather than the clock wrapping to a line of its own (28 px that,
          with a time bank's line on three seats' badges, pushed the hand 14 px under a 360×740 screen); a page's cue
          (data-status-cue, the chat's "2 new") takes the title's place there while it shows. Under 2.5rem the title is
          not shown at all rather than as "S.". From 360 px the line does not wrap (the chat's cue arriving, or the
          clock's owner changing, never moves the hand): the clock's owner is cut first (DeadlineCountdown). A longer
          name ("Flores de las estaciones", "Jahreszeitenblumen": two lines of that width cut them) takes a line of its
          own over the round and the clock instead, the same for every turn, so the line does not come and go in play */}
      <span
        className={`font-display text-base font-semibold text-ink max-sm:@container max-sm:min-w-0 sm:text-lg ${ownLine ? "max-sm:basis-full" : "max-sm:flex-1 max-sm:basis-0 max-sm:group-has-[[data-status-cue]]/status:hidden"}`}
      >
        <span
          className={`max-sm:text-[0.8125rem] ${ownLine ? "max-sm:block max-sm:leading-4" : "max-sm:line-clamp-2 max-sm:leading-[0.875rem] max-sm:[overflow-wrap:anywhere] max-sm:@max-[2.5rem]:invisible"}`}
          data-testid="game-title"
        >
          {title}
        </span>
      </span>
      {/* on a phone one row that never wraps (the clock's owner is cut first); from 640 px the bar's own items */}
      <div className="flex min-w-0 items-center gap-x-2 sm:contents">
        <span
          className="rounded-full bg-ink px-2.5 py-0.5 font-semibold whitespace-nowrap text-paper max-sm:shrink-0 max-sm:px-2"
          data-testid="round-label"
        >
          {round}
        </span>
        {/* a phone: the seats' DEALER / OYA tag says it. Under 768 px a bot's name without its level (the seats and the
            tooltip give it, a screen reader hears it), and a person's long name cut: at 640 px French's "Donneur :
            Matsu (Régulier)" beside the round and the clock put the clock on a line of its own */}
        {dealer ? (
          <span
            className="text-ink-soft max-sm:hidden sm:max-md:max-w-[10.5rem] sm:max-md:truncate"
            title={dealer}
            data-testid="status-dealer"
          >
            {dealerShort && dealerShort !== dealer ? (
              <>
                <span className="md:hidden" aria-hidden="true">
                  {dealerShort}
                </span>
                <span className="max-md:sr-only">{dealer}</span>
              </>
            ) : (
              dealer
            )}
          </span>
        ) : null}
        {gv.status === "ACTIVE" && personToAct && gv.deadlineAt !== null ? (
          <LazyDeadlineCountdown deadlineAt={gv.deadlineAt} mine={myTurn} label={clockLabel} owner={clockOwner} />
        ) : null}
        {cue}
      </div>
      {/* not on a phone, where the seats (and the side column under the board) say the same: two lines of chips
          there pushed the hand out of sight */}
      <ul className="hidden flex-wrap items-center gap-1.5 sm:ml-auto sm:flex" aria-label={t("matchScore")}>
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
                  ? t("yourTeam")
                  : t("you")
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
      {/* the title keeps 14rem before a button beside it wraps to the next line: squeezed beside the game's summary button
          on a phone it broke inside its words */}
      <div className="flex min-w-0 flex-[1_1_14rem] items-center gap-3">
        {tone === "mine" ? (
          <span aria-hidden="true" className="relative flex h-3.5 w-3.5 shrink-0">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-shu opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex h-3.5 w-3.5 rounded-full bg-shu" />
          </span>
        ) : null}
        <div className="min-w-0">
          {/* cjk-wrap: on a phone a Japanese or Korean title broke in the middle of a word. A phone's title is 16 px on
              20 px lines: at 18 px your turn's title took two lines at 360 px in German, Spanish and Japanese, and
              under the move log's and the first dealer's wrapped lines Koi-Koi's hand ended under a 360×740 screen */}
          <p
            className={`cjk-wrap font-bold max-sm:text-base max-sm:leading-5 ${tone === "mine" ? "text-lg" : "text-base"}`}
            data-testid="turn-title"
          >
            {title}
          </p>
          {detail ? (
            <div className="cjk-wrap text-sm opacity-90" data-testid="turn-detail">
              {detail}
            </div>
          ) : null}
        </div>
      </div>
      {children}
    </div>
  );
}

/** The turn banner's button, once the game is over, that shows the match's summary under the board. */
export function SummaryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="btn min-h-9 border border-paper/40 bg-paper px-3 py-1 text-sm text-ink max-sm:min-h-11"
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * The boards' folded rules reminder. Its header is the whole 44 px tap target, and the text starts 12 px under it
 * behind a rule: laid 8 px over the header (the header's padding pulled under it by a negative margin), the text hid
 * the header's foot, and right under the header a tap on the text's first line was taken as a tap on the header
 * (a phone's tap slop) and closed the box.
 */
export function HowToPlay({ children }: { children: ReactNode }) {
  const t = useTranslations("Board");
  return (
    <details
      className="rounded-xl border border-paper-edge bg-white/60 text-sm text-ink-soft"
      data-testid="how-to-play"
    >
      <summary className="cursor-pointer p-3 font-semibold text-ink">{t("howToPlay")}</summary>
      <div className="mx-3 mb-3 border-t border-paper-edge pt-3" data-testid="how-to-play-text">
        {children}
      </div>
    </details>
  );
}

/** The side column's switch for the match's rounds (or hands) summary. */
export function MatchToggle({
  open,
  onToggle,
  children,
}: {
  /** The summary under the board is shown; absent: the button leads to the page's summary (a replay's). */
  open?: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-beni hover:underline sm:min-h-0"
      onClick={onToggle}
      aria-expanded={open}
    >
      {children}
    </button>
  );
}
