"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.host = host;
const v1_js_1 = require("./v1.js");
const v2_js_1 = require("./v2.js");
const TABLES = [v1_js_1.codecs, v2_js_1.codecs];
/**
 * Parses a value as the named type and serializes it back: the canonical JSON
 * the engine works on. `unstable` lists the unstable features switched on.
 */
function host(unstable = []) {
    return {
        canonical(type, value) {
            const codec = TABLES.map((t) => t[type]).find((c) => c !== undefined);
            if (!codec)
                throw new Error(`no type ${type}`);
            return codec.serialize(codec.parse(value, { unstable }));
        },
    };
}
