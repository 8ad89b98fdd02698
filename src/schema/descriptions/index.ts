// Every service's description map, merged; `src/schema/index.ts` applies them once to the built schema.
import type { Descriptions } from '../describe.js';
import { automotive } from './automotive.js';
import { certificates } from './certificates.js';
import { content } from './content.js';
import { fileStorage } from './fileStorage.js';
import { marketplace } from './marketplace.js';
import { messaging } from './messaging.js';
import { numbers } from './numbers.js';
import { research } from './research.js';
import { scheduler } from './scheduler.js';
import { shared } from './shared.js';
import { unpacker } from './unpacker.js';

export const serviceMaps: Record<string, Descriptions> = {
  shared,
  messaging,
  unpacker,
  numbers,
  fileStorage,
  scheduler,
  marketplace,
  research,
  automotive,
  certificates,
  content,
};

export const descriptions: Descriptions = Object.assign({}, ...Object.values(serviceMaps));
