import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  redactor
} from "./chunk-YZVQOZV2.js";
import {
  inert,
  trimmedOrAbsent
} from "./chunk-S4IF65ND.js";
import {
  BudgetExceededError,
  DEFAULT_RETRY,
  LlmFinalError,
  LlmOutputError,
  LlmUnavailableError,
  claudeModelId,
  createClient,
  platformModelId,
  withRetries
} from "./chunk-GNGUAHQX.js";
import {
  costUsd,
  resolvePrice
} from "./chunk-6R5FL2YM.js";
import {
  sanitizeForModel
} from "./chunk-7FMQZ3HF.js";
import {
  InputError
} from "./chunk-UEXZ74AC.js";
import {
  _enum,
  array,
  number,
  object,
  prettifyError,
  string,
  toJSONSchema
} from "./chunk-CZ44SP4R.js";
import {
  __commonJS,
  __name,
  __toESM
} from "./chunk-PN4QGNHY.js";

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = /* @__PURE__ */ __name((code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    }, "isPathSeparator");
    var depth = /* @__PURE__ */ __name((token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    }, "depth");
    var scan = /* @__PURE__ */ __name((input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = /* @__PURE__ */ __name(() => index >= length, "eos");
      const peek = /* @__PURE__ */ __name(() => str.charCodeAt(index + 1), "peek");
      const advance = /* @__PURE__ */ __name(() => {
        prev = code;
        return str.charCodeAt(++index);
      }, "advance");
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    }, "scan");
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = /* @__PURE__ */ __name((args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    }, "expandRange");
    var syntaxError = /* @__PURE__ */ __name((type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    }, "syntaxError");
    var splitTopLevel = /* @__PURE__ */ __name((input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    }, "splitTopLevel");
    var isPlainBranch = /* @__PURE__ */ __name((branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    }, "isPlainBranch");
    var normalizeSimpleBranch = /* @__PURE__ */ __name((branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    }, "normalizeSimpleBranch");
    var hasRepeatedCharPrefixOverlap = /* @__PURE__ */ __name((branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    }, "hasRepeatedCharPrefixOverlap");
    var parseRepeatedExtglob = /* @__PURE__ */ __name((pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    }, "parseRepeatedExtglob");
    var buildCharClassStar = /* @__PURE__ */ __name((chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    }, "buildCharClassStar");
    var getStarExtglobSequenceChars = /* @__PURE__ */ __name((pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    }, "getStarExtglobSequenceChars");
    var repeatedExtglobRecursion = /* @__PURE__ */ __name((pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    }, "repeatedExtglobRecursion");
    var analyzeRepeatedExtglob = /* @__PURE__ */ __name((body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    }, "analyzeRepeatedExtglob");
    var parse = /* @__PURE__ */ __name((input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = /* @__PURE__ */ __name((opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      }, "globstar");
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = /* @__PURE__ */ __name(() => state.index === len - 1, "eos");
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = /* @__PURE__ */ __name(() => input.slice(state.index + 1), "remaining");
      const consume = /* @__PURE__ */ __name((value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      }, "consume");
      const append = /* @__PURE__ */ __name((token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      }, "append");
      const negate = /* @__PURE__ */ __name(() => {
        let count2 = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count2++;
        }
        if (count2 % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      }, "negate");
      const increment = /* @__PURE__ */ __name((type) => {
        state[type]++;
        stack.push(type);
      }, "increment");
      const decrement = /* @__PURE__ */ __name((type) => {
        state[type]--;
        stack.pop();
      }, "decrement");
      const push = /* @__PURE__ */ __name((tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      }, "push");
      const extglobOpen = /* @__PURE__ */ __name((type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      }, "extglobOpen");
      const extglobClose = /* @__PURE__ */ __name((token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      }, "extglobClose");
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix = POSIX_REGEX_SOURCE[rest2];
                if (posix) {
                  prev.value = pre + posix;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    }, "parse");
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = /* @__PURE__ */ __name((opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      }, "globstar");
      const create = /* @__PURE__ */ __name((str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      }, "create");
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants = require_constants();
    var isObject = /* @__PURE__ */ __name((val) => val && typeof val === "object" && !Array.isArray(val), "isObject");
    var picomatch2 = /* @__PURE__ */ __name((glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = /* @__PURE__ */ __name((str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        }, "arrayMatcher");
        return arrayMatcher;
      }
      const isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob, options) : picomatch2.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = /* @__PURE__ */ __name(() => false, "isIgnored");
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = /* @__PURE__ */ __name((input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob, posix });
        const result = { glob, state, regex, posix, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      }, "matcher");
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    }, "picomatch");
    picomatch2.test = (input, regex, options, { glob, posix } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob, options, posix = options && options.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch2.makeRe(glob, options);
      return regex.test(utils.basename(input, { windows: posix }));
    };
    picomatch2.isMatch = (str, patterns, options) => picomatch2(patterns, options)(str);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch2.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch2.constants = constants;
    module.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch2(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    __name(picomatch2, "picomatch");
    Object.assign(picomatch2, pico);
    module.exports = picomatch2;
  }
});

