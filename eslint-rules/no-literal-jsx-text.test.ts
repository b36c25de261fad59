import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { noLiteralJsxText } from "./no-literal-jsx-text.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run("no-literal-jsx-text", noLiteralJsxText, {
  valid: [
    `const a = <p>{t("title")}</p>;`,
    `const a = <p className="mt-2 text-ink-soft" data-testid="purpose">{t("x")} · {n}</p>;`,
    `const a = <span aria-hidden="true">--:--</span>;`,
    `const a = <a aria-label={t("home")} href="/">{name}</a>;`,
    `const a = <TextField label={tForm("email")} name="email" type="email" />;`,
  ],
  invalid: [
    { code: `const a = <p>Sign in</p>;`, errors: [{ messageId: "text" }] },
    { code: `const a = <p>{"Welcome back"}</p>;`, errors: [{ messageId: "text" }] },
    { code: `const a = <p>{\`\${n} players\`}</p>;`, errors: [{ messageId: "text" }] },
    { code: `const a = <nav aria-label="Main" />;`, errors: [{ messageId: "text" }] },
    { code: `const a = <TextField label="Email" hint={"Only used to sign in."} />;`, errors: 2 },
    { code: `const a = <img alt={\`Card \${c}\`} />;`, errors: [{ messageId: "text" }] },
  ],
});
