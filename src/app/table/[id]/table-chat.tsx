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
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import type { ChatMessageView } from "~/server/views/chat";
import type { TableView } from "~/server/views/table";
import { type QueryClient, useQuery, useTRPC } from "../../_lib/trpc";
import { useMediaQuery } from "../../_lib/use-media-query";
import { ChatControls } from "./chat-controls";
import { HIDDEN_KEY, mutedKey, readMuted, seenKey, useStored } from "./chat-storage";
import { useChatUi } from "./chat-ui";

// The open panel's messages and field: loaded the first time the panel opens (a phone's starts collapsed).
const ChatBody = lazy(() => import("./chat-body").then((m) => ({ default: m.ChatBody })));

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
  const { tableId, player, hidden, seenSeq, messages, lastSeq, unread, muted, others } = useChat(table);
  const phone = useMediaQuery("(max-width: 639px)");
  const [openChoice, setOpenChoice] = useState<boolean | null>(null);
  const open = !hidden && (openChoice ?? !(phone && besideBoard));
  const [ui, setUi] = useChatUi(tableId);
  // The cue's requests to show the chat: the last one met (an old request, at mount, is no new one) and the last one
  // the body answered (it may load after the request).
  const [revealSeen, setRevealSeen] = useState(ui.reveal);
  const [revealMet, setRevealMet] = useState(ui.reveal);
  if (ui.reveal !== revealSeen) {
    setRevealSeen(ui.reveal);
    setOpenChoice(true);
  }
  const onRevealed = useCallback(() => setRevealMet(revealSeen), [revealSeen]);
  const [error, setError] = useState<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const inputId = useId();

  // The cue shows only while the panel is closed or off the screen (the open body says whether it is on the screen).
  useEffect(() => {
    if (ui.open !== open || (!open && ui.onScreen !== null))
      setUi((cur) => ({ ...cur, open, onScreen: open ? cur.onScreen : null }));
  }, [open, ui.open, ui.onScreen, setUi]);

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
        onToggle={() => {
          setOpenChoice(!open);
          setRevealMet(revealSeen);
        }}
        player={player}
        others={others}
        muted={muted}
        mutedNames={mutedNames}
      />
      {open ? (
        <div id={`${inputId}-body`} className="mt-2">
          {/* its own boundary: the panel's heading and the board stay while the body loads */}
          <Suspense fallback={<ChatBodyLoading inColumn={inColumn} />}>
            <ChatBody
              tableId={tableId}
              inputId={inputId}
              sectionRef={sectionRef}
              inColumn={inColumn}
              player={player}
              moderator={moderator}
              messages={messages}
              mutedNames={mutedNames}
              seenSeq={seenSeq}
              lastSeq={lastSeq}
              error={error}
              onError={setError}
              revealAsked={revealMet !== revealSeen}
              onRevealed={onRevealed}
            />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}

/** Where the body will stand while it loads: the messages' box (h-44, as in the side column) and the field's line. */
function ChatBodyLoading({ inColumn }: { inColumn: boolean }) {
  return (
    <div aria-hidden="true" data-testid="chat-body-loading">
      <div className={`${inColumn ? "h-44" : "h-24"} rounded-lg border border-paper-edge bg-paper/60`} />
      <div className="mt-2 h-11" />
    </div>
  );
}
