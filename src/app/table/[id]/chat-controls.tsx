// The chat panel's heading line: the toggle that opens and collapses it (with the unread count), "Mute…" a player at
// this table, and "Hide chat".
import { useTranslations } from "next-intl";
import { HIDDEN_KEY, mutedKey, writeStorage } from "./chat-storage";

export function ChatControls({
  inputId,
  tableId,
  hidden,
  open,
  unread,
  inColumn,
  onToggle,
  player,
  others,
  muted,
  mutedNames,
}: {
  /** The panel's ids derive from it: its title and its body. */
  inputId: string;
  tableId: string;
  hidden: boolean;
  open: boolean;
  unread: number;
  inColumn: boolean;
  onToggle: () => void;
  player: boolean;
  others: { id: string; displayName: string }[];
  muted: ReadonlySet<string>;
  mutedNames: string[];
}) {
  const t = useTranslations("Table");
  const toggleHidden = () => writeStorage(HIDDEN_KEY, hidden ? null : "1");
  const toggleMuted = (userId: string) => {
    const next = new Set(muted);
    if (!next.delete(userId)) next.add(userId);
    writeStorage(mutedKey(tableId), next.size === 0 ? null : JSON.stringify([...next]));
  };

  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h2 id={`${inputId}-title`} className="text-base font-semibold">
        {hidden ? (
          t("chat.hiddenTitle")
        ) : (
          <button
            type="button"
            className={`btn btn-quiet ${inColumn ? "px-3" : ""}`}
            aria-expanded={open}
            aria-controls={`${inputId}-body`}
            onClick={onToggle}
            data-testid="chat-toggle"
          >
            {open || unread === 0 ? t("chat.title") : t("chat.titleUnread", { count: unread })}
            {!open && unread > 0 ? <span className="sr-only"> {t("chat.unread")}</span> : null}
          </button>
        )}
      </h2>
      {/* In the side column the toggle, "Mute…" and "Hide chat" share one line (16.5rem): closer together there. */}
      <div className={`flex flex-wrap items-start ${inColumn ? "gap-x-3" : "gap-x-4"}`}>
        {player && !hidden && others.length > 0 ? (
          <details className="text-sm text-ink-soft" data-testid="chat-mute">
            <summary className="flex min-h-11 cursor-pointer items-center">
              {mutedNames.length > 0 ? t("chat.mutedCount", { count: mutedNames.length }) : t("chat.mute")}
            </summary>
            <fieldset className="pb-1">
              <legend className="sr-only">{t("chat.muteLegend")}</legend>
              {others.map((o) => (
                <label key={o.id} className="flex min-h-11 cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-beni"
                    checked={muted.has(o.id)}
                    onChange={() => toggleMuted(o.id)}
                  />
                  {t("chat.muteName", { name: o.displayName })}
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
          {t("chat.hide")}
        </label>
      </div>
    </div>
  );
}
