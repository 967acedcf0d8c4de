// The fault storm, part 2 of storm.ts's PARTS (one file per part, so vitest plays them on all its workers).

import { stormPart } from './storm.js';

stormPart(2);
