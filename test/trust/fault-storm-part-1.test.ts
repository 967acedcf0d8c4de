// The fault storm, part 1 of storm.ts's PARTS (one file per part, so vitest plays them on all its workers).

import { stormPart } from './storm.js';

stormPart(1);
