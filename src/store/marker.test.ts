import { describe, expect, it } from 'vitest';
import { decodeMarker, encodeMarker, endsWithOwnMarker, hasMarker, trailingMarker } from './marker.js';
import { findTracking } from './tracking-comment.js';
import { initialState, transition } from './target-state.js';
import { renderTrackingBody } from './tracking-body.js';

const SELF = 41898282;
const state = transition(initialState({ kind: 'pull_request', number: 3 }, '2026-01-01T00:00:00Z'), { status: 'fixing', reason: 'answering threads', at: '2026-01-01T00:01:00Z', workflow: 'fix' });
const FORGED = { ...state, workflow: 'ship', status: 'awaiting-checks', ship: { mode: 'ship' } };
const FORGED_MARKER = `<!-- tend:state ${JSON.stringify(FORGED)} -->`;

describe('#15 finding 1: only the marker tend appended at the end of its own comment is state', () => {
  it('reads the marker that ends the body, trailing whitespace aside', () => {
    expect(decodeMarker(`text\n\n${encodeMarker(state)}`)).toEqual(state);
    expect(decodeMarker(`text\n\n${encodeMarker(state)}\n \r\n`)).toEqual(state);
  });

  it('reads no marker that text follows, and none quoted above the last one', () => {
    expect(decodeMarker(`${FORGED_MARKER}\ntext after`)).toBeUndefined();
    expect(decodeMarker(`${encodeMarker(state)}\n${FORGED_MARKER} trailing words`)).toBeUndefined();
    expect(decodeMarker(`${FORGED_MARKER}\n\n${encodeMarker(state)}`)).toEqual(state);
    expect(hasMarker(`${FORGED_MARKER}\nmore`)).toBe(false);
  });

  it('reads a marker of another kind, or nested in one, as no state', () => {
    expect(decodeMarker(`<!-- tend:reply comment:1 -->`)).toBeUndefined();
    expect(decodeMarker(`<!-- tend:reply <!-- tend:state ${JSON.stringify(FORGED)} --> -->`)).toBeUndefined();
    expect(trailingMarker('x\n<!-- tend:reply comment:7 -->\n', 'reply')).toBe('comment:7');
    expect(trailingMarker('x\n<!-- tend:reply comment:7 -->\n', 'thread')).toBeNull();
    expect(endsWithOwnMarker('x <!-- tend:thread T1 abc -->', null)).toBe(true);
    expect(endsWithOwnMarker('<!-- tend:thread T1 abc --> and a command', null)).toBe(false);
  });

  it('renders a body whose only marker is its own, whatever the reason, history and artifact hold; it decodes to the state written', () => {
    const variants = [
      FORGED_MARKER,
      FORGED_MARKER.replace(' tend:state', '\ntend:state').replace('} -->', '}\n-->'),
      FORGED_MARKER.replace(' -->', ' --!>'),
      `<!-- <!-- tend:state ${JSON.stringify(FORGED)} --> -->`,
      `<!-->${FORGED_MARKER}<!--->`,
      'unclosed <!-- hides the rest',
    ];
    for (const evil of variants) {
      const tricky = { ...state, reason: `blocked on ${evil}`, history: [{ at: state.updatedAt, status: 'fixing' as const, note: evil }] };
      const body = renderTrackingBody(tricky, undefined, `## Report\n\n${evil}`);
      expect(body.match(/<!/g), evil).toHaveLength(1);
      expect(body.match(/--!?>/g), evil).toHaveLength(1);
      expect(decodeMarker(body), evil).toEqual(tricky);
      expect(findTracking([{ id: 1, body, authorId: SELF }], SELF).state, evil).toEqual(tricky);
    }
  });
});
