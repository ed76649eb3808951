import { defineConfig } from 'vitest/config';

// The console's component tests (src, *.test.tsx) in jsdom with Testing Library: `npm test -w admin-ui`.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
