"use client";
// The table's chat between its players (chat.list, chat.send; new messages arrive on the table page's one stream,
// which TableScreen puts in the live cache below). Shown to a seated player while two or more people sit at the
// table (a practice table with bots has nobody to talk to). Collapsed by default on a phone, behind "Chat (2)", so it
// never pushes the board off the screen; "Hide chat" (kept in this browser) silences it entirely. An admin may remove
// a message (chat.remove); an admin who is not a player reads the chat without writing (and without the live feed,
// which is the players': it is read again every 15 s). From 1024 px it stands open in a fishing or Sutda board's side column,
// beside the board (inColumn); elsewhere open under the board. While it is collapsed or out of view (under the board,
// below the fold), a "Chat · 2 new" cue in the board's status line (ChatCue,
// through the StatusBarCue slot) tells a player of new messages without scrolling; a message counts as read once the
// open panel's messages are on the screen. "Mute…" hides one player's messages at this table (kept in this browser: a
// view choice; the messages are still sent, and a moderator still reads them). A half-typed message is the table's, not
// the panel's (useDraft): it survives the panel's move between the side column and the page at 1024 px.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { ChatMessageView } from "~/server/api/views/chat";
import type { TableView } from "~/server/api/views/table";
import { MESSAGE_MAX_CHARS, clipMessage, messageLength } from "~/server/chat/message-text";
import { PlayerLink } from "../../_components/player/player-link";
import { useTRPC, type ApiError } from "../../_lib/trpc";
import { useMediaQuery } from "../../_lib/use-media-query";

/** Messages as both sources give them (the list and the stream), once each, in the table's order; a removal wins. */
export function mergeChat(a: readonly ChatMessageView[], b: readonly ChatMessageView[]): ChatMessageView[] {
  const byId = new Map<string, ChatMessageView>();
  for (const m of [...a, ...b]) {
    const had = byId.get(m.id);
    byId.set(m.id, had?.removed ? had : m);
  }
  return [...byId.values()].sort((x, y) => x.seq - y.seq);
}

/** Where the stream's chat messages wait for the panel (merged with chat.list's answer, so neither can hide the other). */
export const liveChatKey = (tableId: string) => ["table-chat-live", tableId] as const;

export function takeLiveChat(queryClient: QueryClient, tableId: string, messages: readonly ChatMessageView[]): void {
  queryClient.setQueryData<ChatMessageView[]>(liveChatKey(tableId), (cur) => mergeChat(cur ?? [], messages));
}

/**
 * Between the panel and the board's cue, through the query cache: whether the panel is open, and whether its messages
 * are on the screen (the panel says so; null before it has, or before the browser has told it), and the cue's requests
 * to show it (a count each click raises).
 */
type ChatUi = { open: boolean | null; onScreen: boolean | null; reveal: number };
const chatUiKey = (tableId: string) => ["table-chat-ui", tableId] as const;
const NO_UI: ChatUi = { open: null, onScreen: null, reveal: 0 };

/**
 * Whether the element (the open panel's messages) is at least half on the screen: null until the browser says, true
 * where it cannot (no IntersectionObserver: the panel counts as seen while open, as it always did).
 */
function useOnScreen(ref: React.RefObject<HTMLElement | null>, active: boolean): boolean | null {
  const [onScreen, setOnScreen] = useState<boolean | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setOnScreen(entry.isIntersecting && entry.intersectionRatio >= 0.5);
      },
      { threshold: [0, 0.5, 1] },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      setOnScreen(null);
    };
  }, [ref, active]);
  if (!active) return null;
  return typeof IntersectionObserver === "undefined" ? true : onScreen;
}

/** The column's list: 11rem (h-44) where the screen has room, never under 4rem (a message or two and the field). */
const COLUMN_LIST_MAX = 176;
const COLUMN_LIST_MIN = 64;
/** Left free under the panel, at the screen's foot. */
const COLUMN_FOOT = 12;

