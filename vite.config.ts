import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { alias } from './vite.alias';

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
  },
});
