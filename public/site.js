// The public pages' only script; they work without it. Each part waits until
// needed or idle.
(function () {
  "use strict";

  var doc = document;
  var later =
    window.requestIdleCallback ||
    function (work) {
      setTimeout(work, 1);
    };

  var menu = doc.getElementById("menu");
  if (menu && menu.hidePopover) {
    menu.addEventListener("click", function (event) {
      var link = event.target.closest("a[href^='?menu#']");
      if (!link) return;
      link.href = link.hash;
      menu.hidePopover();
    });
  }

  // A language link keeps the section read: the last whose top is in the upper third.
  doc.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest(".lang-switch a");
    if (!link) return;
    doc.querySelectorAll("main > [id]:not(#top)").forEach(function (s) {
      if (s.getBoundingClientRect().top <= innerHeight / 3) link.hash = s.id;
    });
  });

  // Some browsers switch ping off: at the first touch, press, key or focus
  // (before a link is followed) pings become beacons, never counted twice.
  if (navigator.sendBeacon) {
    var firstTouch = ["pointerdown", "keydown", "focusin", "touchstart"];
    var takePings = function () {
      firstTouch.forEach(function (type) {
        doc.removeEventListener(type, takePings, true);
      });
      doc.querySelectorAll("a[ping]").forEach(function (a) {
        // The beacon goes where the page was read.
        a.setAttribute("data-count", a.getAttribute("ping").replace(/^https?:\/\/[^/]+/, ""));
        a.removeAttribute("ping");
      });
    };
    firstTouch.forEach(function (type) {
      doc.addEventListener(type, takePings, { capture: true, passive: true });
    });
    var count = function (event) {
      var a = event.target.closest && event.target.closest("a[data-count]");
      if (a && (event.type === "click" || event.button === 1)) navigator.sendBeacon(a.getAttribute("data-count"));
    };
    doc.addEventListener("click", count);
    doc.addEventListener("auxclick", count);
  }

  // Estimates: a taxi's fare is on its option; a bike's from the form's address + /estimate.
  var asked = 0;
  var estimate = function (form) {
    var out = form.querySelector(".request-estimate");
    var f = form.elements;
    if (f.to) {
      var fare = f.to.selectedIndex > 0 && f.to.options[f.to.selectedIndex].getAttribute("data-fare");
      out.textContent = fare ? out.getAttribute("data-about").replace("{fare}", fare) : out.getAttribute("data-none");
      return;
    }
    if (f.pickup.value) f["return"].min = f.pickup.value;
    if (!f.bike.value || !f.pickup.value || !f["return"].value || !window.fetch) return;
    var query = new URLSearchParams({ bike: f.bike.value, pickup: f.pickup.value, return: f["return"].value });
    ["from", "until"].forEach(function (n) {
      if (f[n] && f[n].value) query.set(n, f[n].value);
    });
    var mine = ++asked;
    fetch(form.getAttribute("action") + "/estimate?" + query)
      .then(function (r) {
        return r.json();
      })
      .then(function (answer) {
        // Only the answer to the latest dates is shown.
        if (mine === asked) out.textContent = answer.estimate || answer.error;
      })
      .catch(function () {});
  };
  doc.addEventListener("input", function (event) {
    var form = event.target.form;
    if (form && form.classList.contains("request-form")) estimate(form);
  });

  later(function () {
    // Values a browser brings back (the back button after the chat) count too.
    doc.querySelectorAll(".request-form").forEach(function (form) {
      var f = form.elements;
      if (f.pickup ? f.pickup.value : f.to.selectedIndex > 0) estimate(form);
    });
    reveal();
  });

  // Reveal timings (specification, section 9).
  var THRESHOLD = 0.1;
  var ROOT_MARGIN = "0px 0px -80px 0px";
  var STAGGER_MS = 120;

  function reveal() {
    var reduceMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (reduceMotion || !("IntersectionObserver" in window)) return;

    var observer = new IntersectionObserver(
      function (entries) {
        // Cards seen together appear one after another.
        var inBatch = 0;
        entries.forEach(function (entry) {
          var el = entry.target;
          if (!entry.isIntersecting) {
            // Its first report, from below the view: it waits to be revealed.
            el.classList.add("reveal-wait");
            return;
          }
          // What was in view from the start is never hidden, so it never moves.
          if (el.classList.contains("reveal-wait")) {
            if (el.parentElement && el.parentElement.classList.contains("stagger")) {
              el.style.setProperty("--reveal-delay", inBatch++ * STAGGER_MS + "ms");
            }
            el.classList.add("is-visible");
          }
          observer.unobserve(el);
        });
      },
      { threshold: THRESHOLD, rootMargin: ROOT_MARGIN },
    );

    doc.querySelectorAll(".reveal, .stagger > *").forEach(function (el) {
      observer.observe(el);
    });
  }
})();
