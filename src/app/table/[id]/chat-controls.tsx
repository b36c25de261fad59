// The chat panel's heading line: the toggle that opens and collapses it (with the unread count), "Mute…" a player at
// this table, and "Hide chat". In the side column (16.5rem) "Mute…" and "Hide chat" are 44 px icons, their words for a
// screen reader and as a tooltip: in German the three took three lines there, and with seven seats the chat's field
// ended under a 1024×768 screen. There "Mute…" opens its list as a popover under the heading (Escape or a press
// outside closes it), so the heading keeps its one line.
import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { useDismissable } from "../../_lib/use-dismissable";
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
  const [muteOpen, setMuteOpen] = useState(false);
  const muteSummary = useRef<HTMLElement>(null);
  const muteList = useRef<HTMLFieldSetElement>(null);
  const closeMute = useCallback(() => setMuteOpen(false), []);
  useDismissable(muteOpen, closeMute, muteList, muteSummary);
  const muteWords = mutedNames.length > 0 ? t("chat.mutedCount", { count: mutedNames.length }) : t("chat.mute");

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
      <div className={`flex flex-wrap items-start ${inColumn ? "gap-x-1" : "gap-x-4"}`}>
        {player && !hidden && others.length > 0 ? (
          <details
            className={`text-sm text-ink-soft ${inColumn ? "relative" : ""}`}
            open={muteOpen}
            onToggle={(e) => setMuteOpen(e.currentTarget.open)}
            data-testid="chat-mute"
          >
            <summary
              ref={muteSummary}
              className={`flex min-h-11 cursor-pointer items-center ${inColumn ? "min-w-11 justify-center gap-1 rounded-md hover:bg-paper-deep" : ""}`}
              title={inColumn ? muteWords : undefined}
            >
              {inColumn ? (
                <>
                  <MuteIcon />
                  {mutedNames.length > 0 ? (
                    <span aria-hidden="true" className="font-semibold">
                      {mutedNames.length}
                    </span>
                  ) : null}
                  <span className="sr-only">{muteWords}</span>
                </>
              ) : (
                muteWords
              )}
            </summary>
            <fieldset
              ref={muteList}
              className={
                inColumn
                  ? "absolute top-full right-0 z-20 w-max max-w-60 rounded-lg border border-paper-edge bg-paper px-3 pb-1 shadow-lg"
                  : "pb-1"
              }
            >
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
        <label
          className={`flex min-h-11 cursor-pointer items-center text-sm text-ink-soft ${inColumn ? "min-w-11 justify-center gap-1 rounded-md px-1 hover:bg-paper-deep" : "gap-2"}`}
          title={inColumn ? t("chat.hide") : undefined}
        >
          <input
            type="checkbox"
            className="h-5 w-5 accent-beni"
            checked={hidden}
            onChange={toggleHidden}
            data-testid="chat-hide"
          />
          {inColumn ? (
            <>
              <HideIcon />
              <span className="sr-only">{t("chat.hide")}</span>
            </>
          ) : (
            t("chat.hide")
          )}
        </label>
      </div>
    </div>
  );
}

/** A speaker struck through: "Mute…". */
function MuteIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" strokeLinejoin="round" />
      <path d="M15.5 9.5l5 5M20.5 9.5l-5 5" strokeLinecap="round" />
    </svg>
  );
}

/** An eye struck through: "Hide chat". */
function HideIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M2.5 12s3.5-6 9.5-6 9.5 6 9.5 6-3.5 6-9.5 6-9.5-6-9.5-6Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="2.75" />
      <path d="M4 4l16 16" strokeLinecap="round" />
    </svg>
  );
}
