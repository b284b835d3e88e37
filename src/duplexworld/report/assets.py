"""The page's own stylesheet and script (static: no data is ever interpolated into them).

The script draws the figures from JSON blocks (``<script type="application/json">``, which a
browser never executes), draws an episode's timeline when it is opened, seeks the episode's
audio from a click on the timeline or on a transcript line, moves a cursor while it plays, and
filters the episode list. It keeps the filters and the open episode in the URL's fragment
(``#agent=...&runs=flaky&ep=KEY``), so a view can be shared, and opens the episode a grid mark
or a pasted link names. It reads data only through ``JSON.parse``, ``textContent`` and
attribute comparisons (an episode key from the URL is never put into a selector).
"""

STYLE = """
body{font-family:system-ui,sans-serif;margin:0;color:#222;background:#fafafa}
header,main{max-width:84em;margin:0 auto;padding:0 1.2em}
header{padding-top:1em}
h1{margin:.3em 0}h2{margin-top:1.6em;border-bottom:1px solid #ddd}
nav a{margin-right:1em}
.note{color:#555;font-size:90%;max-width:60em}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(30em,1fr));gap:1em}
.card{background:#fff;border:1px solid #e3e3e3;border-radius:6px;padding:.6em 1em}
.fig{min-height:380px}
.scroll{overflow-x:auto}
table{border-collapse:collapse;background:#fff;font-size:88%;margin:.4em 0}
td,th{border:1px solid #ddd;padding:.2em .45em;vertical-align:top}
th{background:#f0f0f0;position:sticky;top:0}
td.num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
td.absent{color:#999;text-align:center;cursor:help}
td.hidden{color:#a66;text-align:center;cursor:help}
td.num small{color:#777}
details.ep{background:#fff;border:1px solid #e3e3e3;border-radius:6px;margin:.3em 0}
details.ep>summary{cursor:pointer;padding:.35em .6em}
details.ep[open]>summary{border-bottom:1px solid #eee}
.epbody{padding:.6em 1em}
.badge{display:inline-block;border-radius:3px;padding:0 .4em;font-size:85%;color:#fff}
.pass{background:#54a24b}.fail{background:#e45756}.unk{background:#999}
.transcript{max-height:28em;overflow-y:auto;display:block}
.transcript tr{cursor:pointer}
.transcript tr.caller td{background:#eef3fa}.transcript tr.agent td{background:#fdf1e6}
.transcript tr.tool td,.transcript tr.result td,.transcript tr.effect td{color:#555;font-size:92%}
.transcript tr.now td{outline:2px solid #d62728}
.transcript td.text{white-space:pre-wrap;word-break:break-word;max-width:60em}
.missing{color:#e45756;font-weight:600}.matched{color:#2b7a2b}.surplus{color:#8a6d00}
.filters{position:sticky;top:0;background:#fafafa;padding:.5em 0;z-index:5}
.filters label{margin-right:1em}
img.route{max-width:100%;background:#fff}
.transcript tr.heard td,.transcript tr.anote td{color:#335;font-style:italic;font-size:92%}
.transcript tr.heard,.transcript tr.anote{display:none}
.transcript.all tr.heard,.transcript.all tr.anote{display:table-row}
td.want,code.want{color:#2b7a2b}td.got,code.got{color:#b22}
ul.argdiff{margin:.2em 0;padding-left:1.2em}
p.first{background:#fdecea;border-left:4px solid #e45756;padding:.3em .6em}
table.grid-runs td.cell{white-space:nowrap}
a.mark{display:inline-block;width:1.3em;text-align:center;text-decoration:none;color:#fff;
border-radius:3px;margin:0 1px}
a.mark.pass{background:#54a24b}a.mark.fail{background:#e45756}a.mark.absent{background:#999}
td.cell[data-runs='always']{background:#fdecea}td.cell[data-runs='flaky']{background:#fff6d6}
section.scen>h3{margin:.8em 0 .3em;font-size:100%}
"""

