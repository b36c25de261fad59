// Rewrites the option tables of src/engine/README.md from the rulesets' option data.
import { readFileSync, writeFileSync } from "node:fs";
import { renderOptionTables } from "../src/engine/docs";

const file = new URL("../src/engine/README.md", import.meta.url);
const text = readFileSync(file, "utf8");
const [head, rest] = text.split("<!-- options:start -->");
const tail = rest?.split("<!-- options:end -->")[1];
if (head === undefined || tail === undefined) throw new Error("README.md lacks the options markers");
writeFileSync(file, `${head}<!-- options:start -->\n\n${renderOptionTables()}\n<!-- options:end -->${tail}`);
console.log("src/engine/README.md updated");