/**
 * The height of the messages' list in the board's side column: what the screen leaves under it as the page opens
 * (unscrolled), less the field under it, between COLUMN_LIST_MIN and COLUMN_LIST_MAX; null until measured (h-44).
 * The seats (or Sutda's chips) above it grow with the players: a fixed 11rem put the field under a 1280×800 screen
 * from about four seats, under 1024×768 from three. Measured again when the window's size changes, or anything above
 * the panel in the board (the seats, the banner) or the panel itself (the count of characters left, an error); the
 * list stays on its newest message if it was there.
 */
function useColumnListHeight(
  sectionRef: React.RefObject<HTMLElement | null>,
  listRef: React.RefObject<HTMLElement | null>,
  active: boolean,
): number | null {
  const [height, setHeight] = useState<number | null>(null);
  const atEnd = useRef(true);
  useLayoutEffect(() => {
    const section = sectionRef.current;
    const list = listRef.current;
    if (!active || !section || !list) return;
    const fit = () => {
      const listBox = list.getBoundingClientRect();
      const under = section.getBoundingClientRect().bottom - listBox.bottom;
      const room = Math.floor(window.innerHeight - (listBox.top + window.scrollY) - under - COLUMN_FOOT);
      const next = Math.max(COLUMN_LIST_MIN, Math.min(COLUMN_LIST_MAX, room));
      atEnd.current = list.scrollTop + list.clientHeight >= list.scrollHeight - 2;
      setHeight(next);
    };
    fit();
    window.addEventListener("resize", fit);
    if (typeof ResizeObserver === "undefined") return () => window.removeEventListener("resize", fit);
    const observer = new ResizeObserver(fit);
    // the board (its banner and status line), what shares the column with the panel (the seats, the chips), the panel
    const board = section.closest('[data-testid="game-board"]');
    const column = section.closest('[data-testid="board-side-slot"]')?.parentElement;
    for (const el of [board, ...(column ? [...column.children] : []), section]) if (el) observer.observe(el);
    return () => {
      window.removeEventListener("resize", fit);
      observer.disconnect();
    };
  }, [sectionRef, listRef, active]);
  // a new height keeps the newest message in view if it was
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && height !== null && atEnd.current) list.scrollTop = list.scrollHeight;
  }, [listRef, height]);
  return active ? height : null;
}

function useChatUi(tableId: string): [ChatUi, (next: (cur: ChatUi) => ChatUi) => void] {
  const queryClient = useQueryClient();
  const ui = useQuery({
    queryKey: chatUiKey(tableId),
    queryFn: () => NO_UI,
    initialData: NO_UI,
    staleTime: Infinity,
  }).data;
  const setUi = useCallback(
    (next: (cur: ChatUi) => ChatUi) =>
      queryClient.setQueryData<ChatUi>(chatUiKey(tableId), (cur) => next(cur ?? NO_UI)),
    [queryClient, tableId],
  );
  return [ui, setUi];
}

/** Whether two or more people sit at the table (bots never chat). */
const conversation = (table: TableView) => table.seats.filter((s) => s.user && s.user.bot === null).length >= 2;

/** Whether the caller is a player here and someone else (a person) sits with them. */
export function chatOpenTo(table: TableView): boolean {
  return table.mySeat !== null && conversation(table);
}

/** Whether the panel is shown: to those players, and to an admin (moderator) wherever people talk. */
export function chatShownTo(table: TableView, moderator: boolean): boolean {
  return chatOpenTo(table) || (moderator && conversation(table));
}

const HIDDEN_KEY = "hanafuda:chat-hidden";
const seenKey = (tableId: string) => `hanafuda:chat-seen:${tableId}`;
const mutedKey = (tableId: string) => `hanafuda:chat-muted:${tableId}`;

