import { Ajv2020 } from "ajv/dist/2020.js";
import { INT_ALIASES, intRange } from "../model/types.js";
import { EXTENSION_KEYWORDS } from "../targets/jsonschema/index.js";

/** An ajv in strict mode that knows the x-acp keywords and the integer formats, with the range every binding holds for each. */
export function newAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true });
  ajv.addVocabulary([...EXTENSION_KEYWORDS]);
  for (const format of new Set(Object.values(INT_ALIASES))) {
    const { min, max } = intRange(format);
    ajv.addFormat(format, { type: "number", validate: (n: number) => Number.isInteger(n) && n >= min && n <= max });
  }
  return ajv;
}
