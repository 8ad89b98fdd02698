// The production bundle (dist/bundle/server.js, what `npm run serve`, the image and the Kubernetes Deployment run)
// is production: without NODE_ENV it runs as NODE_ENV=production (no sandbox, GraphiQL and introspection off,
// /metrics off the public port, every base URL required), and with any other NODE_ENV it refuses to start, in one
// line, rather than serve a development gateway that its operator believes is the production one. The sources
// (`npm start`, `npm run dev`) keep the development defaults.

/** Set by esbuild in the bundle only (scripts/bundle.ts); undeclared everywhere else. */
declare const __GATEWAY_BUNDLE__: boolean | undefined;

export const isBundle = (): boolean => typeof __GATEWAY_BUNDLE__ !== 'undefined' && __GATEWAY_BUNDLE__;

/**
 * Applies the bundle's production posture to `env` (after .env is read): NODE_ENV=production when unset. Returns the
 * one line to stop with when NODE_ENV names another environment, else undefined.
 */
export function productionPosture(env: NodeJS.ProcessEnv, bundled = isBundle()): string | undefined {
  if (!bundled) return undefined;
  if (env.NODE_ENV === undefined || env.NODE_ENV === '') {
    env.NODE_ENV = 'production';
    return undefined;
  }
  if (env.NODE_ENV === 'production') return undefined;
  return (
    `NODE_ENV=${env.NODE_ENV} refused: dist/bundle/server.js (npm run serve) is the production build and runs only ` +
    'as NODE_ENV=production; for a development gateway run the sources: npm start'
  );
}
