// The fixed inline script of a page the service worker paints (src/start/paintedDocument.ts).

/**
 * Checks, as the page is parsed, that the copy before it may be shown, and shows it: the member
 * signed in on this device (the identity provider's saved user) is the one it was painted for,
 * and the page is in the layout it was painted in; otherwise it is removed before it is ever
 * seen. Its elements' styles are applied through the CSSOM (the CSP refuses style attributes in
 * markup), it is laid at the page's own width, and it is shown once the typefaces it was painted
 * in are in (from the worker's cache: moments; at most a second), so no heading changes face.
 * Plain ES5, written out whole, in plain JavaScript so that `npm run check:deployable` (Node, no
 * TypeScript step) can hold its hash and firebase.json's script-src together. The attribute names
 * are OVERLAY_ATTRIBUTE's and PAINTED_STYLE_ATTRIBUTE's (tests/boot/paintedDocument.test.ts).
 */
export const CHECK_PAINTED_SCRIPT = `
(function () {
  var copy = document.currentScript && document.currentScript.previousElementSibling;
  if (!copy || !copy.hasAttribute('data-last-screen')) return;
  function drop() {
    if (copy.parentNode) copy.parentNode.removeChild(copy);
  }
  try {
    var user = JSON.parse(window.localStorage.getItem(copy.getAttribute('data-saved-user')) || 'null');
    var mobile = window.matchMedia(copy.getAttribute('data-media')).matches;
    if (!user || user.uid !== copy.getAttribute('data-uid') || String(mobile) !== copy.getAttribute('data-mobile')) {
      drop();
      return;
    }
  } catch (refused) {
    drop();
    return;
  }
  // Asked for first: the styles below make the browser lay the page out, a while on a slow phone.
  var fonts = (copy.getAttribute('data-fonts') || '').split('|');
  var loads = [];
  for (var j = 0; j < fonts.length; j++) {
    if (fonts[j] !== '' && document.fonts) loads.push(document.fonts.load(fonts[j]));
  }
  var styled = copy.querySelectorAll('[data-painted-style]');
  for (var i = 0; i < styled.length; i++) {
    styled[i].style.cssText = styled[i].getAttribute('data-painted-style');
    styled[i].removeAttribute('data-painted-style');
  }
  var body = window.getComputedStyle(document.body);
  var style = copy.style;
  style.position = 'fixed';
  style.top = '0';
  style.bottom = '0';
  style.left = body.paddingLeft;
  style.right = body.paddingRight;
  style.zIndex = '2147483000';
  style.overflow = 'hidden';
  style.backgroundColor = body.backgroundColor;
  style.backgroundImage = body.backgroundImage;
  function show() {
    if (copy.parentNode && !document.documentElement.hasAttribute('data-app-shown')) copy.removeAttribute('hidden');
  }
  if (loads.length === 0) {
    show();
    return;
  }
  Promise.race([Promise.all(loads), new Promise(function (resolve) { setTimeout(resolve, 1000); })]).then(show, show);
})();
`;
