export const id = 941;
export const ids = [941];
export const modules = {

/***/ 7941:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  chatWatchWorkflow: () => (/* binding */ chatWatchWorkflow)
});

// EXTERNAL MODULE: ./src/config/workflow-commands.ts
var workflow_commands = __webpack_require__(77728);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(72020);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/github/chat-dispatch-payload.ts
var chat_dispatch_payload = __webpack_require__(27059);
// EXTERNAL MODULE: ./src/github/chat-thread-key.ts
var chat_thread_key = __webpack_require__(47616);
// EXTERNAL MODULE: ./src/github/labelled-issues.ts
var labelled_issues = __webpack_require__(28249);
;// CONCATENATED MODULE: ./src/github/chat-watch.ts
// The GitHub side of the chat watcher: its state issue (one open issue labelled
// `tend:chat-watch`, found and de-duplicated through src/store/unique-record.ts), the threads in
// flight (open `tend:chat` issues, whose bodies carry their thread key), and the
// repository_dispatch that hands a thread to the orchestrator.



const WATCH_LABEL = 'tend:chat-watch';
const WATCH_TITLE = 'tend chat-watch state';
/** Open issues labelled `tend:chat-watch` as records; a duplicate is closed, never deleted. */
function watchStateStore(octokit, repo) {
    return (0,labelled_issues/* labelledIssueStore */.g)(octokit, repo, { label: WATCH_LABEL, title: WATCH_TITLE });
}
/**
 * The comments on the state issue as records: each running `tend chat bridge` keeps its own
 * record there (src/chat/watch/watch-records.ts says which of them are state).
 */
function stateCommentStore(octokit, repo, issueNumber) {
    const toRecord = (c) => ({ id: c.id, body: c.body ?? '', authorId: c.user?.id ?? 0, authorLogin: c.user?.login ?? null });
    return {
        async list() {
            return (await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: issueNumber, per_page: 100 })).map(toRecord);
        },
        async create(body) {
            // Not idempotent: saveOwnRecord lists before sending it again.
            return toRecord((await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body, request: { retries: 0 } })).data);
        },
        async update(id, body) {
            await octokit.rest.issues.updateComment({ ...repo, comment_id: id, body });
        },
        async remove(id) {
            await octokit.rest.issues.deleteComment({ ...repo, comment_id: id });
        },
    };
}
/**
 * Thread keys of the chat threads tend works on: open `tend:chat` issues tend's account opened (100
 * per request). An issue someone else opened with the label and a thread-key line is not a thread.
 */
async function inflightThreadKeys(octokit, repo, selfId) {
    const issues = await octokit.paginate(octokit.rest.issues.listForRepo, { ...repo, labels: chat_thread_key/* CHAT_LABEL */.yH, state: 'open', per_page: 100 });
    const keys = new Set();
    for (const issue of issues) {
        const key = issue.pull_request || issue.user?.id !== selfId ? null : (0,chat_thread_key/* threadKeyFromBody */.mG)(issue.body ?? '');
        if (key)
            keys.add(key);
    }
    return keys;
}
/** One repository_dispatch `tend-chat`. The payload must already be checked against GitHub's limits. */
async function dispatchChatThread(octokit, repo, payload) {
    await octokit.rest.repos.createDispatchEvent({ ...repo, event_type: chat_dispatch_payload/* CHAT_EVENT_TYPE */.p6, client_payload: payload });
}

