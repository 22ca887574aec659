/* eslint-disable */
/**
 * GENERATED FILE: DO NOT EDIT.
 * Made by cli/generate-types.ts from the JSON Schemas in schema/.
 * Change a schema, then run `npm run types`. CI fails when this file is out of date.
 */

/**
 * The version of the blocks this file is written for (a file without it is written for version 1). When a schema change needs one, `npm run migrate -- --write` updates every file and this number; see "Version history" in docs/block-reference.md.
 */
export type ContentVersion = 2;
/**
 * The part of the picture to keep in view when its place crops it (a wide picture on a phone, for example). Left out, the centre is kept.
 */
export type FocalPoint =
  'center' | 'top' | 'bottom' | 'left' | 'right' | 'top left' | 'top right' | 'bottom left' | 'bottom right';
/**
 * A header navigation entry: "link" goes straight to a page, "dropdown" opens a list of links.
 */
export type NavItem = NavLink | NavDropdown;
/**
 * Where a link goes: a page route such as "/about-us", a route with an anchor such as "/discovery#buy-now", an anchor on the same page such as "#how-it-works", a full external address (https://, mailto: or tel:), or "@meeting-booking" for the meeting-booking page set in site.json (integrations.meetingBookingUrl).
 */
export type Href = string;
/**
 * An id the marketing CRM gave this site. It becomes part of the address each lead is sent to, so it holds only letters, digits, "-" and "_".
 */
export type CrmId = string;
/**
 * One section of a page. "type" says which kind of block it is.
 */
export type Block =
  | HeroBlock
  | RichTextBlock
  | StepsBlock
  | CardGridBlock
  | StatsBlock
  | CtaBlock
  | NotFoundBlock
  | ThankYouBlock
  | DemoFormBlock
  | PackageBlock
  | FaqBlock
  | PackageTabsBlock
  | IntegrationsBlock
  | PanelsBlock
  | CaseStudiesBlock
  | SplitBlock
  | PlanCardsBlock
  | PlanComparisonBlock
  | VoiceWidgetBlock;
/**
 * An id for this block so that links can jump to it: "how-it-works" is reached with "#how-it-works". Lower-case letters, digits and dashes.
 */
export type Anchor = string;
/**
 * The section's background: "plain" (white), "muted" (light grey), "dark" (deep navy) or "brand" (teal).
 */
export type Tone = 'plain' | 'muted' | 'dark' | 'brand';
/**
 * Plain text. Line breaks are not kept; write separate paragraphs instead.
 */
export type Text = string;
/**
 * An icon from the site's icon set, by name.
 */
export type IconName =
  | 'phone'
  | 'message'
  | 'bot'
  | 'brain'
  | 'sparkles'
  | 'calendar'
  | 'chart'
  | 'shield'
  | 'lock'
  | 'users'
  | 'user'
  | 'plug'
  | 'database'
  | 'upload'
  | 'bell'
  | 'zap'
  | 'target'
  | 'clock'
  | 'globe'
  | 'search'
  | 'file'
  | 'layers'
  | 'workflow'
  | 'rocket'
  | 'handshake'
  | 'heart'
  | 'building'
  | 'car'
  | 'home'
  | 'cart'
  | 'briefcase'
  | 'plane'
  | 'store'
  | 'factory'
  | 'headset'
  | 'megaphone'
  | 'settings'
  | 'check'
  | 'award'
  | 'eye'
  | 'lightbulb'
  | 'trending'
  | 'key'
  | 'languages'
  | 'refresh'
  | 'alert'
  | 'transfer'
  | 'dashboard'
  | 'receipt'
  | 'wallet'
  | 'pin'
  | 'pen';
/**
 * The highlighted column: "kind": "list" for a list of items with icons, "kind": "figures" for two to four large figures, "kind": "image" for a picture.
 */
export type SplitAside = SplitListAside | SplitFiguresAside | SplitImageAside;
/**
 * One check of a field's value and the message shown when it fails. What "value" holds depends on "check".
 */
export type FieldRule = PlainRule | LengthRule | PatternRule;
/**
 * Something a visitor can buy: a calling-agent plan ("kind": "plan") or a one-time discovery package ("kind": "package"). The file name (without .json) is its id. All prices are in US dollars.
 */
export type PlanConfig = CallingAgentPlan | DiscoveryPackage;

/**
 * Every kind of config file, as the renderer receives it after validation.
 */
export interface ResolvedConfig {
  site: SiteConfig;
  page: PageConfig;
  form: FormConfig;
  plan: PlanConfig;
  redirects: RedirectsConfig;
}
/**
 * Settings shared by every page: brand, header navigation, mobile menu, footer, contact details and integrations.
 */
export interface SiteConfig {
  /**
   * The path from this file to schema/site.schema.json, so that your editor checks the file while you type. `npm run validate` says the exact value when it is wrong.
   */
  $schema: string;
  version?: ContentVersion;
  shareImage?: Image;
  brand: Brand;
  /**
   * The site's public address without a trailing slash, for example "https://www.example.com". Used for canonical links, link previews and sitemap.xml.
   */
  url: string;
  /**
   * The language of the content, as a language code such as "en".
   */
  language: string;
  header: Header;
  mobileMenu: MobileMenu;
  footer: Footer;
  contact: Contact;
  integrations: Integrations;
}
/**
 * A picture from the site's media folder (site.config/media/), with the words that describe it to people who cannot see it.
 */
export interface Image {
  /**
   * The picture's file name in site.config/media/, for example "dealership-floor.jpg". JPEG, PNG, WebP or AVIF.
   */
  file: string;
  /**
   * What the picture shows, in a short sentence, for people who cannot see it (read aloud by screen readers, shown if the picture does not load). Required unless the picture is decorative.
   */
  alt?: string;
  /**
   * The picture only decorates and says nothing the text does not: screen readers skip it, and it needs no alternative text.
   */
  decorative: boolean;
  focus?: FocalPoint;
  /**
   * An optional line shown under the picture.
   */
  caption?: string;
}
/**
 * The company's name and tagline, used in the logo, page titles and link previews.
 */
export interface Brand {
  /**
   * The company name shown in the logo and after every page title.
   */
  name: string;
  /**
   * A short line about the company, shown in the footer.
   */
  tagline: string;
}
/**
 * The fixed header at the top of every page.
 */
