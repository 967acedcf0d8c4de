// The one loop over the ship machine: read what the machine looks at, ask nextShipStep, hand the
// step to `act`, and go on from the state `act` returns until it says the run ends. A run
// performs each action against GitHub (run-ship.ts); the dry run only folds the outcome in as if
// it had gone through (cli/pr-dry-run.ts).

import type { TargetState } from '../store/target-state.js';
import { nextShipStep, type ShipContext, type ShipStep } from './machine.js';

/** What `act` made of one step. */
export interface Turn {
  /** The state the machine goes on from. */
  state: TargetState;
  /** The run ends here: the machine stops or waits, or the action ends the run. */
  end: boolean;
  /** False for a turn that only waited for time to pass: deadlines in state bound those, not `maxSteps`. */
  counted?: boolean;
}

interface Drive {
  start: TargetState;
  /** A guard against a loop, not a budget: more steps than the lifecycle takes in one run. */
  maxSteps: number;
  /** What the next step looks at: a fresh snapshot in a run, the same one in a dry run. */
  context: () => ShipContext | Promise<ShipContext>;
  act: (step: ShipStep, ctx: ShipContext) => Turn | Promise<Turn>;
}

interface Driven {
  state: TargetState;
  /** The last step the machine answered; null when it was never asked (maxSteps of 0). */
  step: ShipStep | null;
  /** False when `maxSteps` ran out before `act` ended the run. */
  settled: boolean;
}

export async function driveShip(drive: Drive): Promise<Driven> {
  let state = drive.start;
  let step: ShipStep | null = null;
  for (let count = 0; count < drive.maxSteps; ) {
    const ctx = await drive.context();
    step = nextShipStep(state, ctx);
    const turn = await drive.act(step, ctx);
    state = turn.state;
    if (turn.end) return { state, step, settled: true };
    if (turn.counted !== false) count += 1;
  }
  return { state, step, settled: false };
}
