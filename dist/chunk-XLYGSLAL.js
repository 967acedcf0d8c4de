import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  hasMarker
} from "./chunk-UGMHMVMQ.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/store/unique-record.ts
function findOwnRecord(records, selfId) {
  const ours = records.filter((r) => r.authorId === selfId && hasMarker(r.body)).sort((a, b) => a.id - b.id);
  const [record = null, ...duplicates] = ours;
  return { record, duplicates };
}
__name(findOwnRecord, "findOwnRecord");
var ATTEMPTS = 3;
async function again(step) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}
__name(again, "again");
async function fold(store, found, body) {
  if (found.record.body !== body) await store.update(found.record.id, body);
  for (const duplicate of found.duplicates) await again(() => store.remove(duplicate.id));
  return found.record.id;
}
__name(fold, "fold");
async function saveOwnRecord(store, selfId, found, body) {
  if (found.record) return fold(store, { ...found, record: found.record }, body);
  for (let attempt = 1; ; attempt += 1) {
    let createError = null;
    let listed = null;
    try {
      if (store.createAndList) listed = await store.createAndList(body);
      else await store.create(body);
    } catch (error) {
      createError = error;
    }
    const after = findOwnRecord(listed ?? await again(() => store.list()), selfId);
    if (after.record) return fold(store, { ...after, record: after.record }, body);
    if (createError === null) throw new Error("the record was created but cannot be found");
    const status = createError.status;
    if (typeof status !== "number" || status < 500 || attempt >= ATTEMPTS) throw createError;
  }
}
__name(saveOwnRecord, "saveOwnRecord");

export {
  findOwnRecord,
  saveOwnRecord
};
