package org.katakuti.app.plugin;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import org.katakuti.app.host.BotHostMain;

/**
 * One bot host: a JVM of its own running {@link BotHostMain}, started from this
 * app's own Java and class path with a heap cap, asked one request at a time
 * over its standard input and output. Its standard error goes to a short
 * {@link HostLog}. A host never outlives the app: it stops at the end of its
 * input (which the system closes when the app ends however it ends), and a
 * shutdown hook destroys whatever hosts are left.
 */
public final class BotHostProcess implements AutoCloseable {

    /** The heap cap of every host: a plugin that wants more runs out of memory there, not here. */
    public static final String HEAP = "256m";

    private static final String EOF = "\u0000eof";
    private static final Set<BotHostProcess> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            for (BotHostProcess host : LIVE) {
                host.kill();
            }
        }, "katakuti-bot-hosts-down"));
    }

    private final String label;
    private final Process process;
    private final Writer requests;
    private final BlockingQueue<String> replies = new LinkedBlockingQueue<>();
    private final HostLog log = new HostLog();

    private BotHostProcess(String label, Process process) {
        this.label = label;
        this.process = process;
        this.requests = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        read(process.getInputStream(), line -> replies.add(line), () -> replies.add(EOF), label + "-replies");
        read(process.getErrorStream(), log::add, () -> { }, label + "-log");
    }

    /**
     * Starts a host.
     *
     * @param label for thread names and messages, e.g. the jar's name
     * @throws HostException when no JVM could be started
     */
    public static BotHostProcess start(String label) throws HostException {
        List<String> command = new ArrayList<>(Arrays.asList(javaCommand(),
                "-Xmx" + HEAP,
                "-XX:+IgnoreUnrecognizedVMOptions", "-XX:+ExitOnOutOfMemoryError", // the latter from 8u92 on
                "-XX:+UseSerialGC", "-Xshare:auto", "-Djava.awt.headless=true",
                "-cp", System.getProperty("java.class.path"),
                BotHostMain.class.getName()));
        try {
            ProcessBuilder builder = new ProcessBuilder(command);
            BotHostProcess host = new BotHostProcess(label, builder.start());
            LIVE.add(host);
            return host;
        } catch (IOException e) {
            throw new HostException("its process could not be started: " + e.getMessage());
        }
    }

    private static String javaCommand() {
        File bin = new File(System.getProperty("java.home"), "bin");
        File java = new File(bin, "java.exe");
        return (java.isFile() ? java : new File(bin, "java")).getPath();
    }

    /** @return the last lines the host wrote on its standard error */
    public HostLog log() {
        return log;
    }

    /** @return true while the host's process runs */
    public boolean isAlive() {
        return process.isAlive();
    }

    /**
     * Sends one request and waits for its reply.
     *
     * @param timeoutMillis how long to wait at most; on time out the host is killed
     * @param giveUp asked every few milliseconds: true kills the host and ends the wait
     * @return the reply line (an {@code error ...} reply is returned as it is)
     * @throws HostException when the host stopped, timed out or was given up on
     * @throws InterruptedException when the calling thread is interrupted (the host is killed)
     */
    public String ask(String request, long timeoutMillis, BooleanSupplier giveUp) throws HostException, InterruptedException {
        send(request);
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (true) {
            String reply;
            try {
                reply = replies.poll(20, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                kill();
                throw e;
            }
            if (reply == EOF) {
                replies.add(EOF); // every later request sees the end too
                throw new HostException(stopped());
            }
            if (reply != null && reply.startsWith("Terminating due to ")) {
                log.add(reply); // the JVM's last words on running out of memory come on standard output
                continue;
            }
            if (reply != null) {
                return reply;
            }
            if (giveUp.getAsBoolean()) {
                kill();
                throw new HostException("its process was stopped: the answer was no longer wanted");
            }
            if (System.nanoTime() - end > 0) {
                kill();
                throw new HostException("its process gave no answer within " + timeoutMillis + " ms, so it was stopped");
            }
        }
    }

    /** Sends a request without waiting for the reply (for {@code close} and {@code quit}). */
    public void send(String request) throws HostException {
        try {
            requests.write(request.replaceAll("\\R", " ") + "\n");
            requests.flush();
        } catch (IOException e) {
            throw new HostException(stopped());
        }
    }

    private String stopped() {
        try {
            process.waitFor(500, TimeUnit.MILLISECONDS); // the exit code comes a moment after the output ends
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        String last = log.last();
        String code = process.isAlive() ? "" : " (exit code " + process.exitValue() + ")";
        if (last != null && last.contains("OutOfMemoryError")) {
            return "its process ran out of memory (" + HEAP + " is the cap) and stopped" + code;
        }
        return "its process stopped" + code + (last == null ? "" : ": " + last);
    }

    /** Ends the host now, whatever it is doing; never waits. */
    public void kill() {
        LIVE.remove(this);
        process.destroyForcibly();
    }

    /** Asks the host to close its bot and stop, and kills it if it has not stopped within a second; never waits. */
    @Override
    public void close() {
        try {
            send("close");
            requests.close();
        } catch (HostException | IOException e) {
            // already gone: nothing to close
        }
        Thread reaper = new Thread(() -> {
            try {
                process.waitFor(1, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            kill();
        }, label + "-reaper");
        reaper.setDaemon(true);
        reaper.start();
    }

    private static void read(InputStream stream, java.util.function.Consumer<String> sink, Runnable atEnd, String name) {
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    sink.accept(line);
                }
            } catch (IOException e) {
                // the host is gone: the end below says so
            } finally {
                atEnd.run();
            }
        }, "katakuti-host-" + name);
        reader.setDaemon(true);
        reader.start();
    }
}
