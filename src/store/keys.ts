// Keys of shared state never carry a credential, an IP or a document in clear: they are HMACs under a secret of
// the deployment (STORE_KEY_SECRET). Replicas that share a store must share the secret.
import { createHmac, randomBytes } from 'node:crypto';

export type KeyHasher = (value: string) => string;

export function createKeyHasher(secret: string | undefined): KeyHasher {
  // Without a configured secret, one per process: keys stay private, but only this process can read them back.
  const key = secret ?? randomBytes(32).toString('hex');
  return (value) => createHmac('sha256', key).update(value).digest('base64url');
}
