package org.katakuti.app.online.server;

import java.io.IOException;
import java.io.StringReader;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;

import org.katakuti.app.online.referee.RoomState;

/**
 * The protocol's JSON, read into fixed message classes only (never an
 * arbitrary type), with a low nesting limit; unknown fields are ignored.
 * Written with nulls kept, as the protocol shows them ({@code "winner": null}).
 */
final class Json {

    private static final Gson GSON = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();

    private Json() {
    }

    static String write(Object message) {
        return GSON.toJson(message);
    }

    static String state(RoomState state) {
        return state.json();
    }

    /**
     * @return the body read as {@code type}
     * @throws BadRequest when it is not a JSON object of that shape
     */
    static <T> T read(String body, Class<T> type) {
        try (JsonReader reader = new JsonReader(new StringReader(body))) {
            reader.setNestingLimit(Limits.MAX_NESTING);
            if (reader.peek() != JsonToken.BEGIN_OBJECT) {
                throw new BadRequest(400, "the body must be a JSON object");
            }
            T message = GSON.fromJson(reader, type);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                throw new BadRequest(400, "the body must be one JSON object and nothing after it");
            }
            return message;
        } catch (JsonParseException | IOException | IllegalStateException e) {
            throw new BadRequest(400, "the body is not JSON the server can read: " + plain(e));
        }
    }

    private static String plain(Exception e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        // Gson's words end in a link to its troubleshooting page, of no use to a player.
        int see = message.indexOf("\nSee ");
        message = see >= 0 ? message.substring(0, see) : message;
        return message.length() > 160 ? message.substring(0, 160) + "..." : message;
    }

    /** The bodies the server reads: one class per request, nothing else is ever made from JSON. */
    static final class CreateRoom {
        String game;
        Integer firstTo;
        String name;
    }

    static final class Join {
        String name;
    }

    static final class MoveRequest {
        String token;
        Integer game;
        Integer ply;
        String move;
    }

    static final class TokenRequest {
        String token;
        Integer game;
    }

    /** The answers the server writes besides the state. */
    static final class Created {
        final int protocol = RoomState.PROTOCOL;
        final String code;
        final String link;
        final String seat;
        final String token;

        Created(String code, String link, String seat, String token) {
            this.code = code;
            this.link = link;
            this.seat = seat;
            this.token = token;
        }
    }

    /** The answer to a join: the seat, its token, and the state as every stream has it. */
    static String joined(String seat, String token, RoomState state) {
        return "{\"seat\":" + GSON.toJson(seat) + ",\"token\":" + GSON.toJson(token) + ",\"state\":"
                + state.json() + "}";
    }

    static final class Error {
        final String error;

        Error(String error) {
            this.error = error;
        }
    }
}
