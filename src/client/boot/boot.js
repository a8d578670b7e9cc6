// Starts the app once the first frame is on screen, so scripts never delay the first paint.
// A classic external script (the CSP allows no inline script). data-entry names the entry
// module; data-chunks this page's own chunks, requested alongside it to save a round trip.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var chunks = (script.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < chunks.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = chunks[i];
      document.head.appendChild(link);
    }
    import(entry);
  }
  // Two frames: the first callback runs before the first frame is painted, the second after.
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  });
  // Background tabs get no animation frames; start anyway.
  setTimeout(start, 500);
})();
