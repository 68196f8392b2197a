import { docOf, printDoc, call, atom, str, group } from "../dist/languages/typescript/layout.js";
const m = (o, n) => ({ k: "member", object: atom(o), name: n });
const inner = call(m("u66x8jo25xD0u3g4ia", "push"), [call(m("v7E83ni8ac9a1m78b", "push"), [str('"feDbg-e4Jje-pkeyrC5vi-xw1D2-mf6n-y-eon-oiku47_"')])]);
const bin = { k: "binary", op: "+", operands: [atom("gkC96Ektjew5iyibaG8"), inner] };
const obj = (n) => ({ k: "object", props: [["name", str(n)], ["patch", atom("true")]] });
const arr = { k: "array", items: [obj('"a"'), obj('"b"')] };
const e = call("this.ffffffffffffff", [bin, atom("nwwtyk0Et7lbyo"), arr, atom("x")]);
console.log(printDoc([docOf(e), ";"], 6));
console.log(printDoc(group(["for (const x of ", docOf(call("ffffffffffffff", [bin, atom("nwwtyk0Et7lbyo"), arr, atom("x")])), ") {"]), 6));