export interface Header {
  /**
   * The desktop navigation, left to right: plain links and dropdowns.
   *
   * @minItems 1
   * @maxItems 6
   */
  nav:
    | [NavItem]
    | [NavItem, NavItem]
    | [NavItem, NavItem, NavItem]
    | [NavItem, NavItem, NavItem, NavItem]
    | [NavItem, NavItem, NavItem, NavItem, NavItem]
    | [NavItem, NavItem, NavItem, NavItem, NavItem, NavItem];
  action: Action;
}
export interface NavLink {
  /**
   * A plain link.
   */
  kind: 'link';
  /**
   * The link text.
   */
  label: string;
  href: Href;
}
export interface NavDropdown {
  /**
   * A button that opens a list of links.
   */
  kind: 'dropdown';
  /**
   * The button text, for example "Solutions".
   */
  label: string;
  /**
   * The links in the dropdown.
   *
   * @minItems 1
   */
  links: [MenuLink, ...MenuLink[]];
}
/**
 * A link in a dropdown or menu group, with an optional one-line description.
 */
export interface MenuLink {
  /**
   * The link text.
   */
  label: string;
  href: Href;
  /**
   * A one-line explanation shown under the link.
   */
  description?: string;
}
/**
 * A button-styled link.
 */
export interface Action {
  /**
   * The text on the button, for example "Book a Demo".
   */
  label: string;
  href: Href;
  /**
   * How strongly the button stands out: "primary" (filled teal), "secondary" (outlined) or "ghost" (text only).
   */
  style: 'primary' | 'secondary' | 'ghost';
  /**
   * Open the target in a new browser tab (use for external pages only).
   */
  newTab: boolean;
}
/**
 * Extra groups shown only in the full-screen menu on phones (below 768 px), after the header navigation.
 */
export interface MobileMenu {
  /**
   * Extra link groups, for example Case Studies.
   */
  groups: MenuGroup[];
}
export interface MenuGroup {
  /**
   * The group's heading.
   */
  label: string;
  /**
   * The group's links.
   *
   * @minItems 1
   */
  links: [MenuLink, ...MenuLink[]];
}
/**
 * The footer at the bottom of every page.
 */
export interface Footer {
  /**
   * Columns of links, for example Solutions, AI Discovery and Company.
   *
   * @minItems 1
   * @maxItems 4
   */
  columns:
    | [FooterColumn]
    | [FooterColumn, FooterColumn]
    | [FooterColumn, FooterColumn, FooterColumn]
    | [FooterColumn, FooterColumn, FooterColumn, FooterColumn];
  demo: FooterDemo;
  office: Office;
  /**
   * Small links in the bottom bar, for example Terms and Privacy.
   */
  legal: Link[];
  /**
   * The copyright line, for example "© 2025 Rivo AI. All rights reserved.".
   */
  copyright: string;
}
export interface FooterColumn {
  /**
   * The column's heading.
   */
  heading: string;
  /**
   * The column's links.
   *
   * @minItems 1
   */
  links: [Link, ...Link[]];
}
/**
 * A text link.
 */
export interface Link {
  /**
   * The visible link text.
   */
  label: string;
  href: Href;
}
/**
 * The Book a Demo area of the footer.
 */
export interface FooterDemo {
  /**
   * The heading above the form, for example "Book a Demo".
   */
  heading: string;
  /**
   * A sentence under the heading.
   */
  text: string;
  /**
   * The form shown here: the name of a file in site.config/forms/ without ".json".
   */
  form: string;
}
/**
 * The office address shown in the footer.
 */
export interface Office {
  /**
   * The heading above the address, for example "Office".
   */
  label: string;
  /**
   * The address, one line per item.
   *
   * @minItems 1
   *
   * Items: One line of the address.
   */
  lines: [string, ...string[]];
}
/**
 * Contact details used in the footer and on the privacy page.
 */
export interface Contact {
  /**
   * The phone number with country code, for example "+1 213 555 0147".
   */
  phone: string;
  /**
   * The general contact e-mail address.
   */
  email: string;
  /**
   * The e-mail address for privacy requests.
   */
  privacyEmail: string;
  /**
   * The postal address, one line per item.
   *
   * @minItems 1
   *
   * Items: One line of the address.
   */
  address: [string, ...string[]];
}
/**
 * Settings of the outside services the site talks to. Secrets never go here; ids that are safe to publish may.
 */
export interface Integrations {
  /**
   * The external meeting-booking page opened by Schedule a Demo and Contact Sales.
   */
  meetingBookingUrl: string;
  leads: LeadIntegrations;
  payments: PaymentIntegration;
}
/**
 * Where demo requests are sent. The defaults are local endpoints that store each lead in a file, so the site works without accounts.
 */
export interface LeadIntegrations {
  /**
   * The spreadsheet web-app address that receives each request as JSON. Overridden by the environment variable VITE_SPREADSHEET_ENDPOINT.
   */
  spreadsheetEndpoint: string;
  /**
   * The base address of the marketing CRM; "/submissions/v3/integration/submit/{portalId}/{formId}" is appended. Overridden by VITE_CRM_BASE_URL.
   */
  crmBaseUrl: string;
  crmPortalId: CrmId;
}
/**
 * PayPal settings. Only pages that take a payment load PayPal's script.
 */
export interface PaymentIntegration {
  /**
   * The currency of every price. Only "USD" is supported.
   */
  currency: 'USD';
  /**
   * The PayPal REST app's client id (public, safe to publish). The environment variable VITE_PAYPAL_CLIENT_ID overrides it. Leave it out in the sandbox to use PayPal's public sandbox id; a live site without one shows 'PayPal Client ID is missing'.
   */
  clientId?: string;
  /**
   * "sandbox" takes test payments and may offer a simulated payment; "live" takes real money.
   */
  environment: 'sandbox' | 'live';
}
/**
 * One page of the site: its address, its search-engine details and the blocks it shows, top to bottom.
 */
