package org.katakuti.app.online.server;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

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

    /**
     * The newest states written, each once: a room's state goes to both players' streams, the spectators'
     * and the answer of the POST that made it, all within moments. States never change, so a written one
     * stays true; by identity, since two equal-looking states of different moments are still two.
     */
    private static final Map<RoomState, String> WRITTEN = Collections.synchronizedMap(
            new LinkedHashMap<RoomState, String>(1024, 0.75f, false) {
                private static final long serialVersionUID = 1L;

                @Override
                protected boolean removeEldestEntry(Map.Entry<RoomState, String> eldest) {
                    return size() > 2048;
                }
            });

    static String state(RoomState state) {
        String json = WRITTEN.get(state);
        if (json == null) {
            StringWriter out = new StringWriter(8192); // a state of a big grid is a few kilobytes: no regrowing
            GSON.toJson(state, RoomState.class, out);
            json = out.toString();
            WRITTEN.put(state, json);
        }
        return json;
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

    static final class Joined {
        final String seat;
        final String token;
        final RoomState state;

        Joined(String seat, String token, RoomState state) {
            this.seat = seat;
            this.token = token;
            this.state = state;
        }
    }

    static final class Error {
        final String error;

        Error(String error) {
            this.error = error;
        }
    }
}
