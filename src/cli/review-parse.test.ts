import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { reviewParse } from './review-parse.js';

const F = '```';

class Collect extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

async function run(stdin: string | string[]): Promise<{ code: number; out: string; err: string }> {
  const out = new Collect();
  const err = new Collect();
  // Several chunks, split mid-line and mid-character, as a pipe may deliver them.
  const bytes = Buffer.from(Array.isArray(stdin) ? stdin.join('\n') : stdin, 'utf8');
  const chunks = [bytes.subarray(0, 7), bytes.subarray(7, 50), bytes.subarray(50)];
  const code = await reviewParse(Readable.from(chunks), out, err);
  return { code, out: out.text, err: err.text };
}

const line = (record: Record<string, unknown>) => JSON.stringify(record);
const outputs = (out: string) => out.trimEnd().split('\n').map((l) => JSON.parse(l) as unknown);

const CODERABBIT = ['_⚠️ Potential issue_ | _🟠 Major_', '', '**Guard the null case.**', '', `${F}suggestion`, 'if (user === null) return;', F].join('\n');

describe('tend review parse', () => {
  it('writes one result per input line, in order', async () => {
    const result = await run([
      line({ author: 'coderabbitai', author_type: 'Bot', author_id: 136622811, body: CODERABBIT }),
      line({ author: 'gemini-code-assist[bot]', author_id: 176961590, body: '![medium](https://www.gstatic.com/codereviewagent/medium-priority.svg)\n\nRename this.' }),
      line({ author: 'octocat', body: `Nit.\n\n${F}suggestion\n${F}` }),
      '',
    ]);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(outputs(result.out)).toEqual([
      { bot: 'coderabbit', severity: 'major', suggestions: [{ text: 'if (user === null) return;' }] },
      { bot: 'gemini', severity: 'minor', suggestions: [] },
      { bot: null, severity: 'unknown', suggestions: [{ text: '' }] },
    ]);
  });

  it('without an id, looks a Bot login up among the known bots, in either spelling', async () => {
    const result = await run([
      line({ author: 'coderabbitai', author_type: 'Bot', body: CODERABBIT }),
      line({ author: 'coderabbitai[bot]', body: CODERABBIT }),
      line({ author: 'CodeRabbitAI[bot]', author_type: 'Bot', body: CODERABBIT }),
    ]);
    expect(outputs(result.out).map((r) => (r as { bot: string | null }).bot)).toEqual(['coderabbit', 'coderabbit', 'coderabbit']);
  });

  it('never takes a user login for a bot', async () => {
    const result = await run([
      line({ author: 'coderabbitai', body: CODERABBIT }),
      line({ author: 'coderabbitai', author_type: 'User', body: CODERABBIT }),
      line({ author: 'coderabbitai[bot]', author_type: 'User', body: CODERABBIT }),
    ]);
    for (const record of outputs(result.out)) expect(record).toMatchObject({ bot: null, severity: 'unknown' });
  });

  it('trusts the id over the login', async () => {
    const result = await run(line({ author: 'coderabbitai[bot]', author_type: 'Bot', author_id: 12345, body: CODERABBIT }));
    expect(outputs(result.out)).toEqual([{ bot: null, severity: 'unknown', suggestions: [{ text: 'if (user === null) return;' }] }]);
  });

  it('accepts CRLF input and an empty input', async () => {
    const result = await run(`${line({ author: 'octocat', body: 'fine' })}\r\n`);
    expect(outputs(result.out)).toEqual([{ bot: null, severity: 'unknown', suggestions: [] }]);
    expect(await run('')).toEqual({ code: 0, out: '', err: '' });
  });

  it.each([
    ['{"author": "octocat", "body": ', 'line 2: not valid JSON'],
    ['["octocat", "fine"]', 'line 2: expected a JSON object with author and body, got an array'],
    ['{"author": "octocat"}', "line 2: key 'body' is required"],
    ['{"author": "", "body": "x"}', `line 2: key 'author' must be a non-empty login (got "")`],
    ['{"author": "octocat", "author_id": "583231", "body": "x"}', `line 2: key 'author_id' must be a whole number, the account id (got "583231")`],
    ['{"author": "octocat", "author_id": -1, "body": "x"}', "line 2: key 'author_id' must be a whole number, the account id (got number -1)"],
    ['{"author": "octocat", "body": 42}', "line 2: key 'body' must be a string (got number 42)"],
    ['{"author": "octocat", "authorId": 1, "body": "x"}', "line 2: unknown key 'authorId'; expected author, author_type, author_id, body"],
  ])('rejects %s with one line and no output', async (bad, message) => {
    const result = await run([line({ author: 'octocat', body: 'fine' }), bad, line({ author: 'octocat', body: 'also fine' })]);
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err.startsWith(message)).toBe(true);
    expect(result.err.endsWith('\n')).toBe(true);
    expect(result.err.trimEnd().split('\n')).toHaveLength(1);
  });

  it('counts blank lines in line numbers', async () => {
    const result = await run([line({ author: 'octocat', body: 'fine' }), '', '', '{']);
    expect(result.err.startsWith('line 4: not valid JSON')).toBe(true);
  });
});
