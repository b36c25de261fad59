// The emails themselves, each with a plain-text part and a small HTML part readable on a phone: a heading, a line or
// a list, one button, and the footer's unsubscribe link, in the recipient's language (messages/<language>/Mail.json;
// English when they chose none). Functions of what they say and the language.
import { DEFAULT_LOCALE } from "~/lib/locales";
import { serverTranslator } from "../i18n/server-text";
import { UNDO_LINK_DAYS } from "./undo-link-days";

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

export interface MessageLink {
  label: string;
  url: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

interface Layout {
  locale: string;
  subject: string;
  heading: string;
  lines: string[];
  /** Shown as a list (a digest's events), each with its own link. */
  items?: MessageLink[];
  action?: MessageLink;
  /** Where "stop these emails" leads; none for the address confirmation. */
  unsubscribe?: MessageLink;
  footer: string;
}

function compose(l: Layout): MailMessage {
  // The plain text's links follow their label as each language sets a colon (French with a no-break space).
  const { t } = wordsIn(l.locale);
  const link = (m: MessageLink) => t("link", { label: m.label, url: m.url });
  const text = [
    l.heading,
    "",
    ...l.lines,
    ...(l.items ? ["", ...l.items.map((i) => `- ${i.label}\n  ${i.url}`)] : []),
    ...(l.action ? ["", link(l.action)] : []),
    "",
    "--",
    l.footer,
    ...(l.unsubscribe ? [link(l.unsubscribe)] : []),
  ].join("\n");
  const p = (s: string) => `<p style="margin:0 0 12px">${escapeHtml(s)}</p>`;
  const items = l.items
    ? `<ul style="padding-left:20px;margin:0 0 16px">${l.items
        .map((i) => `<li style="margin:0 0 8px"><a href="${escapeHtml(i.url)}">${escapeHtml(i.label)}</a></li>`)
        .join("")}</ul>`
    : "";
  const button = l.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(l.action.url)}" style="display:inline-block;padding:12px 20px;background:#b7282e;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(l.action.label)}</a></p>`
    : "";
  const stop = l.unsubscribe
    ? ` <a href="${escapeHtml(l.unsubscribe.url)}" style="color:#6b6259">${escapeHtml(l.unsubscribe.label)}</a>`
    : "";
  const html = `<!doctype html><html lang="${escapeHtml(l.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(l.subject)}</title></head>
<body style="margin:0;padding:16px;background:#f7f1e6;color:#2b2521;font:16px/1.5 -apple-system,Segoe UI,Roboto,sans-serif">
<div style="max-width:480px;margin:0 auto;background:#fffdf8;border-radius:8px;padding:20px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(l.heading)}</h1>
${l.lines.map(p).join("\n")}${items}${button}
<p style="margin:24px 0 0;font-size:13px;color:#6b6259">${escapeHtml(l.footer)}${stop}</p>
</div></body></html>`;
  return { subject: l.subject, text, html };
}

/** The recipient's language: null when they chose none (English). */
type Language = { locale?: string | null };

function wordsIn(locale: string | null | undefined) {
  const language = locale ?? DEFAULT_LOCALE;
  return { locale: language, t: serverTranslator(language, "Mail") };
}

/** The events whose emails link to a table; their words stand under the same key in the Mail catalog. */
type TableEvent = "turn" | "gameOver" | "invitation" | "deadline" | "round";

/** An event's email: subject and lines from `words`, the rest under `key`; links to the table and to stop. */
function tableEventMessage(
  m: Language & { tableUrl: string; unsubscribeUrl: string },
  key: TableEvent,
  words: (t: ReturnType<typeof wordsIn>["t"], locale: string) => { subject: string; lines: string[] },
) {
  const { locale, t } = wordsIn(m.locale);
  const { subject, lines } = words(t, locale);
  return compose({
    locale,
    subject,
    heading: t(`${key}.heading`),
    lines,
    action: { label: t(`${key}.action`), url: m.tableUrl },
    unsubscribe: { label: t(`${key}.unsubscribe`), url: m.unsubscribeUrl },
    footer: t("eventFooter"),
  });
}

export function turnMessage(m: Language & { game: string; board: string; tableUrl: string; unsubscribeUrl: string }) {
  return tableEventMessage(m, "turn", (t) => ({
    subject: t("turn.subject", { game: m.game }),
    lines: [t("turn.board", { board: m.board }), t("turn.waiting")],
  }));
}

