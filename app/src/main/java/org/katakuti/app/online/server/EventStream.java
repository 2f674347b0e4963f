package org.katakuti.app.online.server;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executor;

import com.sun.net.httpserver.HttpExchange;

import org.katakuti.app.online.referee.Room;
import org.katakuti.app.online.referee.RoomState;

/**
 * One open {@code text/event-stream}: the room's states as they come, and a
 * heartbeat comment every so often. No request thread is held while it is
 * open: the room hands each new state over and a writer thread sends it.
 *
 * <p>Only the newest state waits to be sent (a state is whole, so older ones
 * are worthless once a newer exists), and one stream is written by at most
 * one writer at a time. So a reader that is slow, or stalls with a full
 * socket, holds up only its own stream, never another's.
 */
final class EventStream {

    private final HttpExchange exchange;
    private final Executor writers;
    private final String address;
    private final Room room;
    private final java.util.function.Consumer<EventStream> onClose;
    private Room.Watch watch;

    // Guarded by this.
    private String pending;
    private boolean heartbeatDue;
    private boolean ready;
    private boolean writing;
    private boolean closed;
    private long writeStartedMillis;

    EventStream(HttpExchange exchange, Executor writers, String address, Room room,
            java.util.function.Consumer<EventStream> onClose) {
        this.exchange = exchange;
        this.writers = writers;
        this.address = address;
        this.room = room;
        this.onClose = onClose;
    }

    String address() {
        return address;
    }

    Room room() {
        return room;
    }

    /**
     * Opens the stream once the room took the watcher (which may have been refused:
     * then nothing was sent yet, and the request is answered with an error): the
     * headers, then the states handed over so far.
     */
    void open(Room.Watch opened) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.getResponseHeaders().set("X-Accel-Buffering", "no");
        exchange.sendResponseHeaders(200, 0);
        boolean closeNow;
        synchronized (this) {
            this.watch = opened;
            closeNow = closed;
            ready = true;
            schedule();
        }
        if (closeNow) {
            opened.close();
        }
    }

    /** Called by the room, under its lock: hands over the newest state. Never blocks. */
    void offer(RoomState state) {
        String json = Json.state(state);
        synchronized (this) {
            pending = json;
            schedule();
        }
    }

    synchronized void heartbeat() {
        heartbeatDue = true;
        schedule();
    }

    /** @return true when a write has been stuck longer than {@code millis}: the reader stopped reading */
    synchronized boolean isStalled(long now, long millis) {
        return writing && now - writeStartedMillis > millis;
    }

    private void schedule() {
        if (ready && !writing && !closed && (pending != null || heartbeatDue)) {
            writing = true;
            writeStartedMillis = System.currentTimeMillis();
            writers.execute(this::drain);
        }
    }

    private void drain() {
        while (true) {
            String data;
            boolean beat;
            synchronized (this) {
                if (closed || (pending == null && !heartbeatDue)) {
                    writing = false;
                    return;
                }
                data = pending;
                beat = heartbeatDue && data == null;
                pending = null;
                heartbeatDue = false;
                writeStartedMillis = System.currentTimeMillis();
            }
            String text = data != null ? "event: state\ndata: " + data + "\n\n" : beat ? ": heartbeat\n\n" : "";
            try {
                OutputStream out = exchange.getResponseBody();
                out.write(text.getBytes(StandardCharsets.UTF_8));
                out.flush();
            } catch (IOException | RuntimeException e) {
                synchronized (this) {
                    writing = false;
                }
                close();
                return;
            }
        }
    }

    /** Ends the stream: the room is told the watcher left, and the connection is closed. */
    void close() {
        Room.Watch toClose;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            toClose = watch;
        }
        if (toClose != null) {
            toClose.close();
        }
        onClose.accept(this);
        // Closing writes the last chunk, which could block on a stalled reader: not on the caller's thread.
        try {
            writers.execute(exchange::close);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            exchange.close(); // the server is stopping: its writers are gone
        }
    }
}
