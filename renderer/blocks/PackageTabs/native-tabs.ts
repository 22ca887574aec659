/**
 * Runs right after the package tabs' island, while the page is parsed: until React has loaded,
 * a tap on a tab selects it and shows its panel (every panel is prerendered, the others hidden),
 * so the first tap is answered at once. Once hydrated, React does the same on the same tap and
 * takes over the tab that was chosen (PackageTabs.island.tsx). A fixed text, no content in it.
 */
export const NATIVE_TABS_SCRIPT = `(s=>s.previousElementSibling.addEventListener('click',e=>{const t=e.target.closest('[role=tab]');if(t)for(const o of t.parentNode.children){const y=o==t;o.setAttribute('aria-selected',y);o.tabIndex=y?0:-1;document.getElementById(o.getAttribute('aria-controls')).hidden=!y}}))(document.currentScript)`;
