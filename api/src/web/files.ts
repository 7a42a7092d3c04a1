import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * A request path made safe to join to a root folder: '/'-separated segments, none empty, none a dot
 * or dotfile name (covers '..'), no backslash or NUL. Null when the path is not acceptable. This is
 * checked before any file system access, whatever @fastify/send checks again after us.
 */
export function safeRelativePath(raw: string): string | null {
  const trimmed = raw.endsWith('/') ? raw.slice(0, -1) : raw; // `/member/` is `/member`
  if (trimmed === '') return '';
  const segments = trimmed.split('/');
  const ok = segments.every((segment) => segment !== '' && !segment.startsWith('.') && !/[\\\0]/.test(segment));
  return ok ? segments.join('/') : null;
}

/**
 * Source maps are written beside a build for error reports, never served: the portal's source is not
 * public. (The build's hidden-source-map leaves no pointer to them in the scripts either.)
 */
export const isSourceMap = (file: string) => file.endsWith('.map');

/** Belt and braces: the joined path really lies inside the root. */
export function inside(root: string, relative: string): string | null {
  const full = path.resolve(root, relative);
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

export async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await fs.stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

/** Options for reply.sendFile: we set Cache-Control ourselves; dotfiles are never served. */
export const SEND_OPTIONS = { cacheControl: false, dotfiles: 'deny' } as const;
