package org.katakuti.app.table;

import java.awt.Window;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.lang.management.ManagementFactory;

/**
 * With {@code -Dkatakuti.startupProbe=true}, prints how long the window took
 * to open (its first {@code windowOpened}), to be first painted, and to be
 * ready (its first real screen drawn), all counted from the JVM's start, and
 * the wall-clock moment it was ready ({@code ready-at}, milliseconds since the
 * epoch, so a script can count from the moment it launched the program), then
 * ends the program: the measure of {@code scripts/startup-ratio.sh}. Clocks
 * are read before anything else is loaded, so the probe adds nothing to what
 * it measures.
 */
public final class StartupProbe {

    /** The system property that turns the probe on. */
    public static final String PROPERTY = "katakuti.startupProbe";

    private static long openedAt;
    private static long paintedAt;
    private static long readyAt;
    private static String name = "";

    private StartupProbe() {
    }

    /** @return true when the probe is on */
    public static boolean isOn() {
        return Boolean.getBoolean(PROPERTY);
    }

    /** Notes when {@code window} opens (its first {@code windowOpened}). Event thread only. */
    public static void watch(Window window, String label) {
        name = label;
        window.addWindowListener(new WindowAdapter() {
            @Override
            public void windowOpened(WindowEvent e) {
                openedAt = System.currentTimeMillis();
                reportWhenBoth();
            }
        });
    }

    /** Notes that the window has been painted for the first time. Event thread only. */
    public static void painted() {
        if (paintedAt == 0) {
            paintedAt = System.currentTimeMillis();
        }
    }

    /** Notes that the first real screen has been drawn (and so painted, if not noted before). Event thread only. */
    public static void ready() {
        if (readyAt == 0) {
            readyAt = System.currentTimeMillis();
            painted();
            reportWhenBoth();
        }
    }

    private static void reportWhenBoth() {
        if (openedAt == 0 || readyAt == 0) {
            return;
        }
        long started = ManagementFactory.getRuntimeMXBean().getStartTime();
        System.out.println("visible-ms " + (openedAt - started) + " painted-ms " + (Math.max(openedAt, paintedAt) - started)
                + " ready-ms " + (Math.max(openedAt, readyAt) - started) + " ready-at " + Math.max(openedAt, readyAt)
                + " " + name);
        System.out.flush();
        System.exit(0);
    }
}
