package org.katakuti.app.online.server;

import java.io.IOException;
import java.net.URI;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;

import org.katakuti.app.online.referee.Referee;
import org.katakuti.app.online.referee.RefereeException;
import org.katakuti.app.online.referee.Refusal;
import org.katakuti.app.online.referee.Room;
import org.katakuti.app.online.referee.RoomState;

/**
 * The endpoints of {@code /api/v1/} (docs/online-protocol.md): each reads its
 * fixed message, asks the referee, and answers JSON. Every refusal is an
 * {@code {"error": ...}} in plain words with its status; nothing else ever
 * reaches the client, no stack trace included.
 */
final class Api implements HttpHandler {

    private static final Pattern ROOMS = Pattern.compile("/api/v1/rooms/?");
    private static final Pattern ROOM = Pattern.compile("/api/v1/rooms/([^/]{1,16})(?:/(join|moves|resign|claim|events))?/?");

    private final Referee referee;
    private final Streams streams;
    private final Limits limits;
    private final AddressCounters roomsCreated;
    private final AddressCounters failedLookups;
    private final URI base;

    Api(Referee referee, Streams streams, Limits limits, URI base) {
        this.referee = referee;
        this.streams = streams;
        this.limits = limits;
        this.base = base;
        this.roomsCreated = new AddressCounters(limits.roomsPerAddressPerHour, 60 * 60 * 1000L);
        this.failedLookups = new AddressCounters(limits.failedLookupsPerAddressPerMinute, 60 * 1000L);
    }

    /** Forgets counts that left their window. */
    void tick(long now) {
        roomsCreated.forgetOld(now);
        failedLookups.forgetOld(now);
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try {
            route(exchange);
        } catch (BadRequest e) {
            Exchanges.sendError(exchange, e.status(), e.getMessage());
        } catch (RefereeException e) {
            Exchanges.sendError(exchange, e.refusal().status(), e.getMessage());
        } catch (IOException e) {
            exchange.close(); // the client went away mid-request: nobody to answer
        } catch (RuntimeException e) {
            // A bug of the server's: the client gets plain words, the console the trace.
            e.printStackTrace();
            Exchanges.sendError(exchange, 500, "the server failed to answer this request; try again");
        }
    }

    private void route(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
        if (ROOMS.matcher(path).matches()) {
            requireMethod(method, "POST");
            create(exchange);
            return;
        }
        Matcher matcher = ROOM.matcher(path);
        if (!matcher.matches()) {
            throw new BadRequest(404, "there is no such endpoint: see docs/online-protocol.md");
        }
        String action = matcher.group(2);
        requireMethod(method, action == null || action.equals("events") ? "GET" : "POST");
        Room room = lookUp(exchange, matcher.group(1));
        if (action == null) {
            String token = Exchanges.query(exchange, "token");
            if (token != null && room.touch(token) == null) {
                throw new RefereeException(Refusal.BAD_TOKEN, "this token holds no seat in room " + room.code());
            }
            Exchanges.sendJson(exchange, 200, Json.state(room.state()));
            return;
        }
        switch (action) {
            case "join":
                join(exchange, room);
                break;
            case "moves":
                move(exchange, room);
                break;
            case "resign":
                Json.TokenRequest resign = Json.read(Exchanges.body(exchange), Json.TokenRequest.class);
                answer(exchange, room.resign(required(resign.token, "token"), resign.game));
                break;
            case "claim":
                Json.TokenRequest claim = Json.read(Exchanges.body(exchange), Json.TokenRequest.class);
                answer(exchange, room.claim(required(claim.token, "token"), claim.game));
                break;
            default:
                streams.open(exchange, room, Exchanges.query(exchange, "token"));
                break;
        }
    }

    private void create(HttpExchange exchange) throws IOException {
        String address = Exchanges.address(exchange);
        long now = System.currentTimeMillis();
        if (roomsCreated.isOver(address, now)) {
            throw new BadRequest(429, "this address opened " + limits.roomsPerAddressPerHour
                    + " rooms within the hour: wait a while before opening another");
        }
        if (referee.rooms().size() >= limits.maxRooms) {
            throw new BadRequest(429, "the server is full: try again later");
        }
        Json.CreateRoom body = Json.read(Exchanges.body(exchange), Json.CreateRoom.class);
        if (body.firstTo == null) {
            body.firstTo = 3;
        }
        Referee.Created created = referee.create(body.game, body.firstTo, body.name);
        roomsCreated.count(address, now);
        String code = created.room().code();
        Exchanges.sendJson(exchange, 201, Json.write(new Json.Created(code, link(exchange, code), "one",
                created.ticket().token())));
    }

    private void join(HttpExchange exchange, Room room) throws IOException {
        Json.Join body = Json.read(Exchanges.body(exchange), Json.Join.class);
        Room.Ticket ticket = room.join(Referee.name(body.name));
        Exchanges.sendJson(exchange, 200, Json.joined("two", ticket.token(), room.state()));
    }

    private void move(HttpExchange exchange, Room room) throws IOException {
        Json.MoveRequest body = Json.read(Exchanges.body(exchange), Json.MoveRequest.class);
        String token = required(body.token, "token");
        int game = required(body.game, "game");
        int ply = required(body.ply, "ply");
        answer(exchange, room.move(token, game, ply, required(body.move, "move")));
    }

    private static void answer(HttpExchange exchange, RoomState state) throws IOException {
        Exchanges.sendJson(exchange, 200, Json.state(state));
    }

    /** Finds the room, counting a miss against the address: codes are not to be guessed. */
    private Room lookUp(HttpExchange exchange, String code) {
        String address = Exchanges.address(exchange);
        long now = System.currentTimeMillis();
        if (failedLookups.isOver(address, now)) {
            throw new BadRequest(429, "too many room codes from this address were wrong: wait a minute");
        }
        try {
            return referee.room(code);
        } catch (RefereeException e) {
            failedLookups.count(address, now);
            throw e;
        }
    }

    /** The room's page, on the host the client reached the server by (so a link works where it was asked). */
    private String link(HttpExchange exchange, String code) {
        String host = exchange.getRequestHeaders().getFirst("Host");
        if (host != null && host.matches("[A-Za-z0-9.\\-]{1,253}(:[0-9]{1,5})?|\\[[0-9A-Fa-f:.]{2,45}\\](:[0-9]{1,5})?")) {
            return "http://" + host + "/r/" + code;
        }
        return base.resolve("/r/" + code).toString();
    }

    private static void requireMethod(String method, String wanted) {
        if (!method.equals(wanted)) {
            throw new BadRequest(405, "use " + wanted + " here, not " + method);
        }
    }

    private static <T> T required(T value, String field) {
        if (value == null) {
            throw new BadRequest(400, "\"" + field + "\" is missing");
        }
        return value;
    }
}
