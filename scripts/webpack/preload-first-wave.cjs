// Preload hints for the scripts every first visit needs. The page's entry only imports
// `./bootstrap` (Module Federation's async boundary), so the browser learns of the app's chunks and of
// the shared singletons' chunks one wave after another as each one runs. This lists them in the HTML:
// the chunks of the bootstrap import and of the shared modules those chunks consume (React, i18next,
// @portal/kernel), so they download together with main.js. Lazy pages and popups are not listed.
// The CSS of those chunks (extracted into files by mini-css-extract-plugin) is inlined into the page as
// <style data-href="…"> elements: the first screen is styled with the HTML itself, no stylesheet round
// trip, and when webpack's runtime loads a chunk it finds its CSS already there by that data-href and
// does not fetch it again. The API gives each such element the answer's CSP nonce (api/src/web/shell.ts).
// The smallest first-wave chunks go into the page as inline scripts (a request each costs a round trip
// on a phone line), and the entry script is listed first so the browser asks for it first.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadFirstWavePlugin';

/**
 * The files of the first wave: the entry's async children, the shared modules they consume, and the
 * named chunks given (the default language's texts, which the page loads before its first render).
 */
function firstWaveFiles(compilation, namedChunks) {
  const { chunkGraph } = compilation;
  const chunks = new Set();
  const addGroup = (group) => group && group.chunks.forEach((chunk) => chunks.add(chunk));
  // The entry's own imports (`./bootstrap`); its other children are the shared modules it provides,
  // loaded only if something consumes them.
  const importedByEntry = (group) => group.origins.some((origin) => origin.module && origin.module.type !== 'provide-module');
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const child of entrypoint.getChildren()) if (importedByEntry(child)) addGroup(child);
  }
  // A consumed shared module's own code is behind an async block of the consume module (its fallback)
  // and of the module that provides it (what the page runs: the shell provides every shared module,
  // and its CSS may sit in another chunk of that group), and it may consume others in turn
  // (@portal/kernel consumes i18next): a worklist until nothing is added.
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') providers.set(module._name, [...(providers.get(module._name) ?? []), module]);
  }
  const visited = new Set();
  for (let found = true; found; ) {
    found = false;
    for (const chunk of [...chunks]) {
      if (visited.has(chunk)) continue;
      visited.add(chunk);
      found = true;
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const block of module.blocks) addGroup(chunkGraph.getBlockChunkGroup(block));
        for (const provider of providers.get(module.options.shareKey) ?? []) {
          for (const block of provider.blocks) addGroup(chunkGraph.getBlockChunkGroup(block));
        }
      }
    }
  }
  for (const chunk of compilation.chunks) if (namedChunks.includes(chunk.name)) chunks.add(chunk);
  const entryFiles = new Set([...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()));
  return [...chunks].flatMap((chunk) => [...chunk.files]).filter((file) => !entryFiles.has(file));
}

/**
 * The entry starts once the page's own first screen is on the screen: the API writes the
 * home page's first picture into it (api/src/web/first-paint.ts), and the browser paints it while the
 * scripts download (they are preloaded above). Started at once (or deferred), the scripts would keep
 * the main thread busy for their whole evaluation, ~190 KB, before the picture is drawn. So a page
 * with a picture in #root adds the entry when the browser reports its first contentful paint (at most
 * FIRST_PAINT_WAIT_MS later); a page without one, or a hidden one (no frames), adds it at once.
 */
const FIRST_PAINT_WAIT_MS = 1000;

function starter(src) {
  const code =
    `(function(){var d=document,on=0;function s(){if(on++)return;var e=d.createElement('script');e.src=${JSON.stringify(src)};d.head.appendChild(e)}` +
    `if(d.visibilityState!=='visible'||!d.querySelector('#root img')||typeof PerformanceObserver!=='function')return s();` +
    `try{new PerformanceObserver(function(l,o){o.disconnect();setTimeout(s,0)}).observe({type:'paint',buffered:true})}catch(x){return s()}` +
    `setTimeout(s,${FIRST_PAINT_WAIT_MS})})()`;
  return { tagName: 'script', voidTag: false, meta: { plugin: NAME }, attributes: { 'data-start': '' }, innerHTML: code };
}

