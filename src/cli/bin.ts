#!/usr/bin/env node
import "./code-cache.js";
import { main } from "./main.js";

await main(process.argv.slice(2));
