// The thread started by render-thread.ts. Plain JavaScript: it registers tsx's hooks itself, then runs render-worker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