// src/config/secret-handoff.ts
var { mkdtempSync, writeFileSync } = process.getBuiltinModule("node:fs");
var CREDENTIAL_VARIABLES = ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"];

// src/config/removed-inputs.ts
var file = /* @__PURE__ */ __name((shape, ...path) => ({ to: "file", path, shape }), "file");
var REMOVED_INPUTS = {
  "trusted-bots": file("list", "trusted-bots"),
  "review-bots": file("list", "review-bots"),
  "required-review-bots": file("list", "required-review-bots"),
  "wait-mode": file("text", "wait-mode"),
  "review-window-minutes": file("number", "review-window-minutes"),
  "checks-timeout-minutes": file("number", "checks-timeout-minutes"),
  "required-checks": file("list", "ship", "required-checks"),
  "max-iterations": file("number", "max-iterations"),
  merge: file("text", "merge"),
  "merge-method": file("text", "merge-method"),
  "update-method": file("text", "update-method"),
  "commit-method": file("text", "commit-method"),
  "delete-branch": file("boolean", "delete-branch"),
  "final-check": file("text", "final-check"),
  "ignore-nitpicks": file("boolean", "ignore-nitpicks"),
  "allowed-paths": file("list", "allowed-paths"),
  "allow-protected-paths": file("list", "allow-protected-paths"),
  "max-files": file("number", "max-files"),
  "max-patch-bytes": file("number", "max-patch-bytes"),
  "dispatch-workflows": file("list", "dispatch-workflows"),
  "sweep-workflow": file("text", "sweep-workflow"),
  "generated-paths": file("list", "generated-paths"),
  "intent-threshold": file("number", "intent-threshold"),
  "model-prices": file("json", "model-prices"),
  "max-turns": file("number", "max-turns"),
  "mattermost-url": file("text", "chat", "mattermost-url"),
  "lark-app-id": file("text", "chat", "lark-app-id"),
  "aws-access-key-id": { to: "environment", variable: "AWS_ACCESS_KEY_ID" },
  "aws-secret-access-key": { to: "environment", variable: "AWS_SECRET_ACCESS_KEY" },
  "aws-session-token": { to: "environment", variable: "AWS_SESSION_TOKEN" }
};
var MAX_SHOWN = 100;
async function refuseRemovedInputs(read, configPath) {
  for (const [name, moved] of Object.entries(REMOVED_INPUTS)) {
    const raw = read(name)?.trim();
    if (!raw) continue;
    if (moved.to === "environment") {
      throw new InputError(
        `input '${name}' is no longer an action input; tend reads ${moved.variable} from the step's environment, where aws-actions/configure-aws-credentials puts it: remove the input and its output-credentials (docs/providers.md)`
      );
    }
    const leaf = moved.path[moved.path.length - 1];
    const shown = `${leaf}: ${await render(raw, moved.shape)}`;
    const setting = shown.length <= MAX_SHOWN && !shown.includes("\n") ? shown : leaf;
    const under = moved.path.length > 1 ? ` under '${moved.path.slice(0, -1).join(".")}:'` : "";
    throw new InputError(`input '${name}' is no longer an action input; set '${setting}'${under} in ${configPath} (docs/configuration.md)`);
  }
}
__name(refuseRemovedInputs, "refuseRemovedInputs");
async function render(raw, shape) {
  const value = (() => {
    switch (shape) {
      case "list":
        return raw.split(/[\n,]/).map((item) => item.trim()).filter((item) => item !== "");
      case "number":
        return /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
      case "boolean":
        return raw.toLowerCase() === "true" ? true : raw.toLowerCase() === "false" ? false : raw;
      case "json":
        try {
          return JSON.parse(raw);
        } catch {
          return raw;
        }
      case "text":
        return raw;
    }
  })();
  const { stringify } = (await import("./dist-AK7OZSUN.js")).default;
  return stringify(value, { collectionStyle: "flow", flowCollectionPadding: false, lineWidth: 0 }).trim();
}
__name(render, "render");

