// Preload hints for the scripts every first visit needs. The page's entry only imports
// `./bootstrap` (Module Federation's async boundary), so the browser learns of the app's chunks and of
// the shared singletons' chunks one wave after another as each one runs. This lists them: the chunks
// of the bootstrap import and of the shared modules those chunks consume (React, i18next,
// @portal/kernel), asked for together with main.js by the page's starter script (below), so they
// download together. Lazy pages and popups are not listed.
// The CSS of those chunks (extracted into files by mini-css-extract-plugin) is inlined into the page as
// <style data-href="…"> elements: the first screen is styled with the HTML itself, no stylesheet round
// trip, and when webpack's runtime loads a chunk it finds its CSS already there by that data-href and
// does not fetch it again. The API gives each such element the answer's CSP nonce (api/src/web/shell.ts).
// The smallest first-wave chunks go into the page as inline scripts (a request each costs a round trip
// on a phone line); the starter asks for the entry script first.
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
  // A consumed shared module's own code is behind an async block of the module that provides it (what
  // the page runs: the shell provides every shared module, and its CSS may sit in another chunk of that
  // group) or, with no provider, of the consume module (its fallback), and it may consume others in
  // turn (@portal/kernel consumes i18next): a worklist until nothing is added.
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
        // The page runs the provided copy (the shell registers it in the share scope before anything
        // consumes it); the fallback is fetched only when nothing provides the module. Two builds of
        // one module can differ (what got concatenated into each), and both would be downloaded.
        const provided = providers.get(module.options.shareKey) ?? [];
        for (const block of provided.length ? provided.flatMap((provider) => provider.blocks) : module.blocks) addGroup(chunkGraph.getBlockChunkGroup(block));
      }
    }
  }
  for (const chunk of compilation.chunks) if (namedChunks.includes(chunk.name)) chunks.add(chunk);
  const entryFiles = new Set([...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()));
  return [...chunks].flatMap((chunk) => [...chunk.files]).filter((file) => !entryFiles.has(file));
}

/**
 * The scripts start once the page's own first screen is on the screen: the API writes the home page's
 * first picture (and a game list's category banner) into it (api/src/web/first-paint.ts), and the
 * browser paints it with the HTML and that one picture. Fetched at once, the first wave (~150 KB of
 * scripts and the Burmese font) would share a phone's line with the picture and hold its paint back;
 * started at once, the scripts would keep the main thread busy for their whole evaluation. So on a page
 * with a picture in #root, the entry, the first wave's preloads and the font's are added when the
 * browser reports its first contentful paint (at most FIRST_PAINT_WAIT_MS later); on a page without
 * one (a signed-in page drawn by a remote), or a hidden one (no frames), at once, as the HTML is read.
 */
const FIRST_PAINT_WAIT_MS = 1000;

/** `entry`: the entry script; `scripts`: the first wave's other files; `fonts`: the fonts to preload. */
function starter(entry, scripts, fonts) {
  const code =
    `(function(){var d=document,on=0;function p(h,a){var l=d.createElement('link');l.rel='preload';l.as=a;l.href=h;if(a==='font'){l.type='font/woff2';l.crossOrigin=''}d.head.appendChild(l)}` +
    `function s(){if(on++)return;var e=d.createElement('script');e.src=${JSON.stringify(entry)};e.fetchPriority='high';d.head.appendChild(e);` +
    `${JSON.stringify(fonts)}.forEach(function(h){p(h,'font')});${JSON.stringify(scripts)}.forEach(function(h){p(h,'script')})}` +
    `if(d.visibilityState!=='visible'||!d.querySelector('#root img')||typeof PerformanceObserver!=='function')return s();` +
    `try{new PerformanceObserver(function(l,o){if(!l.getEntriesByName('first-contentful-paint').length)return;o.disconnect();setTimeout(s,0)}).observe({type:'paint',buffered:true})}catch(x){return s()}` +
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
        const preloads = scripts.filter((file) => Buffer.byteLength(source(file)) > this.inlineUpTo).map((file) => `${publicPath}${file}`);
        const fonts = compilation
          .getAssets()
          .map((asset) => asset.name)
          .filter((name) => this.fonts.some((pattern) => pattern.test(name)))
          .map((name) => `${publicPath}${name}`);
        // The entry (main.js: webpack's and the federation's runtime) is asked for first, at high
        // priority: everything else waits for it to run, and requests leave in the order they are made.
        // It, the fonts (the first render's text waits for none, so they come before the chunks: a browser
        // opens 6 connections to a host) and the larger first-wave chunks are asked for by the starter.
        const entry = data.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes && tag.attributes.src);
        if (entry.length !== 1) throw new Error(`${NAME}: expected one entry script, found ${entry.length}`);
        const rest = data.headTags.filter((tag) => !entry.includes(tag));
        data.headTags = [...inline, ...styles, ...rest];
        data.bodyTags = [...data.bodyTags, starter(entry[0].attributes.src, preloads, fonts)];
        return data;
      });
    });
  }
}

module.exports = { PreloadFirstWavePlugin };
