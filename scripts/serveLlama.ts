/**
 * `node out/scripts/serveLlama.js <url-file>`: starts one llama-server (scripts/llamaServer.ts), writes its base URL
 * to the file, and stops the server when it is itself stopped — how scripts/test.sh shares one server with every
 * test of a run (they read FINBENCH_LLAMA_URL).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLlamaServer, TINY_MODEL } from './llamaServer';

const urlFile = process.argv[2];
void startLlamaServer({ workDir: path.dirname(path.resolve(urlFile)) }).then(
  (server) => {
    writeFileSync(urlFile, server.baseURL);
    console.log(`llama-server (${TINY_MODEL}) at ${server.baseURL}; log ${server.logFile}`);
    const stop = () => void server.stop().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  },
  (e: Error) => {
    console.error(e.message);
    process.exit(1);
  },
);