/** The muted players' ids as stored (a JSON list); anything else reads as nobody muted. */
function readMuted(raw: string | null): ReadonlySet<string> {
  try {
    const ids: unknown = JSON.parse(raw ?? "[]");
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage refused (private mode): the choice lasts for this page only
  }
  window.dispatchEvent(new StorageEvent("storage", { key }));
}

/** A localStorage value that re-renders when it changes (here or in another tab). */
function useStored(key: string): string | null {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener("storage", onChange);
      return () => window.removeEventListener("storage", onChange);
    },
    () => readStorage(key),
    () => null,
  );
}

/**
 * A half-typed message, per table, kept outside the panel: crossing 1024 px (a window resized, a tablet turned) moves the
 * panel between the board's side column and the page under the board, a new panel, which lost the text. Kept in this
 * tab's sessionStorage (a reload keeps it too; the module's map where storage is refused), emptied once sent.
 */
const draftKey = (tableId: string) => `hanafuda:chat-draft:${tableId}`;
/** The drafts storage refused (private mode, full): kept for this page only. */
const unstored = new Map<string, string>();
const draftListeners = new Set<() => void>();

function readDraft(tableId: string): string {
  const kept = unstored.get(tableId);
  if (kept !== undefined) return kept;
  try {
    return window.sessionStorage.getItem(draftKey(tableId)) ?? "";
  } catch {
    return "";
  }
}

function writeDraft(tableId: string, text: string): void {
  try {
    if (text === "") window.sessionStorage.removeItem(draftKey(tableId));
    else window.sessionStorage.setItem(draftKey(tableId), text);
    unstored.delete(tableId);
  } catch {
    unstored.set(tableId, text);
  }
  for (const onChange of draftListeners) onChange();
}

/** The table's draft and its setter: the field's text, whichever panel shows it. */
function useDraft(tableId: string): [string, (text: string) => void] {
  const text = useSyncExternalStore(
    (onChange) => {
      draftListeners.add(onChange);
      return () => {
        draftListeners.delete(onChange);
      };
    },
    () => readDraft(tableId),
    () => "",
  );
  return [text, useCallback((next: string) => writeDraft(tableId, next), [tableId])];
}

/** The messages and the others' unread ones (the panel and the cue read the same). */
function useChat(table: TableView) {
  const trpc = useTRPC();
  const tableId = table.id;
  const myId = table.seats.find((s) => s.seat === table.mySeat)?.user?.id ?? null;
  const hidden = useStored(HIDDEN_KEY) === "1";
  const seenSeq = Number(useStored(seenKey(tableId)) ?? 0);
  const player = chatOpenTo(table);
  const mutedRaw = useStored(mutedKey(tableId));
  // A player's choice; a moderator reads everything.
  const muted = useMemo(() => (player ? readMuted(mutedRaw) : new Set<string>()), [player, mutedRaw]);
  const listed = useQuery(
    trpc.chat.list.queryOptions({ tableId }, { enabled: !hidden, refetchInterval: player ? false : 15_000 }),
  );
  const live = useQuery<ChatMessageView[]>({
    queryKey: liveChatKey(tableId),
    queryFn: () => [],
    initialData: [],
    staleTime: Infinity,
  });
  const all = useMemo(() => mergeChat(listed.data ?? [], live.data), [listed.data, live.data]);
  const messages = useMemo(() => (muted.size === 0 ? all : all.filter((m) => !muted.has(m.author.id))), [all, muted]);
  const lastSeq = all.at(-1)?.seq ?? 0;
  const unread = messages.filter((m) => m.seq > seenSeq && m.author.id !== myId && !m.removed).length;
  // The other people at the table, whom a player may mute.
  const others = table.seats.flatMap((s) =>
    s.user && s.user.bot === null && s.user.id !== myId ? [{ id: s.user.id, displayName: s.user.displayName }] : [],
  );
  return { tableId, player, hidden, seenSeq, messages, lastSeq, unread, muted, others };
}

