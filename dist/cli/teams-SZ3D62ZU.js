import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  createTeamsAdapter,
  htmlToText,
  parseTeamsChatId
} from "./chunk-XDNTEKGQ.js";
import "./chunk-UEZY675Q.js";
import "./chunk-CFATSWJ3.js";
import "./chunk-5EY3UU44.js";
import "./chunk-HOP45VSK.js";
import "./chunk-DU6ASVT2.js";
import "./chunk-N5SJCIZT.js";
import "./chunk-MENF7QPD.js";
import "./chunk-BRGONWXC.js";
import "./chunk-SZHJZVAZ.js";
import "./chunk-PN4QGNHY.js";
export {
  createTeamsAdapter,
  htmlToText,
  parseTeamsChatId
};