export interface PageConfig {
  /**
   * The path from this file to schema/page.schema.json, so that your editor checks the file while you type. `npm run validate` says the exact value when it is wrong.
   */
  $schema: string;
  version?: ContentVersion;
  /**
   * The page's address on the site, for example "/about-us". Use "*" for the page shown when an address does not exist (the not-found page).
   */
  route: string;
  /**
   * The browser tab and search-result title. The site name is added after it. Keep it under 60 characters.
   */
  title: string;
  /**
   * The search-result and link-preview summary, 50 to 170 characters.
   */
  description: string;
  /**
   * Optional trail shown above the page, from Home to this page. The last item is the current page and needs no link.
   *
   * @minItems 2
   */
  breadcrumb?: [BreadcrumbItem, BreadcrumbItem, ...BreadcrumbItem[]];
  access?: PageAccess;
  shareImage?: Image;
  /**
   * List the page in sitemap.xml and let search engines index it. Set false for confirmation pages.
   */
  indexed: boolean;
  /**
   * The page's content, top to bottom. Each block names its kind in "type".
   *
   * @minItems 1
   */
  blocks: [Block, ...Block[]];
}
export interface BreadcrumbItem {
  /**
   * The text of this step of the trail.
   */
  label: string;
  href?: Href;
}
/**
 * Leave out for a public page. Set it to show the page only after a completed payment; any other visitor is sent to redirectTo.
 */
export interface PageAccess {
  /**
   * What the visitor must have done to see the page. Only "payment" exists.
   */
  requires: 'payment';
  redirectTo: Href;
}
/**
 * The opening section of a page: a large heading, a short lead paragraph and up to two buttons.
 */
export interface HeroBlock {
  /**
   * Block type. Always "hero".
   */
  type: 'hero';
  anchor?: Anchor;
  tone: Tone;
  /**
   * A short label shown above the heading, for example "Automotive AI Hub".
   */
  eyebrow?: string;
  /**
   * The page's main heading (rendered as the page's only h1).
   */
  heading: string;
  /**
   * One or two sentences under the heading that say what the visitor gets.
   */
  lead?: string;
  /**
   * Up to two buttons. Use an anchor such as "#how-it-works" to scroll smoothly to a section of this page.
   *
   * @maxItems 2
   */
  actions: [] | [Action] | [Action, Action];
  /**
   * Up to four short proof points shown as ticks under the buttons, for example "Live in 2 weeks".
   *
   * @maxItems 4
   *
   * Items: One proof point.
   */
  highlights: [] | [string] | [string, string] | [string, string, string] | [string, string, string, string];
  image?: Image;
  /**
   * "large" for landing pages, "compact" for legal and secondary pages.
   */
  size: 'large' | 'compact';
}
/**
 * Long-form text in titled sections: legal pages, stories, policies. Every paragraph is plain text.
 */
export interface RichTextBlock {
  /**
   * Block type. Always "richText".
   */
  type: 'richText';
  anchor?: Anchor;
  tone: Tone;
  /**
   * An optional heading above all sections.
   */
  heading?: string;
  /**
   * A small line under the heading, for example "Last updated April 3, 2025".
   */
  note?: string;
  /**
   * Number the section headings (1., 2., 3.) as legal documents do.
   */
  numbered: boolean;
  /**
   * The sections, in order.
   *
   * @minItems 1
   */
  sections: [RichTextSection, ...RichTextSection[]];
}
export interface RichTextSection {
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * The section's paragraphs, in order.
   *
   * @minItems 1
   */
  paragraphs: [Text, ...Text[]];
  /**
   * An optional bulleted list shown after the paragraphs.
   */
  bullets: Text[];
}
/**
 * A numbered sequence: a process, a method or a flow, each step with an optional duration.
 */
export interface StepsBlock {
  /**
   * Block type. Always "steps".
   */
  type: 'steps';
  anchor?: Anchor;
  tone: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * "timeline" stacks the steps along a vertical line; "columns" lays them side by side on wide screens.
   */
  layout: 'timeline' | 'columns';
  /**
   * The steps, in order. They are numbered automatically.
   *
   * @minItems 2
   * @maxItems 8
   */
  steps:
    | [Step, Step]
    | [Step, Step, Step]
    | [Step, Step, Step, Step]
    | [Step, Step, Step, Step, Step]
    | [Step, Step, Step, Step, Step, Step]
    | [Step, Step, Step, Step, Step, Step, Step]
    | [Step, Step, Step, Step, Step, Step, Step, Step];
  action?: Action;
}
export interface Step {
  /**
   * The step's name, for example "Discovery & Planning".
   */
  title: string;
  text: Text;
  /**
   * How long the step takes, for example "1-2 weeks".
   */
  duration?: string;
  /**
   * Optional short points listed under the step.
   */
  points: Text[];
}
/**
 * A grid of cards, each with an icon, a title, a short text and an optional link: offers, features, benefits, differentiators.
 */
export interface CardGridBlock {
  /**
   * Block type. Always "cardGrid".
   */
  type: 'cardGrid';
  anchor?: Anchor;
  tone: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * How many cards sit side by side on a wide screen (2, 3 or 4). Phones always show one per row.
   */
  columns: 2 | 3 | 4;
  /**
   * The cards, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  cards:
    | [Card]
    | [Card, Card]
    | [Card, Card, Card]
    | [Card, Card, Card, Card]
    | [Card, Card, Card, Card, Card]
    | [Card, Card, Card, Card, Card, Card]
    | [Card, Card, Card, Card, Card, Card, Card]
    | [Card, Card, Card, Card, Card, Card, Card, Card]
    | [Card, Card, Card, Card, Card, Card, Card, Card, Card]
    | [Card, Card, Card, Card, Card, Card, Card, Card, Card, Card]
    | [Card, Card, Card, Card, Card, Card, Card, Card, Card, Card, Card]
    | [Card, Card, Card, Card, Card, Card, Card, Card, Card, Card, Card, Card];
  action?: Action;
}
export interface Card {
  icon?: IconName;
  image?: Image;
  /**
   * The card's title.
   */
  title: string;
  text: Text;
  /**
   * Optional short points listed with ticks under the text.
   */
  points: Text[];
  link?: Link;
}
/**
 * A row of large figures with a label each: results, track record, claims.
 */
