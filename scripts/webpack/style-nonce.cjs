// style-loader's `insert` for every app: each <style> element it adds goes to the end of <head> (the
// loader's default place) carrying the page's CSP nonce. The portal's CSP admits <style> elements only
// with that nonce (api/src/http/security-headers.ts); the API writes it into each answer of index.html
// as `<meta property="csp-nonce" nonce="…">`. The browser hides a nonce attribute from the DOM once
// the page has a CSP, but the element's `nonce` property keeps it. A page without the meta (a remote's
// standalone dev page) has no CSP, and its styles go in as they are.
module.exports = function insertWithNonce(element) {
  const meta = document.querySelector('meta[property="csp-nonce"]');
  if (meta && meta.nonce) element.setAttribute('nonce', meta.nonce);
  document.head.appendChild(element);
};
