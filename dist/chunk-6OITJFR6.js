import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  CancelReadableStream,
  STAINLESS_HELPER_HEADER,
  Stream,
  appendHeaderValue,
  safeJSON
} from "./chunk-WGHTFSNW.js";
import {
  AnthropicError,
  isAbortError
} from "./chunk-SZHJZVAZ.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// node_modules/@anthropic-ai/sdk/lib/middleware.mjs
var encoder = new TextEncoder();
var DEFAULT_BETAS = ["fallback-credit-2026-07-01"];
function stripFallbackBlocks(body) {
  const messages = body.messages.flatMap((message) => {
    if (message.role === "system" || !Array.isArray(message.content))
      return [message];
    const content = message.content.filter((block) => block.type !== "fallback");
    if (content.length === message.content.length)
      return [message];
    return content.length > 0 ? [{ ...message, content }] : [];
  });
  return { ...body, messages };
}
__name(stripFallbackBlocks, "stripFallbackBlocks");
function applyFallbackPatch(body, entry) {
  const patched = { ...body };
  for (const [key, value] of Object.entries(entry)) {
    if (key === "output_config" && value != null) {
      const merged = { ...patched[key] ?? {} };
      for (const [subKey, subValue] of Object.entries(value)) {
        patchField(merged, subKey, subValue);
      }
      patchField(patched, key, Object.keys(merged).length ? merged : null);
    } else {
      patchField(patched, key, value);
    }
  }
  if (entry.thinking === void 0 && body.thinking?.type === "between_tools") {
    patched["thinking"] = { type: "disabled" };
  }
  return patched;
}
__name(applyFallbackPatch, "applyFallbackPatch");
function patchField(target, key, value) {
  if (value === void 0)
    return;
  if (value === null) {
    delete target[key];
  } else {
    target[key] = value;
  }
}
__name(patchField, "patchField");
function betaRefusalFallbackMiddleware(fallbacks, options = {}) {
  let warnedMissingState = false;
  return async (request, next, ctx) => {
    const [path] = (ctx.options?.path ?? "").split("?");
    if (fallbacks.length === 0 || ctx.options?.method !== "post" || path !== "/v1/messages" || ctx.options.__qualifiers?.["beta"] !== "true" || typeof ctx.options.body !== "object" || ctx.options.body == null) {
      return next(request);
    }
    if (ctx.options.body.fallbacks != null) {
      throw new AnthropicError("Sending the `fallbacks:` request param is not supported when using the `betaRefusalFallbackMiddleware`. You should either remove the middleware and send `fallbacks:` with the `server-side-fallback-2026-07-01` beta header to let the API handle refusal fallbacks, or omit the `fallbacks:` param if you'd like `betaRefusalFallbackMiddleware` to handle fallbacks on the client side.");
    }
    const onError = options.onError ?? ((error) => ctx.logger.error(`anthropic-sdk: betaRefusalFallbackMiddleware: ${error.message}`));
    request = withMiddlewareHeaders(request, options.betas ?? DEFAULT_BETAS);
    const body = stripFallbackBlocks(ctx.options.body);
    const state = ctx.options.fallbackState;
    const startIndex = state?.index ?? -1;
    if (!Number.isInteger(startIndex) || startIndex < -1 || startIndex >= fallbacks.length) {
      throw new AnthropicError(`fallbackState.index ${startIndex} is out of bounds for a chain of ${fallbacks.length} fallback(s); was the state shared with a different middleware?`);
    }
    const pin = /* @__PURE__ */ __name((index2) => {
      if (state) {
        state.index = index2;
      } else if (!warnedMissingState) {
        warnedMissingState = true;
        ctx.logger.warn("anthropic-sdk: betaRefusalFallbackMiddleware fell back without a `fallbackState` request option; follow-up requests will retry models that already refused. Pass a shared `{ fallbackState: new BetaFallbackState() }` to pin them to the accepted model.");
      }
    }, "pin");
    const initialBody = startIndex === -1 ? body : applyFallbackPatch(body, fallbacks[startIndex]);
    const initialRequest = typeof request.body !== "string" ? request : { ...request, body: JSON.stringify(initialBody) };
    const response = startIndex === -1 ? await next(initialRequest) : (await sendHop(next, ctx, fallbacks[startIndex], initialRequest)).response;
    if (!response.ok) {
      return response;
    }
    if (ctx.options.stream === true) {
      const firstHop = startIndex + 1;
      if (firstHop >= fallbacks.length || typeof initialRequest.body !== "string") {
        return response;
      }
      return spliceFallbackStream({
        request: initialRequest,
        response,
        next,
        ctx,
        fallbacks,
        firstHop,
        onError,
        pin
      });
    }
    let index = startIndex;
    let res = response;
    let requestedModel = initialBody.model;
    const fallbackBlocks = [];
    while (index < fallbacks.length - 1) {
      const message = await ctx.parse(res);
      if (message?.type !== "message" || message.stop_reason !== "refusal") {
        break;
      }
      index += 1;
      pin(index);
      const entry = fallbacks[index];
      const details = message.stop_details?.type === "refusal" ? message.stop_details : null;
      fallbackBlocks.push({
        type: "fallback",
        // `requestedModel` is always set for a typed body; the `??` defends
        // against an untyped body that carried no `model` field.
        from: { model: requestedModel ?? message.model },
        to: { model: entry.model },
        trigger: { type: "refusal", category: details?.category ?? null }
      });
      requestedModel = entry.model;
      ({ response: res } = await sendHop(next, ctx, entry, {
        ...request,
        body: JSON.stringify({
          ...applyFallbackPatch(body, entry),
          ...details?.fallback_credit_token ? { fallback_credit_token: creditTokenParam(details.fallback_credit_token) } : void 0
        })
      }));
    }
    if (fallbackBlocks.length === 0) {
      return res;
    }
    const served = await ctx.parse(res);
    if (served?.type !== "message" || served.stop_reason === "refusal" || !Array.isArray(served.content)) {
      return res;
    }
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    return new Response(JSON.stringify({ ...served, content: [...fallbackBlocks, ...served.content] }), {
      status: res.status,
      statusText: res.statusText,
      headers
    });
  };
}
__name(betaRefusalFallbackMiddleware, "betaRefusalFallbackMiddleware");
function spliceFallbackStream(args) {
  const controller = new AbortController();
  const signal = args.request.signal;
  if (signal?.aborted) {
    controller.abort(signal.reason);
  } else {
    signal?.addEventListener("abort", makeAbort(controller, signal), { once: true });
  }
  const iter = splicedEvents(args, controller);
  const body = new ReadableStream({
    async pull(ctrl) {
      try {
        const { value, done } = await iter.next();
        if (done)
          return ctrl.close();
        ctrl.enqueue(value);
      } catch (err) {
        ctrl.error(err);
      }
    },
    async cancel() {
      controller.abort();
      await iter.return?.(void 0);
    }
  });
  return new Response(body, args.response);
}
__name(spliceFallbackStream, "spliceFallbackStream");
async function* splicedEvents({ request, response, next, ctx, fallbacks, firstHop, onError, pin }, controller) {
  const a = yield* consumeHop({
    response,
    controller,
    indexBase: 0,
    hasNext: true,
    // the caller guarantees firstHop < fallbacks.length
    onError,
    splice: null
  });
  if (!a.refused)
    return;
  let nextIndex = a.nextIndex;
  let token = a.refused.token;
  let base = [];
  let partial = a.refused.hasPrefillClaim ? toPrefillBlocks(a.blocks) : [];
  let fromModel = a.model ?? "";
  let lastUsage = a.refused.usage;
  let refusalDetails = a.refused.stopDetails;
  let refusalInputTransformations = a.refused.inputTransformations;
  const iterations = [
    toIterationUsage("message", a.model ?? "", a.refused.usage)
  ];
  for (let hop = firstHop; hop < fallbacks.length; hop++) {
    const entry = fallbacks[hop];
    const { model } = entry;
    let { speed } = entry;
    const hasNext = hop + 1 < fallbacks.length;
    pin(hop);
    const fbIndex = nextIndex++;
    yield emit("content_block_start", {
      type: "content_block_start",
      index: fbIndex,
      content_block: {
        type: "fallback",
        from: { model: fromModel },
        to: { model },
        trigger: { type: "refusal", category: refusalDetails?.category ?? null }
      }
    });
    yield emit("content_block_stop", {
      type: "content_block_stop",
      index: fbIndex
    });
    let continuation = [...base, ...partial];
    let resB = null;
    let failure = null;
    for (let attempt = 0; attempt < 2; attempt++) {
      const reqB = buildFallbackRequest(request, { model, speed, creditToken: token, continuation });
      reqB.signal = controller.signal;
      try {
        const sent = await sendHop(next, ctx, entry, reqB);
        resB = sent.response;
        if (sent.droppedSpeed)
          speed = null;
      } catch (err) {
        if (isAbortError(err))
          throw err;
        failure = {
          kind: "request_failed",
          message: `fallback request failed: ${err}`,
          model,
          status: null,
          detail: err
        };
        break;
      }
      if (resB.ok)
        break;
      const errBody = await ctx.parse(resB).catch(() => null);
      if (attempt === 0 && resB.status === 400 && partial.length) {
        ctx.logger.warn(`anthropic-sdk: betaRefusalFallbackMiddleware: fallback request with the partial output appended was rejected (HTTP 400: ${JSON.stringify(errBody)}); retrying without it`);
        continuation = base;
        resB = null;
        continue;
      }
      failure = {
        kind: "request_failed",
        message: `fallback request failed: HTTP ${resB.status}: ${JSON.stringify(errBody)}`,
        model,
        status: resB.status,
        detail: errBody
      };
      break;
    }
    if (failure) {
      onError(failure);
      if (hasNext)
        continue;
      const stopDetails = {
        ...refusalDetails,
        recommended_model: model
      };
      yield emit("message_delta", {
        type: "message_delta",
        context_management: null,
        delta: {
          stop_reason: "refusal",
          stop_sequence: null,
          container: null,
          stop_details: stopDetails
        },
        usage: lastUsage ?? {},
        ...refusalInputTransformations !== void 0 && {
          input_transformations: refusalInputTransformations
        }
      });
      yield emit("message_stop", { type: "message_stop" });
      return;
    }
    const b = yield* consumeHop({
      response: resB,
      controller,
      indexBase: nextIndex,
      hasNext,
      onError,
      splice: { iterations, model }
    });
    if (!b.refused)
      return;
    token = b.refused.token;
    refusalDetails = b.refused.stopDetails;
    refusalInputTransformations = b.refused.inputTransformations;
    base = continuation;
    partial = b.refused.hasPrefillClaim ? toPrefillBlocks(b.blocks) : [];
    iterations.push(toIterationUsage("message", model, b.refused.usage));
    lastUsage = b.refused.usage;
    fromModel = model;
    nextIndex = b.nextIndex;
  }
}
__name(splicedEvents, "splicedEvents");
async function* consumeHop(args) {
  const { response, controller, indexBase, hasNext, onError, splice } = args;
  const tracker = new BlockTracker(indexBase);
  let model;
  let startUsage = null;
  let startInputTransformations;
  for await (const sse of Stream.rawEvents(response, controller)) {
    const p = safeJSON(sse.data);
    switch (p?.type) {
      case "message_start": {
        model = p.message.model;
        startUsage = p.message.usage;
        if ("input_transformations" in p.message)
          startInputTransformations = p.message.input_transformations;
        if (splice)
          continue;
        break;
      }
      case "content_block_start": {
        tracker.start(p);
        if (splice) {
          yield emit(p.type, p);
          continue;
        }
        break;
      }
      case "content_block_delta": {
        tracker.delta(p);
        if (splice) {
          yield emit(p.type, p);
          continue;
        }
        break;
      }
      case "content_block_stop": {
        tracker.stop(p);
        if (splice) {
          yield emit(p.type, p);
          continue;
        }
        break;
      }
      case "message_delta": {
        if (p.delta.stop_reason === "refusal") {
          const details = p.delta.stop_details?.type === "refusal" ? p.delta.stop_details : null;
          if (details?.fallback_credit_token && hasNext) {
            const usage = backfill(p.usage, startUsage);
            yield* tracker.closeOpenBlocks();
            return {
              refused: {
                token: details.fallback_credit_token,
                hasPrefillClaim: details.fallback_has_prefill_claim === true,
                usage,
                stopDetails: details,
                inputTransformations: splice ? startInputTransformations : void 0
              },
              model,
              blocks: tracker.contentBlocks(),
              nextIndex: tracker.nextIndex
            };
          }
          if (!details?.fallback_credit_token) {
            onError({
              kind: "no_credit_token",
              message: "refusal stop_details has no fallback_credit_token",
              event: p
            });
          } else {
            onError({
              kind: "chain_exhausted",
              message: "refusal but no fallback entries remain",
              event: p
            });
          }
        }
        if (splice) {
          const usage = backfill(p.usage, startUsage);
          usage.iterations = [
            ...splice.iterations,
            toIterationUsage("fallback_message", splice.model, usage)
          ];
          p.usage = usage;
          if (!("input_transformations" in p) && startInputTransformations !== void 0) {
            p.input_transformations = startInputTransformations;
          }
          yield emit("message_delta", p);
          continue;
        }
        break;
      }
    }
    yield passthroughSSE(sse);
  }
  return { refused: null, model, blocks: tracker.contentBlocks(), nextIndex: tracker.nextIndex };
}
__name(consumeHop, "consumeHop");
var BlockTracker = class {
  static {
    __name(this, "BlockTracker");
  }
  constructor(indexBase = 0) {
    this.indexBase = indexBase;
    this.blocks = [];
    this.open = [];
    this.nextIndex = indexBase;
  }
  /** The accumulated content blocks, in start order. */
  contentBlocks() {
    return this.blocks.map((b) => b.block);
  }
  /** Track a content_block_start, shifting `event.index`. */
  start(event) {
    this.blocks.push({ index: event.index, block: { ...event.content_block } });
    event.index += this.indexBase;
    this.open.push(event.index);
    this.nextIndex = Math.max(this.nextIndex, event.index + 1);
  }
  /** Apply a content_block_delta to its accumulating block, shifting `event.index`. */
  delta(event) {
    applyDelta(this.blocks, event.index, event.delta);
    event.index += this.indexBase;
  }
  /** Track a content_block_stop, shifting `event.index`. */
  stop(event) {
    event.index += this.indexBase;
    const i = this.open.indexOf(event.index);
    if (i !== -1)
      this.open.splice(i, 1);
    this.nextIndex = Math.max(this.nextIndex, event.index + 1);
  }
  /** content_block_stop events for any blocks still open. */
  *closeOpenBlocks() {
    for (const index of this.open) {
      yield emit("content_block_stop", {
        type: "content_block_stop",
        index
      });
    }
    this.open.length = 0;
  }
};
function creditTokenParam(token) {
  return { token, mode: "best_effort" };
}
__name(creditTokenParam, "creditTokenParam");
function buildFallbackRequest(orig, { model, speed, creditToken, continuation }) {
  const body = JSON.parse(orig.body);
  body.model = model;
  patchField(body, "speed", speed);
  body.fallback_credit_token = creditTokenParam(creditToken);
  if (body.thinking?.type === "between_tools") {
    body.thinking = { type: "disabled" };
  }
  if (continuation.length) {
    body.messages = [...body.messages, { role: "assistant", content: continuation }];
  }
  return { ...orig, headers: new Headers(orig.headers), body: JSON.stringify(body) };
}
__name(buildFallbackRequest, "buildFallbackRequest");
async function sendHop(next, ctx, entry, request) {
  const response = await next(request);
  if (response.status !== 429 && response.status !== 529 || entry.speed !== void 0 || typeof request.body !== "string") {
    return { response, droppedSpeed: false };
  }
  const { speed, ...body } = JSON.parse(request.body);
  if (speed !== "fast")
    return { response, droppedSpeed: false };
  ctx.logger.info(`anthropic-sdk: betaRefusalFallbackMiddleware: fast fallback request to ${entry.model} was rejected (HTTP ${response.status}); retrying without \`speed\``);
  await CancelReadableStream(response.body);
  return { response: await next({ ...request, body: JSON.stringify(body) }), droppedSpeed: true };
}
__name(sendHop, "sendHop");
function applyDelta(blocks, index, delta) {
  const block = blocks.find((x) => x.index === index)?.block;
  if (!block)
    return;
  switch (delta.type) {
    case "text_delta": {
      block.text = (block.text ?? "") + delta.text;
      break;
    }
    case "input_json_delta": {
      block._partial_json = (block._partial_json ?? "") + delta.partial_json;
      break;
    }
    case "citations_delta":
      (block.citations ?? (block.citations = [])).push(delta.citation);
      break;
    case "thinking_delta": {
      block.thinking = (block.thinking ?? "") + delta.thinking;
      break;
    }
    case "signature_delta": {
      block.signature = delta.signature;
      break;
    }
    case "compaction_delta": {
      block.content = delta.content;
      if ("encrypted_content" in delta) {
        block.encrypted_content = delta.encrypted_content;
      }
      break;
    }
    default:
      /* @__PURE__ */ ((_) => {
      })(delta);
  }
}
__name(applyDelta, "applyDelta");
function toPrefillBlocks(responseBlocks) {
  return responseBlocks.map((b) => {
    if (typeof b?._partial_json !== "string")
      return b;
    const { _partial_json, ...block } = b;
    return { ...block, input: safeJSON(_partial_json) ?? block.input };
  });
}
__name(toPrefillBlocks, "toPrefillBlocks");
function withMiddlewareHeaders(request, betas) {
  const headers = new Headers(request.headers);
  const existing = new Set(headers.get("anthropic-beta")?.split(",").map((s) => s.trim()));
  for (const beta of betas) {
    if (!existing.has(beta)) {
      existing.add(beta);
      headers.set("anthropic-beta", [...existing].join(","));
    }
  }
  headers.set(STAINLESS_HELPER_HEADER, appendHeaderValue(headers.get(STAINLESS_HELPER_HEADER), "fallback-refusal-middleware"));
  return { ...request, headers };
}
__name(withMiddlewareHeaders, "withMiddlewareHeaders");
function emit(event, payload) {
  const sse = { event, data: JSON.stringify(payload), raw: [] };
  return encoder.encode(serializeSSE(sse));
}
__name(emit, "emit");
function passthroughSSE(sse) {
  return encoder.encode(sse.raw.length ? sse.raw.join("\n") + "\n\n" : serializeSSE(sse));
}
__name(passthroughSSE, "passthroughSSE");
function toIterationUsage(type, model, u) {
  return {
    type,
    model,
    input_tokens: u?.input_tokens ?? 0,
    output_tokens: u?.output_tokens ?? 0,
    cache_read_input_tokens: u?.cache_read_input_tokens ?? 0,
    cache_creation_input_tokens: u?.cache_creation_input_tokens ?? 0,
    cache_creation: u?.cache_creation ?? null
  };
}
__name(toIterationUsage, "toIterationUsage");
function backfill(primary, fallback) {
  const out = { ...fallback ?? {}, ...primary ?? {} };
  for (const k of Object.keys(out)) {
    if (out[k] == null && fallback?.[k] != null)
      out[k] = fallback[k];
  }
  return out;
}
__name(backfill, "backfill");
function serializeSSE(sse) {
  let out = "";
  if (sse.event !== null)
    out += `event: ${sse.event}
`;
  for (const line of sse.data.split("\n"))
    out += `data: ${line}
`;
  return out + "\n";
}
__name(serializeSSE, "serializeSSE");
function makeAbort(controller, signal) {
  return () => controller.abort(signal.reason);
}
__name(makeAbort, "makeAbort");

export {
  betaRefusalFallbackMiddleware
};
