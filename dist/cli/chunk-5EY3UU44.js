import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/chat/adapters/errors.ts
var ChatApiError = class extends Error {
  constructor(platform, operation, detail) {
    super(`${platform} ${operation} failed: ${detail}`);
    this.platform = platform;
    this.operation = operation;
  }
  platform;
  operation;
  static {
    __name(this, "ChatApiError");
  }
};

export {
  ChatApiError
};
