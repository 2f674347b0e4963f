package org.katakuti.app.pbrain;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.katakuti.api.bot.Deadline;
import org.katakuti.app.player.BotRunner;

/**
 * One running Gomocup brain: the process, the lines to it, and its answers as
 * they come, read on a thread of its own ({@code MESSAGE} and {@code DEBUG}
 * lines go to the message sink instead, as do the lines of its standard
 * error, after {@code stderr:}). Started with {@code START n} answered
 * {@code OK}.
 */
final class BrainProcess {

    /** How long a brain may take to start and answer {@code START}. */
    static final long START_MILLIS = 10_000;

    private static final String GONE = "\u0000gone";

    /** Brains still running: killed when the app exits, whatever became of their bots. */
    private static final Set<Process> RUNNING = Collections.newSetFromMap(new ConcurrentHashMap<Process, Boolean>());

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            for (Process brain : RUNNING) {
                brain.destroyForcibly();
            }
        }, "katakuti-brain-killer"));
    }

    private final Process process;
    private final PrintWriter toBrain;
    private final LinkedBlockingQueue<String> answers = new LinkedBlockingQueue<>();

    private BrainProcess(Process process, Consumer<String> messages) {
        this.process = process;
        RUNNING.add(process);
        this.toBrain = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8),
                true);
        Thread reader = new Thread(() -> read(messages), "katakuti-brain-reader");
        reader.setDaemon(true);
        reader.start();
        // what it writes to standard error goes to the console too: at the table there is no terminal to see it
        Thread errors = new Thread(() -> readErrors(messages), "katakuti-brain-errors");
        errors.setDaemon(true);
        errors.start();
    }

    private void readErrors(Consumer<String> messages) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getErrorStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = lines.readLine()) != null) {
                if (!line.trim().isEmpty()) {
                    messages.accept("stderr: " + line.trim());
                }
            }
        } catch (IOException e) {
            // killed, or it closed its standard error
        }
    }

    /**
     * Starts the brain and its board of {@code size}, freestyle, with no match time limit.
     *
     * @throws IllegalStateException when it cannot be started or does not answer START with OK
     * @throws InterruptedException when interrupted while waiting (the process is killed)
     */
    static BrainProcess start(List<String> command, int size, Consumer<String> messages)
            throws InterruptedException {
        Process process;
        try {
            process = new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new IllegalStateException("cannot start the brain " + command.get(0) + ": " + e.getMessage(), e);
        }
        BrainProcess brain = new BrainProcess(process, messages);
        try {
            brain.send("START " + size);
            brain.expectOk("START " + size, Deadline.in(START_MILLIS));
            brain.send("INFO rule 0");
            brain.send("INFO timeout_match 0");
            return brain;
        } catch (InterruptedException | RuntimeException e) {
            brain.kill();
            throw e;
        }
    }

    private void read(Consumer<String> messages) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = lines.readLine()) != null) {
                String trimmed = line.trim();
                String upper = trimmed.toUpperCase(Locale.ROOT);
                if (upper.startsWith("MESSAGE") || upper.startsWith("DEBUG")) {
                    messages.accept(trimmed);
                } else if (!trimmed.isEmpty()) {
                    answers.add(trimmed);
                }
            }
        } catch (IOException e) {
            // killed, or it closed its output: as gone as at the end of its output
        }
        answers.add(GONE);
    }

    /** Sends one or more lines. */
    void send(String lines) {
        toBrain.println(lines);
        if (toBrain.checkError()) {
            throw new IllegalStateException("the brain no longer reads its input");
        }
    }

    /** Waits for {@code OK}, as the answer to {@code sent}. */
    void expectOk(String sent, Deadline deadline) throws InterruptedException {
        String answer = await(deadline);
        if (!answer.equalsIgnoreCase("OK")) {
            throw new IllegalStateException("the brain answered '" + answer + "' to " + sent);
        }
    }

    /**
     * @return the brain's next answer line. It waits past the deadline (as long as
     *     the runner's grace, twice) so that the runner, not this, decides when it is too late.
     * @throws InterruptedException when interrupted or the deadline is cancelled: the runner gave up
     */
    String await(Deadline deadline) throws InterruptedException {
        long patience = deadline.remainingMillis() + 2 * BotRunner.GRACE_MILLIS;
        String line = answers.poll(Math.max(1, patience), TimeUnit.MILLISECONDS);
        if (deadline.isCancelled()) {
            throw new InterruptedException("the runner gave up");
        }
        if (line == null) {
            throw new IllegalStateException("the brain gave no answer");
        }
        if (line.equals(GONE)) {
            throw new IllegalStateException("the brain exited");
        }
        if (line.toUpperCase(Locale.ROOT).startsWith("ERROR")) {
            throw new IllegalStateException("the brain says " + line);
        }
        return line;
    }

    /** Ends the process. */
    void kill() {
        process.destroyForcibly();
        RUNNING.remove(process);
    }
}