export interface StatsBlock {
  /**
   * Block type. Always "stats".
   */
  type: 'stats';
  anchor?: Anchor;
  tone: Tone;
  /**
   * An optional heading above the figures.
   */
  heading?: string;
  /**
   * An optional sentence under the heading.
   */
  intro?: string;
  /**
   * The figures, in order.
   *
   * @minItems 1
   * @maxItems 6
   */
  items:
    | [Stat]
    | [Stat, Stat]
    | [Stat, Stat, Stat]
    | [Stat, Stat, Stat, Stat]
    | [Stat, Stat, Stat, Stat, Stat]
    | [Stat, Stat, Stat, Stat, Stat, Stat];
  /**
   * An optional small note under the figures, for example where they come from.
   */
  footnote?: string;
}
export interface Stat {
  /**
   * The figure exactly as it should read, for example "3x", "65%" or "17+".
   */
  value: string;
  /**
   * What the figure measures, for example "lead response rate".
   */
  label: string;
}
/**
 * A call-to-action band: a heading, a sentence and one or two buttons, usually the last block of a page.
 */
export interface CtaBlock {
  /**
   * Block type. Always "cta".
   */
  type: 'cta';
  anchor?: Anchor;
  tone: Tone;
  /**
   * The band's heading, for example "Ready to see it on your own calls?".
   */
  heading: string;
  /**
   * One or two sentences under the heading.
   */
  text?: string;
  /**
   * One or two buttons.
   *
   * @minItems 1
   * @maxItems 2
   */
  actions: [Action] | [Action, Action];
}
/**
 * The body of the not-found page: the code, a message and a way back. It also logs the missing path to the browser console.
 */
export interface NotFoundBlock {
  /**
   * Block type. Always "notFound".
   */
  type: 'notFound';
  anchor?: Anchor;
  tone: Tone;
  /**
   * The large code shown as the page heading, normally "404".
   */
  code: string;
  /**
   * The message under the code, for example "Oops! Page not found".
   */
  message: string;
  /**
   * An optional sentence that helps the visitor on.
   */
  text?: string;
  action: Action;
  /**
   * Optional links to popular pages.
   *
   * @maxItems 6
   */
  suggestions:
    | []
    | [Link]
    | [Link, Link]
    | [Link, Link, Link]
    | [Link, Link, Link, Link]
    | [Link, Link, Link, Link, Link]
    | [Link, Link, Link, Link, Link, Link];
}
/**
 * The purchase confirmation: a heading, the order summary (what was bought, the Order ID from PayPal and the total actually paid), what happens next, a toast that the confirmation email was sent, and a way back. Place it on a page with "access": { "requires": "payment" }; the order comes from the payment, never from the page.
 */
export interface ThankYouBlock {
  /**
   * Block type. Always "thankYou".
   */
  type: 'thankYou';
  anchor?: Anchor;
  tone: Tone;
  /**
   * The page heading, for example "Thank You for Your Purchase!".
   */
  heading: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The heading of the order summary.
   */
  summaryHeading: string;
  /**
   * The label of the PayPal order id row.
   */
  orderIdLabel: string;
  /**
   * Shown instead of the order id when the payment did not return one.
   */
  missingOrderId: string;
  /**
   * The label of the total row.
   */
  totalLabel: string;
  /**
   * What happens next, for example that a confirmation email was sent and the team will be in touch within 1-2 business days.
   */
  message: string;
  toast: ThankYouToast;
  action: Action;
}
/**
 * The notification shown for 5 seconds when the page opens.
 */
export interface ThankYouToast {
  /**
   * The toast's title, for example "Confirmation Email Sent".
   */
  title: string;
  /**
   * The toast's sentence.
   */
  text: string;
}
/**
 * A demo-request form defined in site.config/forms/, with a heading and a short text beside it.
 */
export interface DemoFormBlock {
  /**
   * Block type. Always "demoForm".
   */
  type: 'demoForm';
  anchor?: Anchor;
  tone: Tone;
  /**
   * The form to show: the name of a file in site.config/forms/ without ".json", for example "request-demo".
   */
  form: string;
  /**
   * The heading above the form.
   */
  heading: string;
  /**
   * A sentence or two beside the form, for example what happens after sending it.
   */
  intro?: string;
  /**
   * Short reassurances listed beside the form, for example "A call within minutes".
   *
   * @maxItems 5
   */
  points:
    | []
    | [Text]
    | [Text, Text]
    | [Text, Text, Text]
    | [Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text];
}
/**
 * The buy-now section for one discovery package: a heading and reassurances beside a card with the package's name, one-time price and deliverables. The name, price and deliverables come from the package file in site.config/plans/, never from the page.
 */
export interface PackageBlock {
  /**
   * Block type. Always "package".
   */
  type: 'package';
  anchor?: Anchor;
  tone: Tone;
  /**
   * A short label above the heading, for example "Get Started".
   */
  eyebrow?: string;
  /**
   * The section heading, for example "Start your AI Agent Discovery".
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The id of the discovery package to sell: its file name in site.config/plans/ without .json, for example "ai-agent-discovery". It must be a package ("kind": "package"), not a monthly plan.
   */
  package: string;
  /**
   * Up to five short reassurances listed with ticks beside the card, for example "Kick-off call within 1-2 business days".
   *
   * @maxItems 5
   */
  highlights:
    | []
    | [Text]
    | [Text, Text]
    | [Text, Text, Text]
    | [Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text];
  /**
   * A small note at the bottom of the card, for example that the fee is non-refundable.
   */
  note?: string;
  successHref: Href;
  secondaryAction?: Action;
}
/**
 * Frequently asked questions: each question opens to show its answer. Works without JavaScript.
 */
export interface FaqBlock {
  /**
   * Block type. Always "faq".
   */
  type: 'faq';
  anchor?: Anchor;
  tone: Tone;
  /**
   * A short label above the heading, for example "FAQ".
   */
  eyebrow?: string;
  /**
   * The section heading, for example "Frequently asked questions".
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The questions, in order. All start closed unless marked open.
   *
   * @minItems 1
   * @maxItems 12
   */
  items:
    | [FaqItem]
    | [FaqItem, FaqItem]
    | [FaqItem, FaqItem, FaqItem]
    | [FaqItem, FaqItem, FaqItem, FaqItem]
    | [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem]
    | [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem]
    | [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem]
    | [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem]
    | [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem]
    | [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem]
    | [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem]
    | [
        FaqItem,
        FaqItem,
        FaqItem,
        FaqItem,
        FaqItem,
        FaqItem,
        FaqItem,
        FaqItem,
        FaqItem,
        FaqItem,
        FaqItem,
        FaqItem
      ];
  action?: Action;
}
export interface FaqItem {
  /**
   * The question as a visitor would ask it.
   */
  question: string;
  /**
   * The answer, one or more paragraphs of plain text.
   *
   * @minItems 1
   */
  answer: [Text, ...Text[]];
  /**
   * Show this answer open when the page loads.
   */
  open: boolean;
}
/**
 * A package chooser: tabs that each show one discovery package (name, one-time price and deliverables from site.config/plans/) and a button to start it. The first tab is selected when the page loads.
 */
