package org.katakuti.app.table;

import java.awt.AWTError;
import java.awt.Toolkit;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Whether the desktop is dark, asked on a background thread.
 *
 * <p>Asking can mean starting {@code reg} or {@code defaults}, and a system
 * command can hang (a stuck registry, a slow network home); on the event
 * thread that would freeze the window before it is even drawn. So the question
 * is put to the desktop on a daemon thread, as early as the launcher can, and
 * the event thread only takes the answer, waiting a bounded time for it and
 * taking light when none comes.
 */
final class SystemTheme {

    /** How long one system command may take before it counts as no answer. */
    static final long COMMAND_LIMIT_MS = 1000;

    /** How long a caller waits for an answer: the command's limit and a little to start it. */
    static final long ANSWER_WAIT_MS = 1200;

    /** Runs a system command and returns its output; "" when it fails or is not done in time. */
    interface Runner {
        String run(String... command);
    }

    /** The desktop this table runs on, asked with the real commands. */
    static final SystemTheme DESKTOP = new SystemTheme(
            () -> ask(System.getProperty("os.name", ""), command -> run(COMMAND_LIMIT_MS, command)));

    private final Callable<Boolean> probe;
    private FutureTask<Boolean> latest;

    /** @param probe asks the desktop; true when it is dark (it runs on a background thread) */
    SystemTheme(Callable<Boolean> probe) {
        this.probe = probe;
    }

    /**
     * Starts asking on a daemon thread, unless a question is already under way;
     * a finished answer is asked afresh, as the desktop may have changed since.
     */
    synchronized void askInBackground() {
        if (latest == null || latest.isDone()) {
            latest = new FutureTask<>(probe);
            Thread thread = new Thread(latest, "katakuti-system-theme");
            thread.setDaemon(true);
            thread.start();
        }
    }

    /**
     * @return the latest answer, asking in the background first if nobody has;
     *         false (light) when it is not there within {@code waitMillis} or the probe failed
     */
    boolean isDark(long waitMillis) {
        FutureTask<Boolean> answer;
        synchronized (this) {
            if (latest == null) {
                askInBackground();
            }
            answer = latest;
        }
        try {
            return answer.get(waitMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * Asks the desktop of {@code osName} whether it is dark; never throws.
     *
     * @param runner runs the Windows or macOS query (Linux needs no command)
     */
    static boolean ask(String osName, Runner runner) {
        String os = osName.toLowerCase(Locale.ROOT);
        try {
            if (os.startsWith("windows")) {
                String answer = runner.run("reg", "query",
                        "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize",
                        "/v", "AppsUseLightTheme");
                return answer.contains("0x0");
            }
            if (os.startsWith("mac")) {
                return runner.run("defaults", "read", "-g", "AppleInterfaceStyle")
                        .toLowerCase(Locale.ROOT).contains("dark");
            }
            String gtkTheme = System.getenv("GTK_THEME");
            if (gtkTheme != null && gtkTheme.toLowerCase(Locale.ROOT).contains(":dark")) {
                return true;
            }
            Object name = Toolkit.getDefaultToolkit().getDesktopProperty("gnome.Net/ThemeName");
            return name != null && name.toString().toLowerCase(Locale.ROOT).endsWith("dark");
        } catch (RuntimeException | AWTError e) {
            // No display, or a desktop that answers oddly: it cannot tell, so light.
            return false;
        }
    }

    /**
     * Runs {@code command} and returns what it printed, giving it at most
     * {@code limitMillis}; a command still running then is destroyed and
     * counts as no answer (""). Its output is read on a daemon thread, as
     * reading to the end would block for as long as the command hangs.
     * Only the command itself is destroyed, not any children it started.
     */
    static String run(long limitMillis, String... command) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(limitMillis);
        final Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException | RuntimeException e) {
            return "";
        }
        try {
            // Nothing to say to it; a command that reads its input gets the end at once.
            process.getOutputStream().close();
            FutureTask<String> output = new FutureTask<>(() -> readAll(process.getInputStream()));
            Thread reader = new Thread(output, "katakuti-system-theme-output");
            reader.setDaemon(true);
            reader.start();
            String printed = output.get(remainingNanos(deadline), TimeUnit.NANOSECONDS);
            // The output is complete; let the command finish exiting, within the same limit.
            process.waitFor(remainingNanos(deadline), TimeUnit.NANOSECONDS);
            return printed;
        } catch (IOException | ExecutionException | TimeoutException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        } finally {
            if (process.isAlive()) {
                process.destroyForcibly();
            }
        }
    }

    private static long remainingNanos(long deadline) {
        return Math.max(0, deadline - System.nanoTime());
    }

    private static String readAll(InputStream in) throws IOException {
        try (InputStream stream = in) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            byte[] buffer = new byte[4096];
            int n;
            while ((n = stream.read(buffer)) != -1) {
                bytes.write(buffer, 0, n);
            }
            return new String(bytes.toByteArray(), StandardCharsets.UTF_8);
        }
    }
}
