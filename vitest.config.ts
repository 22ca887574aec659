import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'editor/**/*.test.{ts,tsx}',
      'renderer/**/*.test.{ts,tsx}',
      '{validator,build,dev-server,cli,bench}/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
  },
});
