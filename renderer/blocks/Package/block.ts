import { defineBlock } from '../define';
import { Package } from './Package';

export default defineBlock({
  type: 'package',
  schema: 'blocks/package.schema.json',
  component: Package,
  island: { name: 'packageCheckout', load: () => import('./PackageCheckout.island') },
  placement: { label: 'Package' },
});