/**
 * The board's cue of new messages while the panel is collapsed (a phone keeps it under the board) or out of view (open
 * under a board without a side column, below the fold; or scrolled away): "Chat · 2 new" in the status line (on a phone, a bubble
 * and the count in the game title's place: that line is full), a small pill whose tap area is 44 px tall without
 * making the line taller (as a seat's name link), which opens the panel and brings it into view. Said politely to a
 * screen reader as the count changes while the panel is collapsed (an open panel's message log says each message
 * itself); focus stays put.
 */
export function ChatCue({ table }: { table: TableView }) {
  const { hidden, unread } = useChat(table);
  const [ui, setUi] = useChatUi(table.id);
  const unseen = ui.open === false || (ui.open === true && ui.onScreen === false);
  const shown = !hidden && unseen && unread > 0;
  const words = unread === 1 ? "1 new chat message" : `${unread} new chat messages`;
  return (
    <>
      <span className="sr-only" aria-live="polite" data-testid="chat-cue-announce">
        {shown && ui.open === false ? words : ""}
      </span>
      {shown ? (
        // On a phone it stands in the game title's place, as a speech bubble and the count (the status line is full).
        <button
          type="button"
          data-status-cue=""
          className="relative inline-flex items-center gap-1.5 rounded-full max-sm:order-first bg-white px-2.5 py-0.5 text-sm font-semibold text-beni ring-1 ring-beni/50 ring-inset after:absolute after:inset-x-0 after:top-1/2 after:h-11 after:-translate-y-1/2 after:content-[''] hover:bg-beni/5"
          onClick={() => setUi((cur) => ({ ...cur, reveal: cur.reveal + 1 }))}
          data-testid="chat-cue"
        >
          <svg viewBox="0 0 16 16" className="h-3.5 w-3.5 sm:hidden" aria-hidden="true">
            <path
              fill="currentColor"
              d="M2 3.5A1.5 1.5 0 0 1 3.5 2h9A1.5 1.5 0 0 1 14 3.5v6a1.5 1.5 0 0 1-1.5 1.5H7l-3 3v-3h-.5A1.5 1.5 0 0 1 2 9.5z"
            />
          </svg>
          <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full bg-beni max-sm:hidden" />
          <span aria-hidden="true" className="sm:hidden">
            {unread}
          </span>
          <span aria-hidden="true" className="max-sm:hidden">
            Chat · {unread} new
          </span>
          <span className="sr-only">Open the chat: {words}</span>
        </button>
      ) : null}
    </>
  );
}

const timeOf = (d: Date) => new Date(d).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

/**
 * `besideBoard`: under a game's board, where a phone shows it collapsed (a waiting room has no board to keep on screen).
 * `inColumn`: in the board's side column (16.5rem, from 1024 px): the list as tall as the screen leaves under the seats
 * (useColumnListHeight), so the newest messages and the field stay on the screen.
 */
