// Every platform the bridge can listen to, in the order the usage line names them.

import { discordBridgePlatform } from './discord-platform.js';
import { larkBridgePlatform } from './lark-platform.js';
import type { BridgePlatform } from './platform.js';
import { slackBridgePlatform } from './slack-platform.js';
import { teamsBridgePlatform } from './teams-platform.js';

export const BRIDGE_PLATFORMS: readonly BridgePlatform[] = [slackBridgePlatform, discordBridgePlatform, teamsBridgePlatform, larkBridgePlatform];
