package org.katakuti.app.online.client;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayedMove;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;

/**
 * A small scripted stand-in for the room server, one room, speaking the
 * protocol's contract (docs/online-protocol.md): create, join, state, events,
 * moves, resign, claim. It referees with {@code api.match}, as the real one
 * does; tests can also change its record behind the client's back, drop its
 * streams, and mark a seat away.
 */
final class FakeRoomServer implements AutoCloseable {

    private static final Gson GSON = new Gson();
    static final String CODE = "K7QX";

    private final HttpServer http;
    private final ExecutorService threads = Executors.newCachedThreadPool(work -> {
        Thread thread = new Thread(work, "fake-room-server");
        thread.setDaemon(true);
        return thread;
    });
    private final List<OutputStream> streams = new CopyOnWriteArrayList<>();
    private MatchRecord record;
    private final String[] names = new String[2];
    private final String[] tokens = {"token-one", "token-two"};
    private final boolean[] away = new boolean[2];
    private Side claimant;
    final List<String> posted = new CopyOnWriteArrayList<>();

    FakeRoomServer() throws IOException {
        http = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        http.setExecutor(threads);
        http.createContext("/api/v1/rooms", this::handle);
        http.start();
    }

    URI baseUri() {
        return URI.create("http://127.0.0.1:" + http.getAddress().getPort() + "/");
    }

    @Override
    public void close() {
        dropStreams();
        http.stop(0);
        threads.shutdownNow();
    }

    /** Ends every open stream, as a dropped network would. */
    synchronized void dropStreams() {
        for (OutputStream out : streams) {
            try {
                out.close();
            } catch (IOException e) {
                // already gone
            }
        }
        streams.clear();
    }

    synchronized MatchRecord record() {
        return record;
    }

    /** Changes the room's record behind the clients' backs, and tells the streams. */
    synchronized void setRecord(MatchRecord changed) {
        record = changed;
        broadcast();
    }

    /** Marks {@code side} away (as after a drop) and lets the other claim the game. */
    synchronized void markAway(Side side) {
        away[side.ordinal()] = true;
        claimant = side.other();
        broadcast();
    }

    /** Plays {@code move} for {@code side} as its own client would, through the referee. */
    synchronized void playFor(Side side, String move) {
        record = record.play(Move.parse(move), 0);
        startNextGameIfOver();
        broadcast();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try {
            String path = exchange.getRequestURI().getPath();
            String method = exchange.getRequestMethod();
            String[] parts = path.split("/");
            // "", api, v1, rooms, CODE, action
            if (parts.length == 4 && method.equals("POST")) {
                create(exchange);
            } else if (parts.length < 5 || !parts[4].equals(CODE) || record == null) {
                answer(exchange, 404, error("no room " + (parts.length > 4 ? parts[4] : "")));
            } else if (parts.length == 5) {
                answer(exchange, 200, stateJson());
            } else if (parts[5].equals("events")) {
                events(exchange);
            } else {
                act(exchange, parts[5], GSON.fromJson(body(exchange), JsonObject.class));
            }
        } catch (RuntimeException e) {
            answer(exchange, 400, error(e.toString()));
        }
    }

    private synchronized void create(HttpExchange exchange) throws IOException {
        JsonObject body = GSON.fromJson(body(exchange), JsonObject.class);
        names[0] = body.get("name").getAsString();
        record = MatchRecord.start(Games.byId(body.get("game").getAsString()), body.get("firstTo").getAsInt(),
                PlayerInfo.remote(names[0]), PlayerInfo.remote("?"), 0);
        Map<String, Object> seat = new LinkedHashMap<>();
        seat.put("code", CODE);
        seat.put("link", baseUri() + "r/" + CODE);
        seat.put("seat", "one");
        seat.put("token", tokens[0]);
        answer(exchange, 201, GSON.toJson(seat));
    }

