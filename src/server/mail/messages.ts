// The emails themselves, each with a plain-text part and a small HTML part readable on a phone: a heading, a line or
// a list, one button, and the footer's unsubscribe link. Pure functions of what they say.

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
  const text = [
    l.heading,
    "",
    ...l.lines,
    ...(l.items ? ["", ...l.items.map((i) => `- ${i.label}\n  ${i.url}`)] : []),
    ...(l.action ? ["", `${l.action.label}: ${l.action.url}`] : []),
    "",
    "--",
    l.footer,
    ...(l.unsubscribe ? [`${l.unsubscribe.label}: ${l.unsubscribe.url}`] : []),
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
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(l.subject)}</title></head>
<body style="margin:0;padding:16px;background:#f7f1e6;color:#2b2521;font:16px/1.5 -apple-system,Segoe UI,Roboto,sans-serif">
<div style="max-width:480px;margin:0 auto;background:#fffdf8;border-radius:8px;padding:20px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(l.heading)}</h1>
${l.lines.map(p).join("\n")}${items}${button}
<p style="margin:24px 0 0;font-size:13px;color:#6b6259">${escapeHtml(l.footer)}${stop}</p>
</div></body></html>`;
  return { subject: l.subject, text, html };
}

const EVENT_FOOTER = "You get this email because you play hanafuda on our site.";

export function turnMessage(m: { gameTitle: string; board: string; tableUrl: string; unsubscribeUrl: string }) {
  return compose({
    subject: `Your turn in ${m.gameTitle}`,
    heading: "It is your turn",
    lines: [`${m.board}.`, "Your opponents are waiting for your move."],
    action: { label: "Open the table", url: m.tableUrl },
    unsubscribe: { label: "Stop turn emails", url: m.unsubscribeUrl },
    footer: EVENT_FOOTER,
  });
}

export function gameOverMessage(m: { result: string; tableUrl: string; unsubscribeUrl: string }) {
  return compose({
    subject: "Your game is over",
    heading: "Your game is over",
    lines: [m.result],
    action: { label: "See the final scores", url: m.tableUrl },
    unsubscribe: { label: "Stop emails about finished games", url: m.unsubscribeUrl },
    footer: EVENT_FOOTER,
  });
}

export function invitationMessage(m: { invitation: string; tableUrl: string; unsubscribeUrl: string }) {
  return compose({
    subject: "You are invited to a table",
    heading: "You are invited to a table",
    lines: [m.invitation],
    action: { label: "See the invitation", url: m.tableUrl },
    unsubscribe: { label: "Stop invitation emails", url: m.unsubscribeUrl },
    footer: EVENT_FOOTER,
  });
}

export function deadlineMessage(m: {
  gameTitle: string;
  timeLeft: string;
  board: string;
  tableUrl: string;
  unsubscribeUrl: string;
}) {
  return compose({
    subject: `Your time is running out in ${m.gameTitle}`,
    heading: "Your time is running out",
    lines: [`You have ${m.timeLeft} left to make your move. After that a stand-in plays it for you.`, `${m.board}.`],
    action: { label: "Open the table", url: m.tableUrl },
    unsubscribe: { label: "Stop these warnings by email", url: m.unsubscribeUrl },
    footer: EVENT_FOOTER,
  });
}

export function roundMessage(m: { round: string; tableUrl: string; unsubscribeUrl: string }) {
  return compose({
    subject: "Your tournament round has started",
    heading: "A new round has started",
    lines: [m.round],
    action: { label: "Go to your table", url: m.tableUrl },
    unsubscribe: { label: "Stop emails about tournament rounds", url: m.unsubscribeUrl },
    footer: EVENT_FOOTER,
  });
}

export function digestMessage(m: { items: MessageLink[]; unsubscribeUrl: string; siteUrl: string }) {
  const n = m.items.length;
  return compose({
    subject: n === 1 ? "1 thing happened in your games" : `${n} things happened in your games`,
    heading: "While you were away",
    lines: [n === 1 ? "Here is what happened:" : `Here are the ${n} things that happened:`],
    items: m.items,
    action: { label: "Open the site", url: m.siteUrl },
    unsubscribe: { label: "Stop all emails", url: m.unsubscribeUrl },
    footer: EVENT_FOOTER,
  });
}

export function confirmMessage(m: { displayName: string; confirmUrl: string }) {
  return compose({
    subject: "Confirm your email address",
    heading: `Welcome, ${m.displayName}`,
    lines: [
      "Please confirm that this is your email address. Until you do, we send you no other email: no turns, no results.",
    ],
    action: { label: "Confirm my address", url: m.confirmUrl },
    footer: "You get this email because this address was used to sign up. If it was not you, ignore it.",
  });
}

export function resetMessage(m: { displayName: string; resetUrl: string }) {
  return compose({
    subject: "Choose a new password",
    heading: `Hello, ${m.displayName}`,
    lines: [
      "Someone (we hope you) asked to choose a new password for your account. The link works for an hour, once.",
      "If it was not you, ignore this email: your password stays as it is.",
    ],
    action: { label: "Choose a new password", url: m.resetUrl },
    footer: "You get this email because a new password was asked for this address on our site.",
  });
}
