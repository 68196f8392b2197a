import { codecs as v1 } from "./v1.js";
import { codecs as v2 } from "./v2.js";
const TABLES = [v1, v2];
/**
* Parses a value as the named type and serializes it back: the canonical JSON
* the engine works on. `unstable` lists the unstable features switched on.
*/
export function host(unstable) {
	return { canonical(type, value) {
		const codec = TABLES.map((t) => t[type]).find((c) => c !== undefined);
		if (!codec) throw new Error(`no type ${type}`);
		return codec.serialize(codec.parse(value, unstable === undefined ? {} : { unstable }));
	} };
}
