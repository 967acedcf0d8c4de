// Everything the user is told when tend stops on purpose. Each is one line that says what was
// wrong and what is expected, thrown before anything was written; main.ts prints the message as
// it is. Any other error is a bug and is reported as one (still redacted). Kept free of imports
// so main.ts can load it up front.

/** The base of every error whose message is meant for the user as it stands. */
export class TendError extends Error {
  override name = 'TendError';
}

/** An action input, or the Actions environment, is not what tend needs. */
export class InputError extends TendError {
  override name = 'InputError';
}

/** `.github/tend.yml` (or the file named by `config-path`) is not valid. */
export class ConfigError extends TendError {
  override name = 'ConfigError';
}

/** The event cannot be routed: an event tend does not handle, or a malformed payload. */
export class RouteError extends TendError {
  override name = 'RouteError';
}

/** A request tend must not carry out (no write access, a target that does not exist ...). */
export class RefusalError extends TendError {
  override name = 'RefusalError';
}

/**
 * GitHub's rate limit for the token will not come back before the job's deadline: the run stops
 * making requests and ends cleanly (exit 0, a warning), since the pull request is not at fault.
 * The message is the one line the summary shows.
 */
export class RateLimitedError extends TendError {
  override name = 'RateLimitedError';
  constructor(
    message: string,
    /** When GitHub will answer again. */
    readonly until: Date,
  ) {
    super(message);
  }
}