class PreloadFirstWavePlugin {
  /**
   * @param {{ namedChunks?: string[], fonts?: RegExp[], inlineUpTo?: number }} [options] `fonts`: the emitted font files the
   * first screen's text is drawn in (a font is otherwise found only once the CSS and the text meet, after
   * the scripts, and the text moves when it comes).
   */
  constructor(options = {}) {
    this.namedChunks = options.namedChunks ?? [];
    this.fonts = options.fonts ?? [];
    /** A first-wave chunk up to this many bytes goes into the page itself instead of a request. */
    this.inlineUpTo = options.inlineUpTo ?? 8 * 1024;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath || '';
        const files = firstWaveFiles(compilation, this.namedChunks);
        const source = (file) => compilation.getAsset(file).source.source().toString();
        const styles = files
          .filter((file) => file.endsWith('.css'))
          .map((file) => ({
            tagName: 'style',
            voidTag: false,
            meta: { plugin: NAME },
            attributes: { 'data-href': `${publicPath}${file}` },
            innerHTML: source(file),
          }));
        // Two files of one content (a shared module's chunk emitted for its provider and for its
        // fallback) would both be fetched by a preload, though the first one's run installs both.
        // Compared without the license banner, which names the file.
        const seen = new Set();
        const body = (file) => source(file).replace(/^\/\*! For license information please see [^*]+\*\/\n?/, '');
        const scripts = files.filter((file) => file.endsWith('.js') && !seen.has(body(file)) && seen.add(body(file)));
        // A small chunk is cheaper in the page than as a request of its own: on a phone line each
        // request waits a round trip (and a browser opens 6 connections to a host), while a few kB
        // more of HTML cost almost nothing. Webpack's runtime finds the chunks these scripts pushed
        // when it starts (its chunk array is filled before it runs) and does not fetch them. The API
        // gives each inline script the answer's CSP nonce (api/src/web/shell.ts).
        const inline = scripts
          .filter((file) => Buffer.byteLength(source(file)) <= this.inlineUpTo)
          // `</script` inside the code (a string) would end the element early: `<\/` is the same string.
          .map((file) => ({ tagName: 'script', voidTag: false, meta: { plugin: NAME }, attributes: { 'data-chunk': file }, innerHTML: source(file).replace(/<\/script/gi, '<\\/script') }));
        const links = scripts
          .filter((file) => Buffer.byteLength(source(file)) > this.inlineUpTo)
          .map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: NAME },
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          }));
        const fonts = compilation
          .getAssets()
          .map((asset) => asset.name)
          .filter((name) => this.fonts.some((pattern) => pattern.test(name)))
          .map((name) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: NAME },
            // Fonts are fetched in CORS mode: without crossorigin the preload would not be used.
            attributes: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `${publicPath}${name}` },
          }));
        // The entry (main.js: webpack's and the federation's runtime) is asked for first, at high
        // priority: everything else waits for it to run, and requests leave in document order (a
        // deferred script would be fetched at low priority, after every preload).
        const entry = data.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes && tag.attributes.src);
        const entryLinks = entry.map((tag) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: NAME },
          attributes: { rel: 'preload', as: 'script', href: tag.attributes.src, fetchpriority: 'high' },
        }));
        const rest = data.headTags.filter((tag) => !entry.includes(tag));
        data.headTags = [...inline, ...entryLinks, ...links, ...fonts, ...styles, ...rest];
        data.bodyTags = [...data.bodyTags, ...entry.map((tag) => starter(tag.attributes.src))];
        return data;
      });
    });
  }
}

module.exports = { PreloadFirstWavePlugin };
