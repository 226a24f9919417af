// vipermap explorer: plain JS, no dependencies, no network.
// Every string from the map is untrusted: it reaches the DOM only through textContent, createTextNode and
// setAttribute on attributes we choose; the SVG is rebuilt node by node through an allow-list.
'use strict';
(function () {
  var SVG_NS = 'http://www.w3.org/2000/svg';
  // The payload is stored gzip-compressed, in base64, in data islands (ExplorerWriter): the map's island is inflated
  // before anything is drawn, a picture's the first time it is needed, so pictures nobody opens are never decoded.
  // DecompressionStream is the browser's own inflater; new Response(stream) reads it without any request.
  var inflated = window.vipermapInflated = [];
  function inflate(id) {
    var node = document.getElementById(id);
    if (!node) return Promise.resolve('');
    inflated.push(id);
    try {
      var binary = atob(node.textContent);
      var bytes = new Uint8Array(binary.length);
      for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
    } catch (error) {
      return Promise.reject(error); // not base64: reported like a stream that does not inflate
    }
  }
  function unreadable(message) {
    var p = document.createElement('p');
    p.className = 'empty';
    p.textContent = message;
    document.getElementById('viewport').appendChild(p);
    document.documentElement.setAttribute('data-error', 'true');
  }
  if (typeof DecompressionStream !== 'function' || typeof Response !== 'function') {
    unreadable('This browser cannot open the map: it has no DecompressionStream (Chromium 80, Firefox 113 and Safari 16.4 have it).');
    return;
  }
  inflate('vipermap-data').then(function (text) { return JSON.parse(text); }).then(start, function (error) {
    unreadable('The map stored in this page could not be read (' + error + '); write the page again with vipermap.');
  });

  function start(raw) {
    var appMap = raw.map;
    var pictures = raw.maps || [];
    // A picture's SVG (`svg`) is filled in when its island is inflated (loadPicture).
    pictures.forEach(function (p, i) { p.island = 'vipermap-picture-' + i; p.svg = null; p.loading = null; });
    var sourceTemplate = validTemplate(raw.sourceURL);
    var STATUSES = ['planned', 'scaffolded', 'inProgress', 'done'];
    var STATUS_LABEL = { planned: 'Planned', scaffolded: 'Scaffolded', inProgress: 'In progress', done: 'Done' };

    // ---------- model ----------
    var modules = appMap.modules || [];
    var routes = appMap.routes || [];
    var findings = appMap.findings || [];
    var byId = new Map();
    modules.forEach(function (m) { byId.set(m.id, m); });
    var succ = new Map(), pred = new Map();
    var routesFrom = new Map(), routesTo = new Map();
    modules.forEach(function (m) { succ.set(m.id, new Set()); pred.set(m.id, new Set()); routesFrom.set(m.id, []); routesTo.set(m.id, []); });
    function isBack(r) { return r.transition === 'dismiss' || r.transition === 'pop'; }
    // What a route leads to (map.json's `kind`; maps from before route kinds: what `to` and the transition say).
    function kindOf(r) {
      if (r.kind) return r.kind;
      if (r.to != null) return 'module';
      return isBack(r) ? 'back' : 'unresolved';
    }
    function resolutionText(res) {
      return res.resolved + ' of ' + res.total + ' route' + (res.total === 1 ? '' : 's') + ' resolved';
    }
    routes.forEach(function (r) {
      if (r.from != null && routesFrom.has(r.from)) routesFrom.get(r.from).push(r);
      if (r.to != null && routesTo.has(r.to)) routesTo.get(r.to).push(r);
      if (r.from != null && r.to != null && !isBack(r) && succ.has(r.from) && succ.has(r.to)) {
        succ.get(r.from).add(r.to); pred.get(r.to).add(r.from);
      }
    });
    // A map with no entry point carries one noLaunchPath finding, and reachability is unknown for every module.
    var noLaunchPath = findings.find(function (f) { return f.rule === 'noLaunchPath'; }) || null;
    var entryIds = new Set();
    (appMap.entryPoints || []).forEach(function (e) { if (byId.has(e.module)) entryIds.add(e.module); });
    routes.forEach(function (r) { if (r.from == null && r.to != null && byId.has(r.to)) entryIds.add(r.to); });

    // Breadcrumbs and reachability come from the analysis; when a map was not analysed, compute them here.
    var launchParent = null;
    function computedLaunchPaths() {
      if (launchParent) return launchParent;
      launchParent = new Map();
      var queue = [];
      Array.from(entryIds).sort().forEach(function (id) { launchParent.set(id, null); queue.push(id); });
      for (var i = 0; i < queue.length; i++) {
        Array.from(succ.get(queue[i]) || []).sort().forEach(function (n) {
          if (!launchParent.has(n)) { launchParent.set(n, queue[i]); queue.push(n); }
        });
      }
      return launchParent;
    }
    function breadcrumbOf(m) {
      if (Array.isArray(m.breadcrumb)) return m.breadcrumb;
      if (m.reachable === false || noLaunchPath) return null;
      var parents = computedLaunchPaths();
      if (!parents.has(m.id)) return null;
      var path = [];
      for (var cur = m.id; cur != null; cur = parents.get(cur)) path.unshift(cur);
      return path;
    }
    // true, false, or null when unknown (no launch path found).
    function isReachable(m) {
      if (m.reachable === true || m.reachable === false) return m.reachable;
      if (noLaunchPath) return null;
      return computedLaunchPaths().has(m.id);
    }

    // ---------- small DOM helpers (text only) ----------
    function el(tag, attrs, children) {
      var node = document.createElement(tag);
      if (attrs) Object.keys(attrs).forEach(function (k) {
        if (k === 'text') node.textContent = attrs[k];
        else if (attrs[k] != null) node.setAttribute(k, attrs[k]);
      });
      (children || []).forEach(function (c) { if (c != null) node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c); });
      return node;
    }
    function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }
    function $(id) { return document.getElementById(id); }

    // ---------- links ----------
    function hashFor(params) {
      var parts = [];
      Object.keys(params).forEach(function (k) {
        if (params[k] != null && params[k] !== '') parts.push(k + '=' + encodeURIComponent(params[k]));
      });
      return '#' + parts.join('&');
    }
    function moduleLink(id, label) {
      var a = el('a', { href: hashFor({ module: id }), text: label != null ? label : (byId.has(id) ? byId.get(id).name : id) });
      a.setAttribute('data-module', id);
      return a;
    }
    function validTemplate(t) {
      if (typeof t !== 'string') return null;
      try {
        var probe = new URL(t.split('{path}').join('p').split('{line}').join('1'));
        return (probe.protocol === 'https:' || probe.protocol === 'http:') ? t : null;
      } catch (e) { return null; }
    }
    function sourceHref(file, line) {
      if (!sourceTemplate || typeof file !== 'string') return null;
      var path = file.split('/').map(encodeURIComponent).join('/');
      var n = Number.isInteger(line) ? String(line) : '';
      var url = sourceTemplate.split('{path}').join(path).split('{line}').join(n);
      try {
        var parsed = new URL(url);
        return (parsed.protocol === 'https:' || parsed.protocol === 'http:') ? parsed.href : null;
      } catch (e) { return null; }
    }
    function location_(file, line) {
      var text = line != null ? file + ':' + line : file;
      var href = sourceHref(file, line);
      var node = href ? el('a', { href: href, target: '_blank', rel: 'noopener noreferrer', text: text }) : el('span', { text: text });
      node.className = 'mono';
      return node;
    }

    // ---------- state from the URL hash ----------
    function readState() {
      var params = new URLSearchParams(location.hash.replace(/^#/, ''));
      var s = {};
      ['view', 'map', 'module', 'focus', 'hops', 'dir', 'from', 'to', 'search', 'show', 'hide'].forEach(function (k) {
        var v = params.get(k); if (v != null && v !== '') s[k] = v;
      });
      return s;
    }
    function go(changes, replace) {
      var s = readState();
      Object.keys(changes).forEach(function (k) { s[k] = changes[k]; });
      var h = hashFor(s);
      if (h === '#') h = '#view=map';
      if (h === location.hash) return;
      if (replace) { history.replaceState(null, '', h); render(); }
      else location.hash = h;
    }

    // ---------- SVG: parse, then rebuild through an allow-list ----------
    var ALLOWED_TAGS = new Set(['svg', 'g', 'title', 'path', 'polygon', 'polyline', 'ellipse', 'circle', 'rect', 'line',
      'text', 'tspan', 'defs', 'linearGradient', 'radialGradient', 'stop']);
    var UNWRAP_TAGS = new Set(['a']);
    var ALLOWED_ATTRS = new Set(['id', 'class', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'width', 'height',
      'viewBox', 'points', 'd', 'transform', 'fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-opacity',
      'fill-opacity', 'opacity', 'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'text-decoration',
      'preserveAspectRatio', 'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'fx', 'fy']);
    function safeValue(v) {
      var squashed = v.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
      if (squashed.indexOf('javascript:') >= 0 || squashed.indexOf('expression(') >= 0) return false;
      var m = squashed.match(/url\(/g);
      if (m && !/^url\(#[^)]*\)$/.test(squashed)) return false;
      return true;
    }
    function importSVG(source) {
      var doc = new DOMParser().parseFromString(source, 'image/svg+xml');
      var root = doc.documentElement;
      if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS || doc.getElementsByTagName('parsererror').length) return null;
      function copy(node, parent) {
        if (node.nodeType === 3) { parent.appendChild(document.createTextNode(node.nodeValue)); return; }
        if (node.nodeType !== 1 || node.namespaceURI !== SVG_NS) return;
        if (UNWRAP_TAGS.has(node.localName)) { Array.prototype.forEach.call(node.childNodes, function (c) { copy(c, parent); }); return; }
        if (!ALLOWED_TAGS.has(node.localName)) return;
        var out = document.createElementNS(SVG_NS, node.localName);
        Array.prototype.forEach.call(node.attributes, function (a) {
          if (a.namespaceURI !== null || !ALLOWED_ATTRS.has(a.localName) || !safeValue(a.value)) return;
          var value = a.value;
          // Prefix ids so a module named like a page element cannot clobber it.
          if (a.localName === 'id') value = 'vm-svg-' + value;
          else if (/^url\(#/.test(value.trim())) value = value.trim().replace(/^url\(#/, 'url(#vm-svg-');
          out.setAttribute(a.localName, value);
        });
        parent.appendChild(out);
        Array.prototype.forEach.call(node.childNodes, function (c) { copy(c, out); });
      }
      var holder = document.createDocumentFragment();
      copy(root, holder);
      return holder.firstChild;
    }

    // ---------- which module, area or domain an SVG node draws ----------
    // vipermap's renderer writes node ids `module-<id>` (`stub-module-<id>` for a module of another area or domain),
    // `area-<name>` (the overview's boxes) and `domain-<name>`, with every byte but ASCII letters, digits and '-'
    // written `_XX`; other SVGs may use the module id, or the area's or domain's name, as the node's <title>.
    function encodeID(text) {
      var bytes = new TextEncoder().encode(text), out = '';
      for (var i = 0; i < bytes.length; i++) {
        var b = bytes[i];
        if ((b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b === 45) out += String.fromCharCode(b);
        else out += '_' + (b < 16 ? '0' : '') + b.toString(16).toUpperCase();
      }
      return out;
    }
    // Every module of a map written since issue 31 has an area (`explore` gives older maps theirs); the pictures name
    // theirs too (`area`).
    var moduleByElementId = new Map(), domainByElementId = new Map(), domainNames = new Set();
    var areaByElementId = new Map(), areaNames = new Set();
    modules.forEach(function (m) {
      moduleByElementId.set('module-' + encodeID(m.id), m.id);
      if (m.domain) domainNames.add(m.domain);
      if (m.area) areaNames.add(m.area);
    });
    pictures.forEach(function (p) { if (p.area) areaNames.add(p.area); });
    domainNames.forEach(function (d) { domainByElementId.set('domain-' + encodeID(d), d); });
    areaNames.forEach(function (a) { areaByElementId.set('area-' + encodeID(a), a); });
    // `overview`: the node is in the overview, whose boxes are areas; elsewhere a <title> names a domain first.
    function nodeTarget(elementId, title, overview) {
      if (moduleByElementId.has(elementId)) return { module: moduleByElementId.get(elementId) };
      if (elementId.indexOf('stub-') === 0 && moduleByElementId.has(elementId.slice(5))) return { module: moduleByElementId.get(elementId.slice(5)), stub: true };
      if (areaByElementId.has(elementId)) return { area: areaByElementId.get(elementId) };
      if (domainByElementId.has(elementId)) return { domain: domainByElementId.get(elementId) };
      if (title != null && byId.has(title)) return { module: title };
      var name = title == null ? null : title.replace(/^(area|domain|cluster)[:_]/, '');
      if (name == null) return null;
      if (overview && areaNames.has(name)) return { area: name };
      if (domainNames.has(name)) return { domain: name };
      if (areaNames.has(name)) return { area: name };
      return null;
    }
    function areaOf(m) { return m.area || null; }
    // An area's picture: its own (`kind: area`), or the domain's picture that draws the same modules (`area` set).
    // A page given pictures by hand may have only a domain picture of the same name: that one then.
    function areaPicture(name) {
      return pictures.find(function (p) { return (p.kind === 'area' || p.kind === 'domain') && p.area === name; })
        || pictures.find(function (p) { return p.kind === 'domain' && p.domain === name; }) || null;
    }
    function domainPicture(name) { return pictures.find(function (p) { return p.kind === 'domain' && p.domain === name; }) || null; }

    // ---------- map view: pan and zoom through the viewBox ----------
    var viewport = $('viewport');
    // The picture shown: its id, SVG, view boxes, and the nodes and edges found in it.
    function blankCurrent(id) {
      return { id: id, svg: null, base: null, box: null, nodes: new Map(), edges: [], groups: new Map(), extras: new Map(), sideEdges: [] };
    }
    var current = blankCurrent(null);
    function titleOf(g) {
      for (var c = g.firstChild; c; c = c.nextSibling) if (c.localName === 'title') return c.textContent;
      return null;
    }
    // A big app (BIG_APP modules or more, the size from which areas aim at 3 to 15 of them) opens on the overview of
    // areas, unless all its modules are in one area: an overview of one box says nothing, so such an app opens on the
    // whole app. So does a smaller app, when there is a whole-app picture.
    var BIG_APP = 25;
    function defaultMapId() {
      var offered = pictures.filter(function (p) { return p.kind !== 'everyKind'; });
      if (!offered.length) return null;
      var app = offered.find(function (p) { return p.kind === 'app'; });
      var overview = offered.find(function (p) { return p.kind === 'overview'; });
      if (overview && (!app || (modules.length >= BIG_APP && areaNames.size > 1))) return overview.id;
      return (app || offered[0]).id;
    }
    // ---------- the show/hide toggle: one vocabulary with `render --show/--hide` ----------
    // system, plain, unresolved and back are hidden by default (the pictures count them in a mark on each module);
    // planned is shown. A picture cannot grow new boxes, so showing any of the first four swaps the whole-app picture
    // or a domain's map for the one drawn with every kind (`everyKind`, with the domain it stands in for) and hides,
    // by their vm-<kind> classes, the kinds left unticked.
    var KINDS = ['system', 'plain', 'unresolved', 'back', 'planned'];
    var OFF_BY_DEFAULT = ['system', 'plain', 'unresolved', 'back'];
    function listParam(v) { return v ? v.split(',').filter(function (k) { return KINDS.indexOf(k) >= 0; }) : []; }
    function shownKinds(s) {
      var shown = new Set(['planned']);
      listParam(s.show).forEach(function (k) { shown.add(k); });
      listParam(s.hide).forEach(function (k) { shown.delete(k); });
      return shown;
    }
    // The every-kind picture of the whole app or of a domain's map (null for the overview, or when none was drawn).
    function everyKindFor(pic) {
      if (!pic || (pic.kind !== 'app' && pic.kind !== 'domain')) return null;
      return pictures.find(function (p) {
        return p.kind === 'everyKind' && (pic.kind === 'app' ? p.domain == null : p.domain === pic.domain);
      }) || null;
    }
    var everyKindPicture = everyKindFor(pictures.find(function (p) { return p.kind === 'app'; }));
    function asksForHiddenKinds(s) {
      var shown = shownKinds(s);
      return OFF_BY_DEFAULT.some(function (k) { return shown.has(k); });
    }
    // The picture drawn for the selected one: its every-kind version when the toggle asks for a kind it alone has.
    function displayedId(mapId, s) {
      var every = everyKindFor(pictureFor(mapId));
      return every && asksForHiddenKinds(s) ? every.id : mapId;
    }
    // The selector's picture for a drawn one: the whole app or the domain map an every-kind picture stands in for.
    function selectedOf(id) {
      var pic = id == null ? null : pictureFor(id);
      if (!pic || pic.kind !== 'everyKind') return id;
      var base = pictures.find(function (p) { return pic.domain == null ? p.kind === 'app' : p.kind === 'domain' && p.domain === pic.domain; });
      return base ? base.id : id;
    }
    // Whether a module of `domain` has a route the default pictures leave out.
    function domainHasHiddenKinds(domain) {
      return routes.some(function (r) {
        var m = r.from == null ? null : byId.get(r.from);
        return m && (m.domain || 'Ungrouped') === domain && (kindOf(r) !== 'module' || isBack(r));
      });
    }
    function applyKinds(s, mapId) {
      var shown = shownKinds(s);
      KINDS.forEach(function (k) { $('kind-' + k).checked = shown.has(k); });
      if (current.svg) {
        KINDS.forEach(function (k) {
          Array.prototype.forEach.call(current.svg.querySelectorAll('.vm-' + k), function (g) {
            if (shown.has(k)) g.classList.remove('vm-kind-hidden'); else g.classList.add('vm-kind-hidden');
          });
        });
      }
      var pic = pictureFor(mapId);
      var note = '';
      if (pic && pic.kind === 'overview' && areaNames.size === 1) {
        note = 'Every module of this app is in one area, ' + Array.from(areaNames)[0] + ', so the overview is one box.';
      } else if (asksForHiddenKinds(s) && !everyKindFor(pic)) {
        if (pic && pic.kind === 'domain' && !domainHasHiddenKinds(pic.domain)) {
          note = 'No module of this domain leads to a system or plain screen, an unresolved target or back.';
        } else if (pic && pic.kind === 'overview') {
          note = 'System and plain screens, unresolved targets and back transitions are drawn on the whole-app picture and on the domain maps; each module panel lists every route with its kind.';
        } else if (pic && pic.kind === 'area') {
          note = 'An area\'s picture draws its modules only: system and plain screens, unresolved targets and back transitions are drawn on the whole-app picture and on the domain maps; each module panel lists every route with its kind.';
        } else {
          note = 'No picture with system and plain screens, unresolved targets and back transitions was rendered here; each module panel lists every route with its kind.';
        }
      }
      var holder = $('map-note');
      clear(holder);
      if (note) holder.appendChild(document.createTextNode(note));
      var app = pictures.find(function (p) { return p.kind === 'app'; });
      if (note && everyKindPicture && app && pic && (pic.kind === 'overview' || pic.kind === 'area') && asksForHiddenKinds(s)) {
        var there = {}; Object.keys(s).forEach(function (k) { there[k] = s[k]; });
        there.map = app.id; there.view = 'map';
        holder.appendChild(document.createTextNode(' '));
        holder.appendChild(el('a', { id: 'map-note-app', href: hashFor(there), text: 'Open the whole app' }));
      }
      holder.hidden = !note;
    }
    KINDS.forEach(function (k) {
      $('kind-' + k).addEventListener('change', function () {
        var show = [], hide = [];
        KINDS.forEach(function (x) {
          var on = $('kind-' + x).checked;
          if (on && OFF_BY_DEFAULT.indexOf(x) >= 0) show.push(x);
          if (!on && OFF_BY_DEFAULT.indexOf(x) < 0) hide.push(x);
        });
        go({ show: show.length ? show.join(',') : null, hide: hide.length ? hide.join(',') : null });
      });
    });
    function pictureFor(id) { return pictures.find(function (p) { return p.id === id; }) || null; }
    function showPicture(id) {
      if (current.id === id && current.svg) return;
      var pic = pictureFor(id);
      clear(viewport);
      current = blankCurrent(id);
      if (!pic || !pic.svg) {
        viewport.appendChild(el('p', { class: 'empty', text: 'No picture of this map was rendered. Search and the dashboard still work.' }));
        return;
      }
      var svg = importSVG(pic.svg);
      if (!svg) {
        viewport.appendChild(el('p', { class: 'empty', text: 'The picture of this map could not be read.' }));
        return;
      }
      var vb = (svg.getAttribute('viewBox') || '').trim().split(/[\s,]+/).map(Number);
      if (vb.length !== 4 || vb.some(isNaN)) {
        var w = parseFloat(svg.getAttribute('width')) || 1000, h = parseFloat(svg.getAttribute('height')) || 1000;
        vb = [0, 0, w, h];
      }
      svg.removeAttribute('width'); svg.removeAttribute('height');
      svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
      svg.setAttribute('aria-label', pic.title);
      svg.setAttribute('role', 'img');
      current.svg = svg; current.base = vb.slice(); current.box = vb.slice();
      viewport.appendChild(svg);
      var byTitle = new Map();
      Array.prototype.forEach.call(svg.querySelectorAll('g.node'), function (g) {
        var what = nodeTarget((g.getAttribute('id') || '').replace(/^vm-svg-/, ''), titleOf(g), pic.kind === 'overview');
        // System and plain screens, unresolved targets, app launch: dimmed with the modules they hang on.
        if (!what) { if (titleOf(g) != null && titleOf(g) !== 'legend') current.extras.set(titleOf(g), g); return; }
        g.setAttribute('tabindex', '0'); g.setAttribute('role', 'link');
        // Edges join groups by name, modules by id: keyed apart, so an area named like a module is no module.
        byTitle.set(titleOf(g), what.module || (what.area != null ? 'area\u0000' + what.area : 'domain\u0000' + what.domain));
        if (what.module) {
          if (!what.stub || !current.nodes.has(what.module)) current.nodes.set(what.module, g);
          // A stub is a module of another area (in an area's picture) or of another domain.
          var stubOf = pic.kind === 'area' ? 'area ' + (areaOf(byId.get(what.module)) || '') : 'domain ' + (byId.get(what.module).domain || '');
          g.setAttribute('aria-label', 'Module ' + byId.get(what.module).name + (what.stub ? ' (in ' + stubOf + ')' : ''));
          g.setAttribute('data-module', what.module);
          if (what.stub) g.setAttribute('data-stub', 'true');
        } else if (what.area != null) {
          current.groups.set('area\u0000' + what.area, g);
          g.setAttribute('aria-label', 'Area ' + what.area); g.setAttribute('data-area', what.area);
        } else {
          current.groups.set('domain\u0000' + what.domain, g);
          g.setAttribute('aria-label', 'Domain ' + what.domain); g.setAttribute('data-domain', what.domain);
        }
      });
      Array.prototype.forEach.call(svg.querySelectorAll('g.edge'), function (g) {
        var ends = edgeEnds(titleOf(g) || '', byTitle);
        if (ends) { current.edges.push({ g: g, from: ends[0], to: ends[1] }); return; }
        var side = sideEnds(titleOf(g) || '', byTitle);
        if (side) current.sideEdges.push({ g: g, module: side[0], extra: side[1] });
      });
      applyBox();
    }
    // An edge between a module and a box that is no module (a system screen, app launch): [module, box's title].
    function sideEnds(t, byTitle) {
      var ends = splitEdgeTitle(t, function (a, b) {
        return (byTitle.has(a) && current.extras.has(b)) || (current.extras.has(a) && byTitle.has(b));
      });
      if (!ends) return null;
      return byTitle.has(ends[0]) ? [byTitle.get(ends[0]), ends[1]] : [byTitle.get(ends[1]), ends[0]];
    }
    function edgeEnds(t, byTitle) {
      var ends = splitEdgeTitle(t, function (a, b) { return byTitle.has(a) && byTitle.has(b); });
      return ends && [byTitle.get(ends[0]), byTitle.get(ends[1])];
    }
    // Graphviz titles edges "tail->head" with the DOT node names (which the node <title>s carry; a head may carry a
    // port, `:n`), and a name may itself contain "->": the first split whose two sides `known` accepts.
    function splitEdgeTitle(t, known) {
      for (var i = t.indexOf('->'); i >= 0; i = t.indexOf('->', i + 1)) {
        var a = t.slice(0, i), b = t.slice(i + 2).replace(/:[a-z]+$/, '');
        if (known(a, b)) return [a, b];
      }
      return null;
    }
    function applyBox() {
      if (current.svg) current.svg.setAttribute('viewBox', current.box.map(function (v) { return Math.round(v * 100) / 100; }).join(' '));
    }
    function fit() { if (current.svg) { current.box = current.base.slice(); applyBox(); } }
    function svgPoint(clientX, clientY) {
      var r = viewport.getBoundingClientRect();
      var b = current.box;
      var scale = Math.max(b[2] / r.width, b[3] / r.height);
      var ox = b[0] + b[2] / 2 - (r.width * scale) / 2, oy = b[1] + b[3] / 2 - (r.height * scale) / 2;
      return { x: ox + (clientX - r.left) * scale, y: oy + (clientY - r.top) * scale, scale: scale };
    }
    function zoom(factor, clientX, clientY) {
      if (!current.svg) return;
      var r = viewport.getBoundingClientRect();
      if (clientX == null) { clientX = r.left + r.width / 2; clientY = r.top + r.height / 2; }
      var p = svgPoint(clientX, clientY);
      var b = current.box;
      var w = b[2] / factor, h = b[3] / factor;
      var minW = current.base[2] / 200, maxW = current.base[2] * 8;
      if (w < minW || w > maxW) return;
      current.box = [p.x - (p.x - b[0]) / factor, p.y - (p.y - b[1]) / factor, w, h];
      applyBox();
    }
    function pan(dxPixels, dyPixels) {
      if (!current.svg) return;
      var p = svgPoint(0, 0);
      current.box[0] -= dxPixels * p.scale; current.box[1] -= dyPixels * p.scale;
      applyBox();
    }
    // The node's centre in viewBox units, from its shape's own coordinates: asking the browser (getBBox,
    // getBoundingClientRect) would force a layout of the whole picture, hundreds of ms at 2,000 nodes.
    function nodeCenter(g) {
      var shape = g.querySelector('ellipse, polygon, path');
      if (!shape) return null;
      var xs = [], ys = [];
      if (shape.localName === 'ellipse') {
        xs.push(parseFloat(shape.getAttribute('cx'))); ys.push(parseFloat(shape.getAttribute('cy')));
      } else {
        var nums = (shape.getAttribute(shape.localName === 'path' ? 'd' : 'points') || '').match(/-?\d*\.?\d+(?:e-?\d+)?/gi) || [];
        for (var i = 0; i + 1 < nums.length; i += 2) { xs.push(parseFloat(nums[i])); ys.push(parseFloat(nums[i + 1])); }
      }
      if (!xs.length) return null;
      var cx = (Math.min.apply(null, xs) + Math.max.apply(null, xs)) / 2, cy = (Math.min.apply(null, ys) + Math.max.apply(null, ys)) / 2;
      // Graphviz draws under one group translated by (pad, height): add that translation.
      var root = current.svg.querySelector('g');
      var m = /translate\(\s*(-?[\d.]+)[ ,]+(-?[\d.]+)\s*\)/.exec((root && root.getAttribute('transform')) || '');
      if (m) { cx += parseFloat(m[1]); cy += parseFloat(m[2]); }
      return isNaN(cx) || isNaN(cy) ? null : { x: cx, y: cy };
    }
    function centerOn(g) {
      if (!current.svg || !g) return;
      var c = nodeCenter(g);
      if (!c) return;
      var b = current.box;
      if (c.x < b[0] || c.x > b[0] + b[2] || c.y < b[1] || c.y > b[1] + b[3]) {
        current.box = [c.x - b[2] / 2, c.y - b[3] / 2, b[2], b[3]];
        applyBox();
      }
    }

    viewport.addEventListener('wheel', function (e) {
      if (!current.svg) return;
      e.preventDefault();
      // Trackpad pinch arrives as a wheel event with ctrlKey; scale it more gently.
      var k = e.ctrlKey ? 0.01 : 0.0015;
      var factor = Math.exp(-e.deltaY * k * (e.deltaMode === 1 ? 16 : 1));
      zoom(factor, e.clientX, e.clientY);
    }, { passive: false });
    var pointers = new Map(), dragMoved = 0, pinchDist = 0;
    viewport.addEventListener('pointerdown', function (e) {
      if (!current.svg || e.button > 0) return;
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      dragMoved = 0;
      if (pointers.size === 2) { var ps = Array.from(pointers.values()); pinchDist = Math.hypot(ps[0].x - ps[1].x, ps[0].y - ps[1].y); }
    });
    viewport.addEventListener('pointermove', function (e) {
      if (!pointers.has(e.pointerId)) return;
      var prev = pointers.get(e.pointerId);
      var dx = e.clientX - prev.x, dy = e.clientY - prev.y;
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.size === 1) {
        dragMoved += Math.abs(dx) + Math.abs(dy);
        if (dragMoved > 4) { viewport.classList.add('dragging'); if (!viewport.hasPointerCapture(e.pointerId)) viewport.setPointerCapture(e.pointerId); }
        pan(dx, dy);
      } else if (pointers.size === 2) {
        var ps = Array.from(pointers.values());
        var d = Math.hypot(ps[0].x - ps[1].x, ps[0].y - ps[1].y);
        if (pinchDist > 0) zoom(d / pinchDist, (ps[0].x + ps[1].x) / 2, (ps[0].y + ps[1].y) / 2);
        pinchDist = d; dragMoved = 99;
      }
    });
    function endPointer(e) { pointers.delete(e.pointerId); if (!pointers.size) viewport.classList.remove('dragging'); }
    viewport.addEventListener('pointerup', endPointer);
    viewport.addEventListener('pointercancel', endPointer);
    function activateNode(target) {
      var g = target && target.closest ? target.closest('g.node') : null;
      if (!g) return false;
      var id = g.getAttribute('data-module');
      if (id) { go({ module: id }); return true; }
      var a = g.getAttribute('data-area');
      if (a != null) {
        var areaPic = areaPicture(a);
        if (areaPic) go({ map: areaPic.id, view: 'map' });
        return true;
      }
      var d = g.getAttribute('data-domain');
      if (d != null) {
        var pic = domainPicture(d);
        if (pic) go({ map: pic.id, view: 'map' });
        return true;
      }
      return false;
    }
    viewport.addEventListener('click', function (e) {
      if (dragMoved > 4) return;
      activateNode(e.target);
    });
    viewport.addEventListener('keydown', function (e) {
      if (e.key === 'Enter' && activateNode(e.target)) { e.preventDefault(); return; }
      var step = 60;
      if (e.key === 'ArrowLeft') pan(step, 0);
      else if (e.key === 'ArrowRight') pan(-step, 0);
      else if (e.key === 'ArrowUp') pan(0, step);
      else if (e.key === 'ArrowDown') pan(0, -step);
      else return;
      e.preventDefault();
    });
    $('zoom-in').addEventListener('click', function () { zoom(1.25); });
    $('zoom-out').addEventListener('click', function () { zoom(0.8); });
    $('zoom-fit').addEventListener('click', fit);
    $('map-select').addEventListener('change', function (e) { go({ map: e.target.value, view: 'map' }); });
    $('focus-clear').addEventListener('click', function () { go({ focus: null, hops: null, dir: null, from: null, to: null }); });
    $('panel-close').addEventListener('click', function () { go({ module: null }); });

    document.addEventListener('keydown', function (e) {
      var t = e.target;
      var typing = t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable);
      if (typing || e.altKey || e.metaKey || (e.ctrlKey && e.key !== '0')) return;
      if (e.key === '/') { e.preventDefault(); $('search-input').focus(); $('search-input').select(); }
      else if (e.key === '+' || e.key === '=') { zoom(1.25); e.preventDefault(); }
      else if (e.key === '-' || e.key === '_') { zoom(0.8); e.preventDefault(); }
      else if (e.key === '0' && !e.ctrlKey) { fit(); e.preventDefault(); }
      else if (e.key === 'Escape' && readState().module) { go({ module: null }); }
    });

    // ---------- focus and paths ----------
    function neighbourhood(id, hops, dir) {
      var seen = new Set([id]), frontier = [id];
      for (var i = 0; i < hops; i++) {
        var next = [];
        frontier.forEach(function (n) {
          var around = [];
          if (dir !== 'in') around = around.concat(Array.from(succ.get(n) || []));
          if (dir !== 'out') around = around.concat(Array.from(pred.get(n) || []));
          around.forEach(function (x) { if (!seen.has(x)) { seen.add(x); next.push(x); } });
        });
        frontier = next;
      }
      return seen;
    }
    function shortestPath(a, b) {
      if (!byId.has(a) || !byId.has(b)) return null;
      var parent = new Map([[a, null]]), queue = [a];
      for (var i = 0; i < queue.length; i++) {
        if (queue[i] === b) break;
        Array.from(succ.get(queue[i]) || []).sort().forEach(function (n) { if (!parent.has(n)) { parent.set(n, queue[i]); queue.push(n); } });
      }
      if (!parent.has(b)) return null;
      var path = [];
      for (var cur = b; cur != null; cur = parent.get(cur)) path.unshift(cur);
      return path;
    }
    function applyHighlights(s) {
      if (!current.svg) return;
      Array.prototype.forEach.call(current.svg.querySelectorAll('.vm-dim, .vm-selected, .vm-path'), function (n) {
        n.classList.remove('vm-dim', 'vm-selected', 'vm-path');
      });
      var status = $('focus-status');
      status.textContent = '';
      $('focus-clear').hidden = true;
      var keep = null, onPath = null;
      if (s.focus && byId.has(s.focus)) {
        var hops = Math.max(0, Math.min(20, parseInt(s.hops || '1', 10) || 1));
        var dir = s.dir === 'in' || s.dir === 'out' ? s.dir : 'both';
        keep = neighbourhood(s.focus, hops, dir);
        status.textContent = 'Focus: ' + byId.get(s.focus).name + ', ' + hops + ' hop' + (hops === 1 ? '' : 's') + ' ' + (dir === 'both' ? 'in and out' : dir) + ' (' + keep.size + ' modules)';
        $('focus-clear').hidden = false;
      }
      if (s.from && s.to) {
        var path = shortestPath(s.from, s.to);
        $('focus-clear').hidden = false;
        if (path) {
          onPath = new Set();
          for (var i = 0; i + 1 < path.length; i++) onPath.add(path[i] + '\u0000' + path[i + 1]);
          keep = new Set(path);
          status.textContent = 'Path: ' + path.map(function (id) { return byId.get(id).name; }).join(' → ');
        } else {
          status.textContent = 'No path from ' + (byId.has(s.from) ? byId.get(s.from).name : s.from) + ' to ' + (byId.has(s.to) ? byId.get(s.to).name : s.to);
        }
      }
      if (keep) {
        current.nodes.forEach(function (g, id) { if (!keep.has(id)) g.classList.add('vm-dim'); });
        current.edges.forEach(function (e) {
          if (onPath ? onPath.has(e.from + '\u0000' + e.to) : (keep.has(e.from) && keep.has(e.to))) { if (onPath) e.g.classList.add('vm-path'); }
          else e.g.classList.add('vm-dim');
        });
        // A box that is no module stays lit while a module it hangs on does (not on a path: a path is modules).
        var litExtras = new Set();
        current.sideEdges.forEach(function (e) {
          if (!onPath && keep.has(e.module)) litExtras.add(e.extra);
          else e.g.classList.add('vm-dim');
        });
        current.extras.forEach(function (g, title) { if (!litExtras.has(title)) g.classList.add('vm-dim'); });
      }
      if (s.module && current.nodes.has(s.module)) current.nodes.get(s.module).classList.add('vm-selected');
    }

    // ---------- search ----------
    var index = [];
    (function buildIndex() {
      var domains = new Map(), areas = new Map();
      modules.forEach(function (m) {
        // A module's detail names its area, and its domain when that is another name: a search of two words may name both.
        var where = [areaOf(m), m.domain && m.domain !== areaOf(m) ? m.domain : null].filter(function (w) { return w; }).join(' · ');
        index.push({ kind: 'module', text: m.name, detail: (where ? where + ' · ' : '') + m.id, module: m.id });
        if (m.id !== m.name) index.push({ kind: 'module', text: m.id, detail: where, module: m.id });
        if (m.domain && !domains.has(m.domain)) domains.set(m.domain, m.id);
        if (areaOf(m) && !areas.has(areaOf(m))) areas.set(areaOf(m), m.id);
        var files = new Set();
        (m.components || []).forEach(function (c) { files.add(c.file); });
        (m.storyboards || []).forEach(function (f) { files.add(f); });
        files.forEach(function (f) { index.push({ kind: 'file', text: f, detail: m.name, module: m.id }); });
        (m.navigationOptions || []).forEach(function (o) { index.push({ kind: 'option', text: o.name, detail: m.name + ' · ' + o.state, module: m.id }); });
      });
      areas.forEach(function (first, a) { index.push({ kind: 'area', text: a, detail: 'area', area: a, module: first }); });
      domains.forEach(function (first, d) { index.push({ kind: 'domain', text: d, detail: 'domain', domain: d, module: first }); });
      routes.forEach(function (r) {
        if (r.trigger && r.from != null) index.push({ kind: 'trigger', text: r.trigger, detail: (byId.has(r.from) ? byId.get(r.from).name : r.from) + ' → ' + (r.to != null && byId.has(r.to) ? byId.get(r.to).name : (r.target || r.transition)), module: r.from });
      });
      index.forEach(function (e) { e.lower = e.text.toLowerCase(); e.detailLower = (e.detail || '').toLowerCase(); });
    })();
    function score(q, s) {
      var at = s.indexOf(q);
      if (at === 0) return 1000 - s.length;
      if (at > 0) return 800 - at - s.length / 10;
      // Fuzzy: every query character in order; consecutive runs and word starts score higher.
      var si = 0, total = 0, run = 0;
      for (var qi = 0; qi < q.length; qi++) {
        var found = s.indexOf(q[qi], si);
        if (found < 0) return -1;
        run = found === si ? run + 1 : 0;
        var wordStart = found === 0 || /[\/\s._\-]/.test(s[found - 1]);
        total += 10 + run * 5 + (wordStart ? 8 : 0) - Math.min(found - si, 10);
        si = found + 1;
      }
      return total - s.length / 10;
    }
    function search(query) {
      var q = query.trim().toLowerCase();
      if (!q) return [];
      // Several words: every word must match the entry (`auth login`, `catalog details`), text or detail.
      var words = q.split(/\s+/);
      var hits = [];
      for (var i = 0; i < index.length; i++) {
        var sc;
        if (words.length === 1) sc = score(q, index[i].lower);
        else {
          sc = 0;
          var hay = index[i].lower + ' ' + index[i].detailLower;
          for (var w = 0; w < words.length && sc >= 0; w++) { var ws = score(words[w], hay); sc = ws < 0 ? -1 : sc + ws; }
        }
        if (sc >= 0) hits.push({ e: index[i], s: sc });
      }
      hits.sort(function (a, b) { return b.s - a.s || (a.e.text < b.e.text ? -1 : a.e.text > b.e.text ? 1 : 0); });
      var seen = new Set(), out = [];
      for (var j = 0; j < hits.length && out.length < 50; j++) {
        var key = hits[j].e.kind + '\u0000' + hits[j].e.text + '\u0000' + hits[j].e.module;
        if (!seen.has(key)) { seen.add(key); out.push(hits[j].e); }
      }
      return out;
    }
    window.vipermapSearch = search;
    var input = $('search-input'), list = $('search-results');
    var results = [], selected = -1;
    function showResults(query) {
      results = search(query);
      selected = results.length ? 0 : -1;
      clear(list);
      if (!query.trim()) { list.hidden = true; input.setAttribute('aria-expanded', 'false'); $('search-summary').textContent = ''; return; }
      results.forEach(function (r, i) {
        var li = el('li', { id: 'search-result-' + i, role: 'option', 'aria-selected': i === selected ? 'true' : 'false' }, [
          el('span', { class: 'kind', text: r.kind }), el('span', { class: 'text', text: r.text }), el('span', { class: 'detail', text: r.detail })
        ]);
        li.addEventListener('mousedown', function (e) { e.preventDefault(); openResult(i); });
        list.appendChild(li);
      });
      if (!results.length) list.appendChild(el('li', { class: 'empty', role: 'option', 'aria-disabled': 'true', text: 'Nothing matches.' }));
      list.hidden = false;
      input.setAttribute('aria-expanded', 'true');
      input.setAttribute('aria-activedescendant', selected >= 0 ? 'search-result-0' : '');
      $('search-summary').textContent = results.length + ' result' + (results.length === 1 ? '' : 's');
    }
    function moveSelection(delta) {
      if (!results.length) return;
      selected = (selected + delta + results.length) % results.length;
      Array.prototype.forEach.call(list.children, function (li, i) { li.setAttribute('aria-selected', i === selected ? 'true' : 'false'); });
      input.setAttribute('aria-activedescendant', 'search-result-' + selected);
      var item = list.children[selected];
      if (item && item.scrollIntoView) item.scrollIntoView({ block: 'nearest' });
    }
    function openResult(i) {
      var r = results[i];
      if (!r) return;
      list.hidden = true; input.setAttribute('aria-expanded', 'false');
      var pic = r.kind === 'area' ? areaPicture(r.area) : r.kind === 'domain' ? domainPicture(r.domain) : null;
      if (pic) { go({ view: 'map', map: pic.id, search: null }); return; }
      go({ module: r.module, search: null });
      var title = $('panel-title');
      if (title) title.focus();
    }
    input.addEventListener('input', function () {
      showResults(input.value);
      var s = readState();
      var h = hashFor(Object.assign(s, { search: input.value || null }));
      history.replaceState(null, '', h === '#' ? location.pathname + location.search : h);
    });
    input.addEventListener('keydown', function (e) {
      if (e.key === 'ArrowDown') { moveSelection(1); e.preventDefault(); }
      else if (e.key === 'ArrowUp') { moveSelection(-1); e.preventDefault(); }
      else if (e.key === 'Enter') { if (selected >= 0) openResult(selected); e.preventDefault(); }
      else if (e.key === 'Escape') { input.value = ''; showResults(''); input.blur(); }
    });
    input.addEventListener('focus', function () { if (input.value) showResults(input.value); });
    input.addEventListener('blur', function () { setTimeout(function () { list.hidden = true; input.setAttribute('aria-expanded', 'false'); }, 150); });

    // ---------- module panel ----------
    function statusBadge(status) { return el('span', { class: 'badge ' + status, text: STATUS_LABEL[status] || status }); }
    function section(title, children) {
      var frag = document.createDocumentFragment();
      frag.appendChild(el('h3', { text: title }));
      children.forEach(function (c) { frag.appendChild(c); });
      return frag;
    }
    function routeItem(r, outgoing) {
      var li = el('li');
      if (outgoing) {
        var kind = kindOf(r);
        li.setAttribute('data-kind', kind);
        if (r.to != null && byId.has(r.to)) li.appendChild(moduleLink(r.to));
        else if (kind === 'system' || kind === 'plain') {
          li.appendChild(el('span', { class: 'tag', text: kind === 'system' ? 'system screen' : 'plain screen' }));
          if (r.targetType) { li.appendChild(document.createTextNode(' ')); li.appendChild(el('code', { text: r.targetType })); }
          if (kind === 'plain' && r.targetFile) { li.appendChild(document.createTextNode(' ')); li.appendChild(location_(r.targetFile, null)); }
        } else {
          li.appendChild(el('span', { class: kind === 'back' ? 'tag' : 'badge unresolved', text: kind === 'back' ? 'back' : 'unresolved' }));
          var what = r.target || (r.to != null ? r.to : null);
          if (kind !== 'back' && what) { li.appendChild(document.createTextNode(' ')); li.appendChild(el('code', { text: what })); }
        }
      } else {
        li.appendChild(r.from != null ? moduleLink(r.from) : el('span', { class: 'tag', text: 'app launch' }));
      }
      li.appendChild(document.createTextNode(' '));
      li.appendChild(el('span', { class: 'tag', text: r.transition }));
      if (r.trigger) { li.appendChild(document.createTextNode(' on ')); li.appendChild(el('code', { text: r.trigger })); }
      if (r.condition) { li.appendChild(document.createTextNode(' ')); li.appendChild(el('span', { class: 'tag', text: '#if ' + r.condition })); }
      li.appendChild(el('br'));
      li.appendChild(location_(r.file, r.line));
      if (r.triggeredBy && r.triggeredBy.length) {
        var ul = el('ul', { class: 'sub' });
        r.triggeredBy.forEach(function (c) {
          ul.appendChild(el('li', null, ['fired by ', el('code', { text: c.type + '.' + c.method }), ' ', location_(c.file, c.line)]));
        });
        li.appendChild(ul);
      }
      return li;
    }
    // Why a module is in its area (map.json's areaSource), in the words of docs/explorer.md.
    var AREA_SOURCE = { catalog: 'declared in the module catalog', folder: 'from its folder', xcodeGroup: 'from its Xcode group',
      navigation: 'placed by the navigation from launch' };
    // The module's area, linked to the area's picture (the module stays open), and why it is there.
    function areaCell(m) {
      var area = areaOf(m);
      var dd = el('dd', { id: 'module-area' });
      if (!area) { dd.textContent = '—'; return dd; }
      var pic = areaPicture(area);
      dd.appendChild(pic ? el('a', { href: hashFor({ view: 'map', map: pic.id, module: m.id }), 'data-area': area, text: area }) : el('span', { text: area }));
      // "Not reached from launch" says why by its name.
      if (AREA_SOURCE[m.areaSource]) dd.appendChild(el('span', { class: 'sub', text: ' · ' + AREA_SOURCE[m.areaSource] }));
      return dd;
    }
    function showPanel(id) {
      var panel = $('panel'), body = $('panel-body');
      var m = byId.get(id);
      if (!m) { panel.hidden = true; return; }
      panel.hidden = false;
      $('panel-title').textContent = m.name;
      clear(body);
      var meta = el('dl', { class: 'meta' }, [
        el('dt', { text: 'Status' }), el('dd', null, [statusBadge(m.status)]),
        el('dt', { text: 'Area' }), areaCell(m),
        el('dt', { text: 'Domain' }), el('dd', { text: m.domain || '—' }),
        el('dt', { text: 'Id' }), el('dd', null, [el('code', { text: m.id })])
      ]);
      if (m.project) { meta.appendChild(el('dt', { text: 'Project' })); meta.appendChild(el('dd', { text: m.project })); }
      if (m.storyboards && m.storyboards.length) {
        var sb = el('dd');
        m.storyboards.forEach(function (f, i) { if (i) sb.appendChild(document.createTextNode(', ')); sb.appendChild(location_(f, null)); });
        meta.appendChild(el('dt', { text: 'Storyboards' })); meta.appendChild(sb);
      }
      if (m.declaration) { meta.appendChild(el('dt', { text: 'Declared' })); meta.appendChild(el('dd', null, [location_(m.declaration.file, m.declaration.line)])); }
      if (m.resolution) { meta.appendChild(el('dt', { text: 'Routes' })); meta.appendChild(el('dd', { id: 'module-resolution', text: resolutionText(m.resolution) })); }
      body.appendChild(meta);

      var crumbs = breadcrumbOf(m);
      var crumbList = el('ol', { class: 'crumbs', 'aria-label': 'Path from app launch' });
      if (crumbs) {
        crumbList.appendChild(el('li', null, [el('span', { class: 'tag', text: 'launch' })]));
        crumbs.forEach(function (c) { crumbList.appendChild(el('li', null, [c === m.id ? el('strong', { text: byId.has(c) ? byId.get(c).name : c }) : moduleLink(c)])); });
      }
      var reach = isReachable(m);
      var reachText = reach === null ? 'Reachability unknown: vipermap found no launch path in this app.'
        : m.notBuilt === true && !reach ? 'Not built: no target builds this module.'
        : reach ? 'Entry point.' : 'Not reachable from app launch.';
      body.appendChild(section('From app launch', [crumbs ? crumbList : el('p', { class: 'sub', id: 'reachability', text: reachText })]));

      var comps = el('ul', { id: 'components' });
      (m.components || []).forEach(function (c) {
        comps.appendChild(el('li', null, [el('span', { class: 'tag', text: c.role }), ' ', el('code', { text: c.type }), ' ', location_(c.file, c.line)]));
      });
      body.appendChild(section('Components', [m.components && m.components.length ? comps : el('p', { class: 'sub', text: 'No components found.' })]));

      var outs = routesFrom.get(m.id) || [], ins = routesTo.get(m.id) || [];
      var outList = el('ul', { id: 'routes-out' }); outs.forEach(function (r) { outList.appendChild(routeItem(r, true)); });
      var inList = el('ul', { id: 'routes-in' }); ins.forEach(function (r) { inList.appendChild(routeItem(r, false)); });
      body.appendChild(section('Routes out (' + outs.length + ')', [outs.length ? outList : el('p', { class: 'sub', text: 'None.' })]));
      body.appendChild(section('Routes in (' + ins.length + ')', [ins.length ? inList : el('p', { class: 'sub', text: 'None.' })]));

      var opts = el('ul');
      (m.navigationOptions || []).forEach(function (o) {
        opts.appendChild(el('li', null, [el('code', { text: o.name }), ' ', el('span', { class: 'badge ' + o.state, text: o.state }), ' ', location_(o.file, o.line)]));
      });
      if (m.navigationOptions && m.navigationOptions.length) body.appendChild(section('Navigation options', [opts]));

      var ev = el('ul', { id: 'evidence' });
      (m.evidence || []).forEach(function (e) {
        var li = el('li', null, [statusBadge(e.status), ' ', el('span', { class: 'tag', text: e.kind }), ' ', el('span', { text: e.message })]);
        if (e.file) { li.appendChild(document.createTextNode(' ')); li.appendChild(location_(e.file, e.line)); }
        ev.appendChild(li);
      });
      body.appendChild(section('Status', [el('p', null, [statusBadge(m.status), ' ', el('span', { class: 'sub', text: (m.evidence || []).length ? 'because:' : 'nothing says otherwise.' })]), ev]));

      var fs = findings.filter(function (f) { return f.module === m.id; });
      if (fs.length) {
        var fl = el('ul');
        fs.forEach(function (f) {
          var li = el('li', null, [el('span', { class: 'tag', text: f.rule }), ' ', el('span', { text: f.message })]);
          if (f.file) { li.appendChild(document.createTextNode(' ')); li.appendChild(location_(f.file, f.line)); }
          fl.appendChild(li);
        });
        body.appendChild(section('Findings', [fl]));
      }
      body.appendChild(section('Focus', [focusForm(m)]));
    }
    var datalist = null;
    function focusForm(m) {
      if (!datalist) {
        datalist = el('datalist', { id: 'module-ids' });
        modules.forEach(function (x) { datalist.appendChild(el('option', { value: x.id })); });
        document.body.appendChild(datalist);
      }
      var s = readState();
      var hops = el('input', { type: 'number', min: '0', max: '20', value: s.focus === m.id && s.hops ? s.hops : '1', id: 'focus-hops' });
      var dir = el('select', { id: 'focus-dir' });
      [['both', 'in and out'], ['out', 'out'], ['in', 'in']].forEach(function (d) {
        var o = el('option', { value: d[0], text: d[1] });
        if ((s.focus === m.id ? s.dir || 'both' : 'both') === d[0]) o.selected = true;
        dir.appendChild(o);
      });
      var show = el('button', { type: 'button', id: 'focus-apply', text: 'Show neighbourhood' });
      show.addEventListener('click', function () { go({ view: 'map', focus: m.id, hops: hops.value, dir: dir.value, from: null, to: null }); });
      var target = el('input', { list: 'module-ids', id: 'path-to', placeholder: 'module id', 'aria-label': 'Path to module' });
      if (s.from === m.id && s.to) target.value = s.to;
      var pathBtn = el('button', { type: 'button', id: 'path-apply', text: 'Highlight path' });
      pathBtn.addEventListener('click', function () { if (target.value) go({ view: 'map', from: m.id, to: target.value, focus: null }); });
      return el('div', null, [
        el('div', { class: 'focus-form' }, [el('label', { for: 'focus-hops', text: 'Hops' }), hops, el('label', { for: 'focus-dir', text: 'Direction' }), dir, show]),
        el('div', { class: 'focus-form' }, [el('label', { for: 'path-to', text: 'Path to' }), target, pathBtn])
      ]);
    }

    // ---------- dashboard ----------
    var dashboardBuilt = false;
    function buildDashboard() {
      if (dashboardBuilt) return;
      dashboardBuilt = true;
      var body = $('dashboard-body');
      // Modules no target builds (legacy code left in the folder) are not progress: counted apart, left out below.
      var notBuilt = modules.filter(function (m) { return m.notBuilt === true; });
      var built = modules.filter(function (m) { return m.notBuilt !== true; });
      var counts = {}; STATUSES.forEach(function (s) { counts[s] = 0; });
      built.forEach(function (m) { counts[m.status] = (counts[m.status] || 0) + 1; });
      var unreachable = built.filter(function (m) { return isReachable(m) === false; });
      if (noLaunchPath) body.appendChild(el('p', { class: 'notice', id: 'no-launch-path', role: 'note', text: noLaunchPath.message }));
      if (appMap.resolution) body.appendChild(el('p', { id: 'map-resolution', text: resolutionText(appMap.resolution) + ' in the whole app (system and plain screens count as resolved; ways back are not counted).' }));
      var cl = el('ul', { class: 'counts', 'aria-label': 'Modules by status' });
      cl.appendChild(el('li', null, [el('span', { class: 'n', 'data-count': 'total', text: String(built.length) }), 'modules']));
      STATUSES.forEach(function (s) {
        cl.appendChild(el('li', null, [el('span', { class: 'n', 'data-count': s, text: String(counts[s]) }), statusBadge(s)]));
      });
      if (noLaunchPath) cl.appendChild(el('li', null, [el('span', { class: 'n', 'data-count': 'unreachable', text: '?' }), 'reachability unknown']));
      else cl.appendChild(el('li', null, [el('span', { class: 'n', 'data-count': 'unreachable', text: String(unreachable.length) }), 'unreachable']));
      if (appMap.resolution) cl.appendChild(el('li', null, [el('span', { class: 'n', 'data-count': 'resolution', text: appMap.resolution.resolved + ' / ' + appMap.resolution.total }), 'routes resolved']));
      cl.appendChild(el('li', null, [el('span', { class: 'n', 'data-count': 'routes', text: String(routes.length) }), 'routes']));
      if (notBuilt.length) cl.appendChild(el('li', null, [el('span', { class: 'n', 'data-count': 'notBuilt', text: String(notBuilt.length) }), 'not built (in no target)']));
      body.appendChild(cl);

      // Progress by area, the grouping of the overview; domains keep their pictures, the panel and search.
      var byArea = new Map();
      built.forEach(function (m) {
        var a = areaOf(m) || '(no area)';
        if (!byArea.has(a)) byArea.set(a, []);
        byArea.get(a).push(m);
      });
      var grid = el('div', { class: 'areas', role: 'list', 'aria-label': 'Progress by area' });
      Array.from(byArea.keys()).sort().forEach(function (a) {
        var ms = byArea.get(a);
        var per = {}; STATUSES.forEach(function (s) { per[s] = 0; });
        ms.forEach(function (m) { per[m.status]++; });
        var track = el('div', { class: 'bar-track', role: 'img', 'aria-label': STATUSES.map(function (s) { return per[s] + ' ' + STATUS_LABEL[s].toLowerCase(); }).join(', ') });
        ['done', 'inProgress', 'scaffolded', 'planned'].forEach(function (s) {
          if (!per[s]) return;
          var seg = el('span', { class: s, title: per[s] + ' ' + STATUS_LABEL[s].toLowerCase() });
          seg.style.width = (100 * per[s] / ms.length) + '%';
          track.appendChild(seg);
        });
        var pic = areaPicture(a);
        grid.appendChild(el('div', { role: 'listitem', 'data-area': a }, [pic ? el('a', { href: hashFor({ view: 'map', map: pic.id }), text: a }) : el('span', { text: a })]));
        grid.appendChild(track);
        grid.appendChild(el('span', { class: 'sub', text: per.done + ' / ' + ms.length + ' done' }));
      });
      body.appendChild(section('Progress by area', [grid]));

      function moduleList(id, items) {
        var ul = el('ul', { id: id });
        items.forEach(function (m) { ul.appendChild(el('li', null, [moduleLink(m.id), areaOf(m) ? el('span', { class: 'sub', text: ' · ' + areaOf(m) }) : null])); });
        return items.length ? ul : el('p', { class: 'sub', id: id, text: 'None.' });
      }
      var lists = el('div', { class: 'lists' });
      function byName(a, b) { return a.name < b.name ? -1 : a.name > b.name ? 1 : (a.id < b.id ? -1 : 1); }
      lists.appendChild(el('div', null, [section('Planned (' + counts.planned + ')', [moduleList('list-planned', modules.filter(function (m) { return m.status === 'planned'; }).sort(byName))])]));
      lists.appendChild(el('div', null, [section('Scaffolded (' + counts.scaffolded + ')', [moduleList('list-scaffolded', modules.filter(function (m) { return m.status === 'scaffolded'; }).sort(byName))])]));
      lists.appendChild(el('div', null, [noLaunchPath
        ? section('Unreachable', [el('p', { class: 'sub', id: 'list-unreachable', text: 'Unknown: no launch path was found (see above).' })])
        : section('Unreachable (' + unreachable.length + ')', [moduleList('list-unreachable', unreachable.sort(byName))])]));
      var opts = [];
      modules.forEach(function (m) { (m.navigationOptions || []).forEach(function (o) { if (o.state !== 'handled') opts.push({ m: m, o: o }); }); });
      var ol = el('ul', { id: 'list-options' });
      opts.forEach(function (x) { ol.appendChild(el('li', null, [moduleLink(x.m.id), ' ', el('code', { text: x.o.name }), ' ', el('span', { class: 'badge ' + x.o.state, text: x.o.state }), el('br'), location_(x.o.file, x.o.line)])); });
      lists.appendChild(el('div', null, [section('Unhandled options (' + opts.length + ')', [opts.length ? ol : el('p', { class: 'sub', id: 'list-options', text: 'None.' })])]));
      var unresolved = routes.filter(function (r) { return kindOf(r) === 'unresolved'; });
      var ul = el('ul', { id: 'list-unresolved' });
      unresolved.forEach(function (r) {
        ul.appendChild(el('li', null, [r.from != null ? moduleLink(r.from) : el('span', { class: 'tag', text: 'app launch' }), ' ', el('span', { class: 'tag', text: r.transition }),
          r.trigger ? el('code', { text: ' ' + r.trigger }) : null, r.target ? el('span', null, [' → ', el('code', { text: r.target })]) : null, el('br'), location_(r.file, r.line)]));
      });
      lists.appendChild(el('div', null, [section('Unresolved routes (' + unresolved.length + ')', [unresolved.length ? ul : el('p', { class: 'sub', id: 'list-unresolved', text: 'None.' })])]));
      body.appendChild(lists);
    }

    // ---------- render the state ----------
    // The selector: the whole app and the overview, then every area's picture, then every domain's. A domain picture
    // that is also an area's is listed in both groups (the first, the area's option, is the one shown selected).
    var select = $('map-select');
    (function fillSelect() {
      var areaOptions = [], domainOptions = [];
      pictures.forEach(function (p) {
        if (p.kind === 'everyKind') return;
        if (p.kind === 'area' || (p.kind === 'domain' && p.area != null)) areaOptions.push({ name: p.area, option: el('option', { value: p.id, text: 'Area ' + p.area }) });
        if (p.kind === 'domain') domainOptions.push(el('option', { value: p.id, text: p.title }));
        if (p.kind !== 'area' && p.kind !== 'domain') select.appendChild(el('option', { value: p.id, text: p.title }));
      });
      // A hand-given domain picture that shares an area's name stands in for that area (areaPicture).
      areaNames.forEach(function (a) {
        var pic = areaPicture(a);
        if (pic && pic.area == null && pic.kind === 'domain') areaOptions.push({ name: a, option: el('option', { value: pic.id, text: 'Area ' + a }) });
      });
      areaOptions.sort(function (x, y) { return x.name < y.name ? -1 : x.name > y.name ? 1 : 0; });
      if (areaOptions.length) select.appendChild(el('optgroup', { label: 'Areas' }, areaOptions.map(function (o) { return o.option; })));
      if (domainOptions.length) select.appendChild(el('optgroup', { label: 'Domains' }, domainOptions));
    })();
    if (!pictures.length) select.appendChild(el('option', { value: '', text: 'No picture' }));
    // Draws the state in the URL, once the pictures it may show are inflated: at once when they already are (so a
    // click redraws in the same task), else when they are, unless another render was asked for meanwhile.
    var renderToken = 0;
    function render() {
      var s = readState();
      var token = ++renderToken;
      var pending = picturesNeeded(s).filter(function (p) { return p.svg == null; });
      if (!pending.length) { renderState(s); return Promise.resolve(); }
      return Promise.all(pending.map(loadPicture)).then(function () { if (token === renderToken) renderState(s); });
    }
    function loadPicture(pic) {
      if (!pic.loading) {
        pic.loading = inflate(pic.island).then(function (text) { pic.svg = text; }, function () { pic.svg = ''; });
      }
      return pic.loading;
    }
    // The pictures renderState may look into for state `s`: the one in the link, or those that may show its module
    // (the whole app, its area's, its domain's) and the default one.
    function picturesNeeded(s) {
      var all = picturesNeededBeforeKinds(s);
      // An every-kind picture stands in for the whole app or a domain's map when the toggle asks for it.
      all.slice().forEach(function (p) {
        if (p && displayedId(p.id, s) !== p.id) all.push(pictureFor(displayedId(p.id, s)));
      });
      return all;
    }
    function picturesNeededBeforeKinds(s) {
      if (s.map && pictureFor(s.map)) return [pictureFor(s.map)];
      var needed = [];
      if (s.module && byId.has(s.module)) {
        var m = byId.get(s.module);
        needed = picturesOfModule(m);
      }
      var fallback = defaultMapId();
      if (fallback) needed.push(pictureFor(fallback));
      return needed;
    }
    // The pictures that may show module `m`, in the order they are preferred: the whole app, its area's, its domain's.
    function picturesOfModule(m) {
      var out = pictures.filter(function (p) { return p.kind === 'app'; });
      var area = areaOf(m) ? areaPicture(areaOf(m)) : null;
      if (area) out.push(area);
      var domain = m.domain ? domainPicture(m.domain) : null;
      if (domain && out.indexOf(domain) < 0) out.push(domain);
      return out;
    }
    function renderState(s) {
      var dashboard = s.view === 'dashboard';
      $('dashboard-view').hidden = !dashboard;
      $('map-view').hidden = dashboard;
      $('nav-map').setAttribute('aria-current', dashboard ? 'false' : 'page');
      $('nav-dashboard').setAttribute('aria-current', dashboard ? 'page' : 'false');
      if (dashboard) buildDashboard();
      var mapId = s.map && pictureFor(s.map) ? s.map : null;
      if (!mapId && s.module && byId.has(s.module)) {
        // Open the picture that shows the module: the current one, else the whole app, else its area's, else its domain's.
        var m = byId.get(s.module);
        var candidates = [selectedOf(current.id)].concat(picturesOfModule(m).map(function (p) { return p.id; }));
        mapId = candidates.find(function (id) { return id && pictureContains(id, s.module); }) || null;
      }
      // Without a picture in the link, a module keeps the current picture; anything else gets the default.
      if (!mapId) mapId = (s.module && selectedOf(current.id)) || defaultMapId();
      if (mapId) { select.value = mapId; if (!dashboard || current.id == null) showPicture(displayedId(mapId, s)); }
      applyKinds(s, mapId);
      if (s.module) showPanel(s.module); else $('panel').hidden = true;
      // On narrow screens (and at high zoom) the panel sits under the map: bring a newly opened module into view.
      if (s.module && s.module !== lastModule && window.matchMedia('(max-width: 60rem)').matches) $('panel').scrollIntoView({ block: 'start' });
      lastModule = s.module || null;
      applyHighlights(s);
      if (s.module && current.nodes.has(s.module)) centerOn(current.nodes.get(s.module));
      if (s.search != null && input.value !== s.search) { input.value = s.search; if (document.activeElement === input || !s.module) showResults(s.search); }
      if (s.search == null && document.activeElement !== input && input.value) { input.value = ''; showResults(''); }
    }
    var lastModule = null;
    var containsCache = new Map();
    function pictureContains(picId, moduleId) {
      if (picId === current.id && current.svg) {
        var g = current.nodes.get(moduleId);
        return !!g && !g.hasAttribute('data-stub');
      }
      var pic = pictureFor(picId);
      if (!pic || !pic.svg) return false;
      if (!containsCache.has(picId)) {
        var ids = new Set();
        var doc = new DOMParser().parseFromString(pic.svg, 'image/svg+xml');
        Array.prototype.forEach.call(doc.querySelectorAll('g.node'), function (g) {
          var title = g.querySelector('title');
          var what = nodeTarget(g.getAttribute('id') || '', title ? title.textContent : null);
          if (what && what.module && !what.stub) ids.add(what.module);
        });
        containsCache.set(picId, ids);
      }
      return containsCache.get(picId).has(moduleId);
    }
    window.addEventListener('hashchange', render);
    render().then(function () {
      window.vipermapReadyAt = performance.now();
      window.vipermapReady = true;
      document.documentElement.setAttribute('data-ready', 'true');
    });
  }
})();