    private synchronized void act(HttpExchange exchange, String action, JsonObject body) throws IOException {
        posted.add(action + " " + body);
        if (action.equals("join")) {
            if (names[1] != null) {
                answer(exchange, 409, error("both seats are taken"));
                return;
            }
            names[1] = body.get("name").getAsString();
            Map<String, Object> seat = new LinkedHashMap<>();
            seat.put("seat", "two");
            seat.put("token", tokens[1]);
            answer(exchange, 200, GSON.toJson(seat));
            broadcast();
            return;
        }
        Side side = body.has("token") && body.get("token").getAsString().equals(tokens[0]) ? Side.ONE
                : body.has("token") && body.get("token").getAsString().equals(tokens[1]) ? Side.TWO : null;
        if (side == null) {
            answer(exchange, 403, error("that is not a seat's token"));
            return;
        }
        if (action.equals("moves")) {
            Move move = Move.parse(body.get("move").getAsString());
            int game = body.get("game").getAsInt();
            int ply = body.get("ply").getAsInt();
            GameRecord asked = game <= record.games().size() ? record.games().get(game - 1) : null;
            if (asked != null && ply < asked.plies() && asked.moves().get(ply).move().equals(move)) {
                answer(exchange, 200, stateJson()); // the same request twice: harmless
                return;
            }
            if (game != record.gameNumber() || ply != record.current().plies() || record.sideToMove() != side) {
                answer(exchange, 409, error("it is not your turn, or the ply is stale"));
                return;
            }
            if (!record.position().isLegal(move)) {
                answer(exchange, 422, error(move + " is not allowed here"));
                return;
            }
            record = record.play(move, 0);
        } else if (action.equals("resign")) {
            record = record.resign(side);
        } else if (action.equals("claim")) {
            if (claimant != side) {
                answer(exchange, 409, error("nothing to claim"));
                return;
            }
            record = record.abandonGame(side.other());
            claimant = null;
        }
        startNextGameIfOver();
        answer(exchange, 200, stateJson());
        broadcast();
    }

    private void startNextGameIfOver() {
        if (record.current().isOver() && !record.isOver()) {
            record = record.nextGame();
        }
    }

    private void events(HttpExchange exchange) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
        exchange.sendResponseHeaders(200, 0);
        OutputStream out = exchange.getResponseBody();
        String token = exchange.getRequestURI().getQuery();
        synchronized (this) {
            for (int i = 0; i < 2; i++) {
                if (token != null && token.equals("token=" + tokens[i])) {
                    away[i] = false;
                }
            }
            streams.add(out);
            send(out, stateJson());
            broadcast();
        }
        // the exchange stays open until the stream is dropped or the server closes
    }

    private void broadcast() {
        String state = stateJson();
        for (OutputStream out : streams) {
            send(out, state);
        }
    }

    private void send(OutputStream out, String state) {
        try {
            out.write(("event: state\ndata: " + state + "\n\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            streams.remove(out);
        }
    }

    private synchronized String stateJson() {
        Map<String, Object> state = new LinkedHashMap<>();
        state.put("protocol", 1);
        state.put("code", CODE);
        state.put("game", record.game().id());
        state.put("firstTo", record.firstTo());
        state.put("status", names[1] == null ? "waiting" : record.isOver() ? "over" : "playing");
        Map<String, Object> seats = new LinkedHashMap<>();
        for (Side side : Side.values()) {
            Map<String, Object> seat = new LinkedHashMap<>();
            seat.put("name", names[side.ordinal()]);
            seat.put("connected", names[side.ordinal()] != null && !away[side.ordinal()]);
            seats.put(RoomState.wire(side), seat);
        }
        state.put("seats", seats);
        Map<String, Object> score = new LinkedHashMap<>();
        score.put("one", record.score().wins(Side.ONE));
        score.put("two", record.score().wins(Side.TWO));
        state.put("score", score);
        List<Map<String, Object>> games = new ArrayList<>();
        for (GameRecord game : record.games()) {
            if (game.isOver()) {
                Map<String, Object> done = new LinkedHashMap<>();
                done.put("number", games.size() + 1);
                done.put("firstMover", RoomState.wire(game.first()));
                done.put("moves", notation(game));
                done.put("winner", game.winner() == null ? null : RoomState.wire(game.winner()));
                done.put("reason", game.outcome().reason().notation());
                games.add(done);
            }
        }
        GameRecord current = record.current();
        state.put("gameNumber", record.gameNumber());
        state.put("firstMover", RoomState.wire(current.first()));
        state.put("moves", notation(current));
        state.put("toMove", names[1] == null || current.isOver() ? null : RoomState.wire(record.sideToMove()));
        state.put("games", games);
        state.put("winner", null);
        if (claimant != null) {
            Map<String, Object> claim = new LinkedHashMap<>();
            claim.put("side", RoomState.wire(claimant));
            claim.put("after", 0);
            state.put("claim", claim);
        } else {
            state.put("claim", null);
        }
        return new com.google.gson.GsonBuilder().serializeNulls().create().toJson(state);
    }

    private static List<String> notation(GameRecord game) {
        List<String> moves = new ArrayList<>();
        for (PlayedMove move : game.moves()) {
            moves.add(move.move().toString());
        }
        return moves;
    }

    private static String error(String words) {
        return "{\"error\": " + GSON.toJson(words) + "}";
    }

    private static String body(HttpExchange exchange) throws IOException {
        return OnlineClient.read(exchange.getRequestBody());
    }

    private static void answer(HttpExchange exchange, int status, String json) throws IOException {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }
}