// src/config/inputs.ts
var text = string();
var optionalText = string().transform(trimmedOrAbsent);
var bool = string().trim().toLowerCase().refine((s) => s === "true" || s === "false", { message: "expected true or false" }).transform((s) => s === "true");
var positiveInt = /* @__PURE__ */ __name((max) => string().trim().regex(/^\d+$/, { message: `expected a whole number from 1 to ${max}` }).transform(Number).pipe(number().int().min(1, { message: `expected a whole number from 1 to ${max}` }).max(max, { message: `expected a whole number from 1 to ${max}` })), "positiveInt");
var positiveNumber = string().trim().regex(/^\d+(\.\d+)?$/, { message: "expected a positive number such as 1 or 0.50" }).transform(Number);
var list = string().transform(
  (s) => s.split(/[\n,]/).map((x) => x.trim()).filter((x) => x !== "")
);
var oneOf = /* @__PURE__ */ __name((values) => string().trim().toLowerCase().pipe(_enum(values, { message: `expected one of ${values.join(", ")}` })), "oneOf");
var INPUTS = {
  "github-token": {
    description: "Token for the GitHub API: reads, comments, thread resolution and merges. Needs contents: write and pull-requests: write to resolve threads and merge.",
    default: "${{ github.token }}",
    parse: text,
    secret: true
  },
  "push-token": {
    description: "Optional GitHub App token or PAT used for git pushes. Pushes made with the default GITHUB_TOKEN start no workflow runs, so CI does not run on tend's fix commits unless this is set (or dispatch-workflows is). To let tend push fixes to files under .github/workflows/, this token needs the workflows permission (a GitHub App's workflows: write, a PAT's workflow scope); GITHUB_TOKEN never has it, so without this tend leaves such fixes to a human.",
    default: "",
    parse: optionalText,
    secret: true
  },
  "anthropic-api-key": {
    description: "Anthropic API key. Without it tend runs every deterministic step and says which decisions need a model.",
    default: "",
    parse: optionalText,
    secret: true
  },
  "model-provider": {
    description: "Where tend reaches the model: anthropic (anthropic-api-key), bedrock (Amazon Bedrock: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN in the environment as aws-actions/configure-aws-credentials exports them, bedrock.region in tend.yml), vertex (Google Vertex AI: google-access-token, vertex.project and vertex.region in tend.yml) or foundry (Microsoft Foundry: foundry-api-key, foundry.resource in tend.yml). See docs/providers.md.",
    default: "anthropic",
    parse: oneOf(["anthropic", "bedrock", "vertex", "foundry"])
  },
  "google-access-token": {
    description: "For model-provider vertex: an OAuth access token of a service account that may call Vertex AI (google-github-actions/auth with token_format: access_token, its access_token output).",
    default: "",
    parse: optionalText,
    secret: true
  },
  "foundry-api-key": {
    description: "For model-provider foundry: the Foundry resource's API key, or a Microsoft Entra access token for https://ai.azure.com (sent as a bearer token).",
    default: "",
    parse: optionalText,
    secret: true
  },
  "slack-token": {
    description: "Slack bot token (xoxb-\u2026) for chat-watch and chat replies: channels:history, chat:write. Pass it from a secret.",
    default: "",
    parse: optionalText,
    secret: true
  },
  "discord-token": {
    description: "Discord bot token for chat-watch and chat replies (READ_MESSAGE_HISTORY, SEND_MESSAGES, MESSAGE_CONTENT intent). Pass it from a secret.",
    default: "",
    parse: optionalText,
    secret: true
  },
  "mattermost-token": {
    description: "Mattermost bot account access token for chat-watch and chat replies (the bot must be a member of the watched channels). Pass it from a secret.",
    default: "",
    parse: optionalText,
    secret: true
  },
  "teams-token": {
    description: "Delegated Microsoft Graph token of the account tend posts as in Teams (ChannelMessage.Read.All, ChannelMessage.Send). Pass it from a secret.",
    default: "",
    parse: optionalText,
    secret: true
  },
  "lark-app-secret": {
    description: "App secret of your self-built Lark / Feishu app, whose id is chat.lark-app-id in tend.yml (scopes im:message, im:message.group_msg; the bot must be in the watched chats). Pass it from a secret.",
    default: "",
    parse: optionalText,
    secret: true
  },
  model: {
    description: "Model for judgement calls, by the Claude API's id (tend sends each provider's id for it, docs/providers.md) or the provider's own id.",
    default: "claude-sonnet-4-6",
    parse: text
  },
  command: {
    description: "For workflow_dispatch runs: the verb to run (ship, fix, triage, status, stop), or chat-watch (also on schedule: read the watched chat channels). Empty means a sweep of every target with tend state.",
    default: "",
    parse: optionalText
  },
  number: {
    description: "For workflow_dispatch runs: the issue or pull request number the command targets.",
    default: "",
    parse: optionalText
  },
  "config-path": {
    description: "Repository configuration file, always read from the default branch (never from a pull request head).",
    default: ".github/tend.yml",
    parse: text
  },
  "job-timeout-minutes": {
    description: "The job's timeout-minutes (15 in examples/tend.yml). tend never waits for GitHub's rate limit past it: it stops in time, says so and leaves the rest to the next run.",
    default: "15",
    parse: positiveInt(7200)
  },
  "verify-command": {
    description: "Optional command run after applying a model-written patch, and on the change implement makes before it is pushed (implement refuses without it); from this workflow file only, never from comments or model output.",
    default: "",
    parse: optionalText
  },
  "verify-isolation": {
    description: "strict: run verify-command and triage-commands only confined away from tend's secrets (a PID namespace, no_new_privs); none: also run them unconfined where this runner offers no confinement.",
    default: "strict",
    parse: oneOf(["strict", "none"])
  },
  "verify-path": {
    description: "Toolchain directories (absolute, one per line or colon-separated) put before the system directories on the PATH of verify-command, regenerate-command and triage-commands, e.g. the bin directory setup-node added; `inherit` gives them the job's whole PATH. By default they get only the PATH directories that only root can change.",
    default: "",
    parse: string().trim().transform((s) => s === "inherit" ? "inherit" : s.split(/[\n:]/).map((d) => d.trim()).filter((d) => d !== "")).refine((v) => v === "inherit" || v.every((d) => d.startsWith("/")), { message: "expected absolute directories (one per line or colon-separated), or inherit" })
  },
  "regenerate-command": {
    description: "Optional command that regenerates lockfiles and generated files when merging the base branch leaves them in conflict, e.g. `npm install --package-lock-only` (from this workflow file only; run like verify-command, without secrets). Without it such a conflict is left to a human.",
    default: "",
    parse: optionalText
  },
  "triage-commands": {
    description: "Commands issue triage may run to reproduce a bug (newline separated; trusted workflow configuration).",
    default: "",
    parse: list
  },
  "mcp-servers": {
    description: "Read-only MCP servers the investigator and the fixer may use (docs/mcp.md), as YAML or JSON: each server name mapped to its command, args and the names of the step's env variables it receives (env). From this workflow file only; tend starts each one with PATH, HOME and those variables, offers the model only the tools a server marks read-only, and logs every call in the audit.",
    default: "",
    // Read in main.ts (config/mcp-servers.ts), where its YAML parser is loaded only when it is set.
    parse: text
  },
  "max-cost-usd": {
    description: "Most model spend per run, in US dollars.",
    default: "1",
    parse: positiveNumber
  },
  "audit-path": {
    description: "Where to write the audit JSON. Empty means $RUNNER_TEMP/tend/audit.json.",
    default: "",
    parse: optionalText
  },
  "dry-run": {
    description: "Read and decide, print the plan, write nothing to GitHub or git.",
    default: "false",
    parse: bool
  }
};
var SECRET_INPUTS = Object.keys(INPUTS).filter((name) => INPUTS[name].secret === true);
async function parseInputs(read, environment = () => void 0) {
  await refuseRemovedInputs(read, read("config-path")?.trim() || INPUTS["config-path"].default);
  const values = {};
  const explicit = /* @__PURE__ */ new Set();
  for (const name of Object.keys(INPUTS)) {
    const spec = INPUTS[name];
    const raw = read(name) ?? spec.default;
    if (raw.trim() !== spec.default.trim()) explicit.add(name);
    const parsed = spec.parse.safeParse(raw);
    if (!parsed.success) {
      const shown = spec.secret ? "(hidden)" : JSON.stringify(raw);
      throw new InputError(`Input '${name}' is ${shown}: ${parsed.error.issues[0]?.message ?? "invalid"}.`);
    }
    values[name] = parsed.data;
  }
  for (const variable of CREDENTIAL_VARIABLES) {
    const value = environment(variable)?.trim();
    if (value) values[variable] = value;
  }
  return { values, explicit };
}
__name(parseInputs, "parseInputs");

