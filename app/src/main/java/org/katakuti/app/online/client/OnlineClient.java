package org.katakuti.app.online.client;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.net.URL;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;

import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Move;
import org.katakuti.app.online.client.OnlineException.Problem;

/**
 * Speaks the room protocol (docs/online-protocol.md) to one server, request by
 * request, with {@link HttpURLConnection}. Every failure becomes an
 * {@link OnlineException} in plain words. Calls block: never call them on the
 * event thread.
 */
public final class OnlineClient {

    /** How long to wait for a connection and for an answer. */
    static final int CONNECT_MILLIS = 5_000;
    static final int READ_MILLIS = 10_000;
    /** The most of an answer read: a state of a long gomoku match is a few KiB. */
    private static final int MAX_ANSWER_BYTES = 1 << 20;

    static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

    /** The body of a room's creation or a seat taken. */
    private static final class SeatAnswer {
        String code;
        String link;
        String seat;
        String token;
    }

    private static final class ErrorAnswer {
        String error;
    }

    private final URI server;

    /** @param server the server's base address, e.g. {@code http://192.168.1.5:8080/} */
    public OnlineClient(URI server) {
        String text = server.toString();
        this.server = URI.create(text.endsWith("/") ? text : text + "/");
    }

    /** @return the server's base address, ending in a slash */
    public URI server() {
        return server;
    }

    /** Creates a room for {@code game} and takes its first seat (side one). */
    public SeatTicket create(String gameId, int firstTo, String name) throws OnlineException {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("game", gameId);
        body.put("firstTo", firstTo);
        body.put("name", name);
        SeatAnswer answer = parse(send("POST", "api/v1/rooms", body, Call.CREATE), SeatAnswer.class);
        return ticket(answer, answer.code);
    }

    /** Takes the free seat of room {@code code}. */
    public SeatTicket join(String code, String name) throws OnlineException {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("name", name);
        SeatAnswer answer = parse(send("POST", room(code) + "/join", body, Call.JOIN), SeatAnswer.class);
        return ticket(answer, code);
    }

    /** The room's state as it stands. */
    public RoomState state(String code) throws OnlineException {
        return checked(parse(send("GET", room(code), null, Call.ROOM), RoomState.class));
    }

    /**
     * Plays {@code move} for the seat, as the {@code ply}-th move (from 0) of game {@code game} (from 1).
     *
     * @return the state after it
     */
    public RoomState move(SeatTicket seat, int game, int ply, Move move) throws OnlineException {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("token", seat.token());
        body.put("game", game);
        body.put("ply", ply);
        body.put("move", move.toString());
        return checked(parse(send("POST", room(seat.code()) + "/moves", body, Call.MOVE), RoomState.class));
    }

    /** Resigns the game in play for the seat. */
    public RoomState resign(SeatTicket seat) throws OnlineException {
        return checked(parse(send("POST", room(seat.code()) + "/resign", token(seat), Call.MOVE), RoomState.class));
    }

    /** Claims the game in play: the other seat stayed away past the grace time. */
    public RoomState claim(SeatTicket seat) throws OnlineException {
        return checked(parse(send("POST", room(seat.code()) + "/claim", token(seat), Call.MOVE), RoomState.class));
    }

    /** @return the address of the room's event stream for {@code seat} (a spectator's when its token is null) */
    URL eventsUrl(String code, String token) throws IOException, OnlineException {
        String query = token == null ? "" : "?token=" + URLEncoder.encode(token, "UTF-8");
        return server.resolve(room(code) + "/events" + query).toURL();
    }

    /** @throws OnlineException when the state is of another protocol version */
    static RoomState checked(RoomState state) throws OnlineException {
        if (state == null || state.protocol() != RoomState.PROTOCOL) {
            throw new OnlineException(Problem.PROTOCOL_MISMATCH, "the server speaks protocol version "
                    + (state == null ? "?" : Integer.toString(state.protocol())) + ", this table version "
                    + RoomState.PROTOCOL);
        }
        return state;
    }

    /** What a request was for: the same status means another thing on another call. */
    private enum Call {
        CREATE, JOIN, ROOM, MOVE
    }

