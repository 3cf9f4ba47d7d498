// The home page's only script. Everything works without it; it adds the
// scroll reveal and closes the mobile drawer when one of its links is followed.
(function () {
  "use strict";

  var menu = document.getElementById("menu");
  if (menu && menu.hidePopover) {
    menu.addEventListener("click", function (event) {
      var link = event.target.closest && event.target.closest("a[href^='#']");
      if (link) menu.hidePopover();
    });
  }

  // Reveal timings (specification, section 9).
  var THRESHOLD = 0.1;
  var ROOT_MARGIN = "0px 0px -80px 0px";
  var STAGGER_MS = 120;

  var reduceMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (reduceMotion || !("IntersectionObserver" in window)) return;

  var observer = new IntersectionObserver(
    function (entries) {
      // Cards that come into view together appear one after another.
      var inBatch = 0;
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return;
        var el = entry.target;
        if (el.parentElement && el.parentElement.classList.contains("stagger")) {
          el.style.setProperty("--reveal-delay", inBatch++ * STAGGER_MS + "ms");
        }
        el.classList.add("is-visible");
        observer.unobserve(el);
      });
    },
    { threshold: THRESHOLD, rootMargin: ROOT_MARGIN }
  );

  document.querySelectorAll(".reveal").forEach(function (el) {
    observer.observe(el);
  });
  document.querySelectorAll(".stagger").forEach(function (group) {
    Array.prototype.forEach.call(group.children, function (child) {
      observer.observe(child);
    });
  });
  document.documentElement.classList.add("reveal-on");
})();
