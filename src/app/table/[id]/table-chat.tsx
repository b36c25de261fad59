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
import dynamic from "next/dynamic";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import type { ChatMessageView } from "~/server/views/chat";
import type { TableView } from "~/server/views/table";
import { type QueryClient, useQuery, useTRPC } from "../../_lib/trpc";
import { useMediaQuery } from "../../_lib/use-media-query";
import { ChatControls } from "./chat-controls";
import { HIDDEN_KEY, mutedKey, readMuted, seenKey, useStored } from "./chat-storage";
import { useChatUi } from "./chat-ui";

const ChatBody = dynamic(() => import("./chat-body").then((m) => m.ChatBody));

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

/** The messages and the others' unread ones (the panel and the cue read the same). */
export function useChat(table: TableView) {
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

/** What useChat reads: the panel's body takes it as it is. */
export type ChatState = ReturnType<typeof useChat>;

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
  const chat = useChat(table);
  const { tableId, player, hidden, unread, muted, others } = chat;
  const phone = useMediaQuery("(max-width: 639px)");
  const [openChoice, setOpenChoice] = useState<boolean | null>(null);
  const open = !hidden && (openChoice ?? !(phone && besideBoard));
  const [ui, setUi] = useChatUi(tableId);
  // The cue's requests to show the chat: the count at mount (an old request is no new one) and the last one met; the
  // body brings the panel into view for a new one (revealing) and says when it has.
  const [revealSeen, setRevealSeen] = useState(ui.reveal);
  const [revealing, setRevealing] = useState(false);
  if (ui.reveal !== revealSeen) {
    setRevealSeen(ui.reveal);
    setOpenChoice(true);
    setRevealing(true);
  }
  const onRevealed = useCallback(() => setRevealing(false), []);
  const sectionRef = useRef<HTMLElement>(null);
  const inputId = useId();

  // The cue shows only while the panel is closed or off the screen (the body says whether its messages are on it).
  useEffect(() => {
    if (ui.open !== open) setUi((cur) => ({ ...cur, open, onScreen: open ? cur.onScreen : null }));
  }, [open, ui.open, setUi]);

  const mutedNames = others.filter((o) => muted.has(o.id)).map((o) => o.displayName);

  return (
    <section
      ref={sectionRef}
      className={`panel scroll-mt-3 ${inColumn ? "p-3" : "mt-3 p-3 sm:p-4"}`}
      aria-labelledby={`${inputId}-title`}
      data-testid="table-chat"
    >
      <ChatControls
        inputId={inputId}
        tableId={tableId}
        hidden={hidden}
        open={open}
        unread={unread}
        inColumn={inColumn}
        onToggle={() => setOpenChoice(!open)}
        player={player}
        others={others}
        muted={muted}
        mutedNames={mutedNames}
      />
      {open ? (
        <ChatBody
          chat={chat}
          inputId={inputId}
          sectionRef={sectionRef}
          inColumn={inColumn}
          moderator={moderator}
          mutedNames={mutedNames}
          revealing={revealing}
          onRevealed={onRevealed}
        />
      ) : null}
    </section>
  );
}
