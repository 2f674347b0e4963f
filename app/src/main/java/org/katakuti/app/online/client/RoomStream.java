package org.katakuti.app.online.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.nio.charset.StandardCharsets;

import com.google.gson.JsonParseException;

/**
 * Follows a room's event stream (Server-Sent Events) on a daemon thread of
 * its own and hands on every state it sends. A dropped stream is opened again,
 * after a wait that doubles up to {@link #MAX_BACKOFF_MILLIS}: a short drop of
 * the network costs a second or two, a server gone for good costs little.
 * The server's heartbeats keep the stream alive; a stream silent for longer
 * than {@link #SILENCE_MILLIS} is taken for dropped.
 */
public final class RoomStream {

    /** Hears the stream; called on the stream's thread. */
    public interface Listener {
        /** The room's state, at once on (re)connecting and at every change. */
        void state(RoomState state);

        /** The stream is open ({@code up}) or was lost, for {@code why} (plain words); it will be opened again. */
        void connection(boolean up, String why);

        /**
         * The stream cannot be followed (the room is gone, the token unknown, the
         * server speaks another protocol): it is not tried again.
         */
        void ended(OnlineException why);
    }

    /** The server sends a heartbeat every 15 s: silence past this means the stream is gone. */
    static final int SILENCE_MILLIS = 40_000;
    static final long FIRST_BACKOFF_MILLIS = 500;
    static final long MAX_BACKOFF_MILLIS = 8_000;

    private final OnlineClient client;
    private final String code;
    private final String token;
    private final Listener listener;
    private final Thread thread;
    private volatile boolean closed;
    private volatile HttpURLConnection open;

    /** A stream of room {@code code}, seen by the seat of {@code token} (null: a spectator). Call {@link #start()}. */
    public RoomStream(OnlineClient client, String code, String token, Listener listener) {
        this.client = client;
        this.code = code;
        this.token = token;
        this.listener = listener;
        this.thread = new Thread(this::follow, "katakuti-room-" + code);
        thread.setDaemon(true);
    }

    public void start() {
        thread.start();
    }

    /**
     * Stops following the room, at once for the caller; no more calls to the
     * listener after this returns but one already under way.
     */
    public void close() {
        closed = true;
        thread.interrupt();
        HttpURLConnection connection = open;
        if (connection != null) {
            // disconnecting waits for the read under way to let go: never on the caller's (the event) thread
            Thread closer = new Thread(connection::disconnect, "katakuti-room-" + code + "-close");
            closer.setDaemon(true);
            closer.start();
        }
    }

    private void follow() {
        long backoff = FIRST_BACKOFF_MILLIS;
        while (!closed) {
            String why;
            try {
                boolean read = readOnce();
                why = "the server closed the stream";
                if (read) {
                    backoff = FIRST_BACKOFF_MILLIS;
                }
            } catch (OnlineException e) {
                if (e.problem() == OnlineException.Problem.NO_SUCH_ROOM
                        || e.problem() == OnlineException.Problem.BAD_TOKEN
                        || e.problem() == OnlineException.Problem.PROTOCOL_MISMATCH) {
                    if (!closed) {
                        listener.ended(e);
                    }
                    return;
                }
                why = e.getMessage();
            } catch (IOException e) {
                why = e.getMessage();
            }
            if (closed) {
                return;
            }
            listener.connection(false, why);
            try {
                Thread.sleep(backoff);
            } catch (InterruptedException e) {
                return;
            }
            backoff = Math.min(MAX_BACKOFF_MILLIS, backoff * 2);
        }
    }

    /** @return true when the stream was open and sent at least one state before it ended */
    private boolean readOnce() throws IOException, OnlineException {
        HttpURLConnection connection = (HttpURLConnection) client.eventsUrl(code, token).openConnection();
        open = connection;
        try {
            connection.setConnectTimeout(OnlineClient.CONNECT_MILLIS);
            connection.setReadTimeout(SILENCE_MILLIS);
            connection.setRequestProperty("Accept", "text/event-stream");
            int status = connection.getResponseCode();
            if (status == 404) {
                throw new OnlineException(OnlineException.Problem.NO_SUCH_ROOM, "room " + code + " is gone");
            }
            if (status == 403) {
                throw new OnlineException(OnlineException.Problem.BAD_TOKEN, "the server does not know this seat");
            }
            if (status != 200) {
                throw new IOException("the server refused the stream (" + status + ")");
            }
            if (closed) {
                return false;
            }
            listener.connection(true, null);
            boolean any = false;
            try (BufferedReader in = new BufferedReader(
                    new InputStreamReader(connection.getInputStream(), StandardCharsets.UTF_8))) {
                String event = "message";
                StringBuilder data = new StringBuilder();
                for (String line; (line = in.readLine()) != null && !closed;) {
                    if (line.isEmpty()) {
                        if ("state".equals(event) && data.length() > 0) {
                            listener.state(parse(data.toString()));
                            any = true;
                        }
                        event = "message";
                        data.setLength(0);
                    } else if (line.startsWith("event:")) {
                        event = line.substring(6).trim();
                    } else if (line.startsWith("data:")) {
                        if (data.length() > 0) {
                            data.append('\n');
                        }
                        data.append(line.substring(5).startsWith(" ") ? line.substring(6) : line.substring(5));
                    } // ": heartbeat" comments and unknown fields are skipped, as the SSE format says
                }
            }
            return any;
        } finally {
            open = null;
            connection.disconnect();
        }
    }

    private static RoomState parse(String json) throws OnlineException {
        try {
            return OnlineClient.checked(OnlineClient.GSON.fromJson(json, RoomState.class));
        } catch (JsonParseException e) {
            throw new OnlineException(OnlineException.Problem.PROTOCOL_MISMATCH, "the stream sent a state that is not JSON");
        }
    }
}
