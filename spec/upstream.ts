import type { UpstreamRelease } from "./vocabulary.js";

export const upstream: UpstreamRelease = {
  sdk: "2.4.0",
  crate: "1.15.1",
  source: null,
  schemas: {
    "v1/schema.json": "sha256:a3a5025f4cf7eb72fe64c9d3441913ce22a3b3f38e65ad74470485cc00919440",
    "v1/schema.unstable.json": "sha256:9f22f865ee8d6595144e0bd7ce511419783362ceac13f5f2dfbd73005d54e295",
    "v2/schema.json": "sha256:d0bf493103243b057c069d54c659106129f4ee732e939bb83b5eea7c106b3997",
    "v2/schema.unstable.json": "sha256:613c763e7dfcd3819218c0712794f441c6fcc69c909f72d172eb669f3ec5312c",
  },
};
