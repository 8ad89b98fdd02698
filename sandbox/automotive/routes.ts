// Sandbox of the CIS Automotive API (spec H): /getToken issues real HS256 JWTs with a short configurable lifetime;
// every data route wants a valid one in the `jwt` query parameter (403 when missing, invalid or expired), answers
// in the spec's envelope, pages listings by 20 and dealers by 30, and rejects bad parameters with 422 bodies. The
// account's sub-user keys are made, listed and revoked with its apiID/apiKey (sub-user-keys.ts).
import type { SandboxDefinition } from '../framework.js';
import { ValidationFailure } from './query.js';
import { registerDealers } from './routes/dealers.js';
import { registerListings } from './routes/listings.js';
import { registerMarket } from './routes/market.js';
import { registerVehicles } from './routes/vehicles.js';
import { AUTOMOTIVE_DEMO, tokenRoutes } from './token.js';

export const automotiveSandbox: SandboxDefinition = {
  key: 'automotive',
  basePath: '',
  demo: { automotive: AUTOMOTIVE_DEMO },
  register(app, { settings }) {
    app.setErrorHandler(async (error, _request, reply) => {
      if (error instanceof ValidationFailure) {
        await reply
          .code(422)
          .send({ detail: [{ loc: ['query', error.parameter], msg: error.message, type: 'value_error' }] });
        return;
      }
      await reply.code(500).send({ detail: 'Internal Server Error' });
    });
    // The API is a FastAPI app (its 422 is HTTPValidationError): a path it does not have is FastAPI's 404 body.
    app.setNotFoundHandler(async (_request, reply) => {
      await reply.code(404).send({ detail: 'Not Found' });
    });
    const route = tokenRoutes(app, settings);
    registerDealers(route);
    registerListings(route);
    registerMarket(route);
    registerVehicles(route);
  },
};
