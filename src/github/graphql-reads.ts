// Whether a GraphQL document only reads. GitHub counts a request "without mutations" as a read
// (1 secondary-limit point, a mutation 5: docs.github.com/en/rest/using-the-rest-api/
// rate-limits-for-the-rest-api#calculating-points-for-the-secondary-rate-limit), and tend spaces and
// paces only what writes. A document this cannot read for sure (a mutation or subscription among
// its operations, a token GraphQL does not have, unbalanced braces) counts as a write: the cost of
// a wrong "write" is a second's wait, of a wrong "read" a write GitHub asked tend to space.

/**
 * GraphQL's tokens (spec, "Lexical Tokens"), ignored ones first: whitespace, commas and comments;
 * block strings and strings (whose braces are not the document's); names; numbers; punctuators.
 */
const TOKEN = /[\s,\ufeff]+|#[^\n\r]*|"""(?:\\"""|(?!""")[^])*"""|"(?:\\.|[^"\\\n\r])*"|[_A-Za-z]\w*|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|\.\.\.|[!$&()[\]{}:=@|]/y;

/**
 * True when every operation `document` defines is a query (`query …` or the shorthand `{ … }`),
 * with at least one; fragments are neither. A definition starts at depth 0 (outside every brace,
 * parenthesis and bracket), and its first token says what it is.
 */
export function onlyQueries(document: unknown): boolean {
  if (typeof document !== 'string') return false;
  let known = answers.get(document);
  if (known === undefined) {
    known = readsOnly(document);
    // tend sends a few dozen documents, each many times, and asks twice a request (pacing.ts and
    // rate-limit.ts): read each once (~0.1 ms for RUN_CONTEXT's 8.6 KB). Bounded all the same.
    if (answers.size >= 256) answers.clear();
    answers.set(document, known);
  }
  return known;
}

/** onlyQueries's answers by document. */
const answers = new Map<string, boolean>();

function readsOnly(document: string): boolean {
  let depth = 0;
  let definitionStarts = true;
  let queries = 0;
  for (let at = 0; at < document.length; ) {
    TOKEN.lastIndex = at;
    const token = TOKEN.exec(document)?.[0];
    if (token === undefined) return false;
    at += token.length;
    if (/^[\s,\ufeff#]/.test(token)) continue;
    if (depth === 0 && definitionStarts) {
      definitionStarts = false;
      if (token === 'query' || token === '{') queries += 1;
      else if (token !== 'fragment') return false;
    }
    if (token === '{' || token === '(' || token === '[') depth += 1;
    if (token === '}' || token === ')' || token === ']') {
      depth -= 1;
      if (depth < 0) return false;
      // Only a selection set closes a definition: the variables' parentheses come before it.
      if (depth === 0 && token === '}') definitionStarts = true;
    }
  }
  return depth === 0 && queries > 0;
}
