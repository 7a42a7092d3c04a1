// What the run records: each call group's latencies and errors, the event delays, the draws'
// settlement, and each process's memory and CPU sampled from /proc (Linux) or the process itself.
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return +sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(1);
}

export function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.length ? +sorted[sorted.length - 1].toFixed(1) : null };
}

export function createRecorder() {
  const groups = new Map();
  const errors = [];
  const delays = new Map();
  let windowStart = performance.now();
  const group = (name) => {
    if (!groups.has(name)) groups.set(name, { latencies: [], failures: 0, calls: 0 });
    return groups.get(name);
  };
  return {
    /** Times one call of `name` (the steady window's calls are what the figures show). */
    async time(name, fn) {
      const g = group(name);
      const t0 = performance.now();
      try {
        const value = await fn();
        g.latencies.push(performance.now() - t0);
        g.calls += 1;
        return value;
      } catch (error) {
        g.failures += 1;
        g.calls += 1;
        this.error(name, error);
        if (error && typeof error === 'object') error.recorded = true;
        throw error;
      }
    },
    error(name, error) {
      errors.push({ name, message: String(error?.message ?? error).slice(0, 300) });
    },
    delay(name, ms) {
      if (!delays.has(name)) delays.set(name, []);
      delays.get(name).push(ms);
    },
    /** Forget the ramp's calls: the figures are of the window from here. */
    startWindow() {
      windowStart = performance.now();
      for (const g of groups.values()) {
        g.latencies = [];
        g.calls = 0;
      }
    },
    figures() {
      const seconds = (performance.now() - windowStart) / 1000;
      const calls = {};
      const all = [];
      for (const [name, g] of groups) {
        calls[name] = { calls: g.calls, perSecond: +(g.calls / seconds).toFixed(1), ...summary(g.latencies), failures: g.failures };
        if (name !== 'login' && name !== 'stream open') for (const latency of g.latencies) all.push(latency);
      }
      const delayFigures = {};
      for (const [name, values] of delays) delayFigures[name] = summary(values);
      return { seconds: +seconds.toFixed(0), calls, mixed: { perSecond: +(all.length / seconds).toFixed(1), ...summary(all) }, delays: delayFigures, errors };
    },
  };
}

const TICK = 100; // USER_HZ on Linux
const PAGE = 4096;

function procStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / TICK;
    const rssMb = (Number(fields[21]) * PAGE) / 1024 / 1024;
    let fds = null;
    try {
      fds = readdirSync(`/proc/${pid}/fd`).length;
    } catch {
      /* not ours to read */
    }
    return { cpuSeconds, rssMb, fds };
  } catch {
    return null;
  }
}

/**
 * Samples named processes (`() => pid`, looked up each time: a restarted instance has a new pid) every
 * `everyMs`: RSS, CPU (share of one core since the last sample) and open file descriptors.
 */
export function createSampler(processes, everyMs = 5000, extra = async () => ({})) {
  const samples = [];
  const last = new Map();
  let timer = null;
  const started = Date.now();
  async function sample() {
    const at = Date.now();
    const row = { at, minute: +((at - started) / 60_000).toFixed(2), load: +os.loadavg()[0].toFixed(2), ...(await extra().catch(() => ({}))) };
    for (const [name, pidOf] of Object.entries(processes)) {
      const pid = pidOf();
      const now = pid ? procStat(pid) : null;
      if (!now) continue;
      const before = last.get(name);
      const cpu = before && before.pid === pid ? (100 * (now.cpuSeconds - before.cpuSeconds)) / ((at - before.at) / 1000) : null;
      last.set(name, { pid, at, cpuSeconds: now.cpuSeconds });
      row[name] = { rssMb: +now.rssMb.toFixed(1), cpu: cpu === null ? null : +cpu.toFixed(0), fds: now.fds };
    }
    samples.push(row);
    return row;
  }
  return {
    samples,
    sample,
    start() {
      void sample();
      timer = setInterval(() => void sample(), everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
    /** Per process: mean and peak CPU %, peak RSS, over the samples from `fromAt`. */
    summary(fromAt = 0) {
      const out = {};
      for (const name of Object.keys(processes)) {
        const rows = samples.filter((s) => s.at >= fromAt && s[name]);
        const cpus = rows.map((s) => s[name].cpu).filter((c) => c !== null);
        out[name] = {
          cpuMean: cpus.length ? Math.round(cpus.reduce((a, b) => a + b, 0) / cpus.length) : null,
          cpuPeak: cpus.length ? Math.max(...cpus) : null,
          rssPeakMb: rows.length ? Math.max(...rows.map((s) => s[name].rssMb)) : null,
          rssLastMb: rows.length ? rows[rows.length - 1][name].rssMb : null,
        };
      }
      return out;
    },
  };
}

/** The share of the last minute in which some runnable task waited for a CPU (Linux PSI), or null. */
export function cpuPressure() {
  try {
    return Number(/some avg10=[\d.]+ avg60=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))[1]);
  } catch {
    return null;
  }
}
