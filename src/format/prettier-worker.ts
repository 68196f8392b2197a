/**
 * The worker thread of prettier-service.ts: loads prettier, then formats each
 * text it is sent and sends back the result or the error's message, by id.
 */
import { parentPort } from "node:worker_threads";

interface Request {
  readonly id: number;
  readonly text: string;
  readonly options: Record<string, unknown>;
}

const port = parentPort;
if (port) {
  const prettier = import("prettier");
  // Laying out one small statement compiles prettier's own hot paths before the first real text arrives.
  void prettier.then((p) => p.format("f(a, b);\n", { parser: "typescript" })).catch(() => undefined);
  port.on("message", (r: Request) => {
    prettier
      .then((p) => p.format(r.text, r.options))
      .then(
        (out) => port.postMessage({ id: r.id, out }),
        (e: unknown) => port.postMessage({ id: r.id, error: e instanceof Error ? e.message : String(e) }),
      );
  });
}
