import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Every temporary file of the run goes into one folder, removed at the end; the teardown
    // checks that the system temp dir holds nothing new (see src/testing/temp-setup.ts).
    globalSetup: ["./src/testing/temp-setup.ts"],
  },
});