export function gameOverMessage(m: Language & { result: string; tableUrl: string; unsubscribeUrl: string }) {
  return tableEventMessage(m, "gameOver", (t) => ({ subject: t("gameOver.subject"), lines: [m.result] }));
}

export function invitationMessage(m: Language & { invitation: string; tableUrl: string; unsubscribeUrl: string }) {
  return tableEventMessage(m, "invitation", (t) => ({ subject: t("invitation.subject"), lines: [m.invitation] }));
}

/** Time left in the recipient's words, by its largest unit ("11 minutes", "2 hours", "3 days"). */
export function timeLeftIn(locale: string | null | undefined, ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const [unit, count] =
    minutes >= 1440
      ? ["day", Math.floor(minutes / 1440)]
      : minutes >= 60
        ? ["hour", Math.floor(minutes / 60)]
        : ["minute", minutes];
  return wordsIn(locale).t("timeLeft", { unit, count });
}

export function deadlineMessage(
  m: Language & { game: string; msLeft: number; board: string; tableUrl: string; unsubscribeUrl: string },
) {
  return tableEventMessage(m, "deadline", (t, locale) => ({
    subject: t("deadline.subject", { game: m.game }),
    lines: [t("deadline.left", { timeLeft: timeLeftIn(locale, m.msLeft) }), t("turn.board", { board: m.board })],
  }));
}

export function roundMessage(m: Language & { round: string; tableUrl: string; unsubscribeUrl: string }) {
  return tableEventMessage(m, "round", (t) => ({ subject: t("round.subject"), lines: [m.round] }));
}

export function digestMessage(m: Language & { items: MessageLink[]; unsubscribeUrl: string; siteUrl: string }) {
  const { locale, t } = wordsIn(m.locale);
  const count = m.items.length;
  return compose({
    locale,
    subject: t("digest.subject", { count }),
    heading: t("digest.heading"),
    lines: [t("digest.intro", { count })],
    items: m.items,
    action: { label: t("digest.action"), url: m.siteUrl },
    unsubscribe: { label: t("digest.unsubscribe"), url: m.unsubscribeUrl },
    footer: t("eventFooter"),
  });
}

/** An email about the account (`key`): it greets the player by name, and its one link is `url`. */
function accountMessage(
  m: Language & { displayName: string },
  key: "confirm" | "confirmChange" | "confirmResend" | "reset",
  url: string,
  extra: string[],
) {
  const { locale, t } = wordsIn(m.locale);
  return compose({
    locale,
    subject: t(`${key}.subject`),
    heading: t(`${key}.heading`, { name: m.displayName }),
    lines: [t(`${key}.body`), ...extra],
    action: { label: t(`${key}.action`), url },
    footer: t(`${key}.footer`),
  });
}

/**
 * Why an address is confirmed: a new account's, the one an account moved to, or a link the player asked for again
 * (which may follow either, so it names neither).
 */
export type ConfirmationReason = "signUp" | "change" | "resend";

const CONFIRMATION_WORDS = { signUp: "confirm", change: "confirmChange", resend: "confirmResend" } as const;

/** `reason`: a sign-up's confirmation welcomes the player; a changed address's says the account moved to it. */
export function confirmMessage(m: Language & { displayName: string; confirmUrl: string; reason: ConfirmationReason }) {
  return accountMessage(m, CONFIRMATION_WORDS[m.reason], m.confirmUrl, []);
}

export function resetMessage(m: Language & { displayName: string; resetUrl: string }) {
  return accountMessage(m, "reset", m.resetUrl, [wordsIn(m.locale).t("reset.ignore")]);
}

/**
 * The notice to the address an account left; `undoUrl`: the link that gives the account this address back (none in a
 * notice queued before such links existed, which can only point to the admin).
 */
export function addressChangedMessage(
  m: Language & { displayName: string; newAddress: string; undoUrl?: string | undefined },
) {
  const { locale, t } = wordsIn(m.locale);
  return compose({
    locale,
    subject: t("addressChanged.subject"),
    heading: t("addressChanged.heading", { name: m.displayName }),
    lines: [
      t("addressChanged.body", { address: m.newAddress }),
      m.undoUrl ? t("addressChanged.notYouUndo", { days: UNDO_LINK_DAYS }) : t("addressChanged.notYou"),
    ],
    ...(m.undoUrl ? { action: { label: t("addressChanged.undo"), url: m.undoUrl } } : {}),
    footer: t("addressChanged.footer"),
  });
}
