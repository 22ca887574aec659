import { defineBlock } from '../define';
import { DemoForm } from './DemoForm';

export default defineBlock({
  type: 'demoForm',
  schema: 'blocks/demo-form.schema.json',
  component: DemoForm,
  island: { name: 'demoForm', load: () => import('./DemoForm.island') },
  placement: { label: 'Demo form' },
});
