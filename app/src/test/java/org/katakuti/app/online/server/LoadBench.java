package org.katakuti.app.online.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The load benchmark of the online server (a tool, not a test): N rooms of two
 * scripted players over loopback, each move through the real protocol (a POST)
 * and the real stream (the state event that reaches the other player). It
 * measures a move's round trip, from the POST sent to the other player's event
 * received, and the POST's own answer time; a few spectators who never read
 * their stream stall on purpose, to show they hold up nobody.
 *
 * <pre>
 * mvn -q -B -o -pl api,app test-compile
 * java -Xmx512m -cp app/target/classes:app/target/test-classes:$(ls ~/.m2/repository/com/google/code/gson/gson/2.13.2/gson-2.13.2.jar) \
 *     org.katakuti.app.online.server.LoadBench [rooms] [seconds] [think-ms] [game] [stalled]
 * </pre>
 *
 * Results, with the machine, go in docs/benchmarks.md.
 */
public final class LoadBench {

    private final HttpClient http;
    private final URI base;
    private final ScheduledExecutorService pace = Executors.newScheduledThreadPool(2);
    private final long thinkMillis;
    private final ConcurrentLinkedQueue<Long> roundTrips = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Long> answers = new ConcurrentLinkedQueue<>();
    private final AtomicLong refused = new AtomicLong();
    private volatile boolean measuring;
    private volatile boolean running = true;

    private LoadBench(URI base, long thinkMillis) {
        this.base = base;
        this.thinkMillis = thinkMillis;
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .executor(Executors.newFixedThreadPool(4)).connectTimeout(Duration.ofSeconds(30)).build();
    }

    /** One room: the move in flight and when it was sent, to time its round trip. */
    private final class Table {
        final String code;
        final Player one;
        final Player two;
        final Random random;
        volatile int flightGame;
        volatile int flightPly = -1;
        volatile String flightSide;
        volatile long sentNanos;
        final AtomicBoolean awaited = new AtomicBoolean();

        Table(String code, String tokenOne, String tokenTwo, long seed) {
            this.code = code;
            this.random = new Random(seed);
            this.one = new Player(this, "one", tokenOne);
            this.two = new Player(this, "two", tokenTwo);
        }
    }

    /** A scripted player: reads its stream, and when its turn comes, thinks, then posts a legal move. */
    private final class Player implements Flow.Subscriber<String> {
        final Table table;
        final String side;
        final String token;
        private Flow.Subscription subscription;
        private int plannedGame;
        private int plannedPly = -1;

        Player(Table table, String side, String token) {
            this.table = table;
            this.side = side;
            this.token = token;
        }

        void open() {
            HttpRequest request = HttpRequest.newBuilder(base.resolve("/api/v1/rooms/" + table.code + "/events?token="
                    + token)).build();
            http.sendAsync(request, HttpResponse.BodyHandlers.fromLineSubscriber(this));
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            this.subscription = subscription;
            subscription.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(String line) {
            if (line.startsWith("data: ")) {
                state(line);
            }
        }

        /**
         * Reads the few fields a scripted player needs straight off the text: parsing every state whole
         * would cost the bench's players more than the server, on the same two cores.
         */
        private void state(String state) {
            int game = Integer.parseInt(field(state, "\"gameNumber\":", ","));
            String moves = field(state, "\"moves\":[", "]");
            int ply = moves.isEmpty() ? 0 : moves.split(",").length;
            // The move in flight reached the other player: the same game one move on, or (it ended a game) the next.
            boolean arrived = game == table.flightGame && ply == table.flightPly + 1 || game == table.flightGame + 1;
            if (arrived && !side.equals(table.flightSide) && table.awaited.compareAndSet(true, false) && measuring) {
                roundTrips.add(System.nanoTime() - table.sentNanos);
            }
            if (!state.contains("\"status\":\"playing\"") || !state.contains("\"toMove\":\"" + side + "\"")) {
                return;
            }
            synchronized (this) {
                if (game == plannedGame && ply == plannedPly) {
                    return; // a presence change repeats the state: the move is already planned
                }
                plannedGame = game;
                plannedPly = ply;
            }
            String[] legal = field(state, "\"legal\":[", "]").split(",");
            String move;
            synchronized (table.random) {
                move = legal[table.random.nextInt(legal.length)].replace("\"", "");
            }
            long think = thinkMillis / 2 + (long) (Math.random() * thinkMillis);
            pace.schedule(() -> send(game, ply, move), think, TimeUnit.MILLISECONDS);
        }

        private void send(int game, int ply, String move) {
            if (!running) {
                return;
            }
            String body = "{\"token\":\"" + token + "\",\"game\":" + game + ",\"ply\":" + ply + ",\"move\":\""
                    + move + "\"}";
            long sent = System.nanoTime();
            table.flightGame = game;
            table.flightPly = ply;
            table.flightSide = side;
            table.sentNanos = sent;
            table.awaited.set(true);
            http.sendAsync(HttpRequest.newBuilder(base.resolve("/api/v1/rooms/" + table.code + "/moves"))
                    .header("Content-Type", "application/json; charset=utf-8")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.discarding())
                    .thenAccept(response -> {
                        if (measuring) {
                            answers.add(System.nanoTime() - sent);
                        }
                        if (response.statusCode() != 200) {
                            refused.incrementAndGet();
                        }
                    });
        }

        @Override
        public void onError(Throwable throwable) {
            if (running) {
                System.err.println("stream of " + table.code + " " + side + " failed: " + throwable);
            }
        }

        @Override
        public void onComplete() {
        }
    }

