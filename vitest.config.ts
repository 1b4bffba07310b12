import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Runs the suite with a stand-in HOME and config folder; the 'home' project checks nothing landed there.
    globalSetup: ['spec/home-guard.setup.ts'],
    projects: [
      { test: { name: 'unit', include: ['src/**/*.spec.ts', 'spec/unit/**/*.spec.ts'], setupFiles: ['spec/property-limits.setup.ts'], sequence: { groupOrder: 0 } } },
      // Real sessions of the client: each takes a second or two; two at a time fit a 2-core machine.
      { test: { name: 'e2e', include: ['spec/e2e/**/*.spec.ts'], testTimeout: 120_000, hookTimeout: 60_000, maxWorkers: 2, maxConcurrency: 3, sequence: { groupOrder: 1 } } },
      // Every client run gets a temporary HOME and config folder: this checks the inherited one after all the rest.
      { test: { name: 'home', include: ['spec/home/**/*.spec.ts'], sequence: { groupOrder: 2 } } },
    ],
  },
})
