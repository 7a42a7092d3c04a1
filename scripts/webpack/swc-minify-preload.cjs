// Preloaded (node --require) into the builds of earlier releases for the skew journeys
// (scripts/skew.mjs): webpack's default minimizer then minifies with swc, as today's builds do
// (federated-app.cjs), not with terser, whatever that release's own config left to webpack's default.
// Same code, a third of the CPU; the skew journeys test how releases behave together, not their bytes.
const pluginPath = require.resolve('minimizer-webpack-plugin');
const MinimizerPlugin = require(pluginPath);

class SwcMinimizerPlugin extends MinimizerPlugin {
  constructor(options = {}) {
    super({ ...options, minify: MinimizerPlugin.swcMinify });
  }
}
Object.assign(SwcMinimizerPlugin, MinimizerPlugin);
require.cache[pluginPath].exports = SwcMinimizerPlugin;
