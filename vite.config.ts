import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The client lives in src/client; the Fastify server serves the build from dist/client.
// In development (`npm run dev:client`) Vite forwards API and stored-object calls to the server on :3000.
const apiServer = "http://localhost:3000";

export default defineConfig({
  // Resolved from this file, so the build works whatever the working directory.
  root: fileURLToPath(new URL("./src/client", import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
  },
  server: {
    proxy: {
      "/api": apiServer,
      "/objects": apiServer,
    },
  },
});
