import { Island } from '../../islands/Island';
import type { ResolvedBlockOf } from '../../resolve/types';

/** The package chooser is an island (the tabs switch in the browser) that wakes as it nears the viewport. */
export function PackageTabs({ block }: { block: ResolvedBlockOf<'packageTabs'> }) {
  return <Island name="packageTabs" hydrate="visible" props={{ block }} />;
}
