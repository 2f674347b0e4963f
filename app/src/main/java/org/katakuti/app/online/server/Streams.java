package org.katakuti.app.online.server;

import java.io.IOException;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicInteger;

import com.sun.net.httpserver.HttpExchange;

import org.katakuti.app.online.referee.Referee;
import org.katakuti.app.online.referee.RefereeException;
import org.katakuti.app.online.referee.Room;

/**
 * Every open event stream of the server: opened within the limits (per
 * address and in all), sent a heartbeat every 15 s, and closed when its room
 * closed, when its reader stalled, or when the server stops.
 */
final class Streams {

    static final long HEARTBEAT_MILLIS = 15_000;
    /** A stream whose write has not gone through in this time has a reader that stopped reading. */
    static final long STALLED_MILLIS = 30_000;

    private final Limits limits;
    private final ExecutorService writers;
    private final Set<EventStream> open = ConcurrentHashMap.newKeySet();
    private final Map<String, AtomicInteger> perAddress = new ConcurrentHashMap<>();
    private long lastHeartbeat = System.currentTimeMillis();

    Streams(Limits limits, ExecutorService writers) {
        this.limits = limits;
        this.writers = writers;
    }

    void open(HttpExchange exchange, Room room, String token) throws IOException {
        String address = Exchanges.address(exchange);
        if (open.size() >= limits.maxStreams) {
            throw new BadRequest(429, "the server has too many open streams: try again later");
        }
        AtomicInteger count = perAddress.computeIfAbsent(address, a -> new AtomicInteger());
        if (count.incrementAndGet() > limits.streamsPerAddress) {
            release(address);
            throw new BadRequest(429, "this address has " + limits.streamsPerAddress + " streams open already");
        }
        EventStream stream = new EventStream(exchange, writers, address, room, this::closed);
        open.add(stream);
        Room.Watch watch;
        try {
            watch = room.watch(token, stream::offer);
        } catch (RefereeException e) {
            closed(stream);
            throw e;
        }
        try {
            stream.open(watch);
        } catch (IOException e) {
            stream.close();
        }
    }

    /** Heartbeats when due; closes the streams of closed rooms and of stalled readers. */
    void tick(Referee referee, long now) {
        boolean beat = now - lastHeartbeat >= HEARTBEAT_MILLIS;
        if (beat) {
            lastHeartbeat = now;
        }
        for (EventStream stream : open) {
            if (stream.isStalled(now, STALLED_MILLIS) || !referee.isOpen(stream.room())) {
                stream.close();
            } else if (beat) {
                stream.heartbeat();
            }
        }
    }

    int size() {
        return open.size();
    }

    void closeAll() {
        for (EventStream stream : open) {
            stream.close();
        }
    }

    private void closed(EventStream stream) {
        if (open.remove(stream)) {
            release(stream.address());
        }
    }

    private void release(String address) {
        AtomicInteger count = perAddress.get(address);
        if (count != null && count.decrementAndGet() <= 0) {
            perAddress.remove(address, count);
        }
    }
}
