import '@unocss/reset/tailwind.css';
import '../renderer/styles/global.css';
import 'virtual:uno.css';
import type { Preview } from '@storybook/react-vite';
import { StoryFrame } from '../renderer/storybook/StoryFrame';

const preview: Preview = {
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};

export default preview;
