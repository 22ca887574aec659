import { defineBlock } from '../define';
import { PackageTabs } from './PackageTabs';

export default defineBlock({
  type: 'packageTabs',
  schema: 'blocks/package-tabs.schema.json',
  component: PackageTabs,
  island: { name: 'packageTabs', load: () => import('./PackageTabs.island') },
  placement: { label: 'Package tabs' },
});
