"use client";
// The open chat panel's body: the messages, the field and its error (table-chat.tsx keeps the heading line, the
// unread count and the cue's requests). Loaded when the panel opens: a phone's board keeps the panel collapsed, and
// its first view then carries neither the list nor the field.
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { type ApiError, useMutation, useQueryClient, useTRPC } from "../../_lib/trpc";
import { ChatComposer } from "./chat-composer";
import { useDraft } from "./chat-draft";
import { ChatMessages } from "./chat-messages";
import { seenKey, writeStorage } from "./chat-storage";
import { useChatUi } from "./chat-ui";
import { takeLiveChat, type ChatState } from "./table-chat";
import { useColumnListHeight } from "./use-column-list-height";
import { useOnScreen } from "./use-on-screen";

export function ChatBody({
  chat,
  inputId,
  sectionRef,
  inColumn,
  moderator,
  mutedNames,
  revealing,
  onRevealed,
}: {
  chat: ChatState;
  /** The panel's ids derive from it (its body's, the field's). */
  inputId: string;
  sectionRef: RefObject<HTMLElement | null>;
  inColumn: boolean;
  moderator: boolean;
  mutedNames: string[];
  /** The board's cue asked to see the chat: bring it into view and focus it, then say so (onRevealed). */
  revealing: boolean;
  onRevealed: () => void;
}) {
  const t = useTranslations("Table");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { tableId, player, seenSeq, messages, lastSeq } = chat;
  const [, setUi] = useChatUi(tableId);
  const [text, setText] = useDraft(tableId);
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const onScreen = useOnScreen(listRef, true);
  const listHeight = useColumnListHeight(sectionRef, listRef, inColumn);

  // The list shows its newest line (the list scrolls, never the page); what it shows is read once it is on the screen
  // (an open panel below the fold has not been seen: the cue counts those messages).
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    if (onScreen && lastSeq > seenSeq) writeStorage(seenKey(tableId), String(lastSeq));
  }, [onScreen, lastSeq, seenSeq, tableId]);

  // The cue shows only while the panel is closed or off the screen.
  useEffect(() => {
    setUi((cur) => (cur.onScreen === onScreen ? cur : { ...cur, onScreen }));
  }, [onScreen, setUi]);

  // On a phone the messages take the focus (the field would raise the keyboard over the board), on a wider screen the
  // field, ready to answer.
  useEffect(() => {
    if (!revealing) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    sectionRef.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
    const field = window.matchMedia("(max-width: 639px)").matches ? null : inputRef.current;
    (field ?? listRef.current)?.focus({ preventScroll: true });
    onRevealed();
  }, [revealing, onRevealed, sectionRef]);

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

  const remove = useMutation(
    trpc.chat.remove.mutationOptions({
      onSuccess: (message) => takeLiveChat(queryClient, tableId, [message]),
      onError: (e: ApiError) => setError(e.message),
    }),
  );

  return (
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
  );
}
