import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Where `pnpm dev` forwards `/api/*`: the worker under `wrangler dev` (apps/worker). */
const WORKER_DEV_URL = process.env.WORKER_DEV_URL ?? "http://127.0.0.1:8787";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    proxy: { "/api": { target: WORKER_DEV_URL, changeOrigin: false } },
  },
});
