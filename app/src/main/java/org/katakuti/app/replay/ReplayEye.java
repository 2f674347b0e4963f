package org.katakuti.app.replay;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

import javax.swing.SwingUtilities;

import org.katakuti.api.match.GameRecord;
import org.katakuti.app.eye.GameAnalyst;
import org.katakuti.app.eye.Verdict;

/**
 * The referee's and the solver's eye for the replay: the game on show is
 * analysed move by move on a thread of its own (the analysis takes up to a
 * few tenths of a second a move), and each verdict comes back to the event
 * thread as soon as it is known. Choosing another game stops the old analysis.
 * To be used on the event thread.
 */
final class ReplayEye {

    private final GameAnalyst analyst = new GameAnalyst();
    private final Runnable changed;
    /** Verdicts of the game on show, by the index of the move (from 0). */
    private final Map<Integer, Verdict> verdicts = new HashMap<>();
    private GameRecord game;
    private AtomicBoolean stop = new AtomicBoolean();
    private Thread worker;
    private boolean done;

    /** @param changed run on the event thread whenever a verdict arrives or the analysis ends */
    ReplayEye(Runnable changed) {
        this.changed = changed;
    }

    /** Analyses {@code next}, unless it is the game already analysed. */
    void look(GameRecord next) {
        if (next == game) {
            return;
        }
        stop();
        game = next;
        verdicts.clear();
        done = false;
        final AtomicBoolean cancelled = new AtomicBoolean();
        stop = cancelled;
        final GameRecord analysed = next;
        worker = new Thread(() -> {
            analyst.analyse(analysed, verdict -> SwingUtilities.invokeLater(() -> {
                if (!cancelled.get()) {
                    verdicts.put(verdict.ply(), verdict);
                    changed.run();
                }
            }), cancelled::get);
            SwingUtilities.invokeLater(() -> {
                if (!cancelled.get()) {
                    done = true;
                    changed.run();
                }
            });
        }, "katakuti-replay-eye");
        worker.setDaemon(true);
        worker.setPriority(Thread.MIN_PRIORITY);
        worker.start();
    }

    /** @return the verdict on move {@code index} (from 0) of the game on show; null while not known yet */
    Verdict verdict(int index) {
        return verdicts.get(index);
    }

    /** @return true once every move of the game on show has its verdict */
    boolean isDone() {
        return done;
    }

    /** Stops the analysis under way (the window closed, or another game was chosen). */
    void stop() {
        stop.set(true);
        if (worker != null) {
            worker.interrupt(); // the searches stop at once when their thread is interrupted
            worker = null;
        }
    }
}
