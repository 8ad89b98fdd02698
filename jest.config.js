// Jest runs the TypeScript sources as native ES modules (`npm test` starts node with
// --experimental-vm-modules); SWC only strips types, `npm run typecheck` checks them.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
        module: { type: 'es6' },
      },
    ],
  },
  // Sources import './x.js' (NodeNext style); map that back to the .ts file.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 20000,
};
