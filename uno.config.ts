import type { UserConfig } from '@unocss/core';
import presetWind3, { type Theme } from '@unocss/preset-wind3';
import transformerVariantGroup from '@unocss/transformer-variant-group';

// The presets themselves, not the `unocss` package, which loads every preset and transformer
// (0.17 s against 0.08 s, on the build's main thread before any page is finished).
const config: UserConfig<Theme> = {
  presets: [
    // Only the --un-* variables the page's utilities read: the full set is 1 kB on every page.
    presetWind3({ preflight: 'on-demand' }),
  ],
  transformers: [transformerVariantGroup()],
  // Static blocks are never imported by the browser entry, so their classes are read from disk.
  content: { filesystem: ['renderer/**/*.{ts,tsx}'] },
  theme: {
    colors: {
      brand: {
        50: '#effcf9',
        100: '#c9f5ec',
        200: '#95eadb',
        300: '#5ad7c5',
        400: '#2bbcaa',
        500: '#14a090',
        600: '#0c7a6f',
        700: '#0f6860',
        800: '#11534e',
        900: '#124541',
        950: '#032a28',
      },
      ink: { 900: '#0b1324', 800: '#111c33', 700: '#1c2945' },
    },
    fontFamily: {
      sans: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
  },
  shortcuts: {
    container: 'mx-auto w-full max-w-6xl px-5 sm:px-8',
    'focus-ring': 'outline-none focus-visible:(outline-2 outline-offset-2 outline-brand-400 outline-solid)',
  },
};

export default config;
