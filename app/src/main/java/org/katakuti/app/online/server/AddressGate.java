package org.katakuti.app.online.server;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.HttpExchange;

/**
 * Lets one address have only so many requests in hand at once, so a client
 * that opens many connections and sends slowly holds a few of the request
 * threads, never all of them. The request over the limit is refused at once
 * (429), before its body is read. Event streams are counted apart
 * ({@link Streams}): once open they hold no request thread.
 */
final class AddressGate extends Filter {

    private final int limit;
    private final Map<String, AtomicInteger> inFlight = new ConcurrentHashMap<>();

    AddressGate(int limit) {
        this.limit = limit;
    }

    @Override
    public void doFilter(HttpExchange exchange, Chain chain) throws IOException {
        String address = Exchanges.address(exchange);
        AtomicInteger count = inFlight.computeIfAbsent(address, a -> new AtomicInteger());
        try {
            if (count.incrementAndGet() > limit) {
                Exchanges.sendError(exchange, 429, "this address has " + limit
                        + " requests under way already: wait for their answers");
                return;
            }
            chain.doFilter(exchange);
        } finally {
            if (count.decrementAndGet() <= 0) {
                inFlight.remove(address, count);
            }
        }
    }

    @Override
    public String description() {
        return "at most " + limit + " requests at once from one address";
    }
}
