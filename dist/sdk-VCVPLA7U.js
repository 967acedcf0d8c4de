import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  betaRefusalFallbackMiddleware
} from "./chunk-6OITJFR6.js";
import {
  APIPromise,
  Anthropic,
  BaseAnthropic,
  BetaFallbackState,
  PagePromise,
  toFile
} from "./chunk-WGHTFSNW.js";
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AnthropicError,
  AuthenticationError,
  BadRequestError,
  ClientClosedRequestError,
  ConflictError,
  ContentTooLargeError,
  GatewayTimeoutError,
  InternalServerError,
  NotFoundError,
  NotImplementedError,
  OverloadedError,
  PaymentRequiredError,
  PermissionDeniedError,
  PreconditionFailedError,
  RateLimitError,
  RequestHeaderFieldsTooLargeError,
  RequestTimeoutError,
  RetryableError,
  ServiceUnavailableError,
  UnprocessableEntityError
} from "./chunk-SZHJZVAZ.js";
import "./chunk-PN4QGNHY.js";
export {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIPromise,
  APIUserAbortError,
  Anthropic,
  AnthropicError,
  AuthenticationError,
  BadRequestError,
  BaseAnthropic,
  BetaFallbackState,
  ClientClosedRequestError,
  ConflictError,
  ContentTooLargeError,
  GatewayTimeoutError,
  InternalServerError,
  NotFoundError,
  NotImplementedError,
  OverloadedError,
  PagePromise,
  PaymentRequiredError,
  PermissionDeniedError,
  PreconditionFailedError,
  RateLimitError,
  RequestHeaderFieldsTooLargeError,
  RequestTimeoutError,
  RetryableError,
  ServiceUnavailableError,
  UnprocessableEntityError,
  betaRefusalFallbackMiddleware,
  Anthropic as default,
  toFile
};
