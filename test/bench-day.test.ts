// The day model of the bench (bench/day.ts): plain arithmetic over measured figures, checked here on
// small numbers so the priced day is what its comments say.

import { describe, expect, it } from 'vitest';
import { busySpans, chatDay, dayCost, daySvg, modelSeconds, sweepRuns } from '../bench/day.js';

const inputs = {
  eventsPerPr: { billed_minutes: 8, runner_seconds: 40, jobs: 8 },
  pollPerPr: { billed_minutes: 20, runner_seconds: 1200, jobs: 1 },
  activeMinutes: [30],
  sweep: { cadenceMinutes: 5, busyJobS: 10, idleJobS: 6 },
};

describe('the day model', () => {
  it('an idle day costs nothing: no pull request, no sweep run', () => {
    expect(sweepRuns(0, [30], 5)).toEqual({ busy: 0, idle: 0 });
    expect(dayCost(0, inputs)).toEqual({ events: { billed_minutes: 0, runner_seconds: 0, jobs: 0 }, poll: { billed_minutes: 0, runner_seconds: 0, jobs: 0 } });
  });

  it('one pull request at work for 30 minutes: six sweeps find it, one more finds nothing and disables the sweep', () => {
    // Its command at 13:00 (the middle of the working day): ticks 13:05 … 13:30 see it, 13:35 does not.
    expect(busySpans(1, [30])).toEqual([[780, 810]]);
    expect(sweepRuns(1, [30], 5)).toEqual({ busy: 6, idle: 1 });
    expect(dayCost(1, inputs)).toEqual({
      events: { billed_minutes: 8 + 7, runner_seconds: 40 + 6 * 10 + 6, jobs: 8 + 7 },
      poll: { billed_minutes: 20, runner_seconds: 1200, jobs: 1 },
    });
  });

  it('pull requests whose work overlaps share the sweep runs', () => {
    // 50 a day over 8 hours: one every 9.6 minutes, each at work for 30: one busy spell.
    expect(busySpans(50, [30])).toHaveLength(1);
    expect(sweepRuns(50, [30], 5).idle).toBe(1);
  });

  const chatInputs = {
    watcher: { cadenceMinutes: 5, jobS: 6 },
    fallbackWatcher: { cadenceMinutes: 60, jobS: 6 },
    investigationJobS: 30,
    threadsPerDay: 10,
    overheadS: 4,
    watchWallS: 2,
    investigationWallS: [26, 20, 30],
    bridge: { toDispatchS: [0.05, 0.03, 0.2], runS: [1.5, 1, 2] },
    // The median: 2 calls, 100 output tokens: 2 × 1.235 + 100 × 0.01365 = 3.835 s at p50; the
    // heaviest at p95: 2 × 1.891 + 100 × 0.0264 = 6.422 s.
    model: [{ calls: 1, outputTokens: 50 }, { calls: 2, outputTokens: 100 }, { calls: 2, outputTokens: 100 }],
  };

  it('chat: the watcher runs every tick of the day; a message waits half a cadence at the median, a whole one at worst', () => {
    const chat = chatDay(chatInputs);
    expect(chat.watcher).toEqual({ billed_minutes: 288, runner_seconds: 1728, jobs: 288 });
    expect(chat.investigations).toEqual({ billed_minutes: 10, runner_seconds: 300, jobs: 10 });
    expect(modelSeconds(chatInputs.model[1]!, 'p50')).toBeCloseTo(3.835, 6);
    // Tick wait + two job start-ups + the watcher's run + the investigation's + the model's time.
    expect(chat.latency.scheduled).toMatchObject({ p50_s: 150 + 8 + 2 + 26 + 3.8, max_s: 300 + 8 + 2 + 30 + 6.4, n: 3 });
    expect(chat.latency.scheduled.measured).toEqual({ watch_run_s: 2, run_p50_s: 26, run_max_s: 30 });
    expect(chat.latency.scheduled.modelled).toEqual({ tick_wait_p50_s: 150, tick_wait_max_s: 300, job_starts_s: 8, model_p50_s: 3.8, model_max_s: 6.4 });
  });

  it('chat through the bridge: no tick to wait for, one job start-up; chat-watch only at its fallback cadence', () => {
    const chat = chatDay(chatInputs);
    expect(chat.latency.bridge.measured).toEqual({ to_dispatch_p50_s: 0.05, to_dispatch_max_s: 0.2, run_p50_s: 1.5, run_max_s: 2 });
    expect(chat.latency.bridge.modelled).toEqual({ job_start_s: 4, model_p50_s: 3.8, model_max_s: 6.4 });
    expect(chat.latency.bridge).toMatchObject({ p50_s: 9.4, max_s: 12.6, n: 3 });
    // Hourly: 24 watcher jobs a day instead of 288; the investigations are the same jobs.
    expect(chat.fallbackWatcher).toEqual({ billed_minutes: 24, runner_seconds: 144, jobs: 24 });
    expect(chat.bridgeTotal).toEqual({ billed_minutes: 34, runner_seconds: 444, jobs: 34 });
    expect(chat.total).toEqual({ billed_minutes: 298, runner_seconds: 2028, jobs: 298 });
  });

  it('draws one line per series', () => {
    const svg = daySvg([0, 2], [{ name: 'a', color: '#000', values: [0, 5] }, { name: 'b', color: '#f00', values: [0, 9], dashed: true }]);
    expect(svg.match(/<polyline/g)).toHaveLength(2);
    expect(svg).toContain('stroke-dasharray');
  });
});
