import { claimShellWriter } from '@portal/kernel';

/** The shell is the only writer of the bus's state channels; it claims the writer once, here. */
export const shellWriter = claimShellWriter();
