// Open files: each player holds a socket in the driver and one in an instance (its stream), plus its
// calls'. Node raises its own soft limit to the hard one; when that is still below what the run needs,
// the run starts again, once, in a shell that raises it (`ulimit -n`: root may raise the hard limit).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

function openFilesLimits() {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
    const [soft, hard] = line.trim().split(/\s{2,}/).slice(1, 3).map((v) => (v === 'unlimited' ? Infinity : Number(v)));
    return { soft, hard };
  } catch {
    return null;
  }
}

export function ensureOpenFiles(players) {
  const needed = 2 * players + 1024;
  const limits = openFilesLimits();
  if (!limits || limits.soft >= needed || process.env.LOAD_ULIMIT_RAISED) return;
  if (spawnSync('sh', ['-c', `ulimit -n ${needed}`], { stdio: 'ignore' }).status !== 0) {
    throw new Error(`load: ${players} players need ${needed} open files and the limit is ${limits.soft}: raise it (ulimit -n ${needed}) or use fewer --players`);
  }
  console.log(`load: raising the open files limit from ${limits.soft} to ${needed} (ulimit -n)`);
  const again = spawnSync('sh', ['-c', `ulimit -n ${needed} && exec "$0" "$@"`, process.execPath, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, LOAD_ULIMIT_RAISED: '1' } });
  process.exit(again.status ?? 1);
}
