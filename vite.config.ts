import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { alias } from './vite.alias.ts';

/**
 * Stylesheet links first in <head>: the browser then fetches the CSS before the ~40 module
 * preloads that share its six connections, so a prerendered page paints as soon as its
 * styles arrive instead of after the scripts.
 */
const stylesheetsFirst: Plugin = {
  name: 'stylesheets-first',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const links: string[] = [];
      const rest = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
        links.push(link.trim());
        return '';
      });
      return rest.replace(/(<\/title>)/, (title) => `${title}\n    ${links.join('\n    ')}`);
    },
  },
};

// The client: React with TanStack Router file routes (src/routes), built into dist/client.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    stylesheetsFirst,
    // Brotli and gzip copies of every text asset, served by Accept-Encoding.
    compression({ threshold: 1024 }),
  ],
  resolve: { alias },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/prerender.mjs (the stylesheets a prerendered page links), then deleted.
    manifest: true,
    rolldownOptions: {
      // The bundler's report of slow plugins is a profiling aid, not a problem of this build:
      // it printed on every build (the manifest and the route splitter are most of the time).
      checks: { bundlerTimings: false },
    },
  },
});
