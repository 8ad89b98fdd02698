// Jest runs the TypeScript sources as native ES modules (`npm test` starts node with
// --experimental-vm-modules). ts-jest only transpiles (isolatedModules); `npm run typecheck` checks types.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
  },
  // Sources import './x.js' (NodeNext style); map that back to the .ts file.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^@gateway/sandbox$': '<rootDir>/sandbox/index.ts' },
  testTimeout: 20000,
  // The production bundle built for the tests that run it, and the run's id that marks every process a test starts;
  // at the end, any such process still running fails the run (test/support/gateway-process.ts).
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
  // The run ends with the suites skipped for a missing prerequisite (specs, redis-server, nginx, Chromium).
  reporters: ['default', '<rootDir>/test/support/prerequisite-reporter.js'],
  // Two workers even on a 2-core machine (the tests mostly wait on loopback HTTP), each recycled once it holds
  // more than 1 GB: one in-band process accumulates every test file's modules and slows down as it grows.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
};