// src/llm/tools/repo-tool.ts
var ToolInputError = class extends Error {
  static {
    __name(this, "ToolInputError");
  }
  constructor(message) {
    super(message);
    this.name = "ToolInputError";
  }
};
function defineTool(tool) {
  return tool;
}
__name(defineTool, "defineTool");
async function runTool(tools, name, rawInput) {
  const tool = tools.find((candidate) => candidate.name === name);
  if (tool === void 0) {
    return { content: `Unknown tool '${name}'. Available tools: ${tools.map((t) => t.name).join(", ")}.`, isError: true };
  }
  const parsed = tool.input.safeParse(rawInput);
  if (!parsed.success) {
    return { content: `Invalid input for ${name}:
${prettifyError(parsed.error)}`, isError: true };
  }
  try {
    return { content: await tool.run(parsed.data), isError: false };
  } catch (error) {
    if (error instanceof ToolInputError) return { content: error.message, isError: true };
    const message = error instanceof Error ? error.message : String(error);
    return { content: `${name} failed: ${message}`, isError: true };
  }
}
__name(runTool, "runTool");

// src/llm/usage.ts
function emptyTotals() {
  return { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, cost_usd: 0, calls: 0 };
}
__name(emptyTotals, "emptyTotals");
var UsageLedger = class {
  constructor(prices = {}) {
    this.prices = prices;
  }
  prices;
  static {
    __name(this, "UsageLedger");
  }
  entries = [];
  /** The price this ledger counts `model` at; throws UnknownModelPriceError when it has none. */
  priceOf(model) {
    return resolvePrice(model, this.prices);
  }
  /** Records one call; throws UnknownModelPriceError for a model without a price. */
  record(call) {
    const { usage } = call;
    const tokens = {
      input_tokens: count(usage.input_tokens),
      output_tokens: count(usage.output_tokens),
      cache_creation_input_tokens: count(usage.cache_creation_input_tokens),
      cache_read_input_tokens: count(usage.cache_read_input_tokens)
    };
    const cost = costUsd({ ...tokens, cache_creation_1h_input_tokens: count(usage.cache_creation?.ephemeral_1h_input_tokens) }, this.priceOf(call.model));
    const entry = { role: call.role, subject: call.subject, model: call.model, ...tokens, cost_usd: cost };
    this.entries.push(entry);
    return entry;
  }
  records() {
    return this.entries;
  }
  totals() {
    return sum(this.entries);
  }
  /** Subtotals per role (decide, patch, triage, ...). */
  byRole() {
    return group(this.entries, (entry) => entry.role);
  }
  /** Subtotals per subject; calls made without one are left out. */
  bySubject() {
    return group(
      this.entries.filter((entry) => entry.subject !== void 0),
      (entry) => entry.subject
    );
  }
};
function count(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}
__name(count, "count");
function sum(entries) {
  const totals = emptyTotals();
  for (const entry of entries) {
    totals.input_tokens += entry.input_tokens;
    totals.output_tokens += entry.output_tokens;
    totals.cache_creation_input_tokens += entry.cache_creation_input_tokens;
    totals.cache_read_input_tokens += entry.cache_read_input_tokens;
    totals.cost_usd += entry.cost_usd;
    totals.calls += 1;
  }
  return totals;
}
__name(sum, "sum");
function group(entries, key) {
  const groups = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    const k = key(entry);
    groups.set(k, [...groups.get(k) ?? [], entry]);
  }
  return Object.fromEntries([...groups].map(([k, list2]) => [k, sum(list2)]));
}
__name(group, "group");