// EXTERNAL MODULE: ./src/chat/adapters/index.ts + 9 modules
var chat_adapters = __webpack_require__(25640);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/core/chat-event.ts
var chat_event = __webpack_require__(69404);
;// CONCATENATED MODULE: ./src/chat/watch/phrase-trie.ts
// Tier 0's word and stem lookup: one pass over a message instead of a regex alternation of a few
// hundred phrases behind a lookbehind, which V8 tries at every position of the text (about 2 µs
// on an average chat message, more than the whole classification may take).
//
// It answers exactly what these regexes answered (flag `u`, phrases as literals, each run of
// whitespace in a phrase standing for `\s+`):
//   whole:  (?<![\p{L}\p{N}])(?:p1|p2|...)(?![\p{L}\p{N}])
//   stems:  (?<![\p{L}\p{N}])(?:s1|s2|...)
// A phrase starts where no letter or digit precedes, a whole phrase ends where none follows, a
// stem may end anywhere. Pure data and functions: the trie is built once per configuration.
const WHOLE = 1;
const STEM = 2;
const newNode = () => ({ ends: 0, next: new Map(), space: null });
function compilePhraseTrie(whole, stems) {
    const root = newNode();
    const add = (phrase, flag) => {
        let node = root;
        for (let i = 0; i < phrase.length;) {
            if (isSpace(phrase.charCodeAt(i))) {
                while (i < phrase.length && isSpace(phrase.charCodeAt(i)))
                    i += 1;
                node.space ??= newNode();
                node = node.space;
            }
            else {
                const c = phrase.charCodeAt(i);
                let child = node.next.get(c);
                if (child === undefined) {
                    child = newNode();
                    node.next.set(c, child);
                }
                node = child;
                i += 1;
            }
        }
        node.ends |= flag;
    };
    for (const p of whole)
        add(p, WHOLE);
    for (const p of stems)
        add(p, STEM);
    const flat = flatten(root);
    // Only an empty stem (a keyword `*`) ends at the root: it matches at the first position.
    if (flat.ends[0] !== 0)
        return { test: () => true };
    const rootSpace = flat.space[0];
    return {
        test(text) {
            const n = text.length;
            // Whether the code point before position i is a letter or digit; kept as the scan moves.
            let wordBefore = false;
            for (let i = 0; i < n; i += 1) {
                const c = text.charCodeAt(i);
                if (!wordBefore) {
                    const first = flat.rootNext[c];
                    if (first !== 0 && walk(flat, first - 1, text, i + 1))
                        return true;
                    if (rootSpace >= 0 && isSpace(c) && walkSpace(flat, rootSpace, text, i))
                        return true;
                }
                if (c < 0x80) {
                    wordBefore = (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a);
                }
                else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
                    // A surrogate pair is one code point: judged whole, and no phrase starts at its low half.
                    wordBefore = isLetterOrDigit(text.codePointAt(i));
                    i += 1;
                }
                else {
                    wordBefore = isLetterOrDigit(c);
                }
            }
            return false;
        },
    };
}
function flatten(root) {
    const nodes = [];
    const index = new Map();
    const visit = (node) => {
        index.set(node, nodes.length);
        nodes.push(node);
        for (const child of node.next.values())
            visit(child);
        if (node.space !== null)
            visit(node.space);
    };
    visit(root);
    const edges = nodes.reduce((sum, node) => sum + node.next.size, 0);
    // At most half full, so a probe rarely goes past its first slot.
    let size = 16;
    while (size < edges * 2)
        size *= 2;
    const flat = {
        ends: new Uint8Array(nodes.length),
        space: new Int32Array(nodes.length),
        slotNode: new Int32Array(size).fill(-1),
        slotCode: new Uint16Array(size),
        slotNext: new Int32Array(size),
        mask: size - 1,
        rootNext: new Int32Array(0x10000),
    };
    nodes.forEach((node, i) => {
        flat.ends[i] = node.ends;
        flat.space[i] = node.space === null ? -1 : index.get(node.space);
        for (const [code, child] of node.next) {
            let slot = slotOf(flat.mask, i, code);
            while (flat.slotNode[slot] !== -1)
                slot = (slot + 1) & flat.mask;
            flat.slotNode[slot] = i;
            flat.slotCode[slot] = code;
            flat.slotNext[slot] = index.get(child);
        }
    });
    for (const [code, child] of root.next)
        flat.rootNext[code] = index.get(child) + 1;
    return flat;
}
const slotOf = (mask, node, code) => (Math.imul(node, 0x9e3779b1) ^ code) & mask;
function childOf(flat, node, code) {
    for (let slot = slotOf(flat.mask, node, code);; slot = (slot + 1) & flat.mask) {
        const at = flat.slotNode[slot];
        if (at === -1)
            return -1;
        if (at === node && flat.slotCode[slot] === code)
            return flat.slotNext[slot];
    }
}
/** Follows the text from position `i`, at trie node `node`; true at the first phrase that ends where it may. */
function walk(flat, node, text, i) {
    const n = text.length;
    for (;;) {
        const ends = flat.ends[node];
        if (ends & STEM)
            return true;
        if (ends & WHOLE && !wordAt(text, i))
            return true;
        if (i >= n)
            return false;
        const c = text.charCodeAt(i);
        const space = flat.space[node];
        if (space >= 0 && isSpace(c))
            return walkSpace(flat, space, text, i);
        node = childOf(flat, node, c);
        if (node < 0)
            return false;
        i += 1;
    }
}
/** Consumes the run of whitespace at `i` into node `space` (a `\s+` of the phrase) and goes on. */
function walkSpace(flat, space, text, i) {
    const n = text.length;
    let j = i + 1;
    while (j < n && isSpace(text.charCodeAt(j)))
        j += 1;
    // A phrase that ends in whitespace: `\s+` may give back all but one of the run, so the
    // character after its end is whitespace (no letter) when the run is two or longer.
    const ends = flat.ends[space];
    if (ends & STEM)
        return true;
    if (ends & WHOLE && (j - i >= 2 || !wordAt(text, j)))
        return true;
    // Past the run comes a character that is not whitespace: the phrase goes on with it or fails.
    if (j >= n)
        return false;
    const next = childOf(flat, space, text.charCodeAt(j));
    return next >= 0 && walk(flat, next, text, j + 1);
}
/** Whether the code point starting at `i` is a letter or digit (false past the end). */
function wordAt(text, i) {
    if (i >= text.length)
        return false;
    const c = text.codePointAt(i);
    return isLetterOrDigit(c);
}
// \p{L} and \p{N}, looked up once per code point: a table for the Basic Multilingual Plane
// (0 unknown, 1 no, 2 yes), the regex itself beyond it.
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const BMP = new Uint8Array(0x10000);
function isLetterOrDigit(c) {
    if (c < 0x80)
        return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);
    if (c > 0xffff)
        return LETTER_OR_DIGIT.test(String.fromCodePoint(c));
    let known = BMP[c];
    if (known === 0) {
        // A lone surrogate is neither; String.fromCodePoint keeps it alone, so the regex says no.
        known = LETTER_OR_DIGIT.test(String.fromCodePoint(c)) ? 2 : 1;
        BMP[c] = known;
    }
    return known === 2;
}
/** JavaScript's `\s`. */
function isSpace(c) {
    if (c < 0x80)
        return c === 0x20 || (c >= 0x09 && c <= 0x0d);
    return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

;// CONCATENATED MODULE: ./src/chat/watch/classify.ts
// The Tier-0 chat classifier: rules, no model, no I/O. Every regex and the word trie are compiled
// once per configuration (compileClassifier), so classifying is a few scans of the text per event:
// whole words and stems in one pass (phrase-trie.ts), sentence starters and the problem shapes by
// regex, each shape only when the strings it needs are there.
//
// The Tier-0 rules table, exactly:
//   bot id in mentions                                   → is_bot_mention
//   asks or reports something                              → is_question (tier0-4, below)
//   shorter than 30 characters and an ack / emoji-only    → is_ack_or_emoji
//   its thread is in flight (an open `tend:chat` issue)   → mentions_thread_with_inflight
//   is_bot_mention or (is_question and not ack)           → actionable
//   in flight and not ack                                 → actionable
//   else ack if is_ack_or_emoji, else ambient
// Two additions, both said here: a message from tend's own bot is ambient (its replies in an
// in-flight thread must never re-trigger it), and `internal-chatter.demote` (off by default) lets
// a team drop questions addressed to a colleague rather than to the bot.
//
// is_question (tier0-4) is wider than a question, since document 001's AC-11 counts every
// actionable message dropped: a `?` anywhere outside a link, a paste link, a question word at
// the start of a sentence or line (also right after a leading `@mention` or `nick:`), or a
// question, request or problem phrase anywhere ("I'm getting an error", "it'd be great if",
// "не запускается", "换个目录能正常安装吗"). Whose words apply follows the message's script
// (Latin: en, de, fr, es, pt, id; Cyrillic: ru; Han: zh; kana: ja) with no configuration;
// `languages` and `question-keywords` add more; `detect-languages: false` keeps only those.
// tier0-4 adds me-toos ("same", "Aqui também", "sama cuy"), problem verbs and negations per
// language ("startet nicht mehr", "n'apparaissait pas", "gagal", "安装不上", "されない") and
// imperative requests ("Favor consertar", "assign me"), and makes word boundaries real (tier0-3's
// `\p{L}` inside a plain template lost its backslash, so "demande" matched the word "mande").
// test/fixtures/chat-corpus holds the real messages these rules are measured on.



/** Bump when a rule changes; the configuration's hash is appended, so a config change shows too. */
const RULES_VERSION = 'tier0-5';
const ACK_MAX_LENGTH = 30;
// An ack is one or more ack words (`thanks, fixed!`, `ok thx`), in any of the built-in languages.
// Words are separated by at least one separator, so a run like `kkkk…x` has one way to split and
// the regex stays linear (a repeated group of repeated words would backtrack exponentially).
const ACK_WORDS = [
    'ok(?:ay)?', 'k+', 'kk', 'noted', 'lgtm', 'looks good(?: to me)?', 'sgtm', 'sounds good', 'thanks?(?: you)?(?: (?:so|very) much)?', 'thx', 'ty', 'tysm', 'ack', 'got it', 'will do',
    'cool', 'nice', 'great', 'perfect', 'awesome', 'np', 'no problem', '\\+1', 'fixed', 'solved', 'problem solved', 'works now', 'it works', 'right', 'yes', 'yep', 'yeah', 'sure',
    'hi', 'hello', 'hey', 'ahoy', 'o/', '\\\\o', 'bookmarked', 'haha+', 'hehe+', 'ja(?:ja)+', 'lol', ':d', ':\\)', 'xd',
    'danke(?: schön)?', 'merci(?: beaucoup)?', 'gracias', 'vale', 'obrigad[oa]', 'vlw', 'valeu', 'terima kasih', 'makasih', 'oke', 'siap', 'sip', 'hai', 'sama-sama', 'sama2',
    'спасибо', 'хорошо', 'ок', 'понял', 'всё заработало', 'все заработало',
    '谢谢', '感谢', '好的', '收到', '了解', 'ありがとう(?:ございます)?', '了解です', 'すみません',
];
const ACK_SEPARATOR = String.raw `[\s.!?,:)~！。、]`;
const BUILTIN_ACKS = [String.raw `^(?:${ACK_WORDS.join('|')})(?:${ACK_SEPARATOR}+(?:${ACK_WORDS.join('|')}))*${ACK_SEPARATOR}*$`];
/** Emoji, Slack/Discord `:shortcodes:` and custom `<:name:id>` emoji, nothing else. */
const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|:[a-z0-9_+\-]+:|<a?:\w+:\d+>|\s)+$/u;
/** The same emoji anywhere: an ack with an emoji (`lgtm 👍`, `thanks :pray:`) is matched without them. */
const EMOJI = /(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|:[a-z0-9_+\-]+:|<a?:\w+:\d+>)/gu;
/**
 * Per language: words that open a question (at the start of a sentence or line) and phrases that
 * make a message actionable anywhere: question phrases, requests phrased as statements ("it'd be
 * great if") and problem reports ("I'm getting an error"). A phrase ending in `*` is a stem
 * (`ошибк*` matches ошибка, ошибку). Han and kana phrases match anywhere (no word breaks there).
 * `openers` are words chat puts in front of a question's first word (tier0-5: "so what are the
 * plans", "and how do I ..."); a starter after one of them still opens the sentence.
 */
