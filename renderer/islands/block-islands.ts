/**
 * GENERATED FILE: DO NOT EDIT.
 * Made by cli/generate-types.ts from the block declarations (renderer/blocks/<Name>/block.ts):
 * each block's island loader, without its server component, for the browser. Run `npm run types`
 * after changing a declaration's island; CI (and tsc, in renderer/blocks/registry.types.ts) fails
 * when this file is out of date.
 */
export const blockIslandLoaders = {
  thankYou: () => import('../blocks/ThankYou/ThankYou.island'),
  demoForm: () => import('../blocks/DemoForm/DemoForm.island'),
  packageCheckout: () => import('../blocks/Package/PackageCheckout.island'),
  packageTabs: () => import('../blocks/PackageTabs/PackageTabs.island'),
  planCards: () => import('../blocks/PlanCards/PlanCards.island'),
  voiceWidget: () => import('../blocks/VoiceWidget/VoiceWidget.island'),
};
