package org.katakuti.app.table;

import java.awt.Window;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.lang.management.ManagementFactory;

/**
 * With {@code -Dkatakuti.startupProbe=true}, prints how long the window took
 * to open, counted from the JVM's start, and ends the program: the measure of
 * {@code scripts/startup-ratio.sh}. The clock is read before anything else is
 * loaded, so the probe adds nothing to what it measures.
 */
public final class StartupProbe {

    /** The system property that turns the probe on. */
    public static final String PROPERTY = "katakuti.startupProbe";

    private StartupProbe() {
    }

    /** @return true when the probe is on */
    public static boolean isOn() {
        return Boolean.getBoolean(PROPERTY);
    }

    /** Prints {@code visible-ms <n> <label>} when {@code window} opens, then exits. */
    public static void watch(Window window, final String label) {
        window.addWindowListener(new WindowAdapter() {
            @Override
            public void windowOpened(WindowEvent e) {
                long now = System.currentTimeMillis();
                long started = ManagementFactory.getRuntimeMXBean().getStartTime();
                System.out.println("visible-ms " + (now - started) + " " + label);
                System.out.flush();
                System.exit(0);
            }
        });
    }
}
