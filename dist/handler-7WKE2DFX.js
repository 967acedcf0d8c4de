import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  runReview
} from "./chunk-BF3TQOMP.js";
import "./chunk-CRHNTYGI.js";
import "./chunk-5C2NXDOA.js";
import "./chunk-K3U6B3BF.js";
import "./chunk-VFRXUCB7.js";
import {
  issueOutcome,
  workflowRunDeps
} from "./chunk-3SLZ3DHM.js";
import "./chunk-55RDHT4J.js";
import {
  commandTime
} from "./chunk-LTTQ4UML.js";
import "./chunk-SUSUGAYV.js";
import "./chunk-I23U34YD.js";
import "./chunk-5QDWQYDJ.js";
import "./chunk-NHF42DUN.js";
import "./chunk-XLYGSLAL.js";
import "./chunk-BAYNYB2F.js";
import "./chunk-EVMZJ3EK.js";
import "./chunk-SZHJZVAZ.js";
import "./chunk-NY7W2QLN.js";
import "./chunk-UGMHMVMQ.js";
import "./chunk-ZMXB2U4V.js";
import "./chunk-OOR5YXNA.js";
import "./chunk-4T7BIOEZ.js";
import "./chunk-3V6KJLEI.js";
import "./chunk-2E2DVOZW.js";
import "./chunk-TCPROEM4.js";
import "./chunk-OPKEDLQ4.js";
import "./chunk-WUB523E6.js";
import "./chunk-TDX7TVXE.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/review/handler.ts
var reviewWorkflow = {
  async handle(services, request) {
    const ran = await runReview(
      {
        ...workflowRunDeps(services, "review"),
        selfId: services.selfId,
        readLearnings: services.readLearnings,
        costUsd: /* @__PURE__ */ __name(() => services.model?.totals().cost_usd ?? 0, "costUsd")
      },
      request.target,
      request.tracking,
      request.state,
      request.store,
      commandTime(services, request)
    );
    return { ...await issueOutcome(services, "review", request.target, ran), review: ran.review };
  }
};
export {
  reviewWorkflow
};
