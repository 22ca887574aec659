// The page thread started by pages.ts from the source. Plain JavaScript: it registers tsx's hooks itself, then runs page-worker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./page-worker.ts');
