/**
 * Runs in the preview only: numbers the blocks' sections, and a click on one asks the editor to
 * select that block; the editor's "editor.preview.select" message outlines and scrolls to one.
 * An update puts in only the parts that changed (a block, the breadcrumb): a keystroke then lays
 * out one block again rather than the whole page, which took hundreds of ms on a long page.
 *
 * Inline text: a click on a text also offers the texts around the click to the editor
 * ("editor.text.pick"); when one of them is a text field of the block, the editor answers with its
 * path ("editor.text.edit") and that element becomes editable as plain text. Each keystroke goes
 * back as "editor.text.input" (at most every 120 ms) and becomes an edit of the same field the form shows; while it is
 * being typed in, updates wait for a pause in the typing (400 ms) and then leave that block as it is so the caret stays. Ctrl/Cmd+S and +Z typed
 * here are handed to the editor.
 *
 * Drag and drop: a handle on the selected block drags it to another place, and a palette entry
 * (its drag carries the block type) can be dropped between blocks; a line shows where it lands,
 * and the editor gets "editor.block.move" {from, gap} or "editor.block.insert" {blockType, gap}.
 * The outline offers the same with the keyboard.
 *
 * On a settings screen (site settings, a form, a plan) the page is shown to be tried, not composed
 * (`tryOut`): its buttons and forms work as on the site, and only links, which would leave the
 * preview, are held.
 */