    private SeatTicket ticket(SeatAnswer answer, String code) throws OnlineException {
        Side side = RoomState.side(answer.seat);
        if (side == null || answer.token == null || code == null) {
            throw new OnlineException(Problem.PROTOCOL_MISMATCH, "the server's answer has no seat and token");
        }
        return new SeatTicket(server.toString(), code, side, answer.token, answer.link);
    }

    private static Map<String, Object> token(SeatTicket seat) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("token", seat.token());
        return body;
    }

    private static String room(String code) throws OnlineException {
        if (code == null || !code.matches("[A-Za-z0-9]{1,16}")) {
            throw new OnlineException(Problem.NO_SUCH_ROOM, "'" + code + "' is not a room code");
        }
        return "api/v1/rooms/" + code.toUpperCase(java.util.Locale.ROOT);
    }

    private String send(String method, String path, Object body, Call call) throws OnlineException {
        HttpURLConnection connection;
        int status;
        String answer;
        try {
            connection = (HttpURLConnection) server.resolve(path).toURL().openConnection();
            connection.setConnectTimeout(CONNECT_MILLIS);
            connection.setReadTimeout(READ_MILLIS);
            connection.setRequestMethod(method);
            connection.setRequestProperty("Accept", "application/json");
            if (body != null) {
                byte[] bytes = GSON.toJson(body).getBytes(StandardCharsets.UTF_8);
                connection.setDoOutput(true);
                connection.setRequestProperty("Content-Type", "application/json; charset=utf-8");
                connection.setFixedLengthStreamingMode(bytes.length);
                try (OutputStream out = connection.getOutputStream()) {
                    out.write(bytes);
                }
            }
            status = connection.getResponseCode();
            InputStream in = status >= 400 ? connection.getErrorStream() : connection.getInputStream();
            answer = in == null ? "" : read(in);
        } catch (IOException | IllegalArgumentException e) {
            throw new OnlineException(Problem.UNREACHABLE, "no answer from " + server + " (" + e.getMessage() + ")");
        }
        connection.disconnect();
        if (status / 100 == 2) {
            return answer;
        }
        throw failure(status, errorWords(answer), call);
    }

    /** The problem a refusal means, by its status and what was asked. */
    private OnlineException failure(int status, String words, Call call) {
        String said = words == null ? "the server answered " + status : words;
        switch (status) {
            case 404:
                return new OnlineException(call == Call.CREATE ? Problem.PROTOCOL_MISMATCH : Problem.NO_SUCH_ROOM,
                        call == Call.CREATE ? server + " is not a Katakuti server of protocol version "
                                + RoomState.PROTOCOL + " (" + said + ")" : said);
            case 409:
                return new OnlineException(call == Call.JOIN ? Problem.SEAT_TAKEN : Problem.OUT_OF_STEP, said);
            case 403:
                return new OnlineException(Problem.BAD_TOKEN, said);
            case 422:
                return new OnlineException(Problem.ILLEGAL, said);
            case 429:
                return new OnlineException(Problem.TOO_MANY, said);
            default:
                return new OnlineException(Problem.REFUSED, said);
        }
    }

    private static String errorWords(String answer) {
        try {
            ErrorAnswer error = GSON.fromJson(answer, ErrorAnswer.class);
            return error == null ? null : error.error;
        } catch (JsonParseException e) {
            return null;
        }
    }

    private static <T> T parse(String json, Class<T> type) throws OnlineException {
        try {
            T value = GSON.fromJson(json, type);
            if (value == null) {
                throw new OnlineException(Problem.PROTOCOL_MISMATCH, "the server answered nothing");
            }
            return value;
        } catch (JsonParseException e) {
            throw new OnlineException(Problem.PROTOCOL_MISMATCH, "the server's answer is not the protocol's JSON");
        }
    }

    static String read(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        for (int n; (n = in.read(chunk)) > 0;) {
            bytes.write(chunk, 0, n);
            if (bytes.size() > MAX_ANSWER_BYTES) {
                throw new IOException("the answer is too long");
            }
        }
        in.close();
        return new String(bytes.toByteArray(), StandardCharsets.UTF_8);
    }
}
