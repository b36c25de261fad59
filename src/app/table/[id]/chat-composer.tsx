// The player's field and Send, with the characters left as the limit nears.
import { useTranslations } from "next-intl";
import { useId } from "react";
import { MESSAGE_MAX_CHARS, clipMessage, messageLength } from "~/server/chat/message-text";

export function ChatComposer({
  inputId,
  inputRef,
  inColumn,
  text,
  onText,
  error,
  errorId,
  pending,
  onSubmit,
}: {
  inputId: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
  inColumn: boolean;
  text: string;
  onText: (text: string) => void;
  error: string | null;
  /** The error's paragraph under the panel, which the field names when it shows. */
  errorId: string;
  pending: boolean;
  onSubmit: (e: React.FormEvent) => void;
}) {
  const t = useTranslations("Table");
  const leftId = useId();
  // Counted as the server counts (an emoji is one character); shown from 250 on.
  const left = MESSAGE_MAX_CHARS - messageLength(text);
  const showLeft = left <= MESSAGE_MAX_CHARS - 250;
  const describedBy = [error ? errorId : null, showLeft ? leftId : null].filter(Boolean).join(" ") || undefined;

  return (
    <>
      <form className="mt-2 flex gap-2" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="sr-only">
          {t("chat.messageLabel")}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          className="field-input min-w-0 flex-1"
          value={text}
          autoComplete="off"
          placeholder={inColumn ? t("chat.messageShort") : t("chat.messageLabel")}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onText(clipMessage(e.target.value))}
          onKeyDown={(e) => {
            if (e.key === "Escape") e.currentTarget.blur();
          }}
          data-testid="chat-input"
        />
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {t("chat.send")}
        </button>
      </form>
      {showLeft ? (
        <p
          id={leftId}
          className={`mt-1 text-xs tabular-nums ${left === 0 ? "font-semibold text-beni" : "text-ink-soft"}`}
          data-testid="chat-left"
        >
          {t("chat.left", { count: left })}
        </p>
      ) : null}
    </>
  );
}
