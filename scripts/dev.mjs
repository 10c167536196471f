// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server, which proxies /api.
import { spawn } from 'node:child_process';

// .env applies to both processes (the server would read it too, but PORT is decided here).
try {
  process.loadEnvFile(process.env.ENV_FILE ?? '.env');
} catch (err) {
  if (err.code !== 'ENOENT') throw err;
}

const port = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const env = { ...process.env, PORT: port, BASE_URL: process.env.BASE_URL ?? `http://localhost:${webPort}` };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/index.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--port', webPort], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
