// Starts the app once the first frame is on screen, so scripts never delay the first paint.
// Inlined at the end of every page's <head> (the CSP allows it by its hash, decision 008), so
// the browser has nothing to fetch before the first paint. data-entry names the entry module;
// data-chunks this page's own chunks, requested alongside it to save a round trip; data-first
// the chunks the entry imports (React), run first so that no single task runs both.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var chunks = (script.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var first = (script.getAttribute('data-first') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // One insertion for all of them: each change to <head> makes the browser check its styles.
    var links = document.createDocumentFragment();
    var preload = [entry].concat(chunks);
    for (var i = 0; i < preload.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preload[i];
      links.appendChild(link);
    }
    document.head.appendChild(links);
    runInOrder(first.concat(entry), 0);
  }
  // Each module runs in a task of its own: a timer between them lets the browser paint and
  // answer input instead of running all the app's code at once.
  function runInOrder(modules, index) {
    import(modules[index]).then(function () {
      if (index + 1 < modules.length) {
        setTimeout(function () {
          runInOrder(modules, index + 1);
        }, 0);
      }
    });
  }
  // Start once the document is parsed (this runs from <head>, and React hydrates the whole
  // page) and the browser reports the first contentful paint, so no script (nor its download)
  // competes with it; two animation frames where paint timing is not available.
  function whenPainted() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (types && types.indexOf('paint') !== -1) {
      var observer = new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length > 0) {
          observer.disconnect();
          setTimeout(start, 0);
        }
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
    }
    // Background tabs paint nothing; start anyway.
    setTimeout(start, 3000);
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', whenPainted);
  } else {
    whenPainted();
  }
})();