export function TableChat({
  table,
  moderator = false,
  besideBoard = true,
  inColumn = false,
}: {
  table: TableView;
  moderator?: boolean;
  besideBoard?: boolean;
  inColumn?: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { tableId, player, hidden, seenSeq, messages, lastSeq, unread, muted, others } = useChat(table);
  const phone = useMediaQuery("(max-width: 639px)");
  const [openChoice, setOpenChoice] = useState<boolean | null>(null);
  const open = !hidden && (openChoice ?? !(phone && besideBoard));
  const [ui, setUi] = useChatUi(tableId);
  // The cue's requests to show the chat: the count at mount (an old request is no new one) and the last one met.
  const [revealAtMount] = useState(ui.reveal);
  const [revealSeen, setRevealSeen] = useState(ui.reveal);
  if (ui.reveal !== revealSeen) {
    setRevealSeen(ui.reveal);
    setOpenChoice(true);
  }
  const [text, setText] = useDraft(tableId);
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const leftId = useId();
  const onScreen = useOnScreen(listRef, open);
  const listHeight = useColumnListHeight(sectionRef, listRef, inColumn && open);

  // Open: the list shows its newest line (the list scrolls, never the page); what it shows is read once it is on the
  // screen (an open panel below the fold has not been seen: the cue counts those messages).
  useEffect(() => {
    if (!open) return;
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    if (onScreen && lastSeq > seenSeq) writeStorage(seenKey(tableId), String(lastSeq));
  }, [open, onScreen, lastSeq, seenSeq, tableId]);

  // The cue shows only while the panel is closed or off the screen.
  useEffect(() => {
    if (ui.open !== open || ui.onScreen !== onScreen) setUi((cur) => ({ ...cur, open, onScreen }));
  }, [open, onScreen, ui.open, ui.onScreen, setUi]);

  // The board's cue asked to see the chat (opened above): bring it into view, on a phone with the messages focused
  // (the field would raise the keyboard over the board), on a wider screen with the field focused, ready to answer.
  useEffect(() => {
    if (revealSeen === revealAtMount) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    sectionRef.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
    const field = window.matchMedia("(max-width: 639px)").matches ? null : inputRef.current;
    (field ?? listRef.current)?.focus({ preventScroll: true });
  }, [revealSeen, revealAtMount]);

  const send = useMutation(
    trpc.chat.send.mutationOptions({
      onSuccess: (message) => {
        takeLiveChat(queryClient, tableId, [message]);
        setText("");
        setError(null);
      },
      onError: (e: ApiError) => setError(e.message),
    }),
  );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    if (text.trim() === "") {
      setError("Write something before sending.");
      return;
    }
    send.mutate({ tableId, text });
  };

  // Counted as the server counts (an emoji is one character); shown from 250 on.
  const left = MESSAGE_MAX_CHARS - messageLength(text);
  const showLeft = left <= MESSAGE_MAX_CHARS - 250;
  const describedBy = [error ? errorId : null, showLeft ? leftId : null].filter(Boolean).join(" ") || undefined;

  const toggleHidden = () => writeStorage(HIDDEN_KEY, hidden ? null : "1");
  const toggleMuted = (userId: string) => {
    const next = new Set(muted);
    if (!next.delete(userId)) next.add(userId);
    writeStorage(mutedKey(tableId), next.size === 0 ? null : JSON.stringify([...next]));
  };
  const mutedNames = others.filter((o) => muted.has(o.id)).map((o) => o.displayName);

  const remove = useMutation(
    trpc.chat.remove.mutationOptions({
      onSuccess: (message) => takeLiveChat(queryClient, tableId, [message]),
      onError: (e: ApiError) => setError(e.message),
    }),
  );

  return (
    <section
      ref={sectionRef}
      className={`panel scroll-mt-3 ${inColumn ? "p-3" : "mt-3 p-3 sm:p-4"}`}
      aria-labelledby={`${inputId}-title`}
      data-testid="table-chat"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${inputId}-title`} className="text-base font-semibold">
          {hidden ? (
            "Chat (hidden)"
          ) : (
            <button
              type="button"
              className={`btn btn-quiet ${inColumn ? "px-3" : ""}`}
              aria-expanded={open}
              aria-controls={`${inputId}-body`}
              onClick={() => setOpenChoice(!open)}
              data-testid="chat-toggle"
            >
              {open ? "Chat" : unread > 0 ? `Chat (${unread})` : "Chat"}
              {!open && unread > 0 ? <span className="sr-only"> unread</span> : null}
            </button>
          )}
        </h2>
        {/* In the side column the toggle, "Mute…" and "Hide chat" share one line (16.5rem): closer together there. */}
        <div className={`flex flex-wrap items-start ${inColumn ? "gap-x-3" : "gap-x-4"}`}>
          {player && !hidden && others.length > 0 ? (
            <details className="text-sm text-ink-soft" data-testid="chat-mute">
              <summary className="flex min-h-11 cursor-pointer items-center">
                {mutedNames.length > 0 ? `Muted (${mutedNames.length})` : "Mute…"}
              </summary>
              <fieldset className="pb-1">
                <legend className="sr-only">Mute a player&apos;s messages at this table</legend>
                {others.map((o) => (
                  <label key={o.id} className="flex min-h-11 cursor-pointer items-center gap-2">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-beni"
                      checked={muted.has(o.id)}
                      onChange={() => toggleMuted(o.id)}
                    />
                    Mute {o.displayName}
                  </label>
                ))}
              </fieldset>
            </details>
          ) : null}
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink-soft">
            <input
              type="checkbox"
              className="h-5 w-5 accent-beni"
              checked={hidden}
              onChange={toggleHidden}
              data-testid="chat-hide"
            />
            Hide chat
          </label>
        </div>
      </div>
      {open ? (
        <div id={`${inputId}-body`} className="mt-2">
          <div
            ref={listRef}
            role="log"
            aria-label="Messages"
            className={`${inColumn ? "h-44" : "max-h-60"} overflow-y-auto rounded-lg border border-paper-edge bg-paper/60 p-2 text-sm`}
            style={listHeight !== null ? { height: listHeight } : undefined}
            tabIndex={0}
            data-testid="chat-messages"
          >
            {mutedNames.length > 0 ? (
              <p className="mb-1.5 text-xs text-ink-faint" data-testid="chat-muted-note">
                Muted at this table: {mutedNames.join(", ")}.
              </p>
            ) : null}
            {messages.length === 0 ? (
              mutedNames.length > 0 ? null : (
                <p className="text-ink-faint">No messages yet. Say hello to the other players.</p>
              )
            ) : (
              <ol className="space-y-1.5">
                {messages.map((m) => (
                  <li key={m.id} className="[overflow-wrap:anywhere]" data-testid="chat-message">
                    <PlayerLink
                      userId={m.author.id}
                      className="font-semibold text-inherit underline decoration-paper-edge decoration-1 underline-offset-2 hover:decoration-beni"
                    >
                      {m.author.displayName}
                    </PlayerLink>{" "}
                    <time dateTime={new Date(m.createdAt).toISOString()} className="text-xs text-ink-faint">
                      {timeOf(m.createdAt)}
                    </time>{" "}
                    {m.removed ? (
                      <em className="text-ink-faint">message removed by a moderator</em>
                    ) : (
                      <span className="whitespace-pre-wrap">{m.text}</span>
                    )}
                    {moderator && !m.removed ? (
                      <>
                        {" "}
                        <button
                          type="button"
                          className="text-xs font-semibold text-beni underline"
                          disabled={remove.isPending}
                          onClick={() => remove.mutate({ messageId: m.id })}
                        >
                          Remove<span className="sr-only"> this message by {m.author.displayName}</span>
                        </button>
                      </>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </div>
          {player ? (
            <form className="mt-2 flex gap-2" onSubmit={submit}>
              <label htmlFor={inputId} className="sr-only">
                Message to the players
              </label>
              <input
                id={inputId}
                ref={inputRef}
                className="field-input min-w-0 flex-1"
                value={text}
                autoComplete="off"
                placeholder={inColumn ? "Message…" : "Message to the players"}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                onChange={(e) => setText(clipMessage(e.target.value))}
                onKeyDown={(e) => {
                  if (e.key === "Escape") e.currentTarget.blur();
                }}
                data-testid="chat-input"
              />
              <button type="submit" className="btn btn-primary" disabled={send.isPending}>
                Send
              </button>
            </form>
          ) : null}
          {player && showLeft ? (
            <p
              id={leftId}
              className={`mt-1 text-xs tabular-nums ${left === 0 ? "font-semibold text-beni" : "text-ink-soft"}`}
              data-testid="chat-left"
            >
              {left === 1 ? "1 character left" : `${left} characters left`}
            </p>
          ) : null}
          {error ? (
            <p id={errorId} role="alert" className="field-error">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
