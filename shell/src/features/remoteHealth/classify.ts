import type { RemoteOutcome } from '@portal/shared/contracts';

/** Where a failure surfaced: the federation runtime's load (the slot's promise), or React's render. */
export type FailureStage = 'load' | 'render';

// The Module Federation runtime and webpack say what failed only in their messages. Checked in this
// order, since a wrapped error quotes the one it wraps ("Original Error Message: …"):
// - strictVersion refusing our @portal/shared singleton (the runtime's share.js, webpack's consumes);
const SHARED = /does not satisfy the requirement|Unsatisfied version/i;
// - the manifest (RUNTIME-003 "Failed to get manifest", RUNTIME-013 "not a valid manifest");
const MANIFEST = /RUNTIME-003|RUNTIME-013|is not a valid federation manifest/;
// - a script: the remote entry (RUNTIME-001 / 008), an exposed module's or a lazy route's chunk.
const CHUNK = /RUNTIME-00[18]|Loading (CSS )?chunk|ChunkLoadError|Loading script failed|ScriptExternalLoadError/i;

function describe(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: '', message: String(error) };
}

/**
 * The error class of a remote's failed load or render, for health reports. A load failure that names
 * none of the above (the 120 s timeout, an exposed module that came back empty) counts as `chunk`: the
 * code did not arrive; a render failure that is not a lazy chunk is the remote's own `render` error.
 */
export function classifyFailure(error: unknown, stage: FailureStage): Exclude<RemoteOutcome, 'ok'> {
  const { name, message } = describe(error);
  const text = `${name} ${message}`;
  if (SHARED.test(text)) return 'shared';
  if (MANIFEST.test(text)) return 'manifest';
  if (CHUNK.test(text)) return 'chunk';
  return stage === 'load' ? 'chunk' : 'render';
}