const LEXICON = {
    en: {
        starters: ['what', 'why', 'how', 'when', 'where', 'who', 'which', 'whose', 'can', 'could', 'does', 'do', 'did', 'is', 'are', 'was', 'were', 'should', 'would', 'will', 'has', 'have', 'any', 'anyone', 'anybody', 'is there', 'help'],
        openers: ['so', 'and', 'but', 'ok', 'okay', 'well', 'also', 'then', 'btw', 'oh', 'hmm', 'now', 'anyway'],
        phrases: [
            'any idea', 'anyone know', 'does anyone', 'is there a way', 'how do i', 'how can i', 'not sure why', 'wondering if', 'wondering whether', 'help me understand', 'unclear why', 'no idea why', 'any update*', 'any resolution',
            'please', 'pls', 'plz', 'can you', 'could you', 'would you', 'can someone', 'could someone', "it'd be great", 'it would be great', 'would be good if', 'would be nice', "i'd like", 'i would like', 'would just like', "i'd love", 'let me know', 'need help', 'help me', 'feedback', 'take a look', 'ptal', 'assign me', 'tell me', 'show me', 'send me', 'give me', 'ping me',
            'error*', 'exception', 'traceback', 'fail', 'fails', 'failed', 'failing', 'failure*', 'broken', 'crash*', "doesn't work", 'does not work', "doesn't do anything", "isn't working", 'not working', "won't start", 'will not start', 'does not start', "doesn't start",
            "can't", 'cannot', 'unable to', "i'm getting", 'i am getting', 'still seeing', 'still getting', 'keep showing', 'keeps showing', 'happening to me', 'happening for me', 'also happening', 'happens to me', 'same here', 'me too', 'for me too', 'went wrong', 'gone wrong', 'a problem', 'the problem', 'same problem', 'same issue', 'same error', 'not enough information', 'stuck', 'hangs',
            "doesn't help", 'does not help', "didn't help", 'did not help', 'nothing happens', 'showing nothing', 'shows nothing', 'is missing',
            // tier0-5 (the s15 tuning split's misses, generalised): inability without "unable", asking
            // in so many words, and a request to anyone in the room.
            'not able to', 'not being able to', "wasn't able to", "weren't able to", "haven't been able to", "hasn't been able to",
            'wanted to ask', 'want to ask', 'like to ask', 'wanted to know', 'want to know', 'like to know', 'was wondering',
            'somebody could', 'someone could', 'anyone could', 'can somebody', 'could somebody', 'can anyone', 'could anyone', 'explain to me',
            // and tuning-2's: refusals by the system, things that do not open or load, thrown back,
            // and feature requests as a wish or a want.
            'not permitted', 'permission denied', 'access denied', 'not open', "won't open", "doesn't open", 'does not open', 'not loading', "won't load", "doesn't load", 'does not load', 'thrown back', 'kicked out',
            'i want', 'would be great', 'would be really nice', 'would be really great', 'would be very nice', 'would be awesome', 'would be helpful', 'would be useful', 'would love', 'like to see', 'love to see', 'interested in seeing',
        ],
    },
    de: {
        starters: ['was', 'warum', 'wieso', 'weshalb', 'wie', 'wann', 'wo', 'woher', 'wohin', 'wer', 'welche', 'welcher', 'welches', 'kann', 'kannst', 'könnt', 'könnte', 'gibt es', 'hat jemand', 'weiß jemand', 'ist', 'sind', 'habt ihr', 'hast du'],
        phrases: ['weiß jemand', 'hat jemand', 'gibt es eine möglichkeit', 'keine ahnung warum', 'fehler*', 'funktioniert nicht', 'klappt nicht', 'klappt einfach nicht', 'geht nicht', 'startet nicht', 'problem*', 'bitte', 'sollte', 'sollten', 'wäre schön', 'wäre gut', 'wäre toll', 'nicht erreichbar', 'hilfe', 'ich auch', 'bei mir auch', 'gleiche problem', 'gleichen fehler', 'nicht mehr', 'kann nicht', 'kann nichts', 'kann kein*', 'soll', 'sollen', 'passiert', 'abgestürzt', 'stürzt ab', 'hängt'],
    },
    fr: {
        starters: ["qu'est-ce", 'pourquoi', 'comment', 'quand', 'où', 'qui', 'quel', 'quelle', 'quels', 'quelles', 'est-ce que', 'peut-on', 'pouvez-vous', "quelqu'un", 'y a-t-il', 'avez-vous', 'as-tu', 'sais-tu'],
        phrases: ["quelqu'un sait", 'une idée', 'est-ce que', 'erreur*', 'ne marche pas', 'marche pas', 'ne fonctionne pas', 'fonctionne pas', "n'arrive pas", 'impossible de', 'problème*', 'probleme*', 'bug', "s'il vous plaît", "s'il te plaît", 'svp', "merci d'avance", 'aide', 'aidez', 'ce serait bien', 'serait bien', 'bienvenue', 'ne peut plus', 'ne veut pas', 'ne fait rien', 'moi aussi', 'même erreur', 'même problème', "j'ai un message", "j'ai ce message", "j'ai le message"],
    },
    es: {
        starters: ['qué', 'por qué', 'cómo', 'cuándo', 'dónde', 'quién', 'cuál', 'cuáles', 'alguien', 'puedo', 'puedes', 'hay', 'sabes', 'saben'],
        phrases: ['alguien sabe', 'alguna idea', 'ayuda', 'ayudar', 'por favor', 'error*', 'no funciona', 'no puedo', 'no logro', 'no inicia', 'no me deja', 'no arranca', 'sigue igual', 'sigue sin', 'problema*', 'falla*', 'quería saber', 'quisiera saber', 'me sale', 'pasame', 'pásame', 'comparte', 'no compila', 'no carga', 'no abre', 'no anda', 'no sirve', 'no corre', 'yo igual', 'yo también', 'a mí también', 'me pasa lo mismo', 'mismo error', 'mismo problema'],
    },
    pt: {
        starters: ['o que', 'por que', 'como', 'quando', 'onde', 'quem', 'qual', 'quais', 'alguém', 'alguem', 'tem', 'existe', 'vocês'],
        phrases: ['alguma ideia', 'alguma idéia', 'alguém sabe', 'ajuda', 'ajudar', 'por favor', 'erro*', 'não funciona', 'nao funciona', 'não consigo', 'nao consigo', 'não resolveu', 'não permite', 'problema*', 'fecha em seguida', 'trava*', 'pode colocar', 'poderia', 'deveria', 'gostaria', 'eu também', 'mesmo erro', 'mesmo problema', 'aqui também', 'mesma coisa', 'nada funciona', 'nada resolve', 'não quer', 'nao quer', 'não entra*', 'não abre', 'não inicia', 'não carrega', 'não instala', 'aparecendo', 'favor', 'resolva', 'corrija', 'conserte', 'arrume', 'verifique', 'envie', 'mande'],
    },
    id: {
        starters: ['apa', 'apakah', 'kenapa', 'mengapa', 'bagaimana', 'gimana', 'kapan', 'dimana', 'di mana', 'siapa', 'berapa', 'bisakah', 'ada yang', 'sama'],
        phrases: ['tolong', 'mohon', 'bantu', 'bantuan', 'eror', 'tidak bisa', 'ga bisa', 'gak bisa', 'gabisa', 'nggak bisa', 'ga jalan', 'tidak jalan', 'kenapa', 'knapa', 'gimana', 'bagaimana', 'tambahin', 'dong', 'saya juga', 'aku juga', 'sama gan', 'juga nih', 'gagal', 'gk bisa', 'tdk bisa', 'kok', 'knp', 'gimna', 'apaan', 'ditunggu'],
    },
    ru: {
        starters: ['как', 'что', 'почему', 'зачем', 'где', 'когда', 'кто', 'какой', 'какая', 'какие', 'можно', 'есть ли', 'подскажите', 'помогите'],
        phrases: ['не работает', 'не запуска*', 'не до запуска*', 'ошибк*', 'не удается', 'не удаётся', 'не могу', 'не получается', 'не появляется', 'проблем*', 'пожалуйста', 'помогите', 'подскажите', 'помощ*', 'вылетает', 'пропало', 'как пофиксить', 'не помогает', 'как исправить', 'как решить', 'что делать', 'у меня тоже', 'приведите', 'пришлите', 'скиньте', 'покажите', 'уточните', 'опишите'],
    },
    zh: {
        starters: [],
        phrases: ['吗', '嗎', '呢', '怎么', '怎麼', '为什么', '為什麼', '为啥', '什么', '如何', '请问', '請問', '是否', '能否', '哪', '有没有', '有沒有', '怎样', '报错', '報錯', '错误', '錯誤', '出错', '失败', '失敗', '无法', '無法', '不了', '没有用', '没用', '不起来', '打不开', '问题', '問題', '不能', '不行', '一样', '請', '请', '建议', '希望', '麻烦', '帮忙', '求助', '我也是', '我也遇到', '有解', '同样', '同上', '没有启动', '没启动', '没反应', '没有反应', '不生效', '没有出现', '没出现', '不出', '不上'],
    },
    ja: {
        starters: [],
        phrases: ['ですか', 'ますか', 'でしょうか', 'ください', '下さい', 'お願い', '教えて', '助けて', 'できない', 'できません', '動かない', '起動しない', '失敗', 'わからない', '分からない', 'なぜ', 'なんで', 'どうすれば', 'どうやって', 'エラー', 'バグ', '不具合', '現象', '誤字', 'どうにか', 'ていません', 'ていない', 'されない', 'されません', 'できず'],
    },
};
const PROBLEM_SHAPES = {
    ru: [{ pattern: String.raw `(?<![\p{L}\p{N}])не \p{L}+(?:ется|ится|ются|ятся)(?![\p{L}\p{N}])`, needs: [['не '], ['ется', 'ится', 'ются', 'ятся']] }],
    en: [
        { pattern: String.raw `(?:^|[.!?\n]\s*)(?:doesn'?t|didn'?t|won'?t|isn'?t|wasn'?t|can'?t)\s+\p{L}` },
        // An exception's name ends a word: TypeError, ValueError, NullPointerException.
        { pattern: String.raw `\p{L}(?:error|exception)s?(?![\p{L}\p{N}])`, needs: [['error', 'exception']] },
    ],
    fr: [{ pattern: String.raw `(?<![\p{L}\p{N}])(?:ne\s+|n')(?:[smtlj]'|(?:se|me|te|le|la|les|lui|leur|y|en|nous|vous)\s+)?\p{L}+\s+(?:pas|plus|jamais|rien)(?![\p{L}\p{N}])`, needs: [['pas', 'plus', 'jamais', 'rien'], ['ne', "n'"]] }],
};
/** A me-too on its own (`same`, `Same!`, `Same question.`): under a problem report it is one more report of it. */
const ME_TOO_ALONE = /^(?:same(?:\s+(?:here|question|issue|problem|error|thing))?|ditto|me too)[\s.!]*$/;
const PASTE_LINK = /\b(?:pastebin\.com|paste\.debian\.net|dpaste\.\w+|hastebin\.\w+|termbin\.com|ix\.io|gist\.github\.com|paste\.\w+)\//;
const LATIN_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'id'];
const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;
const NON_LATIN = /[\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Who a message is addressed to, in front of what is said: `<@U1>`, `@alice`, `alice:` or `alice,` (IRC), repeated. */
const LEADING_ADDRESS = /^(?:\s*(?:<[@!#][^>\s]{1,80}>|@[\p{L}\p{N}_.\-]{1,40}|[\p{L}\p{N}_\-\[\]\\`^{}|]{1,32}[:,](?!\/)))+\s*/u;
/** A `?` inside a link (`?page=2`) asks nothing. */
const URL = /\bhttps?:\/\/\S+/g;
const QUESTION_MARK = /[?？¿]/;
const SCRIPT_LANGUAGES = { latin: LATIN_LANGUAGES, cyrillic: ['ru'], han: ['zh'], kana: ['ja'] };
function compileClassifier(config) {
    const version = `${RULES_VERSION}+${configHash(config)}`;
    const acks = [...BUILTIN_ACKS, ...config['ack-patterns']].map((p) => new RegExp(p, 'iu'));
    // Each script gets its languages' words (when detect-languages is on) plus the configured
    // languages' and keywords, which apply to every message whatever its script.
    const matchers = Object.fromEntries(Object.keys(SCRIPT_LANGUAGES).map((script) => {
        const languages = new Set([...(config['detect-languages'] ? SCRIPT_LANGUAGES[script] : []), ...config.languages]);
        return [script, compileMatcher(languages, config['question-keywords'])];
    }));
    const botIds = config['bot-ids'];
    const members = new Set(config['internal-chatter'].members);
    const demote = config['internal-chatter'].demote;
    return {
        version,
        classify(event, context) {
            const bot = botIds[event.platform];
            const text = event.content.trim();
            // Lower-cased once, so the word regexes need no case-insensitive Unicode matching (the slow part).
            const lowered = text.toLowerCase();
            const said = lowered.includes('’') ? lowered.replace(/’/g, "'") : lowered;
            const withoutLinks = said.includes('://') ? said.replace(URL, ' ') : said;
            const hasQuestionMark = QUESTION_MARK.test(withoutLinks) || (said !== withoutLinks && PASTE_LINK.test(said));
            // Phrases count anywhere in the whole text; starters also right after the address.
            // (The address is looked for only when nothing else made it a question.)
            const hasQuestionWords = !hasQuestionMark && (matchesAny(withoutLinks, matchers, 'all') || (LEADING_ADDRESS.test(text) && matchesAny(withoutLinks.replace(LEADING_ADDRESS, ''), matchers, 'starters')));
            const isQuestion = hasQuestionMark || hasQuestionWords || ME_TOO_ALONE.test(said);
            const last = text.charCodeAt(text.length - 1);
            const endsWithQuestionMark = last === 0x3f || last === 0xff1f; // ? or ？
            const mentionless = text.includes('<') ? text.replace(/<[@!#][^>\s]{1,80}>/g, '').trim() : text;
            const short = text.length < ACK_MAX_LENGTH;
            const emojiOnly = short && mentionless !== '' && EMOJI_ONLY.test(mentionless);
            const words = short && !emojiOnly ? mentionless.replace(EMOJI, ' ').trim() : '';
            const ackMatch = words !== '' && acks.some((re) => re.test(words));
            const isAck = emojiOnly || ackMatch;
            const isBotMention = bot !== undefined && event.mentions.includes(bot);
            // Addressed to someone other than the bot (and, with members listed, from and to members).
            const isInternal = !isBotMention && (members.size > 0 ? members.has(event.sender.id) && event.mentions.some((id) => id !== bot && members.has(id)) : event.mentions.some((id) => id !== bot));
            const inflight = context.inflight.size > 0 && context.inflight.has((0,chat_event/* threadKeyOf */.vz)(event));
            const own = bot !== undefined && event.sender.id === bot;
            let classification;
            let confidence;
            if (own) {
                classification = 'ambient';
                confidence = 1;
            }
            else if (isBotMention) {
                classification = 'actionable';
                confidence = 0.95;
            }
            else if (isQuestion && !isAck && !(demote && isInternal && !inflight)) {
                classification = 'actionable';
                confidence = inflight ? 0.9 : endsWithQuestionMark ? 0.85 : hasQuestionMark ? 0.8 : 0.7;
            }
            else if (inflight && !isAck) {
                classification = 'actionable';
                confidence = 0.9;
            }
            else if (isAck) {
                classification = 'ack';
                confidence = emojiOnly ? 0.98 : 0.95;
            }
            else {
                classification = 'ambient';
                confidence = isInternal ? 0.8 : 0.6;
            }
            return {
                ...event,
                is_bot_mention: isBotMention,
                is_question: isQuestion,
                is_ack_or_emoji: isAck,
                is_internal_chatter: isInternal,
                mentions_thread_with_inflight: inflight,
                classification,
                classifier_confidence: confidence,
                classifier_version: version,
                classified_at: context.classifiedAt,
            };
        },
    };
}
/** Which scripts a message is written in decides whose words apply: Latin, Cyrillic, Han, kana (Japanese, with or without Han). */
function matchesAny(text, matchers, which) {
    // Most messages are Latin only: one test settles that before the per-script ones.
    if (!NON_LATIN.test(text))
        return matches(matchers.latin, text, which);
    return ((LATIN.test(text) && matches(matchers.latin, text, which)) ||
        (CYRILLIC.test(text) && matches(matchers.cyrillic, text, which)) ||
        (KANA.test(text) ? matches(matchers.kana, text, which) : HAN.test(text) && matches(matchers.han, text, which)));
}
function matches(m, text, which) {
    if (m.starters?.test(text))
        return true;
    if (which === 'starters')
        return false;
    if (m.words?.test(text) || m.anywhere?.test(text))
        return true;
    for (const shape of m.shapes)
        if (hasAllGroups(text, shape.needs) && shape.re.test(text))
            return true;
    return false;
}
function hasAllGroups(text, groups) {
    for (const group of groups) {
        let found = false;
        for (const s of group)
            if (text.includes(s))
                found = true;
        if (!found)
            return false;
    }
    return true;
}
const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
function compileMatcher(languages, keywords) {
    const starters = new Set();
    const openers = new Set();
    const phrases = new Set(keywords.map((k) => k.toLowerCase().replace(/’/g, "'")));
    for (const language of languages) {
        for (const word of LEXICON[language].starters)
            starters.add(word.toLowerCase());
        for (const word of LEXICON[language].openers ?? [])
            openers.add(word);
        for (const phrase of LEXICON[language].phrases)
            phrases.add(phrase);
    }
    const alternation = (words) => [...words].sort((a, b) => b.length - a.length).map(escapeRegex).join('|');
    // Whole words, stems (`ошибк*`) and Han or kana phrases, which match anywhere (no word breaks there).
    const whole = [...phrases].filter((p) => !p.endsWith('*') && !HAN_OR_KANA.test(p));
    const stems = [...phrases].filter((p) => p.endsWith('*')).map((p) => p.slice(0, -1));
    const anywhere = [...phrases].filter((p) => !p.endsWith('*') && HAN_OR_KANA.test(p));
    const shapes = [...languages].flatMap((language) => PROBLEM_SHAPES[language] ?? []);
    return {
        // A starter opens the message, a sentence or a line, after an opener ("so", "and") or not.
        starters: starters.size > 0 ? new RegExp(String.raw `(?:^|[.!?;:\n。！？]\s*)${openers.size > 0 ? String.raw `(?:(?:${alternation(openers)})[\s,]+)?` : ''}(?:${alternation(starters)})(?![\p{L}\p{N}])`, 'u') : null,
        shapes: shapes.map((shape) => ({ re: new RegExp(shape.pattern, 'u'), needs: shape.needs ?? [] })),
        // Letters on either side break a whole word; stems (`ошибк*`) only need one in front.
        words: whole.length > 0 || stems.length > 0 ? compilePhraseTrie(whole, stems) : null,
        anywhere: anywhere.length > 0 ? new RegExp(`(?:${alternation(anywhere)})`, 'u') : null,
    };
}
function configHash(config) {
    const canonical = JSON.stringify([config['bot-ids'], config['ack-patterns'], config['question-keywords'], config.languages, config['detect-languages'], config['internal-chatter']], (_key, value) => value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) : value);
    return (0,external_node_crypto_.createHash)('sha256').update(canonical).digest('hex').slice(0, 8);
}
function escapeRegex(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}

// EXTERNAL MODULE: ./src/chat/watch/watch-health.ts
var watch_health = __webpack_require__(70876);
;// CONCATENATED MODULE: ./src/chat/watch/watch-plan.ts
// What the watcher sends for one channel's read: one repository_dispatch `tend-chat` per thread
// with actionable messages not yet dispatched, each payload checked against GitHub's limits
// (≤ 10 top-level keys, under 64 KB; MAX_PAYLOAD_BYTES keeps a margin) before it may be sent.
// A thread with more messages than fit is split over several payloads, oldest first; a single
// message too large on its own has its content truncated with a note. Pure.


const MAX_PAYLOAD_KEYS = 10;
function planDispatches(events, alreadyDispatched) {
    const threads = new Map();
    for (const event of events) {
        if (event.classification !== 'actionable' || alreadyDispatched.has(event.message_id))
            continue;
        const key = (0,chat_event/* threadKeyOf */.vz)(event);
        const list = threads.get(key) ?? [];
        list.push(event);
        threads.set(key, list);
    }
    const payloads = [];
    const notes = [];
    for (const [threadKey, list] of threads) {
        const sorted = [...list].sort((a, b) => Date.parse(a.create_time) - Date.parse(b.create_time));
        let batch = [];
        const flush = () => {
            if (batch.length > 0)
                payloads.push(checkedPayload({ v: 1, thread_key: threadKey, events: batch }));
            batch = [];
        };
        for (const original of sorted) {
            const event = fitAlone(threadKey, original, notes);
            const candidate = { v: 1, thread_key: threadKey, events: [...batch, event] };
            if (batch.length >= chat_dispatch_payload/* MAX_EVENTS_PER_DISPATCH */.oC || (0,chat_dispatch_payload/* payloadBytes */.Ih)(candidate) >= chat_dispatch_payload/* MAX_PAYLOAD_BYTES */.qY)
                flush();
            batch.push(event);
        }
        flush();
    }
    return { payloads, notes };
}
/** Truncates one event's content until a payload holding only it fits. */
function fitAlone(threadKey, event, notes) {
    const alone = (e) => (0,chat_dispatch_payload/* payloadBytes */.Ih)({ v: 1, thread_key: threadKey, events: [e] });
    if (alone(event) < chat_dispatch_payload/* MAX_PAYLOAD_BYTES */.qY)
        return event;
    const original = event.content.length;
    let keep = original;
    let fitted = event;
    while (alone(fitted) >= chat_dispatch_payload/* MAX_PAYLOAD_BYTES */.qY && keep > 0) {
        keep = Math.floor(keep * 0.8);
        fitted = { ...event, content: `${event.content.slice(0, keep)}\n[truncated by tend: ${original - keep} of ${original} characters left out to fit GitHub's repository_dispatch limit]` };
    }
    notes.push(`message ${event.message_id} in ${threadKey} was ${original} characters; its dispatch carries the first ${keep}.`);
    return fitted;
}
/** Refuses (throws) a payload GitHub would refuse or tend's receiver would not accept. */
function checkedPayload(payload) {
    const parsed = chat_dispatch_payload/* ChatDispatchPayloadSchema */.Ue.parse(payload);
    const keys = Object.keys(parsed).length;
    const bytes = (0,chat_dispatch_payload/* payloadBytes */.Ih)(parsed);
    if (keys > MAX_PAYLOAD_KEYS || bytes >= chat_dispatch_payload/* MAX_PAYLOAD_BYTES */.qY) {
        throw new Error(`a tend-chat payload for ${payload.thread_key} has ${keys} top-level keys and ${bytes} bytes; GitHub takes at most ${MAX_PAYLOAD_KEYS} keys and under 64 KB`);
    }
    return parsed;
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/store/marker.ts
var marker = __webpack_require__(60471);
;// CONCATENATED MODULE: ./src/chat/watch/watch-state.ts
// The chat watcher's durable state, as it sits in the hidden marker of its state issue: per
// channel the adapter's cursor (opaque here, parsed by the adapter), how far it has read, and a
// bounded window of message ids already dispatched. Pure: reading, merging, rendering. The JSON
// is stored deflated (base64) in the marker: ten channels with full cursors and windows take
// about 33,000 of the 65,536 characters an issue body may hold.
//
// Guarantees, and where each holds:
// - nothing lost: a channel's cursor moves only after every dispatch its read produced was sent;
//   a run killed before that re-reads the same messages next time;
// - nothing twice: each dispatch adds its message ids to `dispatched` and saves at once, so a
//   rerun skips them; a dispatch sent but not saved (killed in between) is sent again, and the
//   orchestrator ignores message ids it already recorded in the thread issue;
// - overlapping writers: each writer keeps its own record (the schedule the issue body, each bridge
//   a comment), and every reader merges all of them (mergeRecords: per channel the state that read
//   further wins, dispatched windows are united); before each dispatch the records are read again,
//   so messages another writer already sent are left out, and a cursor never moves back.
// - the bridge and the schedule never read one channel at once: watch-exclusion.ts (the bridge's
//   `leases`, the schedule's `intents`, and the order in which each is written and read).




/** Message ids remembered per channel: more than one run's dispatches, well under the issue body limit. */
const DISPATCHED_WINDOW = 100;
/** GitHub caps an issue body at 65,536 characters. */
const MAX_STATE_BODY = 65_536;
const ChannelStateSchema = schemas/* strictObject */.rej({
    /** The adapter's cursor; null before the first successful read. */
    cursor: schemas/* unknown */.L5J(),
    /** create_time of the newest message read (RFC 3339); decides which state wins a merge. */
    read_until: schemas/* string */.YjP().nullable(),
    /** Message ids already dispatched, oldest first. */
    dispatched: schemas/* array */.YOg(schemas/* string */.YjP()).max(DISPATCHED_WINDOW),
    updated_at: schemas/* string */.YjP(),
});
const WatchStateSchema = schemas/* strictObject */.rej({
    v: schemas/* literal */.euz(1),
    channels: schemas/* record */.g1P(schemas/* string */.YjP(), ChannelStateSchema),
    /** Channel key → until when a running bridge reads it (RFC 3339); absent when no bridge ever ran. */
    leases: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional(),
    /** Channel key → until when a scheduled run reads it (RFC 3339); only in the schedule's record. */
    intents: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional(),
});
const EMPTY_WATCH_STATE = { v: 1, channels: {} };
function channelKey(channel) {
    return `${channel.platform}:${channel['chat-id']}`;
}
/** How the state sits in the marker: deflated JSON in base64 (ids and cursors compress several times over). */
const StoredSchema = schemas/* strictObject */.rej({ v: schemas/* literal */.euz(1), deflated: schemas/* string */.YjP().max(MAX_STATE_BODY) });
/** The state in an issue body; empty when there is none or it does not parse (then it is rebuilt). */
function readWatchState(body) {
    const stored = StoredSchema.safeParse(body ? (0,marker/* decodeMarker */.rH)(body) : undefined);
    if (!stored.success)
        return EMPTY_WATCH_STATE;
    let json;
    try {
        json = JSON.parse((0,external_node_zlib_.inflateRawSync)(Buffer.from(stored.data.deflated, 'base64'), { maxOutputLength: 4 * 1024 * 1024 }).toString('utf8'));
    }
    catch {
        return EMPTY_WATCH_STATE;
    }
    const parsed = WatchStateSchema.safeParse(json);
    return parsed.success ? parsed.data : EMPTY_WATCH_STATE;
}
function storedMarker(state) {
    return (0,marker/* encodeMarker */.$N)({ v: 1, deflated: (0,external_node_zlib_.deflateRawSync)(JSON.stringify(state), { level: 9 }).toString('base64') });
}
/** Appends ids to a window, without repeats, keeping the newest DISPATCHED_WINDOW. */
function remember(window, ids) {
    const seen = new Set(window);
    const next = [...window];
    for (const id of ids) {
        if (seen.has(id))
            continue;
        seen.add(id);
        next.push(id);
    }
    return next.slice(-DISPATCHED_WINDOW);
}
/** Ours merged onto what is stored now (another run may have saved meanwhile). */
function mergeWatchStates(stored, ours) {
    const channels = { ...stored.channels };
    for (const [key, mine] of Object.entries(ours.channels)) {
        const theirs = stored.channels[key];
        if (!theirs) {
            channels[key] = mine;
            continue;
        }
        const theirsFurther = theirs.read_until !== null && (mine.read_until === null || Date.parse(theirs.read_until) > Date.parse(mine.read_until));
        const winner = theirsFurther ? theirs : mine;
        channels[key] = { ...winner, dispatched: remember(theirs.dispatched, mine.dispatched) };
    }
    // A claim only ever extends: the later `until` wins, whoever wrote it.
    const leases = laterClaims(stored.leases, ours.leases);
    const intents = laterClaims(stored.intents, ours.intents);
    return { v: 1, channels, ...(Object.keys(leases).length > 0 ? { leases } : {}), ...(Object.keys(intents).length > 0 ? { intents } : {}) };
}
function laterClaims(a, b) {
    const claims = { ...(a ?? {}) };
    for (const [key, until] of Object.entries(b ?? {})) {
        if (claims[key] === undefined || Date.parse(until) > Date.parse(claims[key]))
            claims[key] = until;
    }
    return claims;
}
/**
 * Every writer's record merged into one view. Each claim is taken only from the writer it belongs
 * to: leases from the bridges' records, intents from the schedule's (a stale copy in the wrong
 * record, e.g. a lease an earlier release kept in the issue body, is still honoured as a lease).
 */
function mergeRecords(records) {
    const fromSchedule = { v: 1, channels: records.schedule.channels, ...(records.schedule.intents ? { intents: records.schedule.intents } : {}), ...(records.schedule.leases ? { leases: records.schedule.leases } : {}) };
    return records.bridges.reduce((merged, bridge) => mergeWatchStates(merged, { v: 1, channels: bridge.channels, ...(bridge.leases ? { leases: bridge.leases } : {}) }), fromSchedule);
}
/** What a writer saves in its own record: the merged channels and its own claims, never another writer's. */
function ownRecord(merged, writer, claims) {
    const kept = Object.keys(claims).length > 0 ? { [writer === 'bridge' ? 'leases' : 'intents']: claims } : {};
    return { v: 1, channels: merged.channels, ...kept };
}
/** Whether a bridge holds the channel at `now`. */
function leasedByBridge(state, key, now) {
    const until = state.leases?.[key];
    return until !== undefined && Date.parse(until) > now.getTime();
}
/** The state with the channels leased until `until` (a lease never moves back). */
function withLeases(state, keys, until) {
    const leases = { ...(state.leases ?? {}) };
    for (const key of keys) {
        if (leases[key] === undefined || Date.parse(leases[key]) < until.getTime())
            leases[key] = until.toISOString();
    }
    return { ...state, leases };
}
/** A bridge's comment on the state issue: a line for people and the marker (comment bodies have the issue body's limit). */
function renderBridgeRecord(state) {
    const body = ['tend chat bridge keeps its own cursors and leases here (the scheduled chat-watch reads them and leaves leased channels to the bridge). Do not edit or delete this comment.', '', storedMarker(state)].join('\n');
    if (body.length > MAX_STATE_BODY)
        throw new Error(`the chat bridge's state for ${Object.keys(state.channels).length} channels is ${body.length} characters, over GitHub's ${MAX_STATE_BODY}-character comment limit; run one bridge per group of channels.`);
    return body;
}
/** The issue body: a line for people, a table of channels, and the marker. */
function renderWatchBody(state, names) {
    const rows = Object.entries(state.channels)
        .sort(([a], [b]) => a.localeCompare(b))
        // A channel's name comes from the chat platform: a cell, so it is inert text (core/text.ts).
        .map(([key, c]) => `| ${(0,core_text/* cell */.Hn)(names[key] ?? key)} | \`${(0,core_text/* cell */.Hn)(key)}\` | ${(0,core_text/* cell */.Hn)(c.read_until ?? 'not yet')} | ${(0,core_text/* cell */.Hn)(c.updated_at)} |`);
    const body = [
        'tend keeps the chat watcher\'s cursors here: which messages of each watched channel it has read and dispatched. Do not edit or close this issue; tend updates it on every chat-watch run.',
        '',
        '| channel | key | newest message read | updated |',
        '| --- | --- | --- | --- |',
        ...rows,
        '',
        storedMarker(state),
    ].join('\n');
    if (body.length > MAX_STATE_BODY) {
        throw new Error(`the chat-watch state for ${Object.keys(state.channels).length} channels is ${body.length} characters, over GitHub's ${MAX_STATE_BODY}-character issue body limit; watch fewer channels per workflow (one chat-watch workflow per group of channels, each with its own config-path).`);
    }
    return body;
}

;// CONCATENATED MODULE: ./src/chat/watch/watch-exclusion.ts
// Who may read a channel: the scheduled chat-watch or a running `tend chat bridge`, never both at
// once. Pure decisions over the records each writer keeps (watch-state.ts); the I/O that orders
// them is in watch.ts.
//
// Records, one per writer, so no write ever replaces another writer's (GitHub has no conditional
// update of an issue body or a comment; with writes spaced 1 s apart, a read-merge-rewrite of one
// shared body loses whatever the other writer saved in between):
// - the scheduled chat-watch: the state issue's body (author: the action's account). Its `intents`
//   say which channels a run is reading now, each until a time;
// - each bridge: its own comment on the state issue (author: the bridge's account, which must have
//   write access to the repository). Its `leases` say which channels the bridge reads, until a time.
// A record is state only when its author is the right account AND it ends with the marker; a
// comment by anyone else, even with a copied marker, is never read (watch-records.ts). Every
// reader merges all the records: per channel the cursor that read further wins and the dispatched
// windows are united, so progress is never lost and a cursor never moves back, whoever saved last.
//
// Exclusion, a two-flag handshake (each side raises its flag in its own record, then reads the
// other's; the bridge wins a tie, the schedule being the fallback):
// - the schedule writes its intent for the channels it means to read, THEN reads the bridges'
//   records, and reads only channels with no live lease; right before each dispatch it reads them
//   again and stops (cursor unmoved) if a lease appeared, or if its own intent is about to end;
// - the bridge makes its lease visible (written, with at least LEASE_SAFE_MS left) THEN reads the
//   schedule's record, and leaves every channel with a live intent alone (cursor unmoved, tried
//   again a few seconds later); before each dispatch it checks its own lease still has
//   LEASE_SAFE_MS left, else it stops the same way.
// Guarantee: no message is dispatched by both. Suppose the schedule dispatches after its check r_S
// (no live lease) and the bridge dispatches after its check r_B (no live intent). The intent was
// written before r_S and stays live until the schedule's last dispatch; the lease was written
// before r_B and stays live past the bridge's last dispatch. If r_S came before the lease write,
// r_B came after it and so after the intent write: r_B saw the intent. Otherwise r_S came after
// the lease write and saw the lease. Either way one side backed off. When both start at the same
// moment both may back off; neither moves a cursor, the bridge tries again seconds later and the
// schedule's intent ends with its run (or, if it was killed, after INTENT_MINUTES).
// Where it holds: GitHub answers a read with writes that completed before it (read after write on
// one issue and its comments); the two clocks agree within LEASE_SAFE_MS (a minute); a bridge read
// and a scheduled run each finish within their own lease or intent (minutes; both stop early
// otherwise). Two scheduled runs at once, or two bridges on one channel, share one record: keep
// one schedule per workflow (the workflow's concurrency group) and one bridge per channel; a
// message the overlap sends twice is absorbed by the orchestrator (it records message ids).
/** How long a scheduled run's intent holds a channel; a run killed mid-way holds the bridge back this long at most. */
const INTENT_MINUTES = 10;
/** Time a lease or an intent must still have for a dispatch and its save, with clock skew to spare. */
const LEASE_SAFE_MS = 60_000;
const live = (until, now, marginMs = 0) => until !== undefined && Date.parse(until) > now.getTime() + marginMs;
/** The schedule may read (and dispatch for) a channel only while no bridge holds a live lease on it. */
function scheduleMayRead(merged, key, now) {
    return !live(merged.leases?.[key], now);
}
/** The bridge may read a channel only while no scheduled run holds a live intent on it. */
function bridgeMayRead(merged, key, now) {
    return !live(merged.intents?.[key], now);
}
/** Whether one's own claim (a lease or an intent) still covers a dispatch and its save. */
function claimCoversDispatch(until, now) {
    return live(until, now, LEASE_SAFE_MS);
}
/**
 * Whether the bridge must write its lease before reading: it must be visible, with time for the
 * read, before the schedule's record is read. A lease with more than half its span left is
 * already visible (it was written by an earlier read) and is not written again, which keeps
 * writes (each spaced 1 s apart) off the path from a message to its dispatch.
 */
function leaseNeedsWrite(own, keys, leaseMinutes, now) {
    return keys.some((key) => !live(own.leases?.[key], now, (leaseMinutes * 60_000) / 2));
}
/** Claims (channel key → until) for `keys`, never moving one back. */
function claimed(claims, keys, until) {
    const next = { ...(claims ?? {}) };
    for (const key of keys)
        if (next[key] === undefined || Date.parse(next[key]) < until.getTime())
            next[key] = until.toISOString();
    return next;
}

// EXTERNAL MODULE: ./src/route/authorize.ts
var authorize = __webpack_require__(22894);
// EXTERNAL MODULE: ./src/github/permissions.ts
var permissions = __webpack_require__(15435);
// EXTERNAL MODULE: ./src/store/unique-record.ts
var unique_record = __webpack_require__(31310);
;// CONCATENATED MODULE: ./src/chat/watch/watch-records.ts
// Where the chat watcher's records live, one per writer (watch-exclusion.ts says why): the
// scheduled chat-watch's in the state issue's body, each bridge's in its own comment on that
// issue. A writer rewrites only its own record; `read` merges every record that is state.
//
// What is state, and nothing else: the issue body when the issue's author is the action's account
// (findOwnRecord), and a comment that ends with the marker AND whose author is this bridge or an
// account with write access to the repository (asked of GitHub once per author and run). A comment
// by anyone else, with a marker copied from a real record or made up, is never read: it could
// otherwise hold a channel away from the schedule (a lease) or skip messages (a cursor).






/** The bridges' records among the state issue's comments: ends with the marker, by this bridge or a writer of the repository. */
async function bridgeStates(comments, trusted) {
    const states = [];
    for (const comment of comments)
        if ((0,marker/* hasMarker */.xY)(comment.body) && (await trusted(comment)))
            states.push(readWatchState(comment.body));
    return states;
}
function writerCheck(octokit, repo, selfIds) {
    const known = new Map();
    return async (comment) => {
        if (selfIds().includes(comment.authorId))
            return true;
        if (comment.authorLogin === null || comment.authorId === 0)
            return false;
        if (!known.has(comment.authorId))
            known.set(comment.authorId, (0,authorize/* hasWriteAccess */.sv)(await (0,permissions/* repositoryPermission */.M)(octokit, repo, comment.authorLogin)));
        return known.get(comment.authorId);
    };
}
/** The scheduled chat-watch's records: it writes the issue body (creating the issue on its first save). */
async function scheduleRecords(octokit, repo, selfId, names) {
    const issues = watchStateStore(octokit, repo);
    let found = (0,unique_record/* findOwnRecord */.D)(await issues.list(), selfId);
    let fresh = found.record;
    const trusted = writerCheck(octokit, repo, () => []);
    return {
        async read() {
            if (!found.record)
                return { merged: { v: 1, channels: {} }, own: { v: 1, channels: {} } };
            const issue = fresh ?? (await issues.get(found.record.id));
            fresh = null;
            const own = readWatchState(issue.body);
            const bridges = await bridgeStates(await stateCommentStore(octokit, repo, found.record.id).list(), trusted);
            return { merged: mergeRecords({ schedule: own, bridges }), own };
        },
        async readOwn() {
            return found.record ? readWatchState((await issues.get(found.record.id)).body) : { v: 1, channels: {} };
        },
        async save(own) {
            const body = renderWatchBody(own, names);
            const id = await (0,unique_record/* saveOwnRecord */.x)(issues, selfId, found, body);
            found = { record: { id, body, authorId: selfId }, duplicates: [] };
        },
    };
}
/** A bridge's records: it reads the issue body (the action's account wrote it) and writes its own comment. */
async function bridgeRecords(octokit, repo, stateAuthor, identity) {
    const issues = watchStateStore(octokit, repo);
    const issue = (0,unique_record/* findOwnRecord */.D)(await issues.list(), stateAuthor).record;
    if (!issue)
        throw new Error(`no chat-watch state issue by account ${stateAuthor}: run the chat-watch workflow once so it starts the cursors`);
    let fresh = issue;
    const comments = stateCommentStore(octokit, repo, issue.id);
    const trusted = writerCheck(octokit, repo, () => [identity.id]);
    let own = { record: null, duplicates: [] };
    return {
        async read() {
            const body = (fresh ?? (await issues.get(issue.id))).body;
            fresh = null;
            const listed = await comments.list();
            own = identity.id === null ? own : (0,unique_record/* findOwnRecord */.D)(listed, identity.id);
            const bridges = await bridgeStates(listed, trusted);
            return { merged: mergeRecords({ schedule: readWatchState(body), bridges }), own: readWatchState(own.record?.body) };
        },
        async readOwn() {
            // One bridge per record: nothing else writes it, the copy in memory is current.
            return readWatchState(own.record?.body);
        },
        async save(state) {
            const body = renderBridgeRecord(state);
            if (identity.id === null) {
                // The token cannot say whose it is: the first comment it writes does.
                const created = await comments.create(body);
                identity.id = created.authorId;
                own = { record: { ...created, body }, duplicates: [] };
                return;
            }
            const id = await (0,unique_record/* saveOwnRecord */.x)(comments, identity.id, own, body);
            own = { record: { id, body, authorId: identity.id }, duplicates: [] };
        },
    };
}

// EXTERNAL MODULE: ./src/github/api-errors.ts
var api_errors = __webpack_require__(69995);
;// CONCATENATED MODULE: ./src/chat/watch/watch.ts
// The chat-watch run (action input `command: chat-watch`, on schedule or workflow_dispatch):
// for each watched channel, read since the stored cursor, classify (Tier 0), send one
// repository_dispatch `tend-chat` per thread with actionable messages, then move the cursor.
// This file sequences; decisions are in classify.ts, watch-plan.ts and watch-state.ts, I/O in the
// adapters and src/github/chat-watch.ts. The guarantees are spelled out in watch-state.ts.
//
// One channel's failure (chat API down, token refused, a bad stored cursor) is recorded in its
// health row and the run goes on with the others; their progress is saved as they finish.











const EVENTS_FILE = 'chat-events.ndjson';
async function runChatWatch(deps) {
    const route = { action: 'chat-watch', detail: deps.cause };
    const channels = deps.chat?.channels ?? [];
    if (channels.length === 0) {
        return {
            workflow: 'chat-watch',
            target: null,
            state: 'skipped',
            reason: `Nothing to do: no chat channels are configured; list them under chat.channels in ${deps.configPath} on the default branch.`,
            route,
            decisions: [],
            merged: false,
            trackingCommentId: null,
        };
    }
    const chat = deps.chat;
    const names = Object.fromEntries(channels.map((c) => [channelKey(c), c.name]));
    const bridge = deps.leaseMinutes !== undefined;
    const records = bridge
        ? await bridgeRecords(deps.octokit, deps.repo, deps.selfId, deps.bridgeIdentity ?? { id: null })
        : await scheduleRecords(deps.octokit, deps.repo, deps.selfId, names);
    const loaded = await records.read();
    let state = loaded.merged;
    /** This writer's own claims: a bridge's leases (kept from its record), a scheduled run's intents (its own run's only). */
    let claims = bridge ? { ...(loaded.own.leases ?? {}) } : {};
    let writtenClaims = claims;
    /** Every record read again: other writers' progress and claims as they are now, ours kept. */
    const refresh = async () => {
        state = mergeWatchStates((await records.read()).merged, { v: 1, channels: state.channels });
    };
    /** Only the record this writer shares with overlapping runs of its own kind (a scheduled run's issue body). */
    const refreshOwn = async () => {
        if (!bridge)
            state = mergeWatchStates(state, await records.readOwn());
    };
    const write = async () => {
        if (deps.dryRun)
            return;
        await records.save(ownRecord(state, bridge ? 'bridge' : 'schedule', claims));
        writtenClaims = claims;
    };
    // Exclusion (watch-exclusion.ts): our claim is written first, then the other side's is read.
    const keys = channels.map(channelKey);
    if (!deps.dryRun && bridge && leaseNeedsWrite(loaded.own, keys, deps.leaseMinutes, deps.now())) {
        claims = claimed(claims, keys, new Date(deps.now().getTime() + deps.leaseMinutes * 60_000));
        await write();
        await refresh();
    }
    if (!deps.dryRun && !bridge) {
        const wanted = keys.filter((key) => scheduleMayRead(state, key, deps.now()));
        if (wanted.length > 0) {
            claims = claimed({}, wanted, new Date(deps.now().getTime() + INTENT_MINUTES * 60_000));
            await write();
            await refresh();
        }
    }
    const deferred = [];
    /** A scheduled run is done with a channel: its intent goes at the next write (a new object: `writtenClaims` keeps what was written). */
    const release = (key) => {
        if (bridge || claims[key] === undefined)
            return;
        claims = Object.fromEntries(Object.entries(claims).filter(([k]) => k !== key));
    };
    const inflight = await inflightThreadKeys(deps.octokit, deps.repo, deps.selfId);
    const classifier = compileClassifier(chat);
    const adapters = new Map();
    const health = [];
    const notes = [];
    await (0,promises_.mkdir)(deps.auditDir, { recursive: true });
    for (const channel of channels) {
        const key = channelKey(channel);
        const at = deps.now();
        let events = [];
        let dispatches = 0;
        const before = state.channels[key] ?? { cursor: null, read_until: null, dispatched: [], updated_at: at.toISOString() };
        /** The other side holds the channel (a bridge's lease, or a scheduled run's intent). */
        const heldAway = () => (bridge ? !bridgeMayRead(state, key, deps.now()) : !scheduleMayRead(state, key, deps.now()));
        /** Our own claim ends too soon to cover a dispatch and its save (a run that took too long). */
        const claimEnding = () => !deps.dryRun && !claimCoversDispatch(claims[key], deps.now());
        if (heldAway()) {
            if (bridge) {
                deferred.push(key);
                notes.push(`${channel.name}: a scheduled chat-watch is reading it (until ${state.intents?.[key]}); read again shortly.`);
            }
            else {
                notes.push(`${channel.name}: read by a running tend chat bridge (lease until ${state.leases?.[key]}); left to it.`);
                release(key);
            }
            health.push((0,watch_health/* channelHealth */.u7)({ channel: channel.name, key, events, dispatches, readUntil: before.read_until, at, error: null }));
            continue;
        }
        let handedOver = false;
        try {
            const adapter = adapters.get(channel.platform) ?? (0,chat_adapters/* chatAdapter */.u)(channel.platform, deps.connections);
            adapters.set(channel.platform, adapter);
            let cursor = null;
            if (before.cursor !== null && before.cursor !== undefined) {
                const parsed = safeParseCursor(adapter, before.cursor);
                if (parsed.ok)
                    cursor = parsed.cursor;
                else
                    notes.push(`${channel.name}: the stored cursor was not readable (${parsed.why}); read again from ${chat['lookback-minutes']} minutes back, already dispatched messages are skipped.`);
            }
            const prefix = `${key}:`;
            const followThreads = [...inflight].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
            const read = await adapter.readSince({ chat_id: channel['chat-id'], chat_name: channel.name }, cursor, {
                followThreads,
                startAt: new Date(at.getTime() - chat['lookback-minutes'] * 60_000),
            });
            const classifiedAt = deps.now().toISOString();
            events = read.events.map((e) => classifier.classify(e, { inflight, classifiedAt }));
            if (events.length > 0)
                await (0,promises_.appendFile)((0,external_node_path_.join)(deps.auditDir, EVENTS_FILE), events.map((e) => deps.redact(JSON.stringify(e)) + '\n').join(''));
            const plan = planDispatches(events, new Set(before.dispatched));
            notes.push(...plan.notes.map((n) => `${channel.name}: ${n}`));
            for (const planned of plan.payloads) {
                if (deps.dryRun) {
                    deps.log(`dry run: would dispatch tend-chat for ${planned.thread_key} with ${planned.events.length} message(s)`);
                    continue;
                }
                // Look again just before sending: an overlapping run may have dispatched some of these.
                await refresh();
                if (heldAway() || claimEnding()) {
                    // The other side took the channel over, or our claim is ending: stop here, cursor unmoved
                    // (whoever reads next starts from the stored cursor and skips what was dispatched).
                    handedOver = true;
                    if (bridge)
                        deferred.push(key);
                    notes.push(`${channel.name}: ${bridge ? 'a scheduled chat-watch' : 'a tend chat bridge'} took the channel over, or this run's claim on it ran out; left to the next read.`);
                    break;
                }
                const sent = new Set(state.channels[key]?.dispatched ?? []);
                const events = planned.events.filter((e) => !sent.has(e.message_id));
                if (events.length === 0)
                    continue;
                await dispatchChatThread(deps.octokit, deps.repo, { ...planned, events });
                dispatches += 1;
                // The dispatch took a while (GitHub's pacing): an overlapping scheduled run may have saved
                // the same record meanwhile; merge it in so this save keeps it. (A bridge's record is its own.)
                await refreshOwn();
                const current = state.channels[key] ?? before;
                state = { ...state, channels: { ...state.channels, [key]: { ...current, dispatched: remember(current.dispatched, events.map((e) => e.message_id)), updated_at: deps.now().toISOString() } } };
                await write();
            }
            if (handedOver) {
                release(key);
                health.push((0,watch_health/* channelHealth */.u7)({ channel: channel.name, key, events, dispatches, readUntil: state.channels[key]?.read_until ?? null, at: deps.now(), error: null }));
                continue;
            }
            // Every dispatch of this read is out: only now may the cursor move past these messages.
            await refreshOwn();
            const current = state.channels[key] ?? before;
            const newest = events.reduce((m, e) => (m === null || Date.parse(e.create_time) > Date.parse(m) ? e.create_time : m), before.read_until);
            const further = current.read_until !== null && (newest === null || Date.parse(current.read_until) > Date.parse(newest));
            // Another run read further meanwhile: keep its cursor (never move back).
            if (!further)
                state = { ...state, channels: { ...state.channels, [key]: { ...current, cursor: read.cursor, read_until: newest, updated_at: deps.now().toISOString() } } };
            // A scheduled run's intent on this channel ends with it: a bridge waiting for it may read now.
            release(key);
            await write();
            health.push((0,watch_health/* channelHealth */.u7)({ channel: channel.name, key, events, dispatches, readUntil: state.channels[key].read_until, at: deps.now(), error: null }));
        }
        catch (error) {
            const line = deps.redact(errorLine(error));
            deps.warn(`chat-watch: ${channel.name} (${key}): ${line}`);
            health.push((0,watch_health/* channelHealth */.u7)({ channel: channel.name, key, events, dispatches, readUntil: state.channels[key]?.read_until ?? null, at: deps.now(), error: line }));
            release(key);
        }
    }
    // Intents left over (channels skipped or failed): cleared, so no bridge waits for them.
    if (!bridge && Object.keys(writtenClaims).length > 0) {
        claims = {};
        await refreshOwn();
        await write();
    }
    const failed = health.filter((h) => h.error !== null).length;
    const total = (f) => health.reduce((sum, h) => sum + f(h), 0);
    const reason = `Read ${total((h) => h.events_read)} message(s) in ${channels.length} channel(s): ${total((h) => h.actionable)} actionable, ${total((h) => h.ambient)} ambient, ${total((h) => h.ack)} ack; ` +
        `${deps.dryRun ? 'dry run, nothing dispatched' : `${total((h) => h.dispatches)} tend-chat dispatch(es)`}` +
        (failed > 0 ? `; ${failed} channel(s) failed and keep their cursor for the next run.` : '.');
    return {
        workflow: 'chat-watch',
        target: null,
        state: failed === 0 ? 'watched' : failed === channels.length ? 'failed' : 'partial',
        reason,
        route,
        decisions: health.map((h) => ({
            target: null,
            decision: h.error ? 'channel failed' : `${h.dispatches} dispatch(es)`,
            why: `${h.channel}: ${h.error ?? `${h.events_read} read, ${h.actionable} actionable, ${h.ambient} ambient, ${h.ack} ack`}`,
        })),
        merged: false,
        trackingCommentId: null,
        notes,
        chatWatch: health,
        ...(deferred.length > 0 ? { deferred } : {}),
    };
}
function safeParseCursor(adapter, stored) {
    try {
        return { ok: true, cursor: adapter.parseCursor(stored) };
    }
    catch (error) {
        return { ok: false, why: errorLine(error).slice(0, 200) };
    }
}
function errorLine(error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0].replace(/ - https?:\/\/\S+$/, '');
    const status = (0,api_errors/* restFailure */.$e)(error)?.status;
    return status !== undefined && !message.includes(String(status)) ? `GitHub answered ${status}: ${message}` : message;
}

;// CONCATENATED MODULE: ./src/chat/watch/handler.ts
// The chat watcher behind the Workflow interface: reads the watched channels, classifies what is
// new with the Tier-0 rules and dispatches one tend-chat run per thread that needs an answer.





const chatWatchWorkflow = {
    handle: async (services, request) => {
        const outcome = await runChatWatch({
            octokit: services.octokit,
            repo: services.repo,
            selfId: services.selfId,
            chat: services.settings.chat,
            configPath: services.settings.configPath,
            connections: services.chat,
            now: services.env.now,
            log: services.log,
            warn: (line) => (0,workflow_commands/* warning */.$e)(services.redact(line)),
            redact: services.redact,
            dryRun: services.settings.dryRun,
            auditDir: (0,external_node_path_.dirname)(services.settings.auditPath ?? (0,external_node_path_.join)(services.env.runnerTemp, 'tend', 'audit.json')),
            cause: request.cause,
        });
        const channels = outcome.chatWatch ?? [];
        return { ...outcome, summary: channels.length > 0 ? [`### Chat channels\n\n${(0,watch_health/* healthTable */.Ph)(channels, core_text/* cell */.Hn)}`] : [] };
    },
};


/***/ })

};
