// The app project's tests render components synchronously (react-dom/server): the games' lazily loaded parts are
// loaded before each file's tests, as a page's first render loads them.
import { beforeAll } from "vitest";
import { loadGameParts } from "./game-parts";

beforeAll(loadGameParts);
