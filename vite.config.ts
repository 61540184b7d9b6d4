import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

// The client lives in src/client; the Fastify server serves the build from dist/client.
// In development (`npm run dev:client`) Vite forwards API and stored-object calls to the server on :3000.
const apiServer = "http://localhost:3000";

export default defineConfig(({ isSsrBuild }) => ({
  // Resolved from this file, so the build works whatever the working directory.
  root: fileURLToPath(new URL("./src/client", import.meta.url)),
  // zod in the browser runs without eval (src/client/lib/zod-jitless.ts); the wrapper itself imports
  // "zod/v4", which this exact-match alias leaves alone.
  resolve: {
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL("./src/client/lib/zod-jitless.ts", import.meta.url)),
      },
    ],
  },
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies written beside every text asset at build time, so the server sends
    // them with no per-request work (@fastify/static `preCompressed`, src/server/plugins/client.ts).
    // Not for the build-time server bundle (`--ssr`, scripts/prerender.ts), which is never served.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm("brotliCompress", { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm("gzip", { level: 9 }),
        ],
        threshold: 512,
      }),
  ],
  // Run by hand, the client goes to dist/client and the prerender bundle to dist/prerender;
  // `npm run build` (scripts/build.ts) points both into a folder of its own, checks the pages and
  // only then swaps the client in.
  build: isSsrBuild
    ? { outDir: "../../dist/prerender", emptyOutDir: true, copyPublicDir: false }
    : // The manifest maps each page's module to its built files: the server names them in the HTML
      // it sends, so a page's code downloads alongside the entry (src/server/plugins/page-shell.ts).
      {
        outDir: "../../dist/client",
        emptyOutDir: true,
        manifest: true,
        // No polyfill for <link rel="modulepreload">: every current browser knows it, and one that
        // does not (Safari before 17) only fetches a page's code when it is imported. 1 KB less
        // entry for every visitor.
        modulePreload: { polyfill: false },
      },
  server: {
    proxy: {
      "/api": apiServer,
      "/objects": apiServer,
    },
  },
}));
