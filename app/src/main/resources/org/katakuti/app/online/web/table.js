// The Katakuti table in a browser: the front page (open or join a room) and a room's page.
// It knows no rules: the server sends the board to draw and the legal moves of the side to
// move with every state (docs/online-protocol.md), and referees every move.
(function () {
  "use strict";

  var API = "/api/v1/rooms";
  var SVG = "http://www.w3.org/2000/svg";
  // The inks of the table's paper (app/board/Ink.java, DAY); table.css has the same.
  var INK = {
    paper: "#FBF8EE", rule: "#C9DAEA", margin: "#E9A7A1", grid: "#59606B", cross: "#1C4FB8", nought: "#B3261E",
    pencil: "#7D838C", highlighter: "rgba(255, 236, 90, 0.47)", strike: "#2A2A2A"
  };
  var GAME_NAMES = {
    "tic-tac-toe": "Tic-tac-toe", "misere": "Misère", "four-by-four": "Four by four",
    "five-in-a-row": "Five in a row", "gomoku": "Gomoku", "ultimate": "Ultimate", "tigadi": "Tigadi"
  };
  var REASONS = {
    line: "a line", full: "a full board", dead: "no line left", reduced: "two gotis left",
    repetition: "repetition", "no-capture": "100 turns without a capture", resigned: "resignation",
    abandoned: "abandonment", forfeit: "forfeit"
  };

  function $(id) { return document.getElementById(id); }

  function say(text) { var m = $("message"); if (m) { m.textContent = text || ""; } }

  function seatKey(code) { return "katakuti.seat." + code; }

  function loadSeat(code) {
    try { return JSON.parse(localStorage.getItem(seatKey(code)) || "null"); } catch (e) { return null; }
  }

  function keepSeat(code, seat, token) {
    try { localStorage.setItem(seatKey(code), JSON.stringify({ seat: seat, token: token })); } catch (e) { /* private mode */ }
  }

  function forgetSeat(code) {
    try { localStorage.removeItem(seatKey(code)); } catch (e) { /* private mode */ }
  }

  function post(url, body) {
    return fetch(url, {
      method: "POST", headers: { "Content-Type": "application/json; charset=utf-8" }, body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().catch(function () { return { error: "the server's answer was not readable" }; })
        .then(function (json) { return { status: response.status, json: json }; });
    }, function () { return { status: 0, json: { error: "the server cannot be reached: check the connection" } }; });
  }

  // ---------------------------------------------------------------- the front page

  function front() {
    var name = $("create-name");
    try { name.value = localStorage.getItem("katakuti.name") || ""; } catch (e) { /* private mode */ }
    $("create").addEventListener("submit", function (event) {
      event.preventDefault();
      var body = { game: $("create-game").value, firstTo: parseInt($("create-first-to").value, 10), name: name.value };
      try { localStorage.setItem("katakuti.name", name.value); } catch (e) { /* private mode */ }
      $("create-button").disabled = true;
      post(API, body).then(function (answer) {
        $("create-button").disabled = false;
        if (answer.status !== 201) { say(answer.json.error); return; }
        keepSeat(answer.json.code, answer.json.seat, answer.json.token);
        location.href = "/r/" + answer.json.code;
      });
    });
    $("join").addEventListener("submit", function (event) {
      event.preventDefault();
      location.href = "/r/" + $("join-code").value.trim().toUpperCase();
    });
  }

  // ---------------------------------------------------------------- a room's page

  var room = {
    code: null, seat: null, token: null, state: null, events: null,
    pencil: null, from: null, pendingTo: null, showPrevious: false, shownGame: 0, sending: false
  };

  function roomPage() {
    room.code = location.pathname.split("/")[2].toUpperCase();
    $("code").textContent = room.code;
    document.title = "Katakuti room " + room.code;
    var kept = loadSeat(room.code);
    if (kept) { room.seat = kept.seat; room.token = kept.token; }
    $("copy-link").addEventListener("click", copyLink);
    $("resign").addEventListener("click", resign);
    $("claim").addEventListener("click", claim);
    $("pass").addEventListener("click", function () { send("pass"); });
    $("next-game").addEventListener("click", function () { room.showPrevious = false; render(); });
    $("join-form").addEventListener("submit", join);
    try { $("join-name").value = localStorage.getItem("katakuti.name") || ""; } catch (e) { /* private mode */ }
    listen();
  }

  function copyLink() {
    var link = location.origin + "/r/" + room.code;
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(link).then(function () { say("The link is copied: " + link); },
        function () { say("The link: " + link); });
    } else {
      say("The link: " + link);
    }
  }

  function listen() {
    if (room.events) { room.events.close(); }
    var url = API + "/" + room.code + "/events" + (room.token ? "?token=" + encodeURIComponent(room.token) : "");
    var events = new EventSource(url);
    room.events = events;
    events.addEventListener("state", function (event) {
      take(JSON.parse(event.data));
    });
    events.onerror = function () {
      if (events.readyState === EventSource.CLOSED) {
        // Refused outright: find out why with a plain request.
        fetch(url.replace("/events", "")).then(function (response) {
          return response.json().then(function (json) { return { status: response.status, json: json }; });
        }).then(function (answer) {
          if (answer.status === 403) {
            forgetSeat(room.code); room.seat = null; room.token = null; listen();
          } else if (answer.status !== 200) {
            say(answer.json.error || "the room cannot be reached");
          } else {
            setTimeout(listen, 3000);
          }
        }, function () { setTimeout(listen, 3000); });
      } else {
        say("Connection lost: trying again…");
      }
    };
  }

  /** How far the room's match has come, in steps: a game's start, its moves, its end. */
  function progress(s) {
    var steps = 0;
    s.games.forEach(function (game) { steps += game.moves.length + 2; });
    return steps + (s.gameNumber > s.games.length ? s.moves.length + 1 : 0);
  }

  function take(state) {
    if (state.protocol !== 1) { say("This page speaks protocol 1, the server " + state.protocol + ": reload the page."); return; }
    // A move's answer can arrive after a newer state from the stream. The server never takes a move
    // back, so a state behind the one shown is old news: dropped, as the desktop table drops it.
    if (room.state && room.state.code === state.code && progress(state) < progress(room.state)) { return; }
    if (room.state && room.state.gameNumber !== state.gameNumber && state.previous) {
      room.showPrevious = true; // a game just ended: show how, until the player goes on
    }
    if (!room.state && state.previous && state.moves.length === 0 && state.status === "playing") {
      room.showPrevious = true;
    }
    if (state.moves.length > 0) { room.showPrevious = false; }
    if (!room.state || room.state.gameNumber !== state.gameNumber || room.state.moves.length !== state.moves.length) {
      room.pencil = null; room.from = null; room.pendingTo = null;
    }
    room.state = state;
    if ($("message").textContent.indexOf("Connection lost") === 0) { say(""); }
    render();
  }

  function mySide() { return room.token ? room.seat : null; }

  function myTurn() {
    var s = room.state;
    return s && s.status === "playing" && mySide() && s.toMove === mySide() && !room.showPrevious;
  }

  function nameOf(side) {
    var seat = room.state.seats[side];
    return seat.name || (side === "two" ? "your friend" : "?");
  }

  function render() {
    var s = room.state;
    if (!s) { return; }
    document.body.classList.toggle("tigadi", s.game === "tigadi");
    $("game-name").textContent = (GAME_NAMES[s.game] || s.game) + ", first to " + s.firstTo;
    ["one", "two"].forEach(function (side) {
      var card = $("side-" + side);
      card.querySelector(".name").textContent = (s.seats[side].name || "waiting for a friend") +
        (mySide() === side ? " (you)" : "");
      card.querySelector(".here").textContent = s.seats[side].name && !s.seats[side].connected ? "away" : "";
      card.querySelector(".wins").textContent = s.score[side];
      card.classList.toggle("to-move", s.toMove === side && !room.showPrevious);
    });
    $("status").textContent = statusText();
    $("join-form").hidden = !(s.status === "waiting" && !mySide());
    $("resign").hidden = !(mySide() && s.status === "playing");
    $("claim").hidden = !(mySide() && s.claim && s.claim.side === mySide());
    $("pass").hidden = !(myTurn() && s.legal.length === 1 && s.legal[0] === "pass");
    $("next-game").hidden = !room.showPrevious;
    var games = $("games");
    games.textContent = "";
    s.games.forEach(function (g) {
      var li = document.createElement("li");
      li.textContent = "Game " + g.number + ": " + (g.winner ? nameOf(g.winner) + " won by " : "drawn by ") +
        (REASONS[g.reason] || g.reason) + " (" + g.moves.length + " moves)";
      games.appendChild(li);
    });
    drawBoard(room.showPrevious ? s.previous : s.board);
  }

  function statusText() {
    var s = room.state;
    var me = mySide();
    if (s.status === "waiting") {
      return me ? "Waiting for your friend: send them the link or the code " + s.code + "." :
        "Join the game: say your name below.";
    }
    if (s.status === "over") {
      var result = s.winner ? nameOf(s.winner) + " wins the match " : "The match is drawn ";
      return result + s.score.one + "–" + s.score.two + ".";
    }
    if (room.showPrevious) {
      var last = s.games[s.games.length - 1];
      return "Game " + last.number + ": " + (last.winner ? nameOf(last.winner) + " won (" + (REASONS[last.reason] || last.reason) + ")"
        : "a draw (" + (REASONS[last.reason] || last.reason) + ")") + ". Next: " + nameOf(s.firstMover) + " starts.";
    }
    var other = me ? (me === "one" ? "two" : "one") : null;
    if (other && !s.seats[other].connected) {
      return "Waiting for " + nameOf(other) + ", who is away" + (s.claim && s.claim.side === me ?
        " for " + Math.floor(s.claim.after / 60) + " min: you may claim the game." : "…");
    }
    if (me && s.toMove === me) {
      if (s.game === "tigadi" && room.pendingTo) { return "Your tigadi: tap the goti to capture."; }
      return "Your turn" + (s.gameNumber > 1 ? " (game " + s.gameNumber + ")" : "") + ".";
    }
    return nameOf(s.toMove) + " to move" + (s.gameNumber > 1 ? " (game " + s.gameNumber + ")" : "") + ".";
  }

  // ---------------------------------------------------------------- drawing

  function el(name, attributes, parent) {
    var node = document.createElementNS(SVG, name);
    for (var key in attributes) { node.setAttribute(key, attributes[key]); }
    if (parent) { parent.appendChild(node); }
    return node;
  }

  function pointName(column, row) { return String.fromCharCode(97 + column) + (row + 1); }

  function parsePoint(name) { return { column: name.charCodeAt(0) - 97, row: parseInt(name.substring(1), 10) - 1 }; }

  function drawBoard(board) {
    var holder = $("board-holder");
    holder.textContent = "";
    if (!board) { return; }
    if (board.kind === "tigadi") { drawTigadi(holder, board); } else { drawGrid(holder, board); }
  }

  function paper(svg, size, height) {
    height = height || size;
    el("rect", { x: 0, y: 0, width: size, height: height, fill: INK.paper }, svg);
    for (var y = 14; y < height; y += 14) {
      el("line", { x1: 0, y1: y, x2: size, y2: y, stroke: INK.rule, "stroke-width": 0.6 }, svg);
    }
    el("line", { x1: 8, y1: 0, x2: 8, y2: height, stroke: INK.margin, "stroke-width": 0.8 }, svg);
  }

  function drawGrid(holder, board) {
    var s = room.state;
    var cell = 100 / 3 > 300 / board.columns ? 100 / 3 : 300 / board.columns;
    var pad = 12;
    var size = cell * board.columns + 2 * pad;
    var svg = el("svg", { viewBox: "0 0 " + size + " " + size, id: "board", "data-kind": board.kind }, holder);
    paper(svg, size);
    var ultimate = board.kind === "ultimate";
    function x(column) { return pad + column * cell; }
    function y(row) { return pad + (board.rows - 1 - row) * cell; }
    if (ultimate) {
      board.grids.forEach(function (grid) {
        var c = parsePoint(grid.centre);
        var gx = x(c.column - 1), gy = y(c.row + 1);
        if (grid.target && !room.showPrevious) {
          el("rect", { x: gx, y: gy, width: 3 * cell, height: 3 * cell, fill: INK.highlighter, "class": "target" }, svg);
        }
      });
    }
    if (board.last) {
      var l = parsePoint(board.last);
      el("rect", { x: x(l.column), y: y(l.row), width: cell, height: cell, fill: INK.highlighter }, svg);
    }
    for (var i = 1; i < board.columns; i++) {
      var heavy = ultimate && i % 3 === 0;
      var faint = board.columns >= 9 && !heavy;
      var attributes = { stroke: INK.grid, "stroke-width": heavy ? 2.4 : faint ? 0.5 : 1.6, "stroke-linecap": "round" };
      el("line", merge(attributes, { x1: x(i), y1: pad, x2: x(i), y2: size - pad }), svg);
      el("line", merge(attributes, { x1: pad, y1: pad + i * cell, x2: size - pad, y2: pad + i * cell }), svg);
    }
    if (board.columns >= 9 && !ultimate) {
      el("rect", { x: pad, y: pad, width: size - 2 * pad, height: size - 2 * pad, fill: "none", stroke: INK.grid, "stroke-width": 0.8 }, svg);
    }
    var legal = {};
    if (myTurn()) { s.legal.forEach(function (m) { legal[m] = true; }); }
    for (var column = 0; column < board.columns; column++) {
      for (var row = 0; row < board.rows; row++) {
        var name = pointName(column, row);
        var mark = board.marks[name];
        var square = el("rect", {
          x: x(column), y: y(row), width: cell, height: cell, fill: "transparent",
          "data-point": name, "class": "square" + (legal[name] ? " legal" : "")
        }, svg);
        if (mark) {
          drawMark(svg, x(column) + cell / 2, y(row) + cell / 2, cell * 0.32, mark, false);
        } else if (room.pencil === name) {
          drawMark(svg, x(column) + cell / 2, y(row) + cell / 2, cell * 0.32, mySide(), true);
        }
        square.addEventListener("click", tapSquare.bind(null, name));
      }
    }
    if (ultimate) {
      board.grids.forEach(function (grid) {
        if (grid.status === "open") { return; }
        var c = parsePoint(grid.centre);
        var cx = x(c.column) + cell / 2, cy = y(c.row) + cell / 2;
        el("rect", { x: cx - 1.5 * cell, y: cy - 1.5 * cell, width: 3 * cell, height: 3 * cell, fill: INK.paper, opacity: 0.66, "pointer-events": "none" }, svg);
        if (grid.status !== "drawn") { drawMark(svg, cx, cy, cell * 1.1, grid.status, false, 3); }
      });
    }
    board.struck.forEach(function (line) {
      var a = parsePoint(line[0]), b = parsePoint(line[1]);
      var ax = x(a.column) + cell / 2, ay = y(a.row) + cell / 2, bx = x(b.column) + cell / 2, by = y(b.row) + cell / 2;
      var dx = bx - ax, dy = by - ay, length = Math.sqrt(dx * dx + dy * dy) || 1, over = cell * 0.35;
      el("line", {
        x1: ax - dx / length * over, y1: ay - dy / length * over, x2: bx + dx / length * over, y2: by + dy / length * over,
        stroke: INK.strike, "stroke-width": Math.max(2.5, cell * 0.09), "stroke-linecap": "round", "class": "struck",
        "pointer-events": "none"
      }, svg);
    });
  }

  function merge(a, b) { var c = {}; var k; for (k in a) { c[k] = a[k]; } for (k in b) { c[k] = b[k]; } return c; }

  function drawMark(svg, cx, cy, r, side, pencil, width) {
    var colour = pencil ? INK.pencil : side === "one" ? INK.cross : INK.nought;
    var stroke = (width || 1) * Math.max(1.6, r * 0.28);
    var attributes = { stroke: colour, "stroke-width": stroke, fill: "none", "stroke-linecap": "round",
      "pointer-events": "none", "class": (pencil ? "pencil " : "mark ") + side };
    if (pencil) { attributes.opacity = 0.6; attributes["stroke-dasharray"] = stroke + " " + stroke; }
    if (side === "one") {
      var g = el("g", attributes, svg);
      el("line", { x1: cx - r, y1: cy - r, x2: cx + r, y2: cy + r }, g);
      el("line", { x1: cx + r, y1: cy - r, x2: cx - r, y2: cy + r }, g);
    } else {
      el("circle", merge(attributes, { cx: cx, cy: cy, r: r }), svg);
    }
  }

  function drawTigadi(holder, board) {
    var s = room.state;
    var cell = 44, pad = 30, size = 6 * cell + 2 * pad;
    var tray = 22; // below the board: each side's gotis still in hand
    var svg = el("svg", { viewBox: "0 0 " + size + " " + (size + tray), id: "board", "data-kind": "tigadi" }, holder);
    paper(svg, size, size + tray);
    var defs = el("defs", {}, svg);
    stone(defs, "goti-one", "#6B7280", "#2D3138", "#14161A");
    stone(defs, "goti-two", "#FFFFFF", "#F3EFE4", "#B9B2A3");
    function x(column) { return pad + column * cell; }
    function y(row) { return pad + (6 - row) * cell; }
    ["one", "two"].forEach(function (side) {
      (board.tigadis[side] || []).forEach(function (line) {
        var a = parsePoint(line[0]), b = parsePoint(line[1]);
        el("line", { x1: x(a.column), y1: y(a.row), x2: x(b.column), y2: y(b.row), stroke: INK.highlighter,
          "stroke-width": 14, "stroke-linecap": "round" }, svg);
      });
    });
    board.lines.forEach(function (line) {
      var a = parsePoint(line[0]), b = parsePoint(line[1]);
      el("line", { x1: x(a.column), y1: y(a.row), x2: x(b.column), y2: y(b.row), stroke: INK.grid, "stroke-width": 1.6 }, svg);
    });
    var moves = myTurn() ? s.legal.map(parseMove) : [];
    var victims = {};
    if (room.pendingTo) {
      moves.forEach(function (m) { if (m.from === room.from && m.to === room.pendingTo && m.capture) { victims[m.capture] = true; } });
    }
    board.points.forEach(function (name) {
      var p = parsePoint(name), cx = x(p.column), cy = y(p.row);
      var side = board.marks[name];
      if (room.pendingTo === name && !side) { side = mySide(); }
      if (room.pendingTo && room.from === name) { side = null; }
      var lifted = room.from === name && !room.pendingTo;
      el("circle", { cx: cx, cy: cy, r: 3.5, fill: INK.grid }, svg);
      if (board.last === name) {
        el("circle", { cx: cx, cy: cy, r: 19, fill: INK.highlighter }, svg);
      }
      if (side) {
        el("circle", { cx: cx + 1.5, cy: cy + 2.5, r: 15, fill: "rgba(0,0,0,0.22)" }, svg);
        el("circle", { cx: cx, cy: lifted ? cy - 3 : cy, r: lifted ? 17 : 15, fill: "url(#goti-" + side + ")",
          stroke: side === "one" ? "#14161A" : "#B9B2A3", "stroke-width": 1, "class": "goti " + side }, svg);
      }
      if (victims[name]) {
        el("circle", { cx: cx, cy: cy, r: 19, fill: "none", stroke: INK.nought, "stroke-width": 2.5, "class": "victim" }, svg);
      }
      var target = el("circle", { cx: cx, cy: cy, r: 21, fill: "transparent", "data-point": name, "class": "point" }, svg);
      target.addEventListener("click", tapPoint.bind(null, name));
    });
    // Each side's gotis still in hand, in a row along the bottom.
    ["one", "two"].forEach(function (side, i) {
      var count = board.inHand[side];
      for (var k = 0; k < count; k++) {
        el("circle", { cx: i === 0 ? 18 + k * 11 : size - 18 - k * 11, cy: size + tray / 2 - 4, r: 7, fill: "url(#goti-" + side + ")",
          stroke: "#777", "stroke-width": 0.5, "class": "in-hand " + side }, svg);
      }
    });
  }

  function stone(defs, id, glint, base, rim) {
    var gradient = el("radialGradient", { id: id, cx: "35%", cy: "30%", r: "75%" }, defs);
    el("stop", { offset: "0%", "stop-color": glint }, gradient);
    el("stop", { offset: "55%", "stop-color": base }, gradient);
    el("stop", { offset: "100%", "stop-color": rim }, gradient);
  }

  // ---------------------------------------------------------------- input

  function tapSquare(name) {
    var s = room.state;
    if (!myTurn()) { say(!mySide() ? "You are watching." : s.status === "playing" ? "It is not your turn." : ""); return; }
    if (s.legal.indexOf(name) < 0) {
      say(room.state.board.marks[name] ? name + " is taken." : s.game === "ultimate" ? "Not there: mark in the highlighted grid." : name + " cannot be marked.");
      return;
    }
    say("");
    // On the big grids the first tap only pencils; the second on the same square inks it.
    if (s.board.columns >= 9 && room.pencil !== name) {
      room.pencil = name;
      render();
      return;
    }
    room.pencil = null;
    send(name);
  }

  function parseMove(text) {
    if (text === "pass") { return { pass: true, text: text }; }
    var capture = null, body = text, x = text.indexOf("x");
    if (x >= 0) { capture = text.substring(x + 1); body = text.substring(0, x); }
    var dash = body.indexOf("-");
    return { from: dash >= 0 ? body.substring(0, dash) : null, to: dash >= 0 ? body.substring(dash + 1) : body,
      capture: capture, text: text };
  }

  function tapPoint(name) {
    var s = room.state;
    if (!myTurn()) { say(!mySide() ? "You are watching." : s.status === "playing" ? "It is not your turn." : ""); return; }
    var moves = s.legal.map(parseMove);
    say("");
    if (room.pendingTo) {
      var capture = moves.filter(function (m) { return m.from === room.from && m.to === room.pendingTo && m.capture === name; });
      if (capture.length) { send(capture[0].text); return; }
      say("Capture one of the ringed gotis.");
      return;
    }
    var placing = s.board.placing;
    if (!placing && moves.some(function (m) { return m.from === name; })) {
      room.from = room.from === name ? null : name; // tap a goti to lift it, again to put it down
      render();
      return;
    }
    var from = placing ? null : room.from;
    if (!placing && !from) {
      say(s.board.marks[name] ? "That goti cannot move now." : "Tap one of your gotis first, then where it goes.");
      return;
    }
    var to = moves.filter(function (m) { return m.from === from && m.to === name; });
    if (!to.length) { say(placing ? "You cannot place there." : "That goti cannot go there."); return; }
    var plain = to.filter(function (m) { return !m.capture; });
    if (plain.length) { send(plain[0].text); return; }
    room.pendingTo = name; // the move closes a tigadi: now the capture
    render();
  }

  /** While a move is on its way the board shows it is busy, and further taps wait for the answer. */
  function sending(on) {
    room.sending = on;
    document.body.classList.toggle("sending", on);
  }

  function send(move) {
    var s = room.state;
    if (room.sending) { return; }
    sending(true);
    post(API + "/" + room.code + "/moves", { token: room.token, game: s.gameNumber, ply: s.moves.length, move: move })
      .then(function (answer) {
        sending(false);
        room.from = null; room.pendingTo = null; room.pencil = null;
        if (answer.status === 200) { take(answer.json); } else { say(answer.json.error); render(); }
      });
  }

  var resignArmed = null;

  // The first tap asks, the second resigns: a slip of the thumb must not lose a game.
  function resign() {
    var s = room.state;
    var button = $("resign");
    if (resignArmed === null) {
      button.textContent = "Sure? Tap again: " + nameOf(other(mySide())) + " wins game " + s.gameNumber;
      resignArmed = setTimeout(disarm, 5000);
      return;
    }
    disarm();
    post(API + "/" + room.code + "/resign", { token: room.token, game: s.gameNumber }).then(function (answer) {
      if (answer.status === 200) { take(answer.json); } else { say(answer.json.error); }
    });
  }

  function disarm() {
    clearTimeout(resignArmed);
    resignArmed = null;
    $("resign").textContent = "Resign this game";
  }

  function other(side) { return side === "one" ? "two" : "one"; }

  function claim() {
    var s = room.state;
    post(API + "/" + room.code + "/claim", { token: room.token, game: s.gameNumber }).then(function (answer) {
      if (answer.status === 200) { take(answer.json); } else { say(answer.json.error); }
    });
  }

  function join(event) {
    event.preventDefault();
    var name = $("join-name").value;
    try { localStorage.setItem("katakuti.name", name); } catch (e) { /* private mode */ }
    $("join-button").disabled = true;
    post(API + "/" + room.code + "/join", { name: name }).then(function (answer) {
      $("join-button").disabled = false;
      if (answer.status !== 200) { say(answer.json.error); return; }
      keepSeat(room.code, answer.json.seat, answer.json.token);
      room.seat = answer.json.seat; room.token = answer.json.token;
      take(answer.json.state);
      listen();
    });
  }

  if (document.body.classList.contains("front")) { front(); } else { roomPage(); }
}());
