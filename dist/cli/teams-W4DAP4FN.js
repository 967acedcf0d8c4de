import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  createTeamsAdapter,
  htmlToText,
  parseTeamsChatId
} from "./chunk-ATIK5NIZ.js";
import "./chunk-JY2UTRDB.js";
import "./chunk-GNGUAHQX.js";
import "./chunk-N5SJCIZT.js";
import "./chunk-5EY3UU44.js";
import "./chunk-2NYCHYZ4.js";
import "./chunk-KRQCIFPU.js";
import "./chunk-UEZY675Q.js";
import "./chunk-CZ44SP4R.js";
import "./chunk-SZHJZVAZ.js";
import "./chunk-PN4QGNHY.js";
export {
  createTeamsAdapter,
  htmlToText,
  parseTeamsChatId
};