// src/llm/session.ts
var DEFAULT_MAX_TOKENS = 8192;
var DEFAULT_MAX_TOOL_ITERATIONS = 8;
var DEFAULT_FAN_OUT_CAP = 4;
var DEFAULT_TIMEOUT_MS = 5 * 6e4;
var EPHEMERAL = { type: "ephemeral" };
var LlmSession = class {
  static {
    __name(this, "LlmSession");
  }
  /** The Claude API's id of the model: what the ledger prices and the log names. */
  model;
  ledger;
  provider;
  /** The id the provider knows the model by (the request's `model`). */
  wireModel;
  timeoutMs;
  /** Loaded at the first call: the SDK is a megabyte of code that most runs never use. */
  client;
  maxCostUsd;
  maxTurns;
  maxTokens;
  retry;
  log;
  redact;
  constructor(options) {
    const provider = options.provider ?? { name: "anthropic", apiKey: options.apiKey ?? "", baseURL: options.baseURL };
    if (provider.name === "anthropic" && !provider.apiKey) throw new Error("An Anthropic API key is needed for model calls (the anthropic-api-key input).");
    if (!(options.maxCostUsd > 0) || !Number.isFinite(options.maxCostUsd)) throw new Error(`max-cost-usd must be a positive number of dollars, not ${options.maxCostUsd}.`);
    if (!Number.isInteger(options.maxTurns) || options.maxTurns < 1) throw new Error(`max-turns must be a positive whole number, not ${options.maxTurns}.`);
    this.provider = provider;
    this.model = claudeModelId(options.model);
    this.wireModel = platformModelId(provider.name, options.model);
    this.ledger = options.ledger ?? new UsageLedger(options.prices);
    this.ledger.priceOf(this.model);
    this.maxCostUsd = options.maxCostUsd;
    this.maxTurns = options.maxTurns;
    this.maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.redact = redactor(providerSecrets(provider));
    const log = options.log ?? (() => void 0);
    this.log = (message) => log(this.redact(message));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }
  /** Usage of every call so far (the audit's `llm` block). */
  totals() {
    return this.ledger.totals();
  }
  /**
   * Runs one role to an answer that `schema` accepts. The model gets one correction per call: an
   * invalid answer, or none where one was due, is sent back once with the output tool forced.
   */
  async structured(request) {
    const { role, schema, outputTool } = request;
    const repoTools = request.tools ?? [];
    const maxToolIterations = request.maxToolIterations ?? DEFAULT_MAX_TOOL_ITERATIONS;
    const fanOutCap = request.fanOutCap ?? DEFAULT_FAN_OUT_CAP;
    if (!Number.isInteger(maxToolIterations) || maxToolIterations < 0 || !Number.isInteger(fanOutCap) || fanOutCap < 1) {
      throw new Error(`Role ${role}: maxToolIterations must be a whole number \u2265 0 and fanOutCap \u2265 1 (got ${maxToolIterations} and ${fanOutCap}).`);
    }
    if (repoTools.some((tool) => tool.name === outputTool.name)) {
      throw new Error(`The output tool '${outputTool.name}' of role ${role} has the name of a repository tool.`);
    }
    const tools = [
      ...repoTools.map((tool) => tool.jsonSchema ? { name: tool.name, description: tool.description, input_schema: tool.jsonSchema } : toolDefinition(tool.name, tool.description, tool.input)),
      toolDefinition(outputTool.name, outputTool.description, schema)
    ];
    const last = tools[tools.length - 1];
    if (last) last.cache_control = EPHEMERAL;
    const finish = repoTools.length > 0 ? `

When you have what you need, finish by calling the ${outputTool.name} tool with your answer: that call is your answer.` : "";
    const system = [{ type: "text", text: request.system.stable + finish, cache_control: EPHEMERAL }];
    if (request.system.variable) system.push({ type: "text", text: request.system.variable });
    const transcript = typeof request.messages === "string" ? [{ role: "user", content: request.messages }] : [...request.messages];
    const answerNow = { type: "tool", name: outputTool.name };
    const freeChoice = repoTools.length > 0 ? { type: "auto" } : { type: "any" };
    let mustAnswer = maxToolIterations === 0;
    let corrected = false;
    let rounds = 0;
    for (; ; ) {
      const response = await this.call(role, request.subject, { system, tools, tool_choice: mustAnswer ? answerNow : freeChoice, messages: transcript });
      if (response.content.length > 0) transcript.push({ role: "assistant", content: response.content });
      const uses = response.content.filter((block) => block.type === "tool_use");
      const cut = response.stop_reason === "max_tokens" ? ` (the reply was cut at max_tokens ${this.maxTokens})` : "";
      const answer = uses.find((use) => use.name === outputTool.name);
      if (answer) {
        const parsed = schema.safeParse(answer.input);
        if (parsed.success) return parsed.data;
        if (corrected) throw new LlmOutputError(`Model role ${role} gave an invalid ${outputTool.name} twice: ${firstIssue(parsed.error)}${cut}.`, role);
        corrected = true;
        mustAnswer = true;
        transcript.push({
          role: "user",
          content: uses.map(
            (use) => use === answer ? errorResult(use.id, `Invalid ${outputTool.name} input:
${issueList(parsed.error)}
Call ${outputTool.name} again with corrected input.`) : errorResult(use.id, `Not run: you answered with ${outputTool.name} in the same turn.`)
          )
        });
        continue;
      }
      if (response.stop_reason === "refusal") throw new LlmOutputError(`Model role ${role} refused to answer.`, role);
      if (uses.length === 0 || mustAnswer) {
        if (corrected) throw new LlmOutputError(`Model role ${role} did not answer with ${outputTool.name}${cut}.`, role);
        corrected = true;
        mustAnswer = true;
        transcript.push({
          role: "user",
          content: [...uses.map((use) => errorResult(use.id, `Not run: no more tool calls; answer with ${outputTool.name}.`)), { type: "text", text: `Answer now by calling ${outputTool.name}.` }]
        });
        continue;
      }
      rounds += 1;
      const results = await this.runTools(uses, repoTools, fanOutCap);
      if (rounds >= maxToolIterations) {
        mustAnswer = true;
        results.push({ type: "text", text: `That was the last round of tool calls (${maxToolIterations}); answer now by calling ${outputTool.name}.` });
      }
      transcript.push({ role: "user", content: results });
    }
  }
  /** One tool round: the first `fanOutCap` calls run (in parallel), the rest are answered with an error. */
  async runTools(uses, tools, fanOutCap) {
    return Promise.all(
      uses.map(async (use, index) => {
        if (index >= fanOutCap) {
          return errorResult(use.id, `Not run: at most ${fanOutCap} tool calls run per turn and this turn asked for ${uses.length}. Ask again for what you still need.`);
        }
        try {
          const result = await runTool(tools, use.name, use.input);
          return { type: "tool_result", tool_use_id: use.id, content: result.content, ...result.isError ? { is_error: true } : {} };
        } catch (error) {
          this.log(`Tool ${use.name} failed: ${error instanceof Error ? error.message : String(error)}`);
          return errorResult(use.id, `The ${use.name} tool failed.`);
        }
      })
    );
  }
  /** One Messages call within the budgets, with retries; its usage goes into the ledger. */
  async call(role, subject, params) {
    this.checkBudget();
    let response;
    try {
      const body = { model: this.wireModel, max_tokens: this.maxTokens, ...params, messages: withRollingBreakpoint(params.messages) };
      this.client ??= createClient(this.provider, { timeoutMs: this.timeoutMs });
      const client = await this.client;
      response = await withRetries(() => client.messages.create(body), {
        retry: this.retry,
        model: this.wireModel,
        provider: this.provider,
        log: this.log
      });
    } catch (error) {
      if (error instanceof LlmFinalError || error instanceof LlmUnavailableError) error.message = this.redact(error.message);
      throw error;
    }
    const entry = this.ledger.record({ role, subject, model: this.model, usage: response.usage });
    const cached = entry.cache_read_input_tokens + entry.cache_creation_input_tokens > 0 ? `, cache ${entry.cache_read_input_tokens} read / ${entry.cache_creation_input_tokens} written` : "";
    this.log(`Model ${role}${subject ? ` (${subject})` : ""}: ${entry.input_tokens} in / ${entry.output_tokens} out${cached}, $${entry.cost_usd.toFixed(4)} (${response.stop_reason ?? "no stop reason"}).`);
    return response;
  }
  checkBudget() {
    const spent = this.ledger.totals();
    if (spent.cost_usd >= this.maxCostUsd) {
      throw new BudgetExceededError(`max-cost-usd of $${this.maxCostUsd.toFixed(2)} reached after $${spent.cost_usd.toFixed(4)} of model calls.`, "max-cost-usd");
    }
    if (spent.calls >= this.maxTurns) {
      throw new BudgetExceededError(`max-turns of ${this.maxTurns} reached.`, "max-turns");
    }
  }
};
function providerSecrets(provider) {
  switch (provider.name) {
    case "anthropic":
      return [provider.apiKey];
    case "bedrock":
      return [provider.accessKeyId, provider.secretAccessKey, provider.sessionToken ?? ""];
    case "vertex":
      return [provider.accessToken];
    case "foundry":
      return [provider.credential];
  }
}
__name(providerSecrets, "providerSecrets");
function toInputSchema(schema) {
  const { $schema: _dialect, ...json } = toJSONSchema(schema, { target: "draft-7", io: "input" });
  if (json["type"] !== "object") throw new Error(`A tool's input schema must describe an object, not ${JSON.stringify(json["type"] ?? "anything")}.`);
  return json;
}
__name(toInputSchema, "toInputSchema");
function withRollingBreakpoint(messages) {
  const last = messages[messages.length - 1];
  if (messages.length < 2 || !last || last.role !== "user" || typeof last.content === "string" || last.content.length === 0) return [...messages];
  const blocks = [...last.content];
  const tail = blocks[blocks.length - 1];
  if (!tail || !CACHEABLE_BLOCKS.has(tail.type)) return [...messages];
  blocks[blocks.length - 1] = { ...tail, cache_control: EPHEMERAL };
  return [...messages.slice(0, -1), { ...last, content: blocks }];
}
__name(withRollingBreakpoint, "withRollingBreakpoint");
var CACHEABLE_BLOCKS = /* @__PURE__ */ new Set(["text", "tool_result", "tool_use", "image", "document"]);
function toolDefinition(name, description, schema) {
  return { name, description, input_schema: toInputSchema(schema) };
}
__name(toolDefinition, "toolDefinition");
function errorResult(toolUseId, content) {
  return { type: "tool_result", tool_use_id: toolUseId, content, is_error: true };
}
__name(errorResult, "errorResult");
function issueLine(issue) {
  return `${issue.path.length > 0 ? issue.path.map(String).join(".") : "(root)"}: ${issue.message}`;
}
__name(issueLine, "issueLine");
function firstIssue(error) {
  const issue = error.issues[0];
  return issue ? issueLine(issue) : "no details";
}
__name(firstIssue, "firstIssue");
function issueList(error) {
  return error.issues.slice(0, 20).map((issue) => `- ${issueLine(issue)}`).join("\n");
}
__name(issueList, "issueList");

