import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  createTeamsAdapter,
  htmlToText,
  parseTeamsChatId
} from "./chunk-IEPN2UCD.js";
import "./chunk-JY2UTRDB.js";
import "./chunk-GNGUAHQX.js";
import "./chunk-N5SJCIZT.js";
import "./chunk-5EY3UU44.js";
import "./chunk-HOP45VSK.js";
import "./chunk-MENF7QPD.js";
import "./chunk-UEZY675Q.js";
import "./chunk-BRGONWXC.js";
import "./chunk-SZHJZVAZ.js";
import "./chunk-PN4QGNHY.js";
export {
  createTeamsAdapter,
  htmlToText,
  parseTeamsChatId
};
