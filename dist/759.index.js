export const id = 759;
export const ids = [759];
export const modules = {

/***/ 30759:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EXPECTED_MCP_SERVERS: () => (/* binding */ EXPECTED_MCP_SERVERS),
/* harmony export */   MAX_MCP_SERVERS: () => (/* binding */ MAX_MCP_SERVERS),
/* harmony export */   mcpSetup: () => (/* binding */ mcpSetup),
/* harmony export */   parseMcpServers: () => (/* binding */ parseMcpServers)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41514);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74296);
// The `mcp-servers` input: the read-only MCP servers the model may use (docs/mcp.md). tend starts
// each one as a process, so, like verify-command, they are configured in the workflow file only,
// never in .github/tend.yml (a pull request can change that file; it cannot change which workflow
// runs). The text is YAML or JSON: a map of server name → {command, args, env}, where `env` names
// the variables of the step's environment the server receives; nothing else of tend's environment
// reaches it.



/** Server names become part of tool names (`mcp__<server>__<tool>`, at most 64 characters). */
const SERVER_NAME = /^[A-Za-z0-9_-]{1,32}$/;
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** More would be a crowd of processes per run; each server costs a start-up. */
const MAX_MCP_SERVERS = 8;
const EXPECTED_MCP_SERVERS = 'expected YAML or JSON mapping each server name to {command, args?, env?}, e.g. docs: {command: npx, args: [-y, "@acme/docs-mcp"], env: [DOCS_API_KEY]}';
const variableName = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .regex(VARIABLE_NAME, { message: 'an environment variable name is letters, digits and _, not starting with a digit' })
    .refine((name) => !/^INPUT_/i.test(name), {
    // The step's inputs are tend's own (its tokens among them): a server gets a variable of its own.
    message: "INPUT_* variables are tend's inputs (its tokens among them); put the value in a variable of the step's env and name that",
})
    .refine((name) => !['PATH', 'HOME'].includes(name), { message: 'PATH and HOME are set by tend (PATH from verify-path, HOME a directory of the server\'s own)' })
    .refine((name) => !/^TEND_/i.test(name), { message: "TEND_* variables are tend's own" });
const ServerSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    command: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().trim().min(1, { message: 'command is the program to start, e.g. npx or /usr/local/bin/docs-mcp' }),
    args: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).default([]),
    env: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(variableName)
        .default([])
        .refine((names) => new Set(names).size === names.length, { message: 'a variable is named twice' }),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown key ${issue.keys.map((k) => `'${k}'`).join(', ')} (a server has command, args and env; URL servers are not supported)` : undefined) });
const ServersSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), ServerSchema);
/** The input's text → the servers, in the order written; an issue message names what is wrong. */
function parseMcpServers(text) {
    if (text.trim() === '')
        return { ok: true, servers: [] };
    let data;
    try {
        data = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : 'unreadable';
        return { ok: false, message: `not YAML or JSON (${reason}); ${EXPECTED_MCP_SERVERS}` };
    }
    if (data === null || typeof data !== 'object' || Array.isArray(data))
        return { ok: false, message: `the text is ${Array.isArray(data) ? 'a list' : 'a single value'}, not a mapping of server names; ${EXPECTED_MCP_SERVERS}` };
    const names = Object.keys(data);
    const badName = names.find((name) => !SERVER_NAME.test(name));
    if (badName !== undefined)
        return { ok: false, message: `${badName}: a server name is 1 to 32 letters, digits, _ or -; ${EXPECTED_MCP_SERVERS}` };
    if (names.length > MAX_MCP_SERVERS)
        return { ok: false, message: `${names.length} servers, at most ${MAX_MCP_SERVERS}; ${EXPECTED_MCP_SERVERS}` };
    const parsed = ServersSchema.safeParse(data);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
        return { ok: false, message: `${where}${issue?.message ?? 'invalid'}; ${EXPECTED_MCP_SERVERS}` };
    }
    return { ok: true, servers: Object.entries(parsed.data).map(([name, server]) => ({ name, ...server })) };
}
/**
 * The `mcp-servers` input and the values of what it names, read through `read` (the handed-over
 * variables, then the step's environment). Bad text throws one line before anything is written.
 * A named variable that is not set is left out: the server starts without it.
 */
function mcpSetup(text, read) {
    const parsed = parseMcpServers(text);
    if (!parsed.ok)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`Input 'mcp-servers' is not usable: ${parsed.message}.`);
    const variables = {};
    for (const name of new Set(parsed.servers.flatMap((server) => server.env))) {
        const value = read(name);
        if (value !== undefined)
            variables[name] = value;
    }
    return { servers: parsed.servers, variables };
}


/***/ })

};