export interface PackageTabsBlock {
  /**
   * Block type. Always "packageTabs".
   */
  type: 'packageTabs';
  anchor?: Anchor;
  tone: Tone;
  /**
   * A short label above the heading, for example "Pricing".
   */
  eyebrow?: string;
  /**
   * The section heading, for example "Choose Your Discovery Package". It also names the tab list for screen readers.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The tabs, in order. The first one is selected when the page loads.
   *
   * @minItems 2
   * @maxItems 4
   */
  tabs:
    | [PackageTab, PackageTab]
    | [PackageTab, PackageTab, PackageTab]
    | [PackageTab, PackageTab, PackageTab, PackageTab];
}
export interface PackageTab {
  /**
   * The tab's text, for example "AI Agent Discovery".
   */
  label: string;
  /**
   * The id of the discovery package this tab shows: its file name in site.config/plans/ without .json, for example "genai-discovery". It must be a package ("kind": "package").
   */
  package: string;
  summary: Text;
  /**
   * Up to five short points listed with ticks under the summary, for example "Voice and WhatsApp agents".
   *
   * @maxItems 5
   */
  points:
    | []
    | [Text]
    | [Text, Text]
    | [Text, Text, Text]
    | [Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text];
  action: Action;
}
/**
 * A grid of the systems the product connects to, each shown as a name tile with a monogram or, when given, its logo from the media folder, with an optional list of integration features under it.
 */
export interface IntegrationsBlock {
  /**
   * Block type. Always "integrations".
   */
  type: 'integrations';
  anchor?: Anchor;
  tone: Tone;
  /**
   * A short label above the heading, for example "Integrations".
   */
  eyebrow?: string;
  /**
   * An optional section heading.
   */
  heading?: string;
  /**
   * An optional sentence or two under the heading.
   */
  intro?: string;
  /**
   * The systems, in the order they are shown. Each becomes a tile with its monogram and name.
   *
   * @minItems 1
   * @maxItems 24
   */
  items: [IntegrationItem, ...IntegrationItem[]];
  /**
   * An optional small line under the tiles, for example about custom connectors.
   */
  note?: string;
  /**
   * An optional heading above the highlights, for example "What the CRM sync does".
   */
  highlightsHeading?: string;
  /**
   * Optional features of the integration shown under the tiles, each with an icon, a title and a sentence.
   *
   * @maxItems 6
   */
  highlights:
    | []
    | [IntegrationHighlight]
    | [IntegrationHighlight, IntegrationHighlight]
    | [IntegrationHighlight, IntegrationHighlight, IntegrationHighlight]
    | [IntegrationHighlight, IntegrationHighlight, IntegrationHighlight, IntegrationHighlight]
    | [
        IntegrationHighlight,
        IntegrationHighlight,
        IntegrationHighlight,
        IntegrationHighlight,
        IntegrationHighlight
      ]
    | [
        IntegrationHighlight,
        IntegrationHighlight,
        IntegrationHighlight,
        IntegrationHighlight,
        IntegrationHighlight,
        IntegrationHighlight
      ];
}
export interface IntegrationItem {
  /**
   * The product's name exactly as its maker writes it, for example "Reynolds & Reynolds".
   */
  name: string;
  /**
   * An optional short kind shown under the name, for example "Dealer CRM".
   */
  category?: string;
  /**
   * Optional letters shown in the tile's badge. Left out, they are taken from the name ("CDK Global" gives "CG", "HubSpot" gives "HS"). Not shown when the tile has a logo.
   */
  monogram?: string;
  logo?: Image;
}
export interface IntegrationHighlight {
  icon?: IconName;
  /**
   * The feature's name, for example "Sync Now".
   */
  title: string;
  text: Text;
}
/**
 * Two or three described panels side by side, for example the admin panel and the sales-rep panel, each with an icon, a title, a text and a list of what it lets its users do.
 */
export interface PanelsBlock {
  /**
   * Block type. Always "panels".
   */
  type: 'panels';
  anchor?: Anchor;
  tone: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The panels, left to right on a wide screen, stacked on a phone.
   *
   * @minItems 2
   * @maxItems 3
   */
  panels: [Panel, Panel] | [Panel, Panel, Panel];
  action?: Action;
}
export interface Panel {
  icon: IconName;
  /**
   * An optional short label saying who the panel is for, for example "For dealership managers".
   */
  audience?: string;
  /**
   * The panel's name, for example "Admin Panel".
   */
  title: string;
  text: Text;
  /**
   * What the panel lets its users do, one short line each.
   *
   * @minItems 1
   * @maxItems 8
   */
  capabilities:
    | [Text]
    | [Text, Text]
    | [Text, Text, Text]
    | [Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text, Text, Text, Text];
}
/**
 * Client stories as cards: who the client is, what they faced and what changed, exactly three result figures, and an optional link to the full case study. Use it for named case studies and for anonymised success stories alike.
 */
