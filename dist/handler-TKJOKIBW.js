import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  runReview
} from "./chunk-UWQYXHSE.js";
import "./chunk-BGYXIZN6.js";
import "./chunk-55DAK2V3.js";
import {
  issueOutcome,
  workflowRunDeps
} from "./chunk-ZR55XGTA.js";
import "./chunk-SAFQMFRW.js";
import {
  commandTime
} from "./chunk-WYHAQFAV.js";
import "./chunk-JH2OTXNJ.js";
import "./chunk-GSOCGSWP.js";
import "./chunk-HSMBFR5K.js";
import "./chunk-ARTH7MB3.js";
import "./chunk-NHF42DUN.js";
import "./chunk-XLYGSLAL.js";
import "./chunk-JBKETF74.js";
import "./chunk-FCOJBJY3.js";
import "./chunk-SZHJZVAZ.js";
import "./chunk-X7M4VJU3.js";
import "./chunk-UGMHMVMQ.js";
import "./chunk-QRLKW63P.js";
import "./chunk-ZSWZQFD2.js";
import "./chunk-OOR5YXNA.js";
import "./chunk-N5RTSSSJ.js";
import "./chunk-OYWUD6ZV.js";
import "./chunk-2E2DVOZW.js";
import "./chunk-OPKEDLQ4.js";
import "./chunk-TCPROEM4.js";
import "./chunk-WUB523E6.js";
import "./chunk-HYZO7EOR.js";
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
