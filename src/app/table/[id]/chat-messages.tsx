// The chat's messages, oldest first, in a log the page scrolls on its own; a moderator's Remove beside each.
import { useTranslations } from "next-intl";
import { useDateTime } from "~/app/_lib/use-date-time";
import { useHydrated } from "~/app/_lib/use-hydrated";
import type { ChatMessageView } from "~/server/views/chat";
import { PlayerLink } from "../../_components/player/player-link";
import { useNameList } from "../../play/words";

export function ChatMessages({
  listRef,
  inColumn,
  listHeight,
  messages,
  mutedNames,
  moderator,
  removing,
  onRemove,
}: {
  listRef: React.RefObject<HTMLDivElement | null>;
  inColumn: boolean;
  /** The list's height in the board's side column (useColumnListHeight); null for the stylesheet's. */
  listHeight: number | null;
  messages: ChatMessageView[];
  mutedNames: string[];
  moderator: boolean;
  removing: boolean;
  onRemove: (messageId: string) => void;
}) {
  const list = useNameList();
  const t = useTranslations("Table");
  const dateTime = useDateTime();
  // The server (and the first render in the browser, so hydration matches) knows only the provider's zone, UTC, and
  // names it; once mounted, the reader's own zone, which needs no name.
  const mounted = useHydrated();
  const timeOf = (d: Date) =>
    mounted
      ? dateTime(d, { hour: "2-digit", minute: "2-digit", timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone })
      : dateTime(d, { hour: "2-digit", minute: "2-digit", timeZoneName: "short" });
  return (
    <div
      ref={listRef}
      role="log"
      aria-label={t("chat.messages")}
      className={`${inColumn ? "h-44" : "max-h-60"} overflow-y-auto rounded-lg border border-paper-edge bg-paper/60 p-2 text-sm`}
      style={listHeight !== null ? { height: listHeight } : undefined}
      tabIndex={0}
      data-testid="chat-messages"
    >
      {mutedNames.length > 0 ? (
        <p className="mb-1.5 text-xs text-ink-faint" data-testid="chat-muted-note">
          {t("chat.mutedNote", { names: list(mutedNames) })}
        </p>
      ) : null}
      {messages.length === 0 ? (
        mutedNames.length > 0 ? null : (
          <p className="text-ink-faint">{t("chat.empty")}</p>
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
                <em className="text-ink-faint">{t("chat.removed")}</em>
              ) : (
                <span className="whitespace-pre-wrap">{m.text}</span>
              )}
              {moderator && !m.removed ? (
                <>
                  {" "}
                  <button
                    type="button"
                    className="text-xs font-semibold text-beni underline"
                    disabled={removing}
                    onClick={() => onRemove(m.id)}
                  >
                    {t("chat.remove")}
                    <span className="sr-only"> {t("chat.removeWhose", { name: m.author.displayName })}</span>
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
