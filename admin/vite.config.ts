import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// The console is served by the Remix app's Express server at /admin (with an
// SPA fallback to index.html), so every asset URL is prefixed with /admin/.
// In `vite dev`, /api is proxied to the Remix app (override with GRUHA_API_URL).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // react-admin + MUI + react-router is ~1 MB minified (~330 kB gzip) on its own;
    // keep it in one long-cached vendor chunk, separate from the console's code.
    chunkSizeWarningLimit: 1100,
    rollupOptions: {
      output: {
        manualChunks: (id: string) => (id.includes('/node_modules/') ? 'vendor' : undefined),
      },
    },
  },
  server: {
    proxy: {
      '/api': {
        target: process.env.GRUHA_API_URL ?? 'http://localhost:3000',
        changeOrigin: false,
      },
    },
  },
})
