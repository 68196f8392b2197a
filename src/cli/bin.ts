#!/usr/bin/env node
// First: the flags apply to the code that runs after them.
import "./v8-flags.js";
import "./code-cache.js";
import { main } from "./main.js";

await main(process.argv.slice(2));
