import type { CSSProperties } from 'react';

/**
 * How long each opener's animations last, in ms. `loop` is the waiting animation played while the
 * server draws (it ends on its starting pose, so the finale can start at any loop's end without a
 * jump); `finale` lands on the server's answer. The CSS reads them as custom properties, so the
 * timers here and the animations on screen agree.
 */
export interface Timing {
  loop: number;
  finale: number;
}

export const TIMING = {
  PRIZE_WHEEL: { loop: 700, finale: 3200 },
  GOLDEN_EGG: { loop: 600, finale: 800 },
  RED_ENVELOPE: { loop: 600, finale: 800 },
} as const satisfies Record<string, Timing>;

/** The timing as the custom properties the CSS animations read. */
export const timingStyle = (timing: Timing) => ({ '--loop': `${timing.loop}ms`, '--finale': `${timing.finale}ms` }) as CSSProperties;
