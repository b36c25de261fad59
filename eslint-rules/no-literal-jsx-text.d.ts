// Types of eslint-rules/no-literal-jsx-text.js, for its test.
import type { ESLint, Rule } from "eslint";

export const noLiteralJsxText: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
