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
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { ChatMessageView } from "~/server/views/chat";
import type { TableView } from "~/server/views/table";
import { type ApiError, type QueryClient, useMutation, useQuery, useQueryClient, useTRPC } from "../../_lib/trpc";
import { useMediaQuery } from "../../_lib/use-media-query";
import { ChatComposer } from "./chat-composer";
import { ChatControls } from "./chat-controls";
import { useDraft } from "./chat-draft";
import { ChatMessages } from "./chat-messages";
import { HIDDEN_KEY, mutedKey, readMuted, seenKey, useStored, writeStorage } from "./chat-storage";
import { useChatUi } from "./chat-ui";
import { useColumnListHeight } from "./use-column-list-height";
import { useOnScreen } from "./use-on-screen";

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
  const t = useTranslations("Table");
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
      setError(t("chat.writeSomething"));
      return;
    }
    send.mutate({ tableId, text });
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
        <div id={`${inputId}-body`} className="mt-2">
          <ChatMessages
            listRef={listRef}
            inColumn={inColumn}
            listHeight={listHeight}
            messages={messages}
            mutedNames={mutedNames}
            moderator={moderator}
            removing={remove.isPending}
            onRemove={(messageId) => remove.mutate({ messageId })}
          />
          {player ? (
            <ChatComposer
              inputId={inputId}
              inputRef={inputRef}
              inColumn={inColumn}
              text={text}
              onText={setText}
              error={error}
              errorId={errorId}
              pending={send.isPending}
              onSubmit={submit}
            />
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
