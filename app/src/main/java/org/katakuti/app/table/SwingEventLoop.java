package org.katakuti.app.table;

import javax.swing.SwingUtilities;
import javax.swing.Timer;

/** The Swing event thread as a match's {@link EventLoop}. */
final class SwingEventLoop implements EventLoop {

    @Override
    public void execute(Runnable task) {
        SwingUtilities.invokeLater(task);
    }

    @Override
    public void later(long millis, Runnable task) {
        if (millis <= 0) {
            execute(task);
            return;
        }
        Timer timer = new Timer((int) Math.min(Integer.MAX_VALUE, millis), e -> task.run());
        timer.setRepeats(false);
        timer.start();
    }
}