SCRIPT = r"""
(function () {
  'use strict';
  var CONFIG = {displaylogo: false, responsive: true, displayModeBar: false};
  function spec(id) { return JSON.parse(document.getElementById(id).textContent); }

  document.querySelectorAll('div.fig[data-spec]').forEach(function (div) {
    var s = spec(div.getAttribute('data-spec'));
    Plotly.newPlot(div, s.data, s.layout, CONFIG);
  });

  function seek(ep, seconds) {
    var audio = ep.querySelector('audio');
    if (!audio) { return; }
    audio.currentTime = Math.max(0, seconds);
    var played = audio.play();
    if (played && played.catch) { played.catch(function () {}); }
  }

  function follow(ep, div) {
    var audio = ep.querySelector('audio');
    if (!audio) { return; }
    var rows = Array.prototype.slice.call(ep.querySelectorAll('.transcript tr[data-t]'));
    var last = -1;
    audio.addEventListener('timeupdate', function () {
      var t = audio.currentTime;
      if (div.getAttribute('data-drawn') && Math.abs(t - last) >= 0.2) {
        last = t;
        Plotly.relayout(div, {'shapes[1].x0': t, 'shapes[1].x1': t});
      }
      var current = null;
      rows.forEach(function (row) {
        if (parseFloat(row.getAttribute('data-t')) <= t) { current = row; }
        row.classList.remove('now');
      });
      if (current) { current.classList.add('now'); }
    });
  }

  function draw(ep) {
    var div = ep.querySelector('div.tl[data-spec]');
    if (!div || div.getAttribute('data-drawn')) { return; }
    var s = spec(div.getAttribute('data-spec'));
    Plotly.newPlot(div, s.data, s.layout, CONFIG).then(function () {
      div.setAttribute('data-drawn', '1');
    });
    div.addEventListener('click', function (event) {
      var box = div.querySelector('.nsewdrag');
      var axis = div._fullLayout && div._fullLayout.xaxis;
      if (!box || !axis) { return; }
      var rect = box.getBoundingClientRect();
      if (event.clientX < rect.left || event.clientX > rect.right) { return; }
      seek(ep, axis.p2d(event.clientX - rect.left));
    });
  }

  document.querySelectorAll('details.ep').forEach(function (ep) {
    ep.addEventListener('toggle', function () { if (ep.open) { draw(ep); } });
    ep.querySelectorAll('.transcript tr[data-t]').forEach(function (row) {
      row.addEventListener('click', function () {
        seek(ep, parseFloat(row.getAttribute('data-t')));
      });
    });
    var div = ep.querySelector('div.tl[data-spec]');
    if (div) { follow(ep, div); }
  });

  document.querySelectorAll('input.extras').forEach(function (box) {
    box.addEventListener('change', function () {
      var table = box.closest('.epbody').querySelector('table.transcript');
      if (table) { table.classList.toggle('all', box.checked); }
    });
  });

  var form = document.getElementById('filters');
  var SELECTS = ['agent', 'world', 'type', 'runs'];
  var restoring = false;

  function episodeByKey(key) {
    var found = null;
    document.querySelectorAll('details.ep').forEach(function (ep) {
      if (ep.getAttribute('data-key') === key) { found = ep; }
    });
    return found;
  }

  var current = null;  // the episode opened last: the one the URL names

  function save() {
    if (restoring) { return; }
    var params = new URLSearchParams();
    SELECTS.forEach(function (name) {
      var value = form.querySelector('select[name="' + name + '"]').value;
      if (value) { params.set(name, value); }
    });
    if (form.querySelector('input[name="failed"]').checked) { params.set('failed', '1'); }
    if (current && current.open) { params.set('ep', current.getAttribute('data-key')); }
    var hash = '#' + params.toString();
    if (location.hash !== hash) {
      try { history.replaceState(null, '', hash); } catch (e) { location.hash = hash; }
    }
  }

  function apply() {
    var want = {};
    SELECTS.forEach(function (name) {
      want[name] = form.querySelector('select[name="' + name + '"]').value;
    });
    var failedOnly = form.querySelector('input[name="failed"]').checked;
    var shown = 0, all = 0;
    document.querySelectorAll('details.ep').forEach(function (ep) {
      var ok = (!want.agent || ep.getAttribute('data-agent') === want.agent) &&
        (!want.world || ep.getAttribute('data-world') === want.world) &&
        (!want.type || ep.getAttribute('data-type') === want.type) &&
        (!want.runs || ep.getAttribute('data-runs') === want.runs) &&
        (!failedOnly || ep.getAttribute('data-failed') === '1');
      ep.hidden = !ok;
      all += 1;
      if (ok) { shown += 1; }
    });
    document.querySelectorAll('section.scen').forEach(function (section) {
      section.hidden = !section.querySelector('details.ep:not([hidden])');
    });
    document.getElementById('shown').textContent = shown + ' of ' + all + ' episodes';
  }

  function restore() {
    var params = new URLSearchParams(location.hash.replace(/^#/, ''));
    restoring = true;
    SELECTS.forEach(function (name) {
      var select = form.querySelector('select[name="' + name + '"]');
      var value = params.get(name) || '';
      var known = Array.prototype.some.call(select.options, function (o) {
        return o.value === value;
      });
      select.value = known ? value : '';
    });
    form.querySelector('input[name="failed"]').checked = params.get('failed') === '1';
    apply();
    var key = params.get('ep');
    var ep = key ? episodeByKey(key) : null;
    if (ep) {
      ep.hidden = false;
      ep.closest('section.scen').hidden = false;
      current = ep;
      ep.open = true;
      draw(ep);
      ep.scrollIntoView();
    }
    restoring = false;
  }

  function show(ep) {
    // a grid mark: open its episode and keep the filters unless they hide it
    if (ep.hidden) { form.reset(); apply(); }
    current = ep;
    ep.open = true;
    draw(ep);
    ep.scrollIntoView();
    save();
  }

  if (form) {
    form.addEventListener('change', function () { apply(); save(); });
    document.querySelectorAll('details.ep').forEach(function (ep) {
      ep.addEventListener('toggle', function () {
        if (ep.open) { current = ep; }
        save();
      });
    });
    document.querySelectorAll('a.mark').forEach(function (mark) {
      mark.addEventListener('click', function (event) {
        var ep = episodeByKey(mark.getAttribute('data-key'));
        if (!ep) { return; }
        event.preventDefault();
        show(ep);
      });
    });
    window.addEventListener('hashchange', restore);
    restore();
  }
})();
"""
