import * as prettier from "prettier";
const src = process.argv[2];
const doc = await prettier.__debug.printToDoc(src, { parser: "typescript", printWidth: 120, trailingComma: "all" });
console.log(await prettier.__debug.formatDoc(doc, {}));
console.log(await prettier.format(src, { parser: "typescript", printWidth: 120, trailingComma: "all" }));
