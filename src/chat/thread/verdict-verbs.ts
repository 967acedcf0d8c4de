// Which commands may be a verdict on a chat thread: approve or reject on an issue. Its own small
// module so the command path can ask without loading the chat workflow (and its platforms' SDKs).

import type { Target } from '../../core/target.js';

export function mayBeChatVerdict(verb: string, target: Target): verb is 'approve' | 'reject' {
  return (verb === 'approve' || verb === 'reject') && target.kind === 'issue';
}
