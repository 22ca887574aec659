import type { PackageTabsBlock as Block } from '../../generated/config';
import { Island } from '../../islands/Island';
import { useSiteData } from '../../page/SiteData';
import { packageFrom, type PackageSummary } from '../Package/package-data';

/**
 * Runs on the server only: looks up each tab's package in site.config/plans/ and hands the
 * block plus those packages to the packageTabs island. Prices thus come from the plan files,
 * and the island never needs the site data.
 */
export function PackageTabsBlock({ block }: { block: Block }) {
  const { plans } = useSiteData();
  const packages: Record<string, PackageSummary> = {};
  for (const tab of block.tabs) packages[tab.package] = packageFrom(plans, tab.package);
  return <Island name="packageTabs" hydrate="visible" props={{ block, packages }} />;
}