export const previewScript = (tryOut: boolean) => `<script>(() => {
  const tryOut = ${tryOut};
  const BLOCK = 'section[data-block]';
  const sections = () => [...document.querySelectorAll(BLOCK)];
  const number = (root) => root.querySelectorAll(BLOCK).forEach((s, i) => s.setAttribute('data-block-index', String(i)));
  const sameAttributes = (a, b) => a.attributes.length === b.attributes.length && [...b.attributes].every((at) => a.getAttribute(at.name) === at.value);
  let editing = null;
  let offered = null;
  const patch = (old, next) => {
    const a = [...old.childNodes];
    const b = [...next.childNodes];
    if (a.length !== b.length) return old.replaceChildren(...b);
    b.forEach((n, i) => {
      const o = a[i];
      if (o.isEqualNode(n)) return;
      const holdsBlocks = n.nodeType === 1 && !n.matches(BLOCK) && n.querySelector(BLOCK) && o.nodeName === n.nodeName && sameAttributes(o, n);
      if (holdsBlocks) patch(o, n);
      else if (editing && o.contains(editing.el)) return;
      else o.replaceWith(n);
    });
  };
  const MOVE = 'application/x-editor-preview-block';
  const ADD = 'application/x-editor-block-type';
  // Outside <body>, which an update may replace.
  const line = document.createElement('div');
  line.style.cssText = 'position:absolute;left:0;right:0;height:4px;margin-top:-2px;background:#0b6e69;border-radius:2px;pointer-events:none;z-index:2147483647;display:none';
  const handle = document.createElement('div');
  handle.draggable = true;
  handle.textContent = '⠿ Drag';
  handle.title = 'Drag this block to another place';
  handle.style.cssText = 'position:absolute;z-index:2147483646;display:none;padding:2px 8px;font:600 13px/1.6 system-ui,sans-serif;color:#fff;background:#0b6e69;border-radius:0 0 6px 0;cursor:grab;user-select:none';
  document.documentElement.append(line, handle);
  let selectedIndex = -1;
  const placeHandle = () => {
    const s = sections()[selectedIndex];
    if (!s) return void (handle.style.display = 'none');
    const r = s.getBoundingClientRect();
    handle.style.display = 'block';
    handle.style.top = (r.top + scrollY) + 'px';
    handle.style.left = (r.left + scrollX) + 'px';
  };
  handle.addEventListener('dragstart', (e) => {
    e.dataTransfer.setData(MOVE, String(selectedIndex));
    e.dataTransfer.effectAllowed = 'move';
    const s = sections()[selectedIndex];
    if (s) e.dataTransfer.setDragImage(s, 16, 16);
  });
  const gapAt = (y) => {
    const all = sections();
    for (let i = 0; i < all.length; i++) {
      const r = all[i].getBoundingClientRect();
      if (y < r.top + r.height / 2) return i;
    }
    return all.length;
  };
  const kindOf = (dt) => (dt && dt.types.includes(MOVE) ? 'move' : dt && dt.types.includes(ADD) ? 'copy' : null);
  document.addEventListener('dragover', (e) => {
    const kind = kindOf(e.dataTransfer);
    if (!kind) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = kind;
    const all = sections();
    const gap = gapAt(e.clientY);
    const at = gap < all.length ? all[gap].getBoundingClientRect().top : all[all.length - 1].getBoundingClientRect().bottom;
    line.style.top = (at + scrollY) + 'px';
    line.style.display = 'block';
  });
  document.addEventListener('dragleave', (e) => {
    if (!e.relatedTarget) line.style.display = 'none';
  });
  document.addEventListener('dragend', () => (line.style.display = 'none'));
  document.addEventListener('drop', (e) => {
    const kind = kindOf(e.dataTransfer);
    line.style.display = 'none';
    if (!kind) return;
    e.preventDefault();
    const gap = gapAt(e.clientY);
    if (kind === 'move') parent.postMessage({ type: 'editor.block.move', from: Number(e.dataTransfer.getData(MOVE)), gap }, '*');
    else parent.postMessage({ type: 'editor.block.insert', blockType: e.dataTransfer.getData(ADD), gap }, '*');
  });
  const mark = document.createElement('style');
  mark.textContent = '[data-editor-selected] { outline: 3px solid #f59e0b; outline-offset: -3px; }'
    + ' [data-editor-editing] { outline: 2px dashed #0b6e69 !important; outline-offset: 2px; cursor: text; }';
  document.head.append(mark);
  number(document);
  parent.postMessage({ type: 'editor.preview.ready' }, '*');
  // Keystrokes go to the editor at most every 120 ms: the text is already on screen here, and the
  // editor's work for an edit (the form, the outline, the check) shares this frame's thread.
  let pending = null;
  const flush = () => {
    if (!pending) return;
    clearTimeout(pending.timer);
    parent.postMessage(pending.message, '*');
    pending = null;
  };
  // While text is being typed here, the page's updates wait for a pause: the typed text is already on
  // screen, and parsing and comparing a long page at each answered check held up the next keystrokes.
  const HOLD_MS = 400;
  let lastInput = 0;
  let held = null;
  let heldTimer;
  const apply = (html) => {
    const next = new DOMParser().parseFromString(html, 'text/html');
    document.title = next.title;
    number(next);
    if (sameAttributes(document.body, next.body)) patch(document.body, next.body);
    else document.body.replaceWith(document.adoptNode(next.body));
    placeHandle();
  };
  const release = () => {
    clearTimeout(heldTimer);
    if (held === null) return;
    const wait = HOLD_MS - (performance.now() - lastInput);
    if (editing && wait > 0) return void (heldTimer = setTimeout(release, wait));
    const html = held;
    held = null;
    apply(html);
  };
  const stopEditing = () => {
    // Text still on its way to the editor: its own update follows, and the held one is older than the screen.
    if (pending) {
      held = null;
      clearTimeout(heldTimer);
    }
    flush();
    release();
    if (!editing) return;
    const { el } = editing;
    editing = null;
    el.removeAttribute('contenteditable');
    el.removeAttribute('data-editor-editing');
    parent.postMessage({ type: 'editor.text.done' }, '*');
  };
  document.addEventListener('click', (e) => {
    const t = e.target instanceof Element ? e.target : null;
    if (tryOut) {
      if (t && t.closest('a')) e.preventDefault();
      return;
    }
    if (t && t.closest('a, button')) e.preventDefault();
    if (editing && t && editing.el.contains(t)) return;
    stopEditing();
    const s = t ? t.closest(BLOCK) : null;
    if (!s) return;
    const index = sections().indexOf(s);
    parent.postMessage({ type: 'editor.block.select', index }, '*');
    const els = [];
    for (let el = t; el && el !== s && els.length < 3; el = el.parentElement) if (el.textContent.trim()) els.push(el);
    // Where each offered element sits in its block: an update that lands before the editor answers may replace it.
    const paths = els.map((el) => {
      const path = [];
      for (let n = el; n !== s; n = n.parentElement) path.unshift([...n.parentElement.children].indexOf(n));
      return path;
    });
    offered = { index, els, paths, x: e.clientX, y: e.clientY };
    parent.postMessage({ type: 'editor.text.pick', index, texts: els.map((el) => el.textContent) }, '*');
  }, true);
  document.addEventListener('input', (e) => {
    if (!editing || !editing.el.contains(e.target)) return;
    lastInput = performance.now();
    const message = { type: 'editor.text.input', index: editing.index, path: editing.path, text: editing.el.textContent };
    if (pending) pending.message = message;
    else pending = { message, timer: setTimeout(flush, 120) };
  });
  document.addEventListener('keydown', (e) => {
    const key = e.key.toLowerCase();
    if ((e.ctrlKey || e.metaKey) && (key === 's' || key === 'z')) {
      e.preventDefault();
      flush();
      if (key === 'z') stopEditing();
      parent.postMessage({ type: 'editor.key', key, shift: e.shiftKey }, '*');
      return;
    }
    // A text field is one line: Enter, like Escape, ends the typing.
    if (editing && (e.key === 'Escape' || (e.key === 'Enter' && !e.shiftKey))) {
      e.preventDefault();
      editing.el.blur();
    }
  }, true);
  document.addEventListener('focusout', (e) => {
    if (editing && e.target === editing.el) stopEditing();
  });
  let menuTimer;
  window.addEventListener('message', (e) => {
    if (e.source !== parent || !e.data) return;
    if (e.data.type === 'editor.preview.update') {
      held = e.data.html;
      release();
      return;
    }
    if (e.data.type === 'editor.preview.menu') {
      // The site's own menu button, so the menu opens exactly as visitors see it. The header's
      // script starts on a visitor's first move (a pointer over it): one is made, and the button
      // is pressed once the script owns it (React's own keys on the element), only if the menu is
      // not yet as wanted.
      clearTimeout(menuTimer);
      const apply = (tries) => {
        const button = document.querySelector('button[aria-controls="mobile-menu"]');
        const started = button && Object.keys(button).some((k) => k.startsWith('__react'));
        if (button && !started) button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        else if (button && (button.getAttribute('aria-expanded') === 'true') !== e.data.open) button.click();
        if (tries > 0) menuTimer = setTimeout(() => apply(tries - 1), 250);
      };
      apply(40);
      return;
    }
    if (e.data.type === 'editor.text.edit') {
      let el = offered && offered.index === e.data.index ? offered.els[e.data.level] : null;
      if (el && !el.isConnected) {
        const s = sections()[offered.index];
        el = s ? offered.paths[e.data.level].reduce((n, i) => n && n.children[i], s) : null;
      }
      if (!el) return;
      editing = { el, index: e.data.index, path: e.data.path };
      el.setAttribute('contenteditable', 'plaintext-only');
      el.setAttribute('data-editor-editing', '');
      el.focus();
      const range = document.caretRangeFromPoint ? document.caretRangeFromPoint(offered.x, offered.y) : null;
      if (range && el.contains(range.startContainer)) {
        const sel = getSelection();
        sel.removeAllRanges();
        sel.addRange(range);
      }
      return;
    }
    if (e.data.type !== 'editor.preview.select') return;
    sections().forEach((s, i) => s.toggleAttribute('data-editor-selected', i === e.data.index));
    selectedIndex = e.data.index;
    const s = sections()[e.data.index];
    if (s && e.data.scroll) s.scrollIntoView({ block: 'nearest' });
    placeHandle();
  });
})();</script>`;
