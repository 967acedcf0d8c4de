import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/core/errors.ts
var TendError = class extends Error {
  static {
    __name(this, "TendError");
  }
  name = "TendError";
};
var InputError = class extends TendError {
  static {
    __name(this, "InputError");
  }
  name = "InputError";
};
var ConfigError = class extends TendError {
  static {
    __name(this, "ConfigError");
  }
  name = "ConfigError";
};
var RefusalError = class extends TendError {
  static {
    __name(this, "RefusalError");
  }
  name = "RefusalError";
};
var RateLimitedError = class extends TendError {
  constructor(message, until) {
    super(message);
    this.until = until;
  }
  until;
  static {
    __name(this, "RateLimitedError");
  }
  name = "RateLimitedError";
};

export {
  InputError,
  ConfigError,
  RefusalError,
  RateLimitedError
};
