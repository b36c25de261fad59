// A local ESLint rule: no words typed straight into JSX in the folders whose words come from the message catalogs
// (messages/<language>/*.json and the games' own messages/ folders, through next-intl). Text between tags, a string in
// braces, and the attributes a person reads or hears (aria-label, title, alt, placeholder; the forms' label and hint;
// the page header's and dialogs' words) must come from a translator function.
// Text without a letter ("·", "–", "--:--") is not a word and passes.
const READ_ATTRIBUTES = new Set([
  ...["aria-label", "aria-description", "title", "alt", "placeholder", "label", "hint"],
  ...["kicker", "heading", "description", "message", "cancel", "submit", "pendingSubmit", "readBy", "empty"],
]);
const LETTER = /\p{L}/u;

function isWords(value) {
  return typeof value === "string" && LETTER.test(value);
}

/** @type {import("eslint").Rule.RuleModule} */
export const noLiteralJsxText = {
  meta: {
    type: "problem",
    docs: { description: "Words in JSX come from the message catalogs (next-intl), not from the source." },
    messages: {
      text: 'Move "{{text}}" into a catalog (messages/en/<Namespace>.json, or messages/en/ in the game folder, and every other language) and show it with t("...").',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: "text", data: { text: text.trim().replace(/\s+/g, " ").slice(0, 40) } });
    return {
      JSXText(node) {
        if (isWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        const e = node.expression;
        if (node.parent?.type === "JSXAttribute") return;
        if (e.type === "Literal" && isWords(e.value)) report(node, e.value);
        if (e.type === "TemplateLiteral" && e.quasis.some((q) => isWords(q.value.cooked))) report(node, "`…`");
      },
      JSXAttribute(node) {
        const name = node.name.type === "JSXIdentifier" ? node.name.name : null;
        if (!name || !READ_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === "Literal" && isWords(node.value.value)) report(node.value, node.value.value);
        const e = node.value.type === "JSXExpressionContainer" ? node.value.expression : null;
        if (e?.type === "Literal" && isWords(e.value)) report(node.value, e.value);
        if (e?.type === "TemplateLiteral" && e.quasis.some((q) => isWords(q.value.cooked))) report(node.value, "`…`");
      },
    };
  },
};

export default { rules: { "no-literal-jsx-text": noLiteralJsxText } };