export interface CaseStudiesBlock {
  /**
   * Block type. Always "caseStudies".
   */
  type: 'caseStudies';
  anchor?: Anchor;
  tone: Tone;
  /**
   * A short label above the heading, for example "Case studies".
   */
  eyebrow?: string;
  /**
   * An optional section heading. Leave it out when the page's hero already introduces the cards.
   */
  heading?: string;
  /**
   * An optional sentence or two under the heading.
   */
  intro?: string;
  /**
   * The case studies, in order.
   *
   * @minItems 1
   * @maxItems 6
   */
  studies:
    | [CaseStudyCard]
    | [CaseStudyCard, CaseStudyCard]
    | [CaseStudyCard, CaseStudyCard, CaseStudyCard]
    | [CaseStudyCard, CaseStudyCard, CaseStudyCard, CaseStudyCard]
    | [CaseStudyCard, CaseStudyCard, CaseStudyCard, CaseStudyCard, CaseStudyCard]
    | [CaseStudyCard, CaseStudyCard, CaseStudyCard, CaseStudyCard, CaseStudyCard, CaseStudyCard];
  action?: Action;
}
export interface CaseStudyCard {
  icon?: IconName;
  /**
   * The client's name, or a description for an anonymised story, for example "Rajdarbar Realty" or "SaaS company".
   */
  client: string;
  cover?: Image;
  logo?: Image;
  /**
   * Optional: the client's sector or the use case, for example "Real estate · Payment collections".
   */
  sector?: string;
  summary?: Text;
  /**
   * Optional: the problem the client had, shown after a bold "Challenge:".
   */
  challenge?: string;
  /**
   * Optional: what was built, shown after a bold "Solution:".
   */
  solution?: string;
  /**
   * Exactly three result figures.
   *
   * @minItems 3
   * @maxItems 3
   */
  results: [CaseStudyResult, CaseStudyResult, CaseStudyResult];
  link?: Link;
}
export interface CaseStudyResult {
  /**
   * The figure exactly as it should read, for example "65%" or "3x".
   */
  value: string;
  /**
   * What the figure measures, for example "faster collections".
   */
  label: string;
}
/**
 * Two columns: text (heading, paragraphs, bullets) beside a highlighted aside that holds either a list or a few figures. For problem statements, product explanations and feature sections.
 */
export interface SplitBlock {
  /**
   * Block type. Always "split".
   */
  type: 'split';
  anchor?: Anchor;
  tone: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  heading: string;
  /**
   * The text column's paragraphs, in order.
   *
   * @minItems 1
   * @maxItems 4
   */
  paragraphs: [Text] | [Text, Text] | [Text, Text, Text] | [Text, Text, Text, Text];
  /**
   * Optional short points shown with ticks after the paragraphs.
   *
   * @maxItems 8
   */
  bullets:
    | []
    | [Text]
    | [Text, Text]
    | [Text, Text, Text]
    | [Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text, Text, Text, Text];
  action?: Action;
  aside: SplitAside;
  /**
   * Put the aside on the left and the text on the right on wide screens. Phones always show the text first.
   */
  reverse: boolean;
}
export interface SplitListAside {
  /**
   * Always "list": the aside shows a list.
   */
  kind: 'list';
  /**
   * An optional heading at the top of the aside.
   */
  title?: string;
  /**
   * The list's entries, in order.
   *
   * @minItems 1
   * @maxItems 8
   */
  items:
    | [SplitListItem]
    | [SplitListItem, SplitListItem]
    | [SplitListItem, SplitListItem, SplitListItem]
    | [SplitListItem, SplitListItem, SplitListItem, SplitListItem]
    | [SplitListItem, SplitListItem, SplitListItem, SplitListItem, SplitListItem]
    | [SplitListItem, SplitListItem, SplitListItem, SplitListItem, SplitListItem, SplitListItem]
    | [
        SplitListItem,
        SplitListItem,
        SplitListItem,
        SplitListItem,
        SplitListItem,
        SplitListItem,
        SplitListItem
      ]
    | [
        SplitListItem,
        SplitListItem,
        SplitListItem,
        SplitListItem,
        SplitListItem,
        SplitListItem,
        SplitListItem,
        SplitListItem
      ];
}
export interface SplitListItem {
  icon?: IconName;
  /**
   * The entry's short title.
   */
  title: string;
  /**
   * An optional sentence under the title.
   */
  text?: string;
}
export interface SplitFiguresAside {
  /**
   * Always "figures": the aside shows large figures.
   */
  kind: 'figures';
  /**
   * An optional heading at the top of the aside.
   */
  title?: string;
  /**
   * Two to four figures, each a value and what it measures.
   *
   * @minItems 2
   * @maxItems 4
   */
  figures:
    | [SplitFigure, SplitFigure]
    | [SplitFigure, SplitFigure, SplitFigure]
    | [SplitFigure, SplitFigure, SplitFigure, SplitFigure];
  /**
   * An optional small line under the figures, for example where they come from.
   */
  note?: string;
}
export interface SplitFigure {
  /**
   * The figure exactly as it should read, for example "24/7".
   */
  value: string;
  /**
   * What the figure measures.
   */
  label: string;
}
export interface SplitImageAside {
  /**
   * Always "image": the aside shows a picture.
   */
  kind: 'image';
  image: Image;
}
/**
 * The pricing section for the calling-agent plans: one card per plan with its name, setup fee, monthly fee, included minutes and features. Names, prices, minutes and features come from the plan files in site.config/plans/, never from the page.
 */
export interface PlanCardsBlock {
  /**
   * Block type. Always "planCards".
   */
  type: 'planCards';
  anchor?: Anchor;
  tone: Tone;
  /**
   * A short label above the heading, for example "Pricing".
   */
  eyebrow?: string;
  /**
   * The section heading, for example "Choose the plan that fits your call volume".
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The plans to show, left to right, by id: the file name in site.config/plans/ without .json, for example "starter". Each must be a monthly calling-agent plan ("kind": "plan").
   *
   * @minItems 1
   * @maxItems 4
   *
   * Items: The id of one calling-agent plan, for example "professional".
   */
  plans: [string] | [string, string] | [string, string, string] | [string, string, string, string];
  salesLink: Link;
  /**
   * A small line under the cards, for example that prices are in US dollars and what the first payment covers.
   */
  note?: string;
}
/**
 * A table that compares the calling-agent plans side by side: setup fee, monthly fee, minutes included, voice agents, call scripts, support, analytics and integrations. Every cell comes from the plan files in site.config/plans/.
 */
export interface PlanComparisonBlock {
  /**
   * Block type. Always "planComparison".
   */
  type: 'planComparison';
  anchor?: Anchor;
  tone: Tone;
  /**
   * A short label above the heading, for example "Compare plans".
   */
  eyebrow?: string;
  /**
   * The section heading, also used as the table's caption, for example "Plan comparison".
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The plans to compare, one column each, left to right, by id: the file name in site.config/plans/ without .json, for example "starter". Each must be a monthly calling-agent plan ("kind": "plan").
   *
   * @minItems 2
   * @maxItems 4
   *
   * Items: The id of one calling-agent plan, for example "enterprise".
   */
  plans: [string, string] | [string, string, string] | [string, string, string, string];
}
/**
 * The floating voice assistant (Rivo) in a corner of the page. Nothing shows in the page flow: a small launcher asks for the visitor's consent first. Only once they allow it, and after the page has loaded, is the widget's script fetched from a public package CDN and the assistant started; if the script cannot load, the page simply has no widget.
 */
