// npm run mock:reset — back to the demo data: removes the dev server's saved mock state.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dir = resolve(process.env.MOCK_DATA_DIR ?? '.mock-data');
rmSync(dir, { recursive: true, force: true });
console.log(
  `Mock data reset (${dir} removed). A running dev server: use "Återställ demodata" in the Mock panel.`,
);
