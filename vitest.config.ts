import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Every temporary file of the run goes into one folder, removed at the end; the teardown
    // checks that the system temp dir holds nothing new (see src/testing/temp-setup.ts).
    globalSetup: ["./src/testing/temp-setup.ts"],
    // The project's sources, and the plugins kept in this repository as third parties' (plugins/kotlin).
    include: ["src/**/*.test.ts", "plugins/*/*.test.ts"],
  },
});