    /** @return the text between {@code start} (its first occurrence: the top-level field) and {@code end} */
    private static String field(String json, String start, String end) {
        int from = json.indexOf(start) + start.length();
        return json.substring(from, json.indexOf(end, from));
    }

    private JsonObject post(String path, String body) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(base.resolve(path))
                .header("Content-Type", "application/json; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new IOException(path + ": " + response.statusCode() + " " + response.body());
        }
        return JsonParser.parseString(response.body()).getAsJsonObject();
    }

    public static void main(String[] args) throws Exception {
        int rooms = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        long think = args.length > 2 ? Long.parseLong(args[2]) : 1000;
        String game = args.length > 3 ? args[3] : "gomoku";
        int stalledCount = args.length > 4 ? Integer.parseInt(args[4]) : 20;

        long heapBefore = usedHeap();
        OnlineServer server = OnlineServer.start("127.0.0.1", 0, null,
                Limits.perAddress(1_000_000, 1_000_000, 1_000_000, 1_000_000));
        LoadBench bench = new LoadBench(server.baseUri(), think);
        List<Table> tables = new ArrayList<>();
        long created = System.nanoTime();
        for (int i = 0; i < rooms; i++) {
            JsonObject room = bench.post("/api/v1/rooms", "{\"game\":\"" + game + "\",\"firstTo\":5,\"name\":\"one" + i
                    + "\"}");
            String code = room.get("code").getAsString();
            JsonObject joined = bench.post("/api/v1/rooms/" + code + "/join", "{\"name\":\"two" + i + "\"}");
            tables.add(bench.new Table(code, room.get("token").getAsString(), joined.get("token").getAsString(), i));
        }
        System.out.printf("%d rooms opened and joined in %.1f s%n", rooms, (System.nanoTime() - created) / 1e9);
        List<Socket> stalled = new ArrayList<>();
        for (int i = 0; i < stalledCount; i++) {
            stalled.add(stalledSpectator(server.baseUri(), tables.get(i * Math.max(1, rooms / Math.max(1, stalledCount)) % rooms).code));
        }
        for (Table table : tables) {
            table.one.open();
            table.two.open();
        }
        System.out.printf("%d streams open (%d of them stalled spectators); warming up 10 s%n",
                server.openStreams(), stalledCount);
        Thread.sleep(10_000);
        bench.measuring = true;
        long start = System.nanoTime();
        Thread.sleep(seconds * 1000L);
        bench.measuring = false;
        double elapsed = (System.nanoTime() - start) / 1e9;
        // Weighed after the measured time: a full collection in it would stall every room at once.
        long heapPeak = usedHeap();
        bench.running = false;
        long[] trips = sorted(bench.roundTrips);
        long[] posts = sorted(bench.answers);
        System.out.printf("game %s, %d rooms, think %d ms (+-50%%), %d s measured, %d stalled spectators%n", game,
                rooms, think, seconds, stalledCount);
        System.out.printf("moves: %d (%.0f a second), refused: %d%n", posts.length, posts.length / elapsed,
                bench.refused.get());
        System.out.printf("round trip (POST sent -> other player's state event) ms: p50 %.1f  p90 %.1f  p99 %.1f  max %.1f  (n=%d)%n",
                ms(trips, 0.50), ms(trips, 0.90), ms(trips, 0.99), ms(trips, 1.0), trips.length);
        System.out.printf("POST answer ms: p50 %.1f  p90 %.1f  p99 %.1f  max %.1f%n",
                ms(posts, 0.50), ms(posts, 0.90), ms(posts, 0.99), ms(posts, 1.0));
        System.out.printf("heap used after GC with every room live: %.0f MB (%.0f MB before the server; server and"
                + " clients share this JVM)%n", heapPeak / 1e6, heapBefore / 1e6);
        for (Socket socket : stalled) {
            socket.close();
        }
        server.close();
        System.exit(0);
    }

    /** A spectator who opens the stream and never reads it: its socket fills and its writes stall. */
    private static Socket stalledSpectator(URI base, String code) throws IOException {
        Socket socket = new Socket();
        socket.setReceiveBufferSize(1024);
        socket.connect(new java.net.InetSocketAddress(base.getHost(), base.getPort()));
        OutputStream out = socket.getOutputStream();
        out.write(("GET /api/v1/rooms/" + code + "/events HTTP/1.1\r\nHost: bench\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        out.flush();
        InputStream ignored = socket.getInputStream();
        return socket;
    }

    private static long usedHeap() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
        Runtime runtime = Runtime.getRuntime();
        return runtime.totalMemory() - runtime.freeMemory();
    }

    private static long[] sorted(ConcurrentLinkedQueue<Long> samples) {
        long[] values = new long[samples.size()];
        int i = 0;
        for (Long value : samples) {
            if (i < values.length) {
                values[i++] = value;
            }
        }
        values = Arrays.copyOf(values, i);
        Arrays.sort(values);
        return values;
    }

    private static double ms(long[] sorted, double quantile) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int index = (int) Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1);
        return sorted[Math.max(0, index)] / 1e6;
    }
}