export interface VoiceWidgetBlock {
  /**
   * Block type. Always "voiceWidget".
   */
  type: 'voiceWidget';
  anchor?: Anchor;
  /**
   * The voice assistant to talk to, as named by the voice provider. The environment variable VITE_VOICE_ASSISTANT_ID replaces it at build time, so a production id need not be written here.
   */
  assistantId: string;
  /**
   * Optional public (browser-safe) key of the voice provider account. Usually left out here and set with the environment variable VITE_VOICE_PUBLIC_KEY at build time.
   */
  publicKey?: string;
  /**
   * The widget script on a public package CDN, pinned to one version, for example "https://unpkg.com/@vapi-ai/client-sdk-react@0.1.1/dist/embed/widget.umd.js".
   */
  scriptUrl: string;
  /**
   * The custom element tag the widget script provides. When it is already registered, the script is not loaded again.
   */
  elementName: string;
  /**
   * The global the widget script exposes to start the widget. It is called with new and { container, component, props }; it may return an object with destroy(), called when consent is withdrawn.
   */
  runFunction: string;
  /**
   * Which widget of the script to start, passed to runFunction as "component".
   */
  component: string;
  /**
   * How visitors talk to the assistant. Only "voice" (a spoken call in the browser) is offered.
   */
  mode: 'voice';
  /**
   * Dark or light colours for the widget and its consent card.
   */
  theme: 'dark' | 'light';
  /**
   * The corner of the screen the widget floats in.
   */
  position: 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';
  /**
   * The widget's title, also the launcher's label and the consent card's heading, for example "TALK TO RIVO".
   */
  title: string;
  /**
   * The label of the button that starts a call.
   */
  startLabel: string;
  /**
   * The label of the button that ends a call.
   */
  endLabel: string;
  /**
   * Show the live transcript of the conversation in the widget.
   */
  showTranscript: boolean;
  /**
   * Ask for the visitor's consent before the assistant starts. Nothing is recorded until they allow it; their choice is remembered in the browser and can be withdrawn.
   */
  consentRequired: boolean;
  /**
   * What the visitor agrees to: recording, storage and sharing of the conversation with third-party providers. Shown on the consent card.
   */
  consentText: string;
  /**
   * The consent card's button that gives consent and starts the assistant.
   */
  allowLabel: string;
  /**
   * The consent card's button that declines; the launcher stays, so the visitor can change their mind.
   */
  refuseLabel: string;
  /**
   * The small button shown beside the running widget that withdraws consent and stops it.
   */
  withdrawLabel: string;
  /**
   * The browser storage (localStorage) key that remembers the visitor's choice: "true" for allowed, "false" for refused or withdrawn. The widget reads the same key, so it does not ask twice.
   */
  consentKey: string;
  /**
   * The widget's accent colour as a six-digit hex code; the default is the brand teal. White text must stay readable on it.
   */
  accentColor: string;
}
/**
 * A form: its fields and their rules, where a submission is sent, and what the visitor sees afterwards. The file name (without .json) is the form's id.
 */
export interface FormConfig {
  /**
   * The path from this file to schema/form.schema.json, so that your editor checks the file while you type. `npm run validate` says the exact value when it is wrong.
   */
  $schema: string;
  version?: ContentVersion;
  /**
   * The form's fields, top to bottom.
   *
   * @minItems 1
   */
  fields: [FormField, ...FormField[]];
  submit: SubmitButton;
  targets: FormTargets;
  success: FormSuccess;
  failure: FormFailure;
}
export interface FormField {
  /**
   * The field's key in the submitted data, for example "fullName".
   */
  name: string;
  /**
   * The visible label, for example "Full Name".
   */
  label: string;
  /**
   * The kind of input. "captcha" shows a code the visitor must type.
   */
  input: 'text' | 'email' | 'tel' | 'textarea' | 'captcha';
  /**
   * The browser autofill hint, for example "name", "email" or "tel".
   */
  autocomplete: string;
  /**
   * Example text shown in the empty field.
   */
  placeholder?: string;
  /**
   * The most characters the input accepts while typing.
   */
  maxLength?: number;
  /**
   * Checks run on submit and again on every change, in order; the first that fails shows its message.
   */
  rules: FieldRule[];
}
export interface PlainRule {
  /**
   * What is checked: "required" (not empty), "email" (an e-mail address) or "captcha" (the code shown, case-sensitive; only on a field with "input": "captcha").
   */
  check: 'required' | 'email' | 'captcha';
  /**
   * The message shown under the field when the check fails.
   */
  message: string;
}
export interface LengthRule {
  /**
   * "minLength": at least this many characters; "maxLength": at most this many.
   */
  check: 'minLength' | 'maxLength';
  /**
   * A whole number of characters, for example 2.
   */
  value: number;
  /**
   * The message shown under the field when the check fails.
   */
  message: string;
}
export interface PatternRule {
  /**
   * The value must match a regular expression.
   */
  check: 'pattern';
  /**
   * A JavaScript regular expression, for example "^\\+\\d{1,4}\\s?\\d{6,14}$"; in JSON every backslash is written twice.
   */
  value: string;
  /**
   * The message shown under the field when the check fails.
   */
  message: string;
}
/**
 * The submit button.
 */
export interface SubmitButton {
  /**
   * The button's label, for example "Request Demo".
   */
  label: string;
  /**
   * The label while sending, for example "Submitting...".
   */
  pendingLabel: string;
}
/**
 * Where a submission goes; both requests are sent at the same time.
 */
export interface FormTargets {
  spreadsheet: SpreadsheetTarget;
  crm: CrmTarget;
}
/**
 * The spreadsheet web app: receives the listed fields as JSON.
 */
export interface SpreadsheetTarget {
  /**
   * Names of the fields sent, in order.
   *
   * @minItems 1
   *
   * Items: A field name.
   */
  fields: [string, ...string[]];
}
/**
 * The marketing CRM's form-submission API.
 */
