/**
 * Runs while the page is parsed, right after the voice widget's island, before any other
 * script: it takes the site builder's preview parameters (forceHideBadge, lovable) out of the
 * address, and when this browser already allowed the assistant it lets the island wake by
 * itself once the page has loaded (data-hydrate="load"), so the widget starts when the browser
 * is idle, as before. Everyone else gets the prerendered launcher and no script until they
 * act. A fixed text: the consent key is read from the script's own data-consent-key (its props
 * may be in a file the build moved them to, build/island-props.ts).
 */
export const EARLY_VOICE_SCRIPT = `(s=>{try{const c=s.dataset.consentKey;c&&localStorage.getItem(c)=='true'&&(s.previousElementSibling.dataset.hydrate='load')}catch{}
const l=location,p=l.search.slice(1).split('&'),k=p.filter(x=>{x=x.split('=')[0];try{x=decodeURIComponent(x)}catch{}return!/^(forceHideBadge|lovable)$/.test(x)});
k.length<p.length&&history.replaceState(history.state,'',l.pathname+(k.length?'?'+k.join('&'):'')+l.hash)})(document.currentScript)`;
