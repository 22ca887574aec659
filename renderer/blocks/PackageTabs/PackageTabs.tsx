import { Island } from '../../islands/Island';
import type { ResolvedBlockOf } from '../../resolve/types';
import { NATIVE_TABS_SCRIPT } from './native-tabs';

/**
 * The package chooser is an island (the tabs switch in the browser) that wakes as it nears the
 * viewport; a few lines of script answer a tap on a tab until it has (native-tabs.ts).
 */
export function PackageTabs({ block }: { block: ResolvedBlockOf<'packageTabs'> }) {
  return (
    <>
      <Island name="packageTabs" hydrate="visible" props={{ block }} />
      <script dangerouslySetInnerHTML={{ __html: NATIVE_TABS_SCRIPT }} />
    </>
  );
}