export interface CrmTarget {
  formId: CrmId;
  /**
   * The page name sent with the submission, for example "Request Demo".
   */
  pageName: string;
  /**
   * How the form's fields map onto the CRM's fields.
   *
   * @minItems 1
   */
  fields: [CrmFieldMapping, ...CrmFieldMapping[]];
}
export interface CrmFieldMapping {
  /**
   * The CRM field, for example "firstname".
   */
  name: string;
  /**
   * The form field whose value is sent, for example "fullName".
   */
  from: string;
}
/**
 * What the visitor sees after a successful submission.
 */
export interface FormSuccess {
  /**
   * "toast" shows a short notice and resets the form; "panel" replaces the form with a message.
   */
  show: 'toast' | 'panel';
  /**
   * The notice's or panel's title.
   */
  title: string;
  /**
   * The notice's or panel's text.
   */
  text: string;
  redirectTo?: Href;
  /**
   * With redirectTo: how many seconds the panel stays before the visitor is taken there.
   */
  redirectAfterSeconds?: number;
}
/**
 * The notice shown when sending fails. The typed values stay in the form.
 */
export interface FormFailure {
  /**
   * The notice's title, for example "Submission Error".
   */
  title: string;
  /**
   * The notice's text.
   */
  text: string;
}
export interface CallingAgentPlan {
  /**
   * The path from this file to schema/plan.schema.json, so that your editor checks the file while you type. `npm run validate` says the exact value when it is wrong.
   */
  $schema: string;
  version?: ContentVersion;
  /**
   * A monthly calling-agent plan.
   */
  kind: 'plan';
  /**
   * The plan's name, for example "Starter".
   */
  name: string;
  /**
   * One sentence on who the plan is for.
   */
  description: string;
  /**
   * One-time setup fee in US dollars.
   */
  setupFee: number;
  /**
   * Monthly fee in US dollars.
   */
  monthlyFee: number;
  /**
   * Call minutes included each month.
   */
  minutesIncluded: number;
  /**
   * Mark the plan as the recommended one.
   */
  featured: boolean;
  comparison: PlanComparison;
  /**
   * The heading above the feature list on the plan's card, for example "What’s included".
   */
  includedHeading: string;
  /**
   * The feature list on the plan's card.
   *
   * @minItems 1
   *
   * Items: One feature.
   */
  features: [string, ...string[]];
}
/**
 * The plan's cells in the comparison table (setup fee, monthly fee and minutes come from the numbers above).
 */
export interface PlanComparison {
  /**
   * The Voice Agents row, for example "1 voice agent".
   */
  voiceAgents: string;
  /**
   * The Call Scripts row.
   */
  callScripts: string;
  /**
   * The Support row.
   */
  support: string;
  /**
   * The Analytics row.
   */
  analytics: string;
  /**
   * The Integrations row.
   */
  integrations: string;
}
export interface DiscoveryPackage {
  /**
   * The path from this file to schema/plan.schema.json, so that your editor checks the file while you type. `npm run validate` says the exact value when it is wrong.
   */
  $schema: string;
  version?: ContentVersion;
  /**
   * A one-time discovery package.
   */
  kind: 'package';
  /**
   * The package's name, for example "AI Agent Discovery".
   */
  name: string;
  /**
   * One sentence on what the package delivers.
   */
  description: string;
  /**
   * The one-time price in US dollars.
   */
  price: number;
  /**
   * The description sent with the payment, for example "AI Agent Discovery Package".
   */
  paymentDescription: string;
  /**
   * The solution type passed to the thank-you page.
   */
  solutionType: 'AI Agent' | 'Generative AI';
  /**
   * The heading above the package's list of deliverables, for example "What’s included".
   */
  includedHeading: string;
  /**
   * What the package includes.
   *
   * @minItems 1
   *
   * Items: One deliverable.
   */
  features: [string, ...string[]];
}
/**
 * Old addresses of the site that send visitors on to a page that lives elsewhere now, for example after a page was deleted or its address changed. `npm run build` writes them for static hosts: `_redirects` (Netlify, Cloudflare Pages), `vercel.json` (Vercel) and a small page at each old address for any other host.
 */
export interface RedirectsConfig {
  /**
   * The path from this file to schema/redirects.schema.json, so that your editor checks the file while you type. `npm run validate` says the exact value when it is wrong.
   */
  $schema: string;
  version?: ContentVersion;
  /**
   * Every redirect of the site, one per old address. An empty list means the site has none.
   */
  redirects: Redirect[];
}
/**
 * One old address and where its visitors are sent.
 */
export interface Redirect {
  /**
   * The old address, written like a page's route: "/old-offer". No page may have it: a redirect is for an address that no longer has a page.
   */
  from: string;
  /**
   * Where visitors of the old address are sent: the route of a page of this site ("/calling-agents", optionally with a section: "/discovery#buy-now"), or a full https:// address on another site. It may not be another redirect's old address: each redirect goes straight to a page.
   */
  to: string;
  /**
   * Whether the move is for good (HTTP 301: search engines move the old address's ranking to the new one) or for a while (false: HTTP 302, the old address may come back).
   */
  permanent: boolean;
}

/**
 * Each block type's schema file (under schema/), as page.schema.json lists them.
 */
export interface BlockSchemaFiles {
  hero: 'blocks/hero.schema.json';
  richText: 'blocks/rich-text.schema.json';
  steps: 'blocks/steps.schema.json';
  cardGrid: 'blocks/card-grid.schema.json';
  stats: 'blocks/stats.schema.json';
  cta: 'blocks/cta.schema.json';
  notFound: 'blocks/not-found.schema.json';
  thankYou: 'blocks/thank-you.schema.json';
  demoForm: 'blocks/demo-form.schema.json';
  package: 'blocks/package.schema.json';
  faq: 'blocks/faq.schema.json';
  packageTabs: 'blocks/package-tabs.schema.json';
  integrations: 'blocks/integrations.schema.json';
  panels: 'blocks/panels.schema.json';
  caseStudies: 'blocks/case-studies.schema.json';
  split: 'blocks/split.schema.json';
  planCards: 'blocks/plan-cards.schema.json';
  planComparison: 'blocks/plan-comparison.schema.json';
  voiceWidget: 'blocks/voice-widget.schema.json';
}
