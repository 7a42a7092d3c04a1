export { useNearDraw, serverNow, type NearDraw } from './useNearDraw';
export { useNow } from './useNow';
export { Countdown } from './Countdown';
export { CurrentDraw, NoDraw, useOwnZoneTime } from './DrawPanel';
export { useLocked } from './useLocked';
export { Schedule } from './Schedule';
export { drawsAtCurrentTime, ProvincePicker } from './ProvincePicker';
