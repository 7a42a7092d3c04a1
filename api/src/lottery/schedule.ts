import type { GameConfig } from './games';

/*
 * Draw times from a game's calendar, in its own time zone. The zones used (Asia/Ho_Chi_Minh +07:00,
 * Asia/Kuala_Lumpur +08:00, Asia/Yangon +06:30) have no daylight saving, so local time is UTC plus a
 * fixed offset. Daily games draw at their local time on their weekdays, numbered by the local date
 * (`YYYYMMDD`); a game with a province rota (VN South and Central) draws each of the day's provinces
 * at that time, `YYYYMMDD-<province>`; interval games draw every N seconds from local midnight,
 * numbered `YYYYMMDD-NNNN` (the draw at 00:01 is 0001; the one at 24:00 is the day's last). A draw
 * opens when the draws before it are drawn (the game's previous draw time) and locks `lockSeconds`
 * before it draws.
 */

export interface Slot {
  numero: string;
  openAt: Date;
  lockAt: Date;
  drawAt: Date;
  provinceCode: string | null;
}

const DAY_MS = 86_400_000;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The local calendar date (as a UTC-midnight ms) of an instant in a zone `offsetMinutes` east of UTC. */
function localDay(ms: number, offsetMinutes: number): number {
  const local = ms + offsetMinutes * 60_000;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
}

function dateCode(localDayMs: number): string {
  const day = new Date(localDayMs);
  return `${day.getUTCFullYear()}${pad(day.getUTCMonth() + 1, 2)}${pad(day.getUTCDate(), 2)}`;
}

interface DrawTime {
  drawMs: number;
  numero: string;
  provinceCode: string | null;
}

/** The draws of a game strictly after `afterMs`, in order (a rota's provinces in its order), `count` of them. */
function drawTimesAfter(game: GameConfig, afterMs: number, count: number): DrawTime[] {
  const { schedule } = game;
  const offsetMs = schedule.utcOffsetMinutes * 60_000;
  const out: DrawTime[] = [];
  if (schedule.kind === 'interval') {
    const step = schedule.intervalSeconds * 1000;
    // Slots are aligned to local midnight (86,400 s is a multiple of every interval used).
    let drawMs = Math.floor((afterMs + offsetMs) / step) * step - offsetMs + step;
    while (out.length < count) {
      // The draw at local 24:00 belongs to the day before.
      const day = localDay(drawMs - 1, schedule.utcOffsetMinutes);
      const index = Math.round((drawMs + offsetMs - day) / step);
      out.push({ drawMs, numero: `${dateCode(day)}-${pad(index, 4)}`, provinceCode: null });
      drawMs += step;
    }
    return out;
  }
  const [hours, minutes] = schedule.drawTime.split(':').map(Number) as [number, number];
  for (let day = localDay(afterMs, schedule.utcOffsetMinutes); out.length < count; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    const drawMs = day + (hours * 60 + minutes) * 60_000 - offsetMs;
    if (drawMs <= afterMs || !schedule.weekdays.includes(weekday)) continue;
    if (!game.rota) {
      out.push({ drawMs, numero: dateCode(day), provinceCode: null });
      continue;
    }
    for (const province of game.rota[weekday] ?? []) out.push({ drawMs, numero: `${dateCode(day)}-${province}`, provinceCode: province });
  }
  return out.slice(0, count);
}

/** The game's last draw time before `drawMs` (where a draw at `drawMs` opens). */
function previousDrawMs(game: GameConfig, drawMs: number): number {
  const { schedule } = game;
  if (schedule.kind === 'interval') return drawMs - schedule.intervalSeconds * 1000;
  // The last draw day before: at most a week back.
  const [earlier] = drawTimesAfter(game, drawMs - 8 * DAY_MS, 64).filter((slot) => slot.drawMs < drawMs).slice(-1);
  return earlier ? earlier.drawMs : drawMs - DAY_MS;
}

/** The next `count` slots of a game that draw after `afterMs`. */
export function slotsAfter(game: GameConfig, afterMs: number, count: number): Slot[] {
  return drawTimesAfter(game, afterMs, count).map((time) => ({
    numero: time.numero,
    openAt: new Date(previousDrawMs(game, time.drawMs)),
    lockAt: new Date(time.drawMs - game.lockSeconds * 1000),
    drawAt: new Date(time.drawMs),
    provinceCode: time.provinceCode,
  }));
}
