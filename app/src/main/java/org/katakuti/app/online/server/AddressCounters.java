package org.katakuti.app.online.server;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * Counts events per client address in a sliding window (rooms created in the
 * last hour, failed code look-ups in the last minute), to refuse an address
 * that goes past its limit.
 */
final class AddressCounters {

    private final int limit;
    private final long windowMillis;
    private final Map<String, Deque<Long>> events = new HashMap<>();

    AddressCounters(int limit, long windowMillis) {
        this.limit = limit;
        this.windowMillis = windowMillis;
    }

    /** @return true when {@code address} has already reached its limit in the window */
    synchronized boolean isOver(String address, long now) {
        Deque<Long> times = events.get(address);
        if (times == null) {
            return false;
        }
        drop(times, now);
        return times.size() >= limit;
    }

    synchronized void count(String address, long now) {
        Deque<Long> times = events.computeIfAbsent(address, a -> new ArrayDeque<>());
        drop(times, now);
        times.addLast(now);
    }

    /** Forgets the addresses with nothing left in the window, so the map does not grow for ever. */
    synchronized void forgetOld(long now) {
        for (Iterator<Deque<Long>> it = events.values().iterator(); it.hasNext();) {
            Deque<Long> times = it.next();
            drop(times, now);
            if (times.isEmpty()) {
                it.remove();
            }
        }
    }

    private void drop(Deque<Long> times, long now) {
        while (!times.isEmpty() && now - times.peekFirst() >= windowMillis) {
            times.removeFirst();
        }
    }
}
