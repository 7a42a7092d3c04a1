// One webpack configuration for the shell (host) and every remote, so the six apps share one set of
// singletons, loaders and output rules. Each package's webpack.config.js calls it with its own facts.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { PreloadFirstWavePlugin } = require('./preload-first-wave.cjs');
const { ReleaseRecordPlugin } = require('./release-record.cjs');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

// Exact import strings: a shared key matches only the string a module imports (see TOOLCHAIN.md), so
// every entry point of react and react-dom that our code or theirs imports is listed. A shared module
// is never tree-shaken (any remote may use any of its exports), so a library is shared only when the
// page needs one instance of it: React, i18next (one language) and @portal/kernel (one bus, one HTTP
// client with its session, one router). The router and react-i18next come with the kernel
// (kernel/src/router, kernel/src/i18n), which re-exports only the names the apps use. @portal/shared,
// the library (UI kit, forms, queries, records, formatters, the contract), is bundled into each app
// and tree-shaken like any dependency: no version of it is checked at run time.
const SINGLETONS = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'i18next'];

// The federation runtime packages ship a CommonJS and an ES build; some of the runtime's own modules
// require() one and others import the other, which would put both in the bundle. One build each.
const esm = (name, file) => path.join(path.dirname(require.resolve(name)), file);
const ONE_BUILD = {
  '@module-federation/runtime-core$': esm('@module-federation/runtime-core', 'index.js'),
  '@module-federation/runtime-tools/runtime-core$': esm('@module-federation/runtime-core', 'index.js'),
  '@module-federation/runtime$': esm('@module-federation/runtime', 'index.js'),
  '@module-federation/sdk$': esm('@module-federation/sdk', 'index.js'),
  '@module-federation/error-codes$': esm('@module-federation/error-codes', 'index.mjs'),
  // rxjs's default browser build is ES5, whose classes come from tslib (18 KB, none of it used by a
  // modern browser otherwise); its ES2015 build (the package's `es2015` condition) needs no helpers.
  rxjs$: path.join(path.dirname(require.resolve('rxjs')), '..', 'esm', 'index.js'),
};

// react-router's package exports name only its development build, whose warnings ("No routes matched
// location …") then reach every visitor's console (remix-run/react-router#14102). Its production build
// is the same code with them off; a production build takes it by path. Both entry points, or the two
// would each bring their own copy of the router's shared chunk.
const routerBuild = (file) => path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', file);
const ROUTER_PRODUCTION = {
  'react-router$': routerBuild('index.mjs'),
  'react-router/dom$': routerBuild('dom-export.mjs'),
};

// Shared, but not singletons: none (the banners' carousel and the games' rows are the apps' own code,
// no carousel library). A library two apps load on the same page goes here.
const SHARED = {};

// Remotes are deployed without the shell, so a remote may need a kernel newer than the page's. Each
// build requires the lowest kernel version that has every kernel export it imports (release-record.cjs
// sets the range once the build knows its imports; this is the placeholder until then), strictly: a
// shell whose kernel is older makes the remote fail to load (its slot shows the error and Retry)
// instead of failing later on a missing export. The registry refuses such a build before it goes live;
// this is the page's last guard. KERNEL_RANGE overrides the range, to prove the guard (e2e).
const KERNEL_VERSION = require('../../kernel/package.json').version;

function sharedConfig() {
  return {
    ...Object.fromEntries(SINGLETONS.map((key) => [key, { singleton: true, requiredVersion: false, strictVersion: false }])),
    '@portal/kernel': { singleton: true, requiredVersion: `^${KERNEL_VERSION}`, strictVersion: true },
    ...Object.fromEntries(Object.entries(SHARED).map(([key, requiredVersion]) => [key, { requiredVersion }])),
  };
}

// In production CSS is extracted into files, one per chunk: the browser parses it as CSS, in
// parallel, and caches it apart from the scripts, instead of receiving it as strings inside the JS;
// the first wave's CSS is inlined into the page (preload-first-wave.cjs). On the dev server it goes into
// the page as <style> elements (style-loader), each given the page's CSP nonce: the portal's CSP has
// no 'unsafe-inline' for style elements (api/docs/inside.md, "Security headers").
const STYLE_LOADER = { loader: 'style-loader', options: { insert: require.resolve('./style-nonce.cjs') } };
const styleLoader = (production) => (production ? MiniCssExtractPlugin.loader : STYLE_LOADER);

// Every text file of a production build is written a second and third time, compressed: `.br` (brotli at
// its best level: done once at build time, not per request) and `.gz`. The API serves them by the
// browser's Accept-Encoding (api/src/web/routes.ts); a phone on a slow network downloads a quarter of the
// bytes. Source maps are kept beside the build (for error reports) and never served, so not compressed.
const COMPRESSIBLE = /\.(js|css|json|svg|txt)$/;
const COMPRESSION = [
  new CompressionPlugin({
    test: COMPRESSIBLE,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    threshold: 0,
    minRatio: 1,
  }),
  new CompressionPlugin({ test: COMPRESSIBLE, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 0, minRatio: 1 }),
];

