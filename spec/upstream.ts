import type { UpstreamRelease } from "./vocabulary.js";

export const upstream: UpstreamRelease = {
  sdk: null,
  crate: "1.20.0",
  source: "schemas made from the crate with schemars as upstream's generator does; no @agentclientprotocol/sdk release matches (2.4.0, the newest, is crate 1.15.1)",
  schemas: {
    "v1/schema.json": "sha256:48b58208feec989a9d690ab62272c3712b2b17d0be41ef4842c1947da2252acb",
    "v1/schema.unstable.json": "sha256:bac1ce9cfbc2c406e3f816ddc83bfacc67d9664fa4e4747afaf49ef78a0bf0ce",
    "v2/schema.json": "sha256:ee1c8e02f46862b663d45aea6a5a595b7f0eafb71ed2cd7398af70bf45faef4c",
    "v2/schema.unstable.json": "sha256:da57e8eab5b992d26cff363fa6c153c5a26b814fbcf4f02fae7b890afc76b496",
  },
};
