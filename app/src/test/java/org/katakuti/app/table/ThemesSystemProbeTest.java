package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import javax.swing.SwingUtilities;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;

import org.katakuti.app.prefs.TablePrefs.Theme;

/**
 * "Follow the system" must never hang the table: a system command gets a real
 * time limit, and the event thread only takes an answer worked out elsewhere.
 * The bounds on elapsed time are generous (the limit is one second), so a busy
 * machine cannot make these fail.
 */
class ThemesSystemProbeTest {

    private static final Duration GENEROUS = Duration.ofSeconds(10);

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void aHungCommandIsNoAnswerOnceItsTimeIsUpAndIsNotLeftRunning() throws Exception {
        long started = System.nanoTime();
        String output = SystemTheme.run(SystemTheme.COMMAND_LIMIT_MS, "sleep", "30");
        Duration took = Duration.ofNanos(System.nanoTime() - started);

        assertThat(output).isEmpty();
        assertThat(took).as("returned at its one-second limit, not after 30 s").isLessThan(GENEROUS);
        assertThat(took).as("gave the command its full second").isGreaterThanOrEqualTo(Duration.ofMillis(900));
        assertThat(sleepChildrenGone()).as("the hung command was destroyed").isTrue();
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void aCommandThatAnswersInTimeIsHeard() {
        assertThat(SystemTheme.run(SystemTheme.COMMAND_LIMIT_MS * 10, "sh", "-c", "echo Dark; echo err >&2"))
                .contains("Dark").contains("err");
    }

    @Test
    void aCommandThatCannotStartIsNoAnswer() {
        assertThat(SystemTheme.run(SystemTheme.COMMAND_LIMIT_MS, "katakuti-no-such-command")).isEmpty();
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void aMacWhoseQueryHangsIsLightWithinTheLimit() {
        long started = System.nanoTime();
        boolean dark = SystemTheme.ask("Mac OS X",
                command -> SystemTheme.run(SystemTheme.COMMAND_LIMIT_MS, "sleep", "30"));
        assertThat(dark).isFalse();
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(GENEROUS);
    }

    @Test
    void theDesktopsOwnAnswersAreReadAsBefore() {
        assertThat(SystemTheme.ask("Windows 11", command -> "    AppsUseLightTheme    REG_DWORD    0x0\n")).isTrue();
        assertThat(SystemTheme.ask("Windows 11", command -> "    AppsUseLightTheme    REG_DWORD    0x1\n")).isFalse();
        assertThat(SystemTheme.ask("Windows 10", command -> "")).isFalse();
        assertThat(SystemTheme.ask("Mac OS X", command -> "Dark\n")).isTrue();
        assertThat(SystemTheme.ask("Mac OS X", command -> "")).as("no AppleInterfaceStyle: light").isFalse();
    }

    @Test
    void aRunnerThatFailsIsLightNotAnError() {
        assertThat(SystemTheme.ask("Windows 10", command -> {
            throw new IllegalStateException("no registry");
        })).isFalse();
    }

    @Test
    void theAnswerWorkedOutOffTheEventThreadIsWhatTheEventThreadGets() throws Exception {
        AtomicBoolean probedOnEventThread = new AtomicBoolean(true);
        AtomicInteger probes = new AtomicInteger();
        SystemTheme system = new SystemTheme(() -> {
            probedOnEventThread.set(SwingUtilities.isEventDispatchThread());
            probes.incrementAndGet();
            return true;
        });
        system.askInBackground();

        List<Boolean> seen = onEventThread(() -> List.of(system.isDark(GENEROUS.toMillis()),
                system.isDark(GENEROUS.toMillis())));

        assertThat(seen).containsExactly(true, true);
        assertThat(probedOnEventThread).isFalse();
        assertThat(probes).as("the second look takes the same answer").hasValue(1);
    }

    @Test
    void anEventThreadThatAsksFirstStillDoesNotProbeItself() throws Exception {
        AtomicReference<String> probingThread = new AtomicReference<>();
        SystemTheme system = new SystemTheme(() -> {
            probingThread.set(Thread.currentThread().getName());
            return true;
        });

        String eventThread = onEventThread(() -> Thread.currentThread().getName());
        boolean dark = onEventThread(() -> system.isDark(GENEROUS.toMillis()));

        assertThat(dark).isTrue();
        assertThat(probingThread.get()).isEqualTo("katakuti-system-theme").isNotEqualTo(eventThread);
    }

    @Test
    void aLateAnswerIsLightAfterABoundedWaitAndCountsOnceItComes() throws Exception {
        CountDownLatch desktopAnswers = new CountDownLatch(1);
        SystemTheme system = new SystemTheme(() -> desktopAnswers.await(30, TimeUnit.SECONDS));
        system.askInBackground();

        long started = System.nanoTime();
        boolean whileWaiting = onEventThread(() -> system.isDark(100));
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        desktopAnswers.countDown();

        assertThat(whileWaiting).isFalse();
        assertThat(took).isLessThan(GENEROUS);
        assertThat(system.isDark(GENEROUS.toMillis())).isTrue();
    }

    @Test
    void aProbeThatFailsIsLight() {
        SystemTheme system = new SystemTheme(() -> {
            throw new IllegalStateException("desktop gone");
        });
        assertThat(system.isDark(GENEROUS.toMillis())).isFalse();
    }

    @Test
    void askingAgainAfterAnAnswerAsksTheDesktopAfresh() {
        AtomicInteger probes = new AtomicInteger();
        SystemTheme system = new SystemTheme(() -> probes.incrementAndGet() == 2);

        assertThat(system.isDark(GENEROUS.toMillis())).isFalse();
        system.askInBackground();
        assertThat(system.isDark(GENEROUS.toMillis())).as("the desktop turned dark since").isTrue();
        assertThat(probes).hasValue(2);
    }

    @Test
    void askingAgainWhileAQuestionIsUnderWayWaitsForThatOne() {
        CountDownLatch desktopAnswers = new CountDownLatch(1);
        AtomicInteger probes = new AtomicInteger();
        SystemTheme system = new SystemTheme(() -> {
            probes.incrementAndGet();
            return desktopAnswers.await(30, TimeUnit.SECONDS);
        });

        system.askInBackground();
        system.askInBackground();
        desktopAnswers.countDown();

        assertThat(system.isDark(GENEROUS.toMillis())).isTrue();
        assertThat(probes).hasValue(1);
    }

    @Test
    void lightAndDarkNeedNoQuestion() {
        assertThat(Themes.isDark(Theme.DARK)).isTrue();
        assertThat(Themes.isDark(Theme.LIGHT)).isFalse();
    }

    private static <T> T onEventThread(java.util.concurrent.Callable<T> work) throws Exception {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Exception> failure = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                result.set(work.call());
            } catch (Exception e) {
                failure.set(e);
            }
        });
        if (failure.get() != null) {
            throw failure.get();
        }
        return result.get();
    }

    /** Waits, boundedly, for every {@code sleep} this test JVM started to be gone. */
    private static boolean sleepChildrenGone() throws InterruptedException {
        long deadline = System.nanoTime() + GENEROUS.toNanos();
        while (System.nanoTime() < deadline) {
            boolean anyLeft = ProcessHandle.current().children()
                    .anyMatch(child -> child.info().command().map(c -> c.endsWith("sleep")).orElse(false));
            if (!anyLeft) {
                return true;
            }
            Thread.sleep(50);
        }
        return false;
    }
}