/**
 * @param {object} app
 * @param {string} app.dir          the package folder (__dirname of its webpack.config.js)
 * @param {'host'|'remote'} app.kind
 * @param {string} app.name         federation name, e.g. 'mfe_lottery'
 * @param {Record<string,string>} [app.exposes]
 * @param {number} app.devPort
 */
module.exports = function federatedApp(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // Fast Refresh on the dev server (`npm run dev`): an edited component is swapped in place, its state
    // kept. Each app's refresh runtime is its own (`library`), as each dev server pushes its own updates.
    const fastRefresh = !production && Boolean(process.env.WEBPACK_SERVE);
    const pkg = require(path.join(app.dir, 'package.json'));
    const version = process.env.REMOTE_VERSION || pkg.version;
    const isRemote = app.kind === 'remote';
    // A remote builds into a folder named by its version, so two versions deploy side by side and a
    // swap in the registry is always a new URL.
    const outDir = isRemote ? path.join(app.dir, 'dist', version) : path.join(app.dir, 'dist');

    return {
      mode: production ? 'production' : 'development',
      // hidden-source-map: the maps are written (for error reports) but no file points at them, and the
      // API refuses to serve them (source is not public in production).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      // A production remote is only its federation container; its standalone page (a minimal host for
      // the team) exists on the dev server, where the remote carries its own federation runtime.
      entry: isRemote && production ? {} : { main: path.join(app.dir, isRemote ? 'src/standalone/index.ts' : 'src/index.ts') },
      output: {
        path: outDir,
        publicPath: isRemote ? 'auto' : '/',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
        // Two versions of a remote can live in one page during a hot swap. Their chunk-loading globals
        // must differ, or the new runtime adopts the old build's already-loaded modules.
        uniqueName: isRemote ? `${app.name}_${version.replace(/[^A-Za-z0-9]/g, '_')}` : app.name,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: production ? { ...ONE_BUILD, ...ROUTER_PRODUCTION } : ONE_BUILD },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: fastRefresh } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              styleLoader(production),
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    // Prefix with the app name so no class leaks between remotes.
                    localIdentName: production ? `${app.name}_[hash:base64:6]` : `${app.name}_[name]_[local]`,
                    // Salted by version too, so a swapped-in build never shares class names with the old one.
                    localIdentHashSalt: version,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: [styleLoader(production), 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes: app.exposes,
          remotes: {},
          shared: sharedConfig(),
          // No remote entry is fetched at boot: a dead remote cannot take the shell down with it.
          shareStrategy: 'loaded-first',
          manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          // The host puts the federation runtime on the page once; production remotes use it instead
          // of each carrying their own copy (~27 KB gzip per remote entry). Every app runs in a browser
          // only: the runtime's Node script loaders are left out.
          experiments: {
            ...(isRemote ? { externalRuntime: production } : { provideExternalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        ...(production ? [new ReleaseRecordPlugin({ app: path.basename(app.dir), name: app.name, version, dir: app.dir, host: !isRemote })] : []),
        new webpack.DefinePlugin({
          __APP_NAME__: JSON.stringify(app.name),
          __APP_VERSION__: JSON.stringify(version),
        }),
        ...(isRemote && production
          ? []
          : [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: isRemote ? `${pkg.name} (standalone)` : 'Portal',
                chunks: ['main'],
              }),
              // The texts of MY, the site's default language, come with the first wave (the page
              // renders once they are there); a visitor who chose EN or CN waits one round trip more.
              ...(production && !isRemote ? [new PreloadFirstWavePlugin({ namedChunks: ['texts-my'], fonts: [/portal-myanmar-400\.[0-9a-f]+\.woff2$/] })] : []),
            ]),
        ...(fastRefresh ? [new ReactRefreshPlugin({ library: app.name, overlay: false })] : []),
        ...(production
          ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }), ...COMPRESSION]
          : []),
      ],
      // swc's minifier, not terser: the same two compress passes in about a third of the time (the
      // shell: 64 → 25 s of CPU), and a few hundred bytes smaller after brotli.
      optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })] },
      performance: { hints: false },
      // The manifest plugin notes on every remote build that publicPath 'auto' resolves at run time,
      // which is exactly what a movable version folder needs; real errors still print.
      infrastructureLogging: { level: 'error' },
      devServer: {
        port: app.devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: fastRefresh,
        proxy: [{ context: ['/wps', '/lgw', '/remotes.json', '/remotes'], target: process.env.API_URL || 'http://localhost:8080' }],
      },
    };
  };
};
