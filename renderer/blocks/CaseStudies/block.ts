import { defineBlock } from '../define';
import { CaseStudies } from './CaseStudies';

export default defineBlock({
  type: 'caseStudies',
  schema: 'blocks/case-studies.schema.json',
  component: CaseStudies,
  placement: { label: 'Case studies' },
});
