// A bounded load on loopback: a fixed number of requests with fixed concurrency, then it stops.
// Given several URLs (instances of one site), the requests take them in turn, as a proxy would.
import { performance } from 'node:perf_hooks';

export async function measureEndpoint(url, { requests = 2000, concurrency = 16, headers = {} } = {}) {
  const urls = Array.isArray(url) ? url : [url];
  const latencies = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < requests) {
      const target = urls[next % urls.length];
      next += 1;
      const t0 = performance.now();
      try {
        const response = await fetch(target, { headers });
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => +latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(2);
  return { requests, concurrency, failures, rps: Math.round(requests / seconds), p50Ms: pct(0.5), p99Ms: pct(0.99) };
}
