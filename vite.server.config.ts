import { defineConfig } from 'vite';

// The server: one ES module bundle (dist/server/main.js); node_modules stay external.
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'src-server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});
