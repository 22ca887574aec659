// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../renderer/server/render.tsx';
import { resolvedPage } from './resolve.ts';
import { fixtureSite } from './site-fixture.ts';

/**
 * The builder puts every fact of a page into its prerendered HTML: the strings and numbers of
 * ../shared/spec/site-spec.md, route by route, as the snapshot in tests/fixtures/site has them
 * (prices from plan files, durations from steps, figures from stats, labels of the plan table).
 * Whether the live pages still state the facts the business must keep is not this test's
 * question: `npm run check:content` answers it from content-facts.json, in plain words.
 */
const facts: Record<string, string[]> = {
  '/industries/automotive': [
    'AI Voice Agents Built for Car Dealerships',
    'Book a Demo',
    'See How It Works',
    'AI Calling Agent',
    'Client & Sales Representative Panels',
    'Seamless Integrations',
    'Salesforce',
    'HubSpot',
    'DealerSocket',
    'CDK Global',
    'Selly Automotive',
    'AutoRaptor',
    'eLead CRM',
    'Reynolds & Reynolds',
    'DealerCenter',
    'Zoho CRM',
    'VinSolutions',
    'ProMax',
    '3x',
    '65%',
    '70%',
    'Sync Now',
    'Request a Demo',
    'Book a Free Demo',
  ],
  '/aiagent/industries/real-estate': [
    'Real Estate AI Hub',
    'Request a Demo',
    'Explore Platform',
    'View All Case Studies',
    'Book a Free Demo',
    '300%',
    '45%',
    '70%',
    '65%',
    '80%',
    '90%',
  ],
  '/aiagent/discovery': [
    'Get Started Now',
    'Initial Consultation',
    'System Audit',
    'Agent Logic Design',
    'Blueprint Creation',
    '1-2 weeks',
    '2-3 weeks',
    '3-4 weeks',
    '$999',
  ],
  '/genai/discovery': ['2-3 weeks', '3-4 weeks', '$3,999'],
  '/discovery': ['Choose Your Discovery Package', 'AI Agent Discovery', 'Generative AI Discovery', '$999'],
  '/process': [
    'Discovery & Planning',
    'Agent Design & Development',
    'Testing & Deployment',
    'Monitoring & Optimization',
    '1-2 weeks',
    '2-6 weeks depending on complexity',
  ],
  '/terms': ['Last updated April 3, 2025', 'non-refundable', 'PayPal', 'New Delhi, India'],
  '/privacy': ['Last updated April 3, 2025', '+1 213 555 0147', 'privacy@rivo-ai.com'],
  '/about-us': ['2008', '17+'],
  '/request-demo': ['Instant Response', 'AI-Powered', 'Personalized', 'within minutes'],
  '/case-studies': ['Schedule Your Demo Today', '300%', '45%', '70%', '65%', '80%', '90%'],
  '/case-studies/rajdarbar-realty': ['twice a week', 'WhatsApp', 'spreadsheet', '65%', '80%', '90%'],
  '/case-studies/lohia-world-space': ['300%', '45%', '70%'],
  '/calling-agents': [
    'Starter',
    'Professional',
    'Enterprise',
    '$499',
    '$999',
    '$2,499',
    '$299',
    '$799',
    '$1,999',
    '500',
    '2,000',
    '5,000',
    'Setup Fee',
    'Monthly Fee',
    'Minutes Included',
    'Voice Agents',
    'Call Scripts',
    'Support',
    'Analytics',
    'Integrations',
    'Schedule a Demo',
    'Contact Sales',
    'Buy Now with PayPal',
  ],
  '/thank-you': ['Thank You for Your Purchase!', 'Order Summary', 'Order ID', 'Total', '1-2 business days', 'Return to Home'],
  '/aiagent/industries/healthcare': ['30%', 'fewer no-shows', '40%'],
  '/aiagent/industries/ecommerce': ['25% cart recovery boost'],
  '/aiagent/industries/recruitment': ['time-to-hire cut by up to 50%', '3-4x more requisitions per recruiter', 'up to 40% time-to-fill reduction'],
  '/aiagent/industries/market-research': ['70% faster research'],
  '/aiagent/functions/sales': [
    'SaaS company',
    '35%',
    'faster deal cycles',
    '27%',
    'higher win rate',
    '6 weeks',
    'professional services firm',
    '48%',
    'better response rates',
    '3 hours',
    'saved per rep per week',
    '2 months',
  ],
  '/genai/industries/healthcare': ['documentation time down up to 75%'],
  '/genai/functions/support': ['60%', '25%', '40%'],
  '/genai/functions/marketing': ['65%', '32%'],
  '/genai/functions/operations': ['30-50%', '25-40%', '35%', '50%'],
  '*': ['404', 'Oops! Page not found'],
};

const bundle = fixtureSite();
const assets = { css: [], entry: '/main.js', modulePreload: [] };

describe.each(Object.entries(facts))('spec facts on %s (snapshot)', (route, expected) => {
  it('are all in the prerendered page', async () => {
    const page = bundle.pages.find((p) => p.page.route === route)?.page;
    expect(page, `no page with route ${route}`).toBeDefined();
    const html = await renderPage({ ...resolvedPage(bundle, page!), assets });
    const text = new JSDOM(html).window.document.querySelector('main')!.textContent!.replace(/\s+/g, ' ');
    // Exact wording; only a capital at the start of a sentence may differ.
    const missing = expected.filter((fact) => !text.includes(fact) && !text.includes(fact[0].toUpperCase() + fact.slice(1)));
    expect(missing).toEqual([]);
  });
});
