// Writes src/chat/watch/tier0-model.json, the weights Tier 0's learned second chance ships with:
// trained on every labelled set (bench/tier0-learn.ts says how), its threshold the lowest that
// keeps each set within AC-01's 40 % (s20 and s21 within their first runs' share) and the model within
// MODEL_SHARE of its chatter when that set is scored by a model trained on the others (the rule
// bench/tier0-loso.ts measures). Run it after a rules change that moves which messages
// the rules drop, then regenerate the pinned decisions (src/chat/watch/decisions.test.ts).
//
//   node --experimental-transform-types --no-warnings --import ./bench/ts-resolve.mjs bench/tier0-train.ts

import { writeFileSync } from 'node:fs';
import { RULES_VERSION } from '../src/chat/watch/classify.js';
import { fileOf, quantised } from '../src/chat/watch/tier0-model.js';
import { currentRules, FIRST_RUN_THROUGH, loadExamples, MODEL_SHARE, outOfSetScores, SETS, thresholdFor, train, TRAIN } from './tier0-learn.js';

const examples = loadExamples(currentRules(), TRAIN.bits);
const threshold = thresholdFor(outOfSetScores(Object.keys(SETS), examples, TRAIN), examples);
const trainedModel = train(examples, TRAIN);
const model = quantised(trainedModel.weights, trainedModel.bits, trainedModel.bias, threshold);
const trained =
  `bench/tier0-train.ts: logistic regression (SGD, ${JSON.stringify(TRAIN)}) on ${examples.length} labelled messages of ` +
  `${Object.values(SETS).flat().join(', ')} (test/fixtures/); threshold ${threshold.toFixed(4)}, the lowest that keeps each set ` +
  `within 40 % of its chatter let through (s20 and s21: their first runs' ${FIRST_RUN_THROUGH.s20} and ${FIRST_RUN_THROUGH.s21}) and the model within ${100 * MODEL_SHARE} % of it ` +
  `when scored by a model trained on the other sets, with the rules of ${RULES_VERSION}`;
const file = fileOf(model, RULES_VERSION, trained);
writeFileSync(new URL('../src/chat/watch/tier0-model.json', import.meta.url), `${JSON.stringify(file, null, 1)}\n`);
console.log(trained);
