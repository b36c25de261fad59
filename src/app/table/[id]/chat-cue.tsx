"use client";
import { useTranslations } from "next-intl";
import type { TableView } from "~/server/views/table";
import { useChatUi } from "./chat-ui";
import { useChat } from "./table-chat";

/**
 * The board's cue of new messages while the panel is collapsed (a phone keeps it under the board) or out of view (open
 * under a board without a side column, below the fold; or scrolled away): "Chat · 2 new" in the status line (on a phone, a bubble
 * and the count in the game title's place: that line is full), a small pill whose tap area is 44 px tall without
 * making the line taller (as a seat's name link), which opens the panel and brings it into view. Said politely to a
 * screen reader as the count changes while the panel is collapsed (an open panel's message log says each message
 * itself); focus stays put.
 */
export function ChatCue({ table }: { table: TableView }) {
  const t = useTranslations("Table");
  const { hidden, unread } = useChat(table);
  const [ui, setUi] = useChatUi(table.id);
  const unseen = ui.open === false || (ui.open === true && ui.onScreen === false);
  const shown = !hidden && unseen && unread > 0;
  const words = t("chat.newMessages", { count: unread });
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
            {t("chat.cue", { count: unread })}
          </span>
          <span className="sr-only">{t("chat.openCue", { words })}</span>
        </button>
      ) : null}
    </>
  );
}
