// Preload hints for the scripts every first visit needs (issue 13). The page's entry only imports
// `./bootstrap` (Module Federation's async boundary), so the browser learns of the app's chunks and of
// the shared singletons' chunks one wave after another as each one runs. This lists them in the HTML:
// the chunks of the bootstrap import and of the shared modules those chunks consume (React, i18next,
// @portal/shared), so they download together with main.js. Lazy pages and popups are not listed.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadFirstWavePlugin';

/** The JS files of the first wave: the entry's async children and the shared modules they consume. */
function firstWaveFiles(compilation) {
  const { chunkGraph } = compilation;
  const chunks = new Set();
  const addGroup = (group) => group && group.chunks.forEach((chunk) => chunks.add(chunk));
  // The entry's own imports (`./bootstrap`); its other children are the shared modules it provides,
  // loaded only if something consumes them (swiper, for the games' rows).
  const importedByEntry = (group) => group.origins.some((origin) => origin.module && origin.module.type !== 'provide-module');
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const child of entrypoint.getChildren()) if (importedByEntry(child)) addGroup(child);
  }
  // A consumed shared module's own code is behind an async block of the consume module, and it may
  // consume others in turn (@portal/shared consumes i18next): a worklist until nothing is added.
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
      }
    }
  }
  const entryFiles = new Set([...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()));
  return [...chunks].flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js') && !entryFiles.has(file));
}

class PreloadFirstWavePlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath || '';
        const links = firstWaveFiles(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: NAME },
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
        }));
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadFirstWavePlugin };
