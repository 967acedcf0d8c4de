import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  require_extension,
  require_permessage_deflate,
  require_receiver,
  require_sender,
  require_stream,
  require_subprotocol,
  require_websocket,
  require_websocket_server
} from "./chunk-BPKRQO7J.js";
import {
  APIVersion,
  AsyncEventEmitter,
  AsyncQueue,
  Collection,
  DiscordAPIError,
  GatewayCloseCodes,
  GatewayDispatchEvents,
  GatewayIntentBits,
  GatewayOpcodes,
  HTTPError,
  REST,
  Routes,
  lazy,
  polyfillDispose,
  range,
  shouldUseGlobalFetchAndWebSocket
} from "./chunk-J52XIR63.js";
import {
  looseObject,
  string
} from "./chunk-CZ44SP4R.js";
import {
  __name,
  __require,
  __toESM
} from "./chunk-PN4QGNHY.js";

// node_modules/@discordjs/ws/dist/index.mjs
import { fileURLToPath } from "url";
import path from "path";
import { isMainThread, parentPort } from "node:worker_threads";
import { once } from "node:events";
import { join, isAbsolute, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { Buffer as Buffer2 } from "node:buffer";
import { once as once2 } from "node:events";
import { clearInterval, clearTimeout, setInterval, setTimeout } from "node:timers";
import { setTimeout as sleep2 } from "node:timers/promises";
import { URLSearchParams } from "node:url";
import { TextDecoder } from "node:util";

// node_modules/ws/wrapper.mjs
var import_stream = __toESM(require_stream(), 1);
var import_extension = __toESM(require_extension(), 1);
var import_permessage_deflate = __toESM(require_permessage_deflate(), 1);
var import_receiver = __toESM(require_receiver(), 1);
var import_sender = __toESM(require_sender(), 1);
var import_subprotocol = __toESM(require_subprotocol(), 1);
var import_websocket = __toESM(require_websocket(), 1);
var import_websocket_server = __toESM(require_websocket_server(), 1);

// node_modules/@discordjs/ws/dist/index.mjs
import process from "node:process";
import { setTimeout as sleep } from "node:timers/promises";
import { isMainThread as isMainThread2, parentPort as parentPort2, workerData } from "node:worker_threads";
var __defProp = Object.defineProperty;
var __name2 = /* @__PURE__ */ __name((target, value) => __defProp(target, "name", { value, configurable: true }), "__name");
var __require2 = /* @__PURE__ */ ((x) => typeof __require !== "undefined" ? __require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: /* @__PURE__ */ __name((a, b) => (typeof __require !== "undefined" ? __require : a)[b], "get")
}) : x)(function(x) {
  if (typeof __require !== "undefined") return __require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var getFilename = /* @__PURE__ */ __name2(() => fileURLToPath(import.meta.url), "getFilename");
var getDirname = /* @__PURE__ */ __name2(() => path.dirname(getFilename()), "getDirname");
var __dirname = /* @__PURE__ */ getDirname();
async function managerToFetchingStrategyOptions(manager) {
  return {
    compression: manager.options.compression,
    encoding: manager.options.encoding,
    handshakeTimeout: manager.options.handshakeTimeout,
    helloTimeout: manager.options.helloTimeout,
    identifyProperties: manager.options.identifyProperties,
    initialPresence: manager.options.initialPresence,
    intents: manager.options.intents,
    largeThreshold: manager.options.largeThreshold,
    readyTimeout: manager.options.readyTimeout,
    token: manager.token,
    useIdentifyCompression: manager.options.useIdentifyCompression,
    version: manager.options.version,
    gatewayInformation: await manager.fetchGatewayInformation(),
    shardCount: await manager.getShardCount()
  };
}
__name(managerToFetchingStrategyOptions, "managerToFetchingStrategyOptions");
__name2(managerToFetchingStrategyOptions, "managerToFetchingStrategyOptions");
var SimpleContextFetchingStrategy = class _SimpleContextFetchingStrategy {
  static {
    __name(this, "_SimpleContextFetchingStrategy");
  }
  constructor(manager, options) {
    this.manager = manager;
    this.options = options;
  }
  static {
    __name2(this, "SimpleContextFetchingStrategy");
  }
  // This strategy assumes every shard is running under the same process - therefore we need a single
  // IdentifyThrottler per manager.
  static throttlerCache = /* @__PURE__ */ new WeakMap();
  static async ensureThrottler(manager) {
    const throttler = _SimpleContextFetchingStrategy.throttlerCache.get(manager);
    if (throttler) {
      return throttler;
    }
    const newThrottler = await manager.options.buildIdentifyThrottler(manager);
    _SimpleContextFetchingStrategy.throttlerCache.set(manager, newThrottler);
    return newThrottler;
  }
  async retrieveSessionInfo(shardId) {
    return this.manager.options.retrieveSessionInfo(shardId);
  }
  updateSessionInfo(shardId, sessionInfo) {
    return this.manager.options.updateSessionInfo(shardId, sessionInfo);
  }
  async waitForIdentify(shardId, signal) {
    const throttler = await _SimpleContextFetchingStrategy.ensureThrottler(this.manager);
    await throttler.waitForIdentify(shardId, signal);
  }
};
var WorkerShardingStrategy = class {
  static {
    __name(this, "WorkerShardingStrategy");
  }
  static {
    __name2(this, "WorkerShardingStrategy");
  }
  manager;
  options;
  #workers = [];
  #workerByShardId = new Collection();
  connectPromises = new Collection();
  destroyPromises = new Collection();
  fetchStatusPromises = new Collection();
  waitForIdentifyControllers = new Collection();
  throttler;
  constructor(manager, options) {
    this.manager = manager;
    this.options = options;
  }
  /**
   * {@inheritDoc IShardingStrategy.spawn}
   */
  async spawn(shardIds) {
    const shardsPerWorker = this.options.shardsPerWorker === "all" ? shardIds.length : this.options.shardsPerWorker;
    const strategyOptions = await managerToFetchingStrategyOptions(this.manager);
    const loops = Math.ceil(shardIds.length / shardsPerWorker);
    const promises = [];
    for (let idx = 0; idx < loops; idx++) {
      const slice = shardIds.slice(idx * shardsPerWorker, (idx + 1) * shardsPerWorker);
      const workerData2 = {
        ...strategyOptions,
        shardIds: slice
      };
      promises.push(this.setupWorker(workerData2));
    }
    await Promise.all(promises);
  }
  /**
   * {@inheritDoc IShardingStrategy.connect}
   */
  async connect() {
    const promises = [];
    for (const [shardId, worker] of this.#workerByShardId.entries()) {
      const payload = {
        op: 0,
        shardId
      };
      const promise = new Promise((resolve2) => this.connectPromises.set(shardId, resolve2));
      worker.postMessage(payload);
      promises.push(promise);
    }
    await Promise.all(promises);
  }
  /**
   * {@inheritDoc IShardingStrategy.destroy}
   */
  async destroy(options = {}) {
    const promises = [];
    for (const [shardId, worker] of this.#workerByShardId.entries()) {
      const payload = {
        op: 1,
        shardId,
        options
      };
      promises.push(
        // eslint-disable-next-line no-promise-executor-return, promise/prefer-await-to-then
        new Promise((resolve2) => this.destroyPromises.set(shardId, resolve2)).then(async () => worker.terminate())
      );
      worker.postMessage(payload);
    }
    this.#workers = [];
    this.#workerByShardId.clear();
    await Promise.all(promises);
  }
  /**
   * {@inheritDoc IShardingStrategy.send}
   */
  send(shardId, data) {
    const worker = this.#workerByShardId.get(shardId);
    if (!worker) {
      throw new Error(`No worker found for shard ${shardId}`);
    }
    const payload = {
      op: 2,
      shardId,
      payload: data
    };
    worker.postMessage(payload);
  }
  /**
   * {@inheritDoc IShardingStrategy.fetchStatus}
   */
  async fetchStatus() {
    const statuses = new Collection();
    for (const [shardId, worker] of this.#workerByShardId.entries()) {
      const nonce = Math.random();
      const payload = {
        op: 5,
        shardId,
        nonce
      };
      const promise = new Promise((resolve2) => this.fetchStatusPromises.set(nonce, resolve2));
      worker.postMessage(payload);
      const status = await promise;
      statuses.set(shardId, status);
    }
    return statuses;
  }
  async setupWorker(workerData2) {
    const worker = new Worker(this.resolveWorkerPath(), { workerData: workerData2 });
    await once(worker, "online");
    await this.waitForWorkerReady(worker);
    worker.on("error", (err) => {
      throw err;
    }).on("messageerror", (err) => {
      throw err;
    }).on("message", async (payload) => {
      if ("op" in payload) {
        await this.onMessage(worker, payload);
      } else {
        await this.options.unknownPayloadHandler?.(payload);
      }
    });
    this.#workers.push(worker);
    for (const shardId of workerData2.shardIds) {
      this.#workerByShardId.set(shardId, worker);
    }
  }
  resolveWorkerPath() {
    const path2 = this.options.workerPath;
    if (!path2) {
      return join(__dirname, "defaultWorker.js");
    }
    if (isAbsolute(path2)) {
      return path2;
    }
    if (/^\.\.?[/\\]/.test(path2)) {
      return resolve(path2);
    }
    try {
      return __require2.resolve(path2);
    } catch {
      return resolve(path2);
    }
  }
  async waitForWorkerReady(worker) {
    return new Promise((resolve2) => {
      const handler = /* @__PURE__ */ __name2((payload) => {
        if (payload.op === 7) {
          resolve2();
          worker.off("message", handler);
        }
      }, "handler");
      worker.on("message", handler);
    });
  }
  async onMessage(worker, payload) {
    switch (payload.op) {
      case 0: {
        this.connectPromises.get(payload.shardId)?.();
        this.connectPromises.delete(payload.shardId);
        break;
      }
      case 1: {
        this.destroyPromises.get(payload.shardId)?.();
        this.destroyPromises.delete(payload.shardId);
        break;
      }
      case 2: {
        this.manager.emit(payload.event, ...payload.data, payload.shardId);
        break;
      }
      case 3: {
        const session = await this.manager.options.retrieveSessionInfo(payload.shardId);
        const response = {
          op: 3,
          nonce: payload.nonce,
          session
        };
        worker.postMessage(response);
        break;
      }
      case 4: {
        await this.manager.options.updateSessionInfo(payload.shardId, payload.session);
        break;
      }
      case 5: {
        const throttler = await this.ensureThrottler();
        try {
          const controller = new AbortController();
          this.waitForIdentifyControllers.set(payload.nonce, controller);
          await throttler.waitForIdentify(payload.shardId, controller.signal);
        } catch {
          return;
        }
        const response = {
          op: 4,
          nonce: payload.nonce,
          ok: true
        };
        worker.postMessage(response);
        break;
      }
      case 6: {
        this.fetchStatusPromises.get(payload.nonce)?.(payload.status);
        this.fetchStatusPromises.delete(payload.nonce);
        break;
      }
      case 7: {
        break;
      }
      case 8: {
        this.waitForIdentifyControllers.get(payload.nonce)?.abort();
        this.waitForIdentifyControllers.delete(payload.nonce);
        const response = {
          op: 4,
          nonce: payload.nonce,
          ok: false
        };
        worker.postMessage(response);
        break;
      }
      default: {
        await this.options.unknownPayloadHandler?.(payload);
        break;
      }
    }
  }
  async ensureThrottler() {
    this.throttler ??= await this.manager.options.buildIdentifyThrottler(this.manager);
    return this.throttler;
  }
};
var WorkerContextFetchingStrategy = class {
  static {
    __name(this, "WorkerContextFetchingStrategy");
  }
  constructor(options) {
    this.options = options;
    if (isMainThread) {
      throw new Error("Cannot instantiate WorkerContextFetchingStrategy on the main thread");
    }
    parentPort.on("message", (payload) => {
      if (payload.op === 3) {
        this.sessionPromises.get(payload.nonce)?.(payload.session);
        this.sessionPromises.delete(payload.nonce);
      }
      if (payload.op === 4) {
        const promise = this.waitForIdentifyPromises.get(payload.nonce);
        if (payload.ok) {
          promise?.resolve();
        } else {
          promise?.reject(promise.signal.reason);
        }
        this.waitForIdentifyPromises.delete(payload.nonce);
      }
    });
  }
  static {
    __name2(this, "WorkerContextFetchingStrategy");
  }
  sessionPromises = new Collection();
  waitForIdentifyPromises = new Collection();
  async retrieveSessionInfo(shardId) {
    const nonce = Math.random();
    const payload = {
      op: 3,
      shardId,
      nonce
    };
    const promise = new Promise((resolve2) => this.sessionPromises.set(nonce, resolve2));
    parentPort.postMessage(payload);
    return promise;
  }
  updateSessionInfo(shardId, sessionInfo) {
    const payload = {
      op: 4,
      shardId,
      session: sessionInfo
    };
    parentPort.postMessage(payload);
  }
  async waitForIdentify(shardId, signal) {
    const nonce = Math.random();
    const payload = {
      op: 5,
      nonce,
      shardId
    };
    const promise = new Promise(
      (resolve2, reject) => (
        // eslint-disable-next-line no-promise-executor-return
        this.waitForIdentifyPromises.set(nonce, { signal, resolve: resolve2, reject })
      )
    );
    parentPort.postMessage(payload);
    const listener = /* @__PURE__ */ __name2(() => {
      const payload2 = {
        op: 8,
        nonce
      };
      parentPort.postMessage(payload2);
    }, "listener");
    signal.addEventListener("abort", listener);
    try {
      await promise;
    } finally {
      signal.removeEventListener("abort", listener);
    }
  }
};
var SimpleIdentifyThrottler = class {
  static {
    __name(this, "SimpleIdentifyThrottler");
  }
  constructor(maxConcurrency) {
    this.maxConcurrency = maxConcurrency;
  }
  static {
    __name2(this, "SimpleIdentifyThrottler");
  }
  states = new Collection();
  /**
   * {@inheritDoc IIdentifyThrottler.waitForIdentify}
   */
  async waitForIdentify(shardId, signal) {
    const key = shardId % this.maxConcurrency;
    const state = this.states.ensure(key, () => {
      return {
        queue: new AsyncQueue(),
        resetsAt: Number.POSITIVE_INFINITY
      };
    });
    await state.queue.wait({ signal });
    try {
      const diff = state.resetsAt - Date.now();
      if (diff > 0 && diff <= 5e3) {
        const time = diff + Math.random() * 1500;
        await sleep(time);
      }
      state.resetsAt = Date.now() + 5e3;
    } finally {
      state.queue.shift();
    }
  }
};
var CompressionMethod = /* @__PURE__ */ ((CompressionMethod2) => {
  CompressionMethod2[CompressionMethod2["ZlibNative"] = 0] = "ZlibNative";
  CompressionMethod2[CompressionMethod2["ZlibSync"] = 1] = "ZlibSync";
  return CompressionMethod2;
})(CompressionMethod || {});
var DefaultDeviceProperty = `@discordjs/ws 2.0.4`;
var getDefaultSessionStore = lazy(() => new Collection());
var CompressionParameterMap = {
  [
    0
    /* ZlibNative */
  ]: "zlib-stream",
  [
    1
    /* ZlibSync */
  ]: "zlib-stream"
};
var DefaultWebSocketManagerOptions = {
  async buildIdentifyThrottler(manager) {
    const info = await manager.fetchGatewayInformation();
    return new SimpleIdentifyThrottler(info.session_start_limit.max_concurrency);
  },
  buildStrategy: /* @__PURE__ */ __name2((manager) => new SimpleShardingStrategy(manager), "buildStrategy"),
  shardCount: null,
  shardIds: null,
  largeThreshold: null,
  initialPresence: null,
  identifyProperties: {
    browser: DefaultDeviceProperty,
    device: DefaultDeviceProperty,
    os: process.platform
  },
  version: APIVersion,
  encoding: "json",
  compression: null,
  useIdentifyCompression: false,
  retrieveSessionInfo(shardId) {
    const store = getDefaultSessionStore();
    return store.get(shardId) ?? null;
  },
  updateSessionInfo(shardId, info) {
    const store = getDefaultSessionStore();
    if (info) {
      store.set(shardId, info);
    } else {
      store.delete(shardId);
    }
  },
  handshakeTimeout: 3e4,
  helloTimeout: 6e4,
  readyTimeout: 15e3
};
var ImportantGatewayOpcodes = /* @__PURE__ */ new Set([
  GatewayOpcodes.Heartbeat,
  GatewayOpcodes.Identify,
  GatewayOpcodes.Resume
]);
function getInitialSendRateLimitState() {
  return {
    sent: 0,
    resetAt: Date.now() + 6e4
  };
}
__name(getInitialSendRateLimitState, "getInitialSendRateLimitState");
__name2(getInitialSendRateLimitState, "getInitialSendRateLimitState");
var getZlibSync = lazy(async () => import("zlib-sync").then((mod) => mod.default).catch(() => null));
var getNativeZlib = lazy(async () => import("node:zlib").then((mod) => mod).catch(() => null));
var WebSocketShardEvents = /* @__PURE__ */ ((WebSocketShardEvents2) => {
  WebSocketShardEvents2["Closed"] = "closed";
  WebSocketShardEvents2["Debug"] = "debug";
  WebSocketShardEvents2["Dispatch"] = "dispatch";
  WebSocketShardEvents2["Error"] = "error";
  WebSocketShardEvents2["HeartbeatComplete"] = "heartbeat";
  WebSocketShardEvents2["Hello"] = "hello";
  WebSocketShardEvents2["Ready"] = "ready";
  WebSocketShardEvents2["Resumed"] = "resumed";
  WebSocketShardEvents2["SocketError"] = "socketError";
  return WebSocketShardEvents2;
})(WebSocketShardEvents || {});
var WebSocketShardDestroyRecovery = /* @__PURE__ */ ((WebSocketShardDestroyRecovery2) => {
  WebSocketShardDestroyRecovery2[WebSocketShardDestroyRecovery2["Reconnect"] = 0] = "Reconnect";
  WebSocketShardDestroyRecovery2[WebSocketShardDestroyRecovery2["Resume"] = 1] = "Resume";
  return WebSocketShardDestroyRecovery2;
})(WebSocketShardDestroyRecovery || {});
var WebSocketConstructor = shouldUseGlobalFetchAndWebSocket() ? globalThis.WebSocket : import_websocket.default;
var WebSocketShard = class extends AsyncEventEmitter {
  static {
    __name(this, "WebSocketShard");
  }
  static {
    __name2(this, "WebSocketShard");
  }
  connection = null;
  nativeInflate = null;
  zLibSyncInflate = null;
  /**
   * @privateRemarks
   *
   * Used only for native zlib inflate, zlib-sync buffering is handled by the library itself.
   */
  inflateBuffer = [];
  textDecoder = new TextDecoder();
  replayedEvents = 0;
  isAck = true;
  sendRateLimitState = getInitialSendRateLimitState();
  initialHeartbeatTimeoutController = null;
  heartbeatInterval = null;
  lastHeartbeatAt = -1;
  // Indicates whether the shard has already resolved its original connect() call
  initialConnectResolved = false;
  // Indicates if we failed to connect to the ws url
  failedToConnectDueToNetworkError = false;
  sendQueue = new AsyncQueue();
  timeoutAbortControllers = new Collection();
  strategy;
  id;
  #status = 0;
  identifyCompressionEnabled = false;
  /**
   * @privateRemarks
   *
   * This is needed because `this.strategy.options.compression` is not an actual reflection of the compression method
   * used, but rather the compression method that the user wants to use. This is because the libraries could just be missing.
   */
  get transportCompressionEnabled() {
    return this.strategy.options.compression !== null && (this.nativeInflate ?? this.zLibSyncInflate) !== null;
  }
  get status() {
    return this.#status;
  }
  constructor(strategy, id) {
    super();
    this.strategy = strategy;
    this.id = id;
  }
  async connect() {
    const controller = new AbortController();
    let promise;
    if (!this.initialConnectResolved) {
      promise = Promise.race([
        once2(this, "ready", { signal: controller.signal }),
        once2(this, "resumed", { signal: controller.signal })
      ]);
    }
    void this.internalConnect();
    try {
      await promise;
    } finally {
      controller.abort();
    }
    this.initialConnectResolved = true;
  }
  async internalConnect() {
    if (this.#status !== 0) {
      throw new Error("Tried to connect a shard that wasn't idle");
    }
    const { version: version2, encoding, compression, useIdentifyCompression } = this.strategy.options;
    this.identifyCompressionEnabled = useIdentifyCompression;
    const params = new URLSearchParams({ v: version2, encoding });
    if (compression !== null) {
      if (useIdentifyCompression) {
        console.warn("WebSocketShard: transport compression is enabled, disabling identify compression");
        this.identifyCompressionEnabled = false;
      }
      params.append("compress", CompressionParameterMap[compression]);
      switch (compression) {
        case 0: {
          const zlib = await getNativeZlib();
          if (zlib) {
            this.inflateBuffer = [];
            const inflate = zlib.createInflate({
              chunkSize: 65535,
              flush: zlib.constants.Z_SYNC_FLUSH
            });
            inflate.on("data", (chunk) => {
              this.inflateBuffer.push(chunk);
            });
            inflate.on("error", (error) => {
              this.emit("error", error);
            });
            this.nativeInflate = inflate;
          } else {
            console.warn("WebSocketShard: Compression is set to native but node:zlib is not available.");
            params.delete("compress");
          }
          break;
        }
        case 1: {
          const zlib = await getZlibSync();
          if (zlib) {
            this.zLibSyncInflate = new zlib.Inflate({
              chunkSize: 65535,
              to: "string"
            });
          } else {
            console.warn("WebSocketShard: Compression is set to zlib-sync, but it is not installed.");
            params.delete("compress");
          }
          break;
        }
      }
    }
    if (this.identifyCompressionEnabled) {
      const zlib = await getNativeZlib();
      if (!zlib) {
        console.warn("WebSocketShard: Identify compression is enabled, but node:zlib is not available.");
        this.identifyCompressionEnabled = false;
      }
    }
    const session = await this.strategy.retrieveSessionInfo(this.id);
    const url = `${session?.resumeURL ?? this.strategy.options.gatewayInformation.url}?${params.toString()}`;
    this.debug([`Connecting to ${url}`]);
    const connection = new WebSocketConstructor(url, [], {
      handshakeTimeout: this.strategy.options.handshakeTimeout ?? void 0
    });
    connection.binaryType = "arraybuffer";
    connection.onmessage = (event) => {
      void this.onMessage(event.data, event.data instanceof ArrayBuffer);
    };
    connection.onerror = (event) => {
      this.onError(event.error);
    };
    connection.onclose = (event) => {
      void this.onClose(event.code);
    };
    connection.onopen = () => {
      this.sendRateLimitState = getInitialSendRateLimitState();
    };
    this.connection = connection;
    this.#status = 1;
    const { ok } = await this.waitForEvent("hello", this.strategy.options.helloTimeout);
    if (!ok) {
      return;
    }
    if (session?.shardCount === this.strategy.options.shardCount) {
      await this.resume(session);
    } else {
      await this.identify();
    }
  }
  async destroy(options = {}) {
    if (this.#status === 0) {
      this.debug(["Tried to destroy a shard that was idle"]);
      return;
    }
    if (!options.code) {
      options.code = options.recover === 1 ? 4200 : 1e3;
    }
    this.debug([
      "Destroying shard",
      `Reason: ${options.reason ?? "none"}`,
      `Code: ${options.code}`,
      `Recover: ${options.recover === void 0 ? "none" : WebSocketShardDestroyRecovery[options.recover]}`
    ]);
    this.isAck = true;
    if (this.heartbeatInterval) {
      clearInterval(this.heartbeatInterval);
    }
    if (this.initialHeartbeatTimeoutController) {
      this.initialHeartbeatTimeoutController.abort();
      this.initialHeartbeatTimeoutController = null;
    }
    this.lastHeartbeatAt = -1;
    for (const controller of this.timeoutAbortControllers.values()) {
      controller.abort();
    }
    this.timeoutAbortControllers.clear();
    this.failedToConnectDueToNetworkError = false;
    if (options.recover !== 1) {
      await this.strategy.updateSessionInfo(this.id, null);
    }
    if (this.connection) {
      this.connection.onmessage = null;
      this.connection.onclose = null;
      const shouldClose = this.connection.readyState === import_websocket.default.OPEN;
      this.debug([
        "Connection status during destroy",
        `Needs closing: ${shouldClose}`,
        `Ready state: ${this.connection.readyState}`
      ]);
      if (shouldClose) {
        let outerResolve;
        const promise = new Promise((resolve2) => {
          outerResolve = resolve2;
        });
        this.connection.onclose = outerResolve;
        this.connection.close(options.code, options.reason);
        await promise;
        this.emit("closed", options.code);
      }
      this.connection.onerror = null;
    } else {
      this.debug(["Destroying a shard that has no connection; please open an issue on GitHub"]);
    }
    this.#status = 0;
    if (options.recover !== void 0) {
      await sleep2(500);
      return this.internalConnect();
    }
  }
  async waitForEvent(event, timeoutDuration) {
    this.debug([`Waiting for event ${event} ${timeoutDuration ? `for ${timeoutDuration}ms` : "indefinitely"}`]);
    const timeoutController = new AbortController();
    const timeout = timeoutDuration ? setTimeout(() => timeoutController.abort(), timeoutDuration).unref() : null;
    this.timeoutAbortControllers.set(event, timeoutController);
    const closeController = new AbortController();
    try {
      const closed = await Promise.race([
        once2(this, event, { signal: timeoutController.signal }).then(() => false),
        once2(this, "closed", { signal: closeController.signal }).then(() => true)
      ]);
      return { ok: !closed };
    } catch {
      void this.destroy({
        code: 1e3,
        reason: "Something timed out or went wrong while waiting for an event",
        recover: 0
        /* Reconnect */
      });
      return { ok: false };
    } finally {
      if (timeout) {
        clearTimeout(timeout);
      }
      this.timeoutAbortControllers.delete(event);
      if (!closeController.signal.aborted) {
        closeController.abort();
      }
    }
  }
  async send(payload) {
    if (!this.connection) {
      throw new Error("WebSocketShard wasn't connected");
    }
    if (ImportantGatewayOpcodes.has(payload.op)) {
      this.connection.send(JSON.stringify(payload));
      return;
    }
    if (this.#status !== 3 && !ImportantGatewayOpcodes.has(payload.op)) {
      this.debug(["Tried to send a non-crucial payload before the shard was ready, waiting"]);
      try {
        await once2(
          this,
          "ready"
          /* Ready */
        );
      } catch {
        return this.send(payload);
      }
    }
    await this.sendQueue.wait();
    const now = Date.now();
    if (now >= this.sendRateLimitState.resetAt) {
      this.sendRateLimitState = getInitialSendRateLimitState();
    }
    if (this.sendRateLimitState.sent + 1 >= 115) {
      const sleepFor = this.sendRateLimitState.resetAt - now + Math.random() * 1500;
      this.debug([`Was about to hit the send rate limit, sleeping for ${sleepFor}ms`]);
      const controller = new AbortController();
      const interrupted = await Promise.race([
        sleep2(sleepFor).then(() => false),
        once2(this, "closed", { signal: controller.signal }).then(() => true)
      ]);
      if (interrupted) {
        this.debug(["Connection closed while waiting for the send rate limit to reset, re-queueing payload"]);
        this.sendQueue.shift();
        return this.send(payload);
      }
      controller.abort();
    }
    this.sendRateLimitState.sent++;
    this.sendQueue.shift();
    this.connection.send(JSON.stringify(payload));
  }
  async identify() {
    this.debug(["Waiting for identify throttle"]);
    const controller = new AbortController();
    const closeHandler = /* @__PURE__ */ __name2(() => {
      controller.abort();
    }, "closeHandler");
    this.on("closed", closeHandler);
    try {
      await this.strategy.waitForIdentify(this.id, controller.signal);
    } catch {
      if (controller.signal.aborted) {
        this.debug(["Was waiting for an identify, but the shard closed in the meantime"]);
        return;
      }
      this.debug([
        "IContextFetchingStrategy#waitForIdentify threw an unknown error.",
        "If you're using a custom strategy, this is probably nothing to worry about.",
        "If you're not, please open an issue on GitHub."
      ]);
      await this.destroy({
        reason: "Identify throttling logic failed",
        recover: 1
        /* Resume */
      });
    } finally {
      this.off("closed", closeHandler);
    }
    this.debug([
      "Identifying",
      `shard id: ${this.id.toString()}`,
      `shard count: ${this.strategy.options.shardCount}`,
      `intents: ${this.strategy.options.intents}`,
      `compression: ${this.transportCompressionEnabled ? CompressionParameterMap[this.strategy.options.compression] : this.identifyCompressionEnabled ? "identify" : "none"}`
    ]);
    const data = {
      token: this.strategy.options.token,
      properties: this.strategy.options.identifyProperties,
      intents: this.strategy.options.intents,
      compress: this.identifyCompressionEnabled,
      shard: [this.id, this.strategy.options.shardCount]
    };
    if (this.strategy.options.largeThreshold) {
      data.large_threshold = this.strategy.options.largeThreshold;
    }
    if (this.strategy.options.initialPresence) {
      data.presence = this.strategy.options.initialPresence;
    }
    await this.send({
      op: GatewayOpcodes.Identify,
      // eslint-disable-next-line id-length
      d: data
    });
    await this.waitForEvent("ready", this.strategy.options.readyTimeout);
  }
  async resume(session) {
    this.debug([
      "Resuming session",
      `resume url: ${session.resumeURL}`,
      `sequence: ${session.sequence}`,
      `shard id: ${this.id.toString()}`
    ]);
    this.#status = 2;
    this.replayedEvents = 0;
    return this.send({
      op: GatewayOpcodes.Resume,
      // eslint-disable-next-line id-length
      d: {
        token: this.strategy.options.token,
        seq: session.sequence,
        session_id: session.sessionId
      }
    });
  }
  async heartbeat(requested = false) {
    if (!this.isAck && !requested) {
      return this.destroy({
        reason: "Zombie connection",
        recover: 1
        /* Resume */
      });
    }
    const session = await this.strategy.retrieveSessionInfo(this.id);
    await this.send({
      op: GatewayOpcodes.Heartbeat,
      // eslint-disable-next-line id-length
      d: session?.sequence ?? null
    });
    this.lastHeartbeatAt = Date.now();
    this.isAck = false;
  }
  parseInflateResult(result) {
    if (!result) {
      return null;
    }
    return JSON.parse(typeof result === "string" ? result : this.textDecoder.decode(result));
  }
  async unpackMessage(data, isBinary) {
    if (!isBinary) {
      try {
        return JSON.parse(data);
      } catch {
        return null;
      }
    }
    const decompressable = new Uint8Array(data);
    if (this.identifyCompressionEnabled) {
      return new Promise(async (resolve2, reject) => {
        const zlib = await getNativeZlib();
        zlib.inflate(decompressable, { chunkSize: 65535 }, (err, result) => {
          if (err) {
            reject(err);
            return;
          }
          resolve2(JSON.parse(this.textDecoder.decode(result)));
        });
      });
    }
    if (this.transportCompressionEnabled) {
      const flush = decompressable.length >= 4 && decompressable.at(-4) === 0 && decompressable.at(-3) === 0 && decompressable.at(-2) === 255 && decompressable.at(-1) === 255;
      if (this.nativeInflate) {
        const doneWriting = new Promise((resolve2) => {
          this.nativeInflate.write(decompressable, "binary", (error) => {
            if (error) {
              this.emit("error", error);
            }
            resolve2();
          });
        });
        if (!flush) {
          return null;
        }
        await doneWriting;
        const result = this.parseInflateResult(Buffer2.concat(this.inflateBuffer));
        this.inflateBuffer = [];
        return result;
      } else if (this.zLibSyncInflate) {
        const zLibSync = await getZlibSync();
        this.zLibSyncInflate.push(Buffer2.from(decompressable), flush ? zLibSync.Z_SYNC_FLUSH : zLibSync.Z_NO_FLUSH);
        if (this.zLibSyncInflate.err) {
          this.emit(
            "error",
            new Error(`${this.zLibSyncInflate.err}${this.zLibSyncInflate.msg ? `: ${this.zLibSyncInflate.msg}` : ""}`)
          );
        }
        if (!flush) {
          return null;
        }
        const { result } = this.zLibSyncInflate;
        return this.parseInflateResult(result);
      }
    }
    this.debug([
      "Received a message we were unable to decompress",
      `isBinary: ${isBinary.toString()}`,
      `identifyCompressionEnabled: ${this.identifyCompressionEnabled.toString()}`,
      `inflate: ${this.transportCompressionEnabled ? CompressionMethod[this.strategy.options.compression] : "none"}`
    ]);
    return null;
  }
  async onMessage(data, isBinary) {
    const payload = await this.unpackMessage(data, isBinary);
    if (!payload) {
      return;
    }
    switch (payload.op) {
      case GatewayOpcodes.Dispatch: {
        if (this.#status === 2) {
          this.replayedEvents++;
        }
        switch (payload.t) {
          case GatewayDispatchEvents.Ready: {
            this.#status = 3;
            const session2 = {
              sequence: payload.s,
              sessionId: payload.d.session_id,
              shardId: this.id,
              shardCount: this.strategy.options.shardCount,
              resumeURL: payload.d.resume_gateway_url
            };
            await this.strategy.updateSessionInfo(this.id, session2);
            this.emit("ready", payload.d);
            break;
          }
          case GatewayDispatchEvents.Resumed: {
            this.#status = 3;
            this.debug([`Resumed and replayed ${this.replayedEvents} events`]);
            this.emit(
              "resumed"
              /* Resumed */
            );
            break;
          }
          default: {
            break;
          }
        }
        const session = await this.strategy.retrieveSessionInfo(this.id);
        if (session) {
          if (payload.s > session.sequence) {
            await this.strategy.updateSessionInfo(this.id, { ...session, sequence: payload.s });
          }
        } else {
          this.debug([
            `Received a ${payload.t} event but no session is available. Session information cannot be re-constructed in this state without a full reconnect`
          ]);
        }
        this.emit("dispatch", payload);
        break;
      }
      case GatewayOpcodes.Heartbeat: {
        await this.heartbeat(true);
        break;
      }
      case GatewayOpcodes.Reconnect: {
        await this.destroy({
          reason: "Told to reconnect by Discord",
          recover: 1
          /* Resume */
        });
        break;
      }
      case GatewayOpcodes.InvalidSession: {
        this.debug([`Invalid session; will attempt to resume: ${payload.d.toString()}`]);
        const session = await this.strategy.retrieveSessionInfo(this.id);
        if (payload.d && session) {
          await this.resume(session);
        } else {
          await this.destroy({
            reason: "Invalid session",
            recover: 0
            /* Reconnect */
          });
        }
        break;
      }
      case GatewayOpcodes.Hello: {
        this.emit(
          "hello"
          /* Hello */
        );
        const jitter = Math.random();
        const firstWait = Math.floor(payload.d.heartbeat_interval * jitter);
        this.debug([`Preparing first heartbeat of the connection with a jitter of ${jitter}; waiting ${firstWait}ms`]);
        try {
          const controller = new AbortController();
          this.initialHeartbeatTimeoutController = controller;
          await sleep2(firstWait, void 0, { signal: controller.signal });
        } catch {
          this.debug(["Cancelled initial heartbeat due to #destroy being called"]);
          return;
        } finally {
          this.initialHeartbeatTimeoutController = null;
        }
        await this.heartbeat();
        this.debug([`First heartbeat sent, starting to beat every ${payload.d.heartbeat_interval}ms`]);
        this.heartbeatInterval = setInterval(() => void this.heartbeat(), payload.d.heartbeat_interval);
        break;
      }
      case GatewayOpcodes.HeartbeatAck: {
        this.isAck = true;
        const ackAt = Date.now();
        this.emit("heartbeat", {
          ackAt,
          heartbeatAt: this.lastHeartbeatAt,
          latency: ackAt - this.lastHeartbeatAt
        });
        break;
      }
    }
  }
  onError(error) {
    this.emit("socketError", error);
    this.failedToConnectDueToNetworkError = true;
  }
  async onClose(code) {
    this.emit("closed", code);
    switch (code) {
      case 1e3: {
        return this.destroy({
          code,
          reason: "Got disconnected by Discord",
          recover: 0
          /* Reconnect */
        });
      }
      case 4200: {
        break;
      }
      case GatewayCloseCodes.UnknownError: {
        this.debug([`An unknown error occurred: ${code}`]);
        return this.destroy({
          code,
          recover: 1
          /* Resume */
        });
      }
      case GatewayCloseCodes.UnknownOpcode: {
        this.debug(["An invalid opcode was sent to Discord."]);
        return this.destroy({
          code,
          recover: 1
          /* Resume */
        });
      }
      case GatewayCloseCodes.DecodeError: {
        this.debug(["An invalid payload was sent to Discord."]);
        return this.destroy({
          code,
          recover: 1
          /* Resume */
        });
      }
      case GatewayCloseCodes.NotAuthenticated: {
        this.debug(["A request was somehow sent before the identify/resume payload."]);
        return this.destroy({
          code,
          recover: 0
          /* Reconnect */
        });
      }
      case GatewayCloseCodes.AuthenticationFailed: {
        this.emit(
          "error",
          new Error("Authentication failed")
        );
        return this.destroy({ code });
      }
      case GatewayCloseCodes.AlreadyAuthenticated: {
        this.debug(["More than one auth payload was sent."]);
        return this.destroy({
          code,
          recover: 0
          /* Reconnect */
        });
      }
      case GatewayCloseCodes.InvalidSeq: {
        this.debug(["An invalid sequence was sent."]);
        return this.destroy({
          code,
          recover: 0
          /* Reconnect */
        });
      }
      case GatewayCloseCodes.RateLimited: {
        this.debug(["The WebSocket rate limit has been hit, this should never happen"]);
        return this.destroy({
          code,
          recover: 0
          /* Reconnect */
        });
      }
      case GatewayCloseCodes.SessionTimedOut: {
        this.debug(["Session timed out."]);
        return this.destroy({
          code,
          recover: 1
          /* Resume */
        });
      }
      case GatewayCloseCodes.InvalidShard: {
        this.emit("error", new Error("Invalid shard"));
        return this.destroy({ code });
      }
      case GatewayCloseCodes.ShardingRequired: {
        this.emit(
          "error",
          new Error("Sharding is required")
        );
        return this.destroy({ code });
      }
      case GatewayCloseCodes.InvalidAPIVersion: {
        this.emit(
          "error",
          new Error("Used an invalid API version")
        );
        return this.destroy({ code });
      }
      case GatewayCloseCodes.InvalidIntents: {
        this.emit(
          "error",
          new Error("Used invalid intents")
        );
        return this.destroy({ code });
      }
      case GatewayCloseCodes.DisallowedIntents: {
        this.emit(
          "error",
          new Error("Used disallowed intents")
        );
        return this.destroy({ code });
      }
      default: {
        this.debug([
          `The gateway closed with an unexpected code ${code}, attempting to ${this.failedToConnectDueToNetworkError ? "reconnect" : "resume"}.`
        ]);
        return this.destroy({
          code,
          recover: this.failedToConnectDueToNetworkError ? 0 : 1
          /* Resume */
        });
      }
    }
  }
  debug(messages) {
    this.emit("debug", messages.join("\n	"));
  }
};
var SimpleShardingStrategy = class {
  static {
    __name(this, "SimpleShardingStrategy");
  }
  static {
    __name2(this, "SimpleShardingStrategy");
  }
  manager;
  shards = new Collection();
  constructor(manager) {
    this.manager = manager;
  }
  /**
   * {@inheritDoc IShardingStrategy.spawn}
   */
  async spawn(shardIds) {
    const strategyOptions = await managerToFetchingStrategyOptions(this.manager);
    for (const shardId of shardIds) {
      const strategy = new SimpleContextFetchingStrategy(this.manager, strategyOptions);
      const shard = new WebSocketShard(strategy, shardId);
      for (const event of Object.values(WebSocketShardEvents)) {
        shard.on(event, (...args) => this.manager.emit(event, ...args, shardId));
      }
      this.shards.set(shardId, shard);
    }
  }
  /**
   * {@inheritDoc IShardingStrategy.connect}
   */
  async connect() {
    const promises = [];
    for (const shard of this.shards.values()) {
      promises.push(shard.connect());
    }
    await Promise.all(promises);
  }
  /**
   * {@inheritDoc IShardingStrategy.destroy}
   */
  async destroy(options) {
    const promises = [];
    for (const shard of this.shards.values()) {
      promises.push(shard.destroy(options));
    }
    await Promise.all(promises);
    this.shards.clear();
  }
  /**
   * {@inheritDoc IShardingStrategy.send}
   */
  async send(shardId, payload) {
    const shard = this.shards.get(shardId);
    if (!shard) {
      throw new RangeError(`Shard ${shardId} not found`);
    }
    return shard.send(payload);
  }
  /**
   * {@inheritDoc IShardingStrategy.fetchStatus}
   */
  async fetchStatus() {
    return this.shards.mapValues((shard) => shard.status);
  }
};
var WorkerBootstrapper = class {
  static {
    __name(this, "WorkerBootstrapper");
  }
  static {
    __name2(this, "WorkerBootstrapper");
  }
  /**
   * The data passed to the worker thread
   */
  data = workerData;
  /**
   * The shards that are managed by this worker
   */
  shards = new Collection();
  constructor() {
    if (isMainThread2) {
      throw new Error("Expected WorkerBootstrap to not be used within the main thread");
    }
  }
  /**
   * Helper method to initiate a shard's connection process
   */
  async connect(shardId) {
    const shard = this.shards.get(shardId);
    if (!shard) {
      throw new RangeError(`Shard ${shardId} does not exist`);
    }
    await shard.connect();
  }
  /**
   * Helper method to destroy a shard
   */
  async destroy(shardId, options) {
    const shard = this.shards.get(shardId);
    if (!shard) {
      throw new RangeError(`Shard ${shardId} does not exist`);
    }
    await shard.destroy(options);
  }
  /**
   * Helper method to attach event listeners to the parentPort
   */
  setupThreadEvents() {
    parentPort2.on("messageerror", (err) => {
      throw err;
    }).on("message", async (payload) => {
      switch (payload.op) {
        case 0: {
          await this.connect(payload.shardId);
          const response = {
            op: 0,
            shardId: payload.shardId
          };
          parentPort2.postMessage(response);
          break;
        }
        case 1: {
          await this.destroy(payload.shardId, payload.options);
          const response = {
            op: 1,
            shardId: payload.shardId
          };
          parentPort2.postMessage(response);
          break;
        }
        case 2: {
          const shard = this.shards.get(payload.shardId);
          if (!shard) {
            throw new RangeError(`Shard ${payload.shardId} does not exist`);
          }
          await shard.send(payload.payload);
          break;
        }
        case 3: {
          break;
        }
        case 4: {
          break;
        }
        case 5: {
          const shard = this.shards.get(payload.shardId);
          if (!shard) {
            throw new Error(`Shard ${payload.shardId} does not exist`);
          }
          const response = {
            op: 6,
            status: shard.status,
            nonce: payload.nonce
          };
          parentPort2.postMessage(response);
          break;
        }
      }
    });
  }
  /**
   * Bootstraps the worker thread with the provided options
   */
  async bootstrap(options = {}) {
    for (const shardId of this.data.shardIds) {
      const shard = new WebSocketShard(new WorkerContextFetchingStrategy(this.data), shardId);
      for (const event of options.forwardEvents ?? Object.values(WebSocketShardEvents)) {
        shard.on(event, (...args) => {
          const payload = {
            op: 2,
            event,
            data: args,
            shardId
          };
          parentPort2.postMessage(payload);
        });
      }
      await options.shardCallback?.(shard);
      this.shards.set(shardId, shard);
    }
    this.setupThreadEvents();
    const message = {
      op: 7
      /* WorkerReady */
    };
    parentPort2.postMessage(message);
  }
};
polyfillDispose();
var WebSocketManager = class extends AsyncEventEmitter {
  static {
    __name(this, "WebSocketManager");
  }
  static {
    __name2(this, "WebSocketManager");
  }
  #token = null;
  /**
   * The options being used by this manager
   */
  options;
  /**
   * Internal cache for a GET /gateway/bot result
   */
  gatewayInformation = null;
  /**
   * Internal cache for the shard ids
   */
  shardIds = null;
  /**
   * Strategy used to manage shards
   *
   * @defaultValue `SimpleShardingStrategy`
   */
  strategy;
  /**
   * Gets the token set for this manager. If no token is set, an error is thrown.
   * To set the token, use {@link WebSocketManager.setToken} or pass it in the options.
   *
   * @remarks
   * This getter is mostly used to pass the token to the sharding strategy internally, there's not much reason to use it.
   */
  get token() {
    if (!this.#token) {
      throw new Error("Token has not been set");
    }
    return this.#token;
  }
  constructor(options) {
    super();
    this.options = { ...DefaultWebSocketManagerOptions, ...options };
    this.strategy = this.options.buildStrategy(this);
    this.#token = options.token ?? null;
  }
  /**
   * Fetches the gateway information from Discord - or returns it from cache if available
   *
   * @param force - Whether to ignore the cache and force a fresh fetch
   */
  async fetchGatewayInformation(force = false) {
    if (this.gatewayInformation) {
      if (this.gatewayInformation.expiresAt <= Date.now()) {
        this.gatewayInformation = null;
      } else if (!force) {
        return this.gatewayInformation.data;
      }
    }
    const data = await this.options.rest.get(Routes.gatewayBot());
    this.gatewayInformation = { data, expiresAt: Date.now() + (data.session_start_limit.reset_after || 5e3) };
    return this.gatewayInformation.data;
  }
  /**
   * Updates your total shard count on-the-fly, spawning shards as needed
   *
   * @param shardCount - The new shard count to use
   */
  async updateShardCount(shardCount) {
    await this.strategy.destroy({ reason: "User is adjusting their shards" });
    this.options.shardCount = shardCount;
    const shardIds = await this.getShardIds(true);
    await this.strategy.spawn(shardIds);
    return this;
  }
  /**
   * Yields the total number of shards across for your bot, accounting for Discord recommendations
   */
  async getShardCount() {
    if (this.options.shardCount) {
      return this.options.shardCount;
    }
    const shardIds = await this.getShardIds();
    return Math.max(...shardIds) + 1;
  }
  /**
   * Yields the ids of the shards this manager should manage
   */
  async getShardIds(force = false) {
    if (this.shardIds && !force) {
      return this.shardIds;
    }
    let shardIds;
    if (this.options.shardIds) {
      if (Array.isArray(this.options.shardIds)) {
        shardIds = this.options.shardIds;
      } else {
        const { start, end } = this.options.shardIds;
        shardIds = [...range({ start, end: end + 1 })];
      }
    } else {
      const data = await this.fetchGatewayInformation();
      shardIds = [...range(this.options.shardCount ?? data.shards)];
    }
    this.shardIds = shardIds;
    return shardIds;
  }
  async connect() {
    const shardCount = await this.getShardCount();
    await this.updateShardCount(shardCount);
    const shardIds = await this.getShardIds();
    const data = await this.fetchGatewayInformation();
    if (data.session_start_limit.remaining < shardIds.length) {
      throw new Error(
        `Not enough sessions remaining to spawn ${shardIds.length} shards; only ${data.session_start_limit.remaining} remaining; resets at ${new Date(Date.now() + data.session_start_limit.reset_after).toISOString()}`
      );
    }
    await this.strategy.connect();
  }
  setToken(token) {
    if (this.#token) {
      throw new Error("Token has already been set");
    }
    this.#token = token;
  }
  destroy(options) {
    return this.strategy.destroy(options);
  }
  send(shardId, payload) {
    return this.strategy.send(shardId, payload);
  }
  fetchStatus() {
    return this.strategy.fetchStatus();
  }
  async [Symbol.asyncDispose]() {
    await this.destroy();
  }
};

// src/chat/bridge/discord-gateway.ts
var BRIDGE_INTENTS = GatewayIntentBits.GuildMessages | GatewayIntentBits.DirectMessages;
var FATAL_CLOSES = {
  [GatewayCloseCodes.AuthenticationFailed]: "Discord's gateway refused DISCORD_BOT_TOKEN (close code 4004, authentication failed); expected the bot token from the Developer Portal \u203A Bot \u203A Reset Token",
  [GatewayCloseCodes.InvalidIntents]: "Discord's gateway refused the intents (close code 4013)",
  [GatewayCloseCodes.DisallowedIntents]: "Discord's gateway refused the intents (close code 4014, a privileged intent not switched on)",
  [GatewayCloseCodes.InvalidShard]: "Discord's gateway refused the shard (close code 4010)",
  [GatewayCloseCodes.ShardingRequired]: "Discord's gateway requires sharding for this bot (close code 4011); the bridge runs one shard",
  [GatewayCloseCodes.InvalidAPIVersion]: "Discord's gateway refused API version 10 (close code 4012)"
};
var MessageCreate = looseObject({ channel_id: string().regex(/^\d{1,20}$/) });
async function startDiscordGateway(options) {
  const rest = new REST({ version: "10", ...options.apiUrl ? { api: options.apiUrl } : {}, retries: 3, timeout: 3e4, handlerSweepInterval: 0, hashSweepInterval: 0 }).setToken(options.token);
  const sessions = /* @__PURE__ */ new Map();
  const manager = new WebSocketManager({
    token: options.token,
    intents: BRIDGE_INTENTS,
    rest,
    shardCount: 1,
    compression: null,
    retrieveSessionInfo: /* @__PURE__ */ __name((shardId) => sessions.get(shardId) ?? null, "retrieveSessionInfo"),
    updateSessionInfo: /* @__PURE__ */ __name((shardId, info) => {
      if (info) sessions.set(shardId, info);
      else sessions.delete(shardId);
    }, "updateSessionInfo")
  });
  let ready = false;
  let stopping = false;
  let fatal = null;
  manager.on(WebSocketShardEvents.Dispatch, (payload) => {
    if (payload.t !== GatewayDispatchEvents.MessageCreate) return;
    const parsed = MessageCreate.safeParse(payload.d);
    if (parsed.success) options.onMessage(parsed.data.channel_id);
  });
  manager.on(WebSocketShardEvents.Ready, () => {
    ready = true;
    options.onConnected("ready");
  });
  manager.on(WebSocketShardEvents.Resumed, () => {
    ready = true;
    options.onConnected("resumed");
  });
  manager.on(WebSocketShardEvents.Closed, (code) => {
    ready = false;
    if (stopping) return;
    const why = FATAL_CLOSES[code];
    if (why) {
      fatal = why;
      options.log(`discord gateway: ${why}; not reconnecting`);
    } else options.log(`discord gateway: closed (${code}); reconnecting`);
  });
  manager.on(WebSocketShardEvents.Error, (error) => options.log(`discord gateway: ${error.message.split("\n")[0]}`));
  try {
    await manager.connect();
  } catch (error) {
    await Promise.resolve(manager.destroy()).catch(() => {
    });
    throw new Error(fatal ?? connectFailure(error));
  }
  return {
    connected: /* @__PURE__ */ __name(() => ready && fatal === null, "connected"),
    async stop() {
      stopping = true;
      await manager.destroy({ code: 1e3, reason: "tend chat bridge stopping" });
    }
  };
}
__name(startDiscordGateway, "startDiscordGateway");
function connectFailure(error) {
  if (error instanceof DiscordAPIError && error.status === 401) return "Discord refused DISCORD_BOT_TOKEN (401 Unauthorized on GET /gateway/bot); expected the bot token from the Developer Portal \u203A Bot";
  if (error instanceof DiscordAPIError) return `GET /gateway/bot failed: ${error.status} ${error.message}`;
  if (error instanceof HTTPError) return `GET /gateway/bot failed: HTTP ${error.status} ${error.message}`;
  return `could not open Discord's gateway: ${(error instanceof Error ? error.message : String(error)).split("\n")[0]}`;
}
__name(connectFailure, "connectFailure");
export {
  BRIDGE_INTENTS,
  startDiscordGateway
};
