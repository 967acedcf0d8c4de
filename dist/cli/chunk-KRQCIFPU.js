import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  ZodISODate,
  ZodISODateTime,
  ZodISODuration,
  ZodISOTime,
  _isoDate,
  _isoDateTime,
  _isoDuration,
  _isoTime
} from "./chunk-CZ44SP4R.js";
import {
  __export,
  __name
} from "./chunk-PN4QGNHY.js";

// node_modules/zod/v4/classic/iso.js
var iso_exports = {};
__export(iso_exports, {
  ZodISODate: () => ZodISODate,
  ZodISODateTime: () => ZodISODateTime,
  ZodISODuration: () => ZodISODuration,
  ZodISOTime: () => ZodISOTime,
  date: () => date,
  datetime: () => datetime,
  duration: () => duration,
  time: () => time
});
function datetime(params) {
  return _isoDateTime(ZodISODateTime, params);
}
__name(datetime, "datetime");
function date(params) {
  return _isoDate(ZodISODate, params);
}
__name(date, "date");
function time(params) {
  return _isoTime(ZodISOTime, params);
}
__name(time, "time");
function duration(params) {
  return _isoDuration(ZodISODuration, params);
}
__name(duration, "duration");

export {
  iso_exports
};
