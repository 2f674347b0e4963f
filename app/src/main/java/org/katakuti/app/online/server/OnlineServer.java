package org.katakuti.app.online.server;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Collections;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import com.sun.net.httpserver.HttpServer;

import org.katakuti.app.Main;
import org.katakuti.app.log.MatchLogStore;
import org.katakuti.app.online.referee.Referee;

/**
 * The online server: the {@link Referee} behind HTTP and Server-Sent Events
 * (docs/online-protocol.md), on the JDK's own HTTP server. Started by
 * {@code katakuti server} and by the desktop's "Host on this computer".
 *
 * <p>Requests run on a bounded pool of threads; an event stream holds no
 * thread while open (see {@link EventStream}). A client that sends its
 * request too slowly is cut off after {@value #REQUEST_SECONDS} s, so slow
 * senders cannot take the pool.
 */
public final class OnlineServer implements AutoCloseable {

    /** A request must have arrived whole within this time. */
    static final int REQUEST_SECONDS = 10;

    static {
        // Read once by the JDK's server when its first instance is made; a user's own setting wins.
        if (System.getProperty("sun.net.httpserver.maxReqTime") == null) {
            System.setProperty("sun.net.httpserver.maxReqTime", String.valueOf(REQUEST_SECONDS));
        }
        // Without it, a small answer can wait 40 ms for the client's delayed acknowledgement (Nagle).
        if (System.getProperty("sun.net.httpserver.nodelay") == null) {
            System.setProperty("sun.net.httpserver.nodelay", "true");
        }
    }

    private final HttpServer http;
    private final Referee referee;
    private final Streams streams;
    private final Api api;
    private final RoomLogs logs;
    private final ThreadPoolExecutor requests;
    private final ExecutorService writers;
    private final ScheduledExecutorService ticker;
    private final URI base;
    private boolean closed;

    private OnlineServer(String bindAddress, int port, Path logFolder, Limits limits, Clock clock) throws IOException {
        this.logs = logFolder == null ? null : new RoomLogs(new MatchLogStore(logFolder, Main.version()));
        this.referee = new Referee(clock, new SecureRandom(), record -> {
            if (logs != null) {
                logs.save(record);
            }
        });
        InetAddress address = InetAddress.getByName(bindAddress == null ? "0.0.0.0" : bindAddress);
        this.http = HttpServer.create(new InetSocketAddress(address, port), 256);
        this.base = baseUri(address, http.getAddress().getPort());
        this.requests = new ThreadPoolExecutor(limits.requestThreads, limits.requestThreads, 60, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(4096), daemons("katakuti-online-request"),
                new ThreadPoolExecutor.DiscardPolicy());
        // One writer per stream at most, so a thread blocked on a stalled reader keeps no other stream waiting.
        this.writers = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 30, TimeUnit.SECONDS, new SynchronousQueue<>(),
                daemons("katakuti-online-stream"));
        this.streams = new Streams(limits, writers);
        this.api = new Api(referee, streams, limits, base);
        AddressGate gate = new AddressGate(limits.requestsInFlightPerAddress);
        http.createContext("/api/", api).getFilters().add(gate);
        http.createContext("/", new WebFiles()).getFilters().add(gate);
        http.setExecutor(requests);
        this.ticker = Executors.newSingleThreadScheduledExecutor(daemons("katakuti-online-clock"));
    }

    /**
     * Starts a server.
     *
     * @param bindAddress the address to listen on ({@code 0.0.0.0} for every network, {@code 127.0.0.1} for this
     *     computer only); null for every network
     * @param port the port; 0 for any free one
     * @param logFolderOrNull the folder the rooms' matches are saved in as match logs; null to keep none
     * @throws IOException when the address cannot be listened on (the port taken, say)
     */
    public static OnlineServer start(String bindAddress, int port, Path logFolderOrNull) throws IOException {
        return start(bindAddress, port, logFolderOrNull, Limits.standard());
    }

    /** Starts a server with other limits than the standard ones: for tests and the load benchmark. */
    public static OnlineServer start(String bindAddress, int port, Path logFolderOrNull, Limits limits)
            throws IOException {
        return start(bindAddress, port, logFolderOrNull, limits, Clock.systemUTC());
    }

    /** Starts a server whose rooms read {@code clock}: tests move it past the grace time without waiting. */
    static OnlineServer start(String bindAddress, int port, Path logFolderOrNull, Limits limits, Clock clock)
            throws IOException {
        OnlineServer server = new OnlineServer(bindAddress, port, logFolderOrNull, limits, clock);
        server.http.start();
        server.ticker.scheduleWithFixedDelay(server::tick, 1, 1, TimeUnit.SECONDS);
        return server;
    }

    /** @return where clients reach the server, ending in {@code /}: {@code http://192.168.1.20:7350/} */
    public URI baseUri() {
        return base;
    }

    /** @return the referee, for tests */
    Referee referee() {
        return referee;
    }

    int openStreams() {
        return streams.size();
    }

    private void tick() {
        try {
            long now = System.currentTimeMillis();
            referee.tick();
            streams.tick(referee, now);
            api.tick(now);
        } catch (RuntimeException e) {
            // The clock must keep ticking: one bad tick is told and the next goes on.
            System.err.println("katakuti server: " + e);
        }
    }

    /** Stops the server: no new requests, every stream ended, every room's match saved as it stands. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        ticker.shutdownNow();
        streams.closeAll();
        http.stop(0);
        referee.closeAll();
        if (logs != null) {
            logs.close();
        }
        requests.shutdownNow();
        writers.shutdown();
    }

    private static URI baseUri(InetAddress bound, int port) {
        InetAddress shown = bound;
        if (bound.isAnyLocalAddress()) {
            shown = siteLocal();
        }
        String host = shown.getHostAddress();
        if (host.contains(":")) {
            host = "[" + host.replaceAll("%.*", "") + "]";
        }
        return URI.create("http://" + host + ":" + port + "/");
    }

    /** @return this computer's address on its local network, for a friend in the same house; loopback if none */
    private static InetAddress siteLocal() {
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nic.isUp() || nic.isLoopback() || nic.isVirtual()) {
                    continue;
                }
                for (InetAddress address : Collections.list(nic.getInetAddresses())) {
                    if (address instanceof Inet4Address && address.isSiteLocalAddress()) {
                        return address;
                    }
                }
            }
        } catch (SocketException e) {
            // No list of networks: this computer only.
        }
        return InetAddress.getLoopbackAddress();
    }

    private static ThreadFactory daemons(String name) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, name + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
