import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The SPA is served by the Hono server in production (dist/). In development, Vite proxies
// /api to the server started by `npm run dev` (API_PORT, default 3000).
const apiPort = Number(process.env.API_PORT ?? 3000)

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: true,
    // read by bench/landing-bundle.ts to measure the landing page's initial JavaScript
    manifest: true,
  },
  server: {
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
})
