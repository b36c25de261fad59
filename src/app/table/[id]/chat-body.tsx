"use client";
// The open chat panel's body: the messages and the player's field, loaded when the panel first opens (TableChat loads
// it on demand: a phone keeps the panel collapsed under the board, so a table's first view does without it). It keeps
// the list on its newest line, marks what it shows as read once it is on the screen, tells the board's cue whether it
// is (useChatUi), and answers the cue's request to show the chat by focusing the messages (a phone) or the field.
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import type { ChatMessageView } from "~/server/views/chat";
import { type ApiError, useMutation, useQueryClient, useTRPC } from "../../_lib/trpc";
import { ChatComposer } from "./chat-composer";
import { useDraft } from "./chat-draft";
import { ChatMessages } from "./chat-messages";
import { seenKey, writeStorage } from "./chat-storage";
import { useChatUi } from "./chat-ui";
import { takeLiveChat } from "./table-chat";
import { useColumnListHeight } from "./use-column-list-height";
import { useOnScreen } from "./use-on-screen";

export interface ChatBodyProps {
  tableId: string;
  /** The panel's ids derive from it (its title, its body, the field). */
  inputId: string;
  sectionRef: React.RefObject<HTMLElement | null>;
  inColumn: boolean;
  player: boolean;
  moderator: boolean;
  messages: ChatMessageView[];
  mutedNames: string[];
  seenSeq: number;
  lastSeq: number;
  /** The panel's error (kept by the panel, so that it outlives a collapse). */
  error: string | null;
  onError: (error: string | null) => void;
  /** The cue asked to show the chat and the body has not answered yet. */
  revealAsked: boolean;
  onRevealed: () => void;
}

export function ChatBody({
  tableId,
  inputId,
  sectionRef,
  inColumn,
  player,
  moderator,
  messages,
  mutedNames,
  seenSeq,
  lastSeq,
  error,
  onError,
  revealAsked,
  onRevealed,
}: ChatBodyProps) {
  const t = useTranslations("Table");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [text, setText] = useDraft(tableId);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const onScreen = useOnScreen(listRef, true);
  const listHeight = useColumnListHeight(sectionRef, listRef, inColumn);
  const [ui, setUi] = useChatUi(tableId);

  // The list shows its newest line (the list scrolls, never the page); what it shows is read once it is on the screen
  // (an open panel below the fold has not been seen: the cue counts those messages).
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    if (onScreen && lastSeq > seenSeq) writeStorage(seenKey(tableId), String(lastSeq));
  }, [onScreen, lastSeq, seenSeq, tableId]);

  // The cue shows only while the panel is closed or off the screen (not known while the body is away).
  useEffect(() => {
    if (ui.onScreen !== onScreen) setUi((cur) => ({ ...cur, onScreen }));
  }, [onScreen, ui.onScreen, setUi]);

  useEffect(() => () => setUi((cur) => ({ ...cur, onScreen: null })), [setUi]);

  // The board's cue asked to see the chat: bring it into view, on a phone with the messages focused (the field would
  // raise the keyboard over the board), on a wider screen with the field focused, ready to answer.
  useEffect(() => {
    if (!revealAsked) return;
    onRevealed();
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    sectionRef.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
    const field = window.matchMedia("(max-width: 639px)").matches ? null : inputRef.current;
    (field ?? listRef.current)?.focus({ preventScroll: true });
  }, [revealAsked, onRevealed, sectionRef]);

  const send = useMutation(
    trpc.chat.send.mutationOptions({
      onSuccess: (message) => {
        takeLiveChat(queryClient, tableId, [message]);
        setText("");
        onError(null);
      },
      onError: (e: ApiError) => onError(e.message),
    }),
  );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    if (text.trim() === "") {
      onError(t("chat.writeSomething"));
      return;
    }
    send.mutate({ tableId, text });
  };

  const remove = useMutation(
    trpc.chat.remove.mutationOptions({
      onSuccess: (message) => takeLiveChat(queryClient, tableId, [message]),
      onError: (e: ApiError) => onError(e.message),
    }),
  );

  return (
    <>
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
    </>
  );
}