// src/core/quote.ts
var CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
var MENTION = /(^|[^\w])@(?=[A-Za-z0-9])/g;
function neutraliseMentions(text2) {
  return text2.replace(MENTION, "$1\uFF20");
}
__name(neutraliseMentions, "neutraliseMentions");
function defang(text2) {
  return inert(neutraliseMentions(text2.replace(/\r\n?/g, "\n").replace(CONTROLS, "\uFFFD")));
}
__name(defang, "defang");
function longestBackticks(text2) {
  return Math.max(0, ...[...text2.matchAll(/`+/g)].map((m) => m[0].length));
}
__name(longestBackticks, "longestBackticks");
function quoteInline(text2, max = 200) {
  let line = defang(text2).replace(/\s+/g, " ").trim();
  if (line.length > max) line = `${line.slice(0, max - 1)}\u2026`;
  if (line === "") return "` `";
  const ticks = "`".repeat(longestBackticks(line) + 1);
  const pad = line.startsWith("`") || line.endsWith("`") ? " " : "";
  return `${ticks}${pad}${line}${pad}${ticks}`;
}
__name(quoteInline, "quoteInline");
function quoteCell(text2, max = 200) {
  if (text2.trim() === "") return "";
  return quoteInline(text2, max).replace(/\|/g, "\\|");
}
__name(quoteCell, "quoteCell");

// src/llm/prompts.ts
import { readFileSync } from "node:fs";
var TEMPLATES = {
  decide: new URL("./decide.md", import.meta.url),
  patch: new URL("./patch.md", import.meta.url),
  triage: new URL("./triage.md", import.meta.url),
  investigate: new URL("./investigate.md", import.meta.url),
  validate: new URL("./validate.md", import.meta.url),
  intent: new URL("./intent.md", import.meta.url),
  digest: new URL("./digest.md", import.meta.url),
  review: new URL("./review.md", import.meta.url),
  "review-validate": new URL("./review-validate.md", import.meta.url),
  "final-check": new URL("./final-check.md", import.meta.url),
  plan: new URL("./plan.md", import.meta.url),
  implement: new URL("./implement.md", import.meta.url),
  "resolve-conflict": new URL("./resolve-conflict.md", import.meta.url),
  "fix-ci": new URL("./fix-ci.md", import.meta.url)
};
var cache = /* @__PURE__ */ new Map();
function renderPrompt(role, values) {
  let template = cache.get(role);
  if (template === void 0) {
    template = readFileSync(TEMPLATES[role], "utf8");
    cache.set(role, template);
  }
  const used = /* @__PURE__ */ new Set();
  const text2 = template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    const value = values[name];
    if (value === void 0) throw new Error(`prompt '${role}' needs a value for {{${name}}}`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`prompt '${role}' has no placeholder for ${unused.join(", ")}`);
  return text2;
}
__name(renderPrompt, "renderPrompt");
function dataSection(tag, text2) {
  const closing = new RegExp(`</\\s*${tag}\\s*>`, "gi");
  return `<${tag}>
${text2.replace(closing, `</ ${tag} (quoted)>`)}
</${tag}>`;
}
__name(dataSection, "dataSection");

// src/core/learning.ts
var import_picomatch = __toESM(require_picomatch2(), 1);
var LEARNING_LIMITS = { count: 200, chars: 2e3, paths: 20, pathChars: 200 };
var LEARNING_WORKFLOWS = ["review", "ship", "triage"];
var LearningSchema = object({
  /** Stable number shown by `/tend learnings` and used by `/tend forget N`; never reused. */
  id: number().int().positive(),
  /** The directive as the maintainer wrote it (data; bounded when stored). */
  text: string().min(1).max(LEARNING_LIMITS.chars),
  /** The writer's login and numeric id (a login alone can be re-registered). */
  author: object({ login: string(), id: number().int() }),
  /** ISO 8601 time it was recorded. */
  createdAt: string(),
  scope: object({
    /** picomatch globs of the files it concerns; empty means every file. */
    paths: array(string().min(1).max(LEARNING_LIMITS.pathChars)).max(LEARNING_LIMITS.paths),
    /** The workflows it applies to; empty means all of them. */
    workflows: array(_enum(LEARNING_WORKFLOWS))
  })
});
function learningsFor(learnings, where) {
  return learnings.filter((learning) => {
    const { workflows, paths } = learning.scope;
    if (workflows.length > 0 && !workflows.includes(where.workflow)) return false;
    if (paths.length === 0 || where.paths.length === 0) return true;
    const matches = (0, import_picomatch.default)(paths, { dot: true });
    return where.paths.some((path) => matches(path));
  });
}
__name(learningsFor, "learningsFor");
function describeScope(scope) {
  const parts = [...scope.paths.length > 0 ? [`paths: ${scope.paths.join(", ")}`] : [], ...scope.workflows.length > 0 ? [`for: ${scope.workflows.join(", ")}`] : []];
  return parts.length > 0 ? parts.join("; ") : "everywhere";
}
__name(describeScope, "describeScope");

// src/llm/learnings-section.ts
function learningsSection(learnings) {
  if (learnings.length === 0) return null;
  const entries = learnings.map((l) => `Learning #${l.id} (recorded by @${l.author.login} on ${l.createdAt.slice(0, 10)}; ${describeScope(l.scope)}):
${sanitizeForModel(l.text)}`);
  return dataSection("learnings", entries.join("\n\n---\n\n"));
}
__name(learningsSection, "learningsSection");

export {
  INPUTS,
  parseInputs,
  ToolInputError,
  defineTool,
  LlmSession,
  quoteInline,
  quoteCell,
  renderPrompt,
  dataSection,
  require_picomatch2 as require_picomatch,
  learningsFor,
  learningsSection
};
