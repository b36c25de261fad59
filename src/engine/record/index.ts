export * from "./types";
export * from "./replay";
export * from "./write";
