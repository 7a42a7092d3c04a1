import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { botCheckScriptOrigins } from '../botCheck';
import { pageRemoteOrigins } from '../delivery';
import { notFound } from '../http/api-error';
import { portalPageCsp } from '../http/security-headers';
import { NO_CACHE, NO_STORE, shellFileCacheControl } from './cache';
import { inside, isDirectory, isFile, isSourceMap, safeRelativePath, SEND_OPTIONS } from './files';
import type { PageExtras, PageHints } from './page-hints';

/*
 * The shell SPA from SHELL_DIR: real files as they are, and index.html for every other GET that is
 * not an API or remote path, so client-side routes (/member/securityCenter) survive a reload.
 */

const NOT_SPA = ['/wps', '/lgw', '/remotes'];
const INDEX = 'index.html';

export const SHELL_NOT_BUILT =
  'The portal shell is not built yet: run `npm run build` (or `npm start`, which builds what is missing), then reload.\n';

function isApiPath(url: string): boolean {
  return NOT_SPA.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

/** A last segment with an extension names a file: a missing one is a 404, not the SPA page. */
function looksLikeFile(relative: string): boolean {
  return path.posix.extname(relative) !== '';
}

export async function shellRoutes(app: FastifyInstance, ctx: AppContext, hints: PageHints): Promise<void> {
  const shellDir = ctx.config.shellDir;

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    if (isApiPath(request.url)) throw notFound();
    const relative = safeRelativePath(request.params['*']);
    if (relative === null || (relative && !inside(shellDir, relative)) || isSourceMap(relative)) throw notFound();

    if (!(await isDirectory(shellDir)) || !(await isFile(path.join(shellDir, INDEX)))) {
      return reply.code(503).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send(SHELL_NOT_BUILT);
    }
    if (relative && relative !== INDEX && (await isFile(path.join(shellDir, relative)))) {
      reply.header('cache-control', shellFileCacheControl(relative));
      return reply.sendFile(relative, shellDir, SEND_OPTIONS);
    }
    if (relative && looksLikeFile(relative) && relative !== INDEX) throw notFound();
    return sendPage(request, reply, ctx, await fs.readFile(path.join(shellDir, INDEX), 'utf8'), await hints(relative, request));
  });
}

/**
 * index.html under the portal's CSP (api/src/http/security-headers.ts), whose script sources follow
 * the registry as it is now for this browser (stable and canary entries, its own overrides). Each answer gets a fresh style nonce, carried to the apps' style-loader
 * by a `<meta property="csp-nonce">` (the browser hides a nonce attribute from the DOM, but not from
 * the element's `nonce` property). The page changes with every answer, so it has no ETag to revalidate.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, ctx: AppContext, html: string, extras: PageExtras): Promise<FastifyReply> {
  const styleNonce = randomBytes(16).toString('base64');
  const scriptNonce = randomBytes(16).toString('base64');
  const botCheckOrigins = botCheckScriptOrigins(ctx.config.botCheck);
  const csp = portalPageCsp({ remoteOrigins: await pageRemoteOrigins(ctx, request), botCheckOrigins, styleNonce, scriptNonce });
  return reply
    .header('content-security-policy', csp)
    .header('cache-control', NO_CACHE)
    .type('text/html; charset=utf-8')
    .send(withNonces(withExtras(html, extras), { style: styleNonce, script: scriptNonce }));
}

/** The meta goes first in <head>; a page without one gets it after the doctype (before it: quirks mode). */
const PLACE = [/<head(\s[^>]*)?>/i, /^\s*<!doctype[^>]*>/i];
const ROOT = /<div id="?root"?><\/div>/i;

/** The page's hints (page-hints.ts) early in <head>, so the browser starts on them first; its first screen in #root. */
function withExtras(html: string, extras: PageExtras): string {
  const rooted = extras.root ? html.replace(ROOT, (tag) => tag.replace('></div>', `>${extras.root}</div>`)) : html;
  return atHeadStart(rooted, extras.head);
}

function atHeadStart(html: string, markup: string): string {
  const place = PLACE.find((pattern) => pattern.test(html));
  return place ? html.replace(place, (tag) => `${tag}${markup}`) : `${markup}${html}`;
}

/**
 * The style nonce goes on the page's own <style> elements (the first wave's CSS, inlined by the build,
 * and the first screen's) and into the meta for the styles the apps add later; the script nonce on its
 * inline scripts (the first wave's smallest chunks and the entry's starter,
 * scripts/webpack/preload-first-wave.cjs). The meta goes first.
 */
function withNonces(html: string, nonces: { style: string; script: string }): string {
  // Inline scripts only: one with a src is allowed by its origin, and JSON data (PageBoot) is never run.
  const styled = html
    .replace(/<style(?=[\s>])/gi, `<style nonce="${nonces.style}"`)
    .replace(/<script(?=[\s>])(?![^>]*\s(?:src=|type="application\/json"))/gi, `<script nonce="${nonces.script}"`);
  return atHeadStart(styled, `<meta property="csp-nonce" nonce="${nonces.style}">`);
}
