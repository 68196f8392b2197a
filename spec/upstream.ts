import type { UpstreamRelease } from "./vocabulary.js";

export const upstream: UpstreamRelease = {
  sdk: null,
  crate: null,
  source: "schema repository commit b7f0005493b98de32fabee3e9540e2b64da68535",
  schemas: {
    "v1/meta.json": "sha256:061edb6efa8fb2aa2792459a86ec7268de5fe665bba48b2ffe7939df01481f88",
    "v1/meta.unstable.json": "sha256:3026898232badf413624010d1343e20bef853e6705c62d6b56387cf9de6b0543",
    "v1/schema.json": "sha256:5511cf8458dd9f04bcba4421523c3c4a53939201aa41e96fb064ec77d63b0bfd",
    "v1/schema.unstable.json": "sha256:986b15d1ad213209dd21119983ec97e9ad44c7e47be2f67cab35f291a7b2e6ec",
    "v2/meta.json": "sha256:ad94c01f2736416776fd53d66e3aaf89242ab72d99832664f39d6ab41e049736",
    "v2/meta.unstable.json": "sha256:2c274308d2a773628bf6316b7f6c535cf87d2c1ceb495d02be9ee899dce0f0bc",
    "v2/schema.json": "sha256:43c10a3851bf32f56f68282c37eee659f7c939a2f7d636052194221d75a3214c",
    "v2/schema.unstable.json": "sha256:edbe3663231b4cee8501522ca0ad9330d9f6bae8b9cfa04b3684d46ed574bccb",
  },
};
