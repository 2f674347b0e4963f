package org.katakuti.app.table;

import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.concurrent.ExecutionException;

import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;

import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.log.LogException;
import org.katakuti.app.log.MatchLogStore;
import org.katakuti.app.log.MatchSaver;
import org.katakuti.app.log.Resume;

/**
 * The match log at the table: every match played in the window is saved
 * (a {@link MatchSaver} on the window's match-log hook), a failure to save is
 * told once, an unfinished match found at start is offered to go on with,
 * and a log named on the command line is checked when the table opens.
 * The disk is only touched off the event thread.
 */
public final class TableLog {

    private final TableWindow window;
    private final MatchLogStore store;
    private final MatchSaver saver;

    private TableLog(TableWindow window, MatchLogStore store) {
        this.window = window;
        this.store = store;
        this.saver = new MatchSaver(store, message -> SwingUtilities.invokeLater(() -> tellSaveFailed(message)));
    }

    /**
     * Hooks the log into a furnished window: saves from now on, flushes when the
     * window closes, and then either checks {@code logToOpen} or, when none is
     * given, offers the newest unfinished match. To be called on the event thread.
     *
     * @param logToOpen a log the player asked to open; null for none
     */
    public static TableLog attach(TableWindow window, MatchLogStore store, Path logToOpen) {
        final TableLog log = new TableLog(window, store);
        window.setMatchLog(log.saver);
        window.setLog(log);
        window.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                // The last move reaches the disk before the app ends (at most a short wait, at exit).
                log.saver.close();
            }
        });
        if (logToOpen != null) {
            log.open(logToOpen);
        } else {
            log.offerUnfinished();
        }
        return log;
    }

    /** @return the folder of saved matches */
    public MatchLogStore store() {
        return store;
    }

    /** @return the saver on the window's hook */
    public MatchSaver saver() {
        return saver;
    }

    private void tellSaveFailed(String message) {
        JOptionPane.showMessageDialog(window, message, window.texts().get("log.saveFailed.title"),
                JOptionPane.WARNING_MESSAGE);
    }

    /**
     * Opens the log the player named in the replay, once it has been read and
     * re-checked off the event thread. A bad one is told with the file and the
     * first bad move; the file is left as it is.
     */
    public void open(final Path file) {
        new SwingWorker<MatchRecord, Void>() {
            @Override
            protected MatchRecord doInBackground() throws LogException {
                return store.read(file);
            }

            @Override
            protected void done() {
                try {
                    window.openReplay(get());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    String message = e.getCause() instanceof LogException ? e.getCause().getMessage()
                            : file + ": " + e.getCause();
                    JOptionPane.showMessageDialog(window, message, window.texts().get("log.bad.title"),
                            JOptionPane.ERROR_MESSAGE);
                }
            }
        }.execute();
    }

    /** What the disk had to say at start: the newest unfinished match, and the bots to seat it again. */
    private static final class Found {
        final MatchLogStore.Entry entry;
        final BotCatalog catalog;

        Found(MatchLogStore.Entry entry, BotCatalog catalog) {
            this.entry = entry;
            this.catalog = catalog;
        }
    }

    /** Looks for unfinished matches off the event thread, then offers the newest (the others wait for later). */
    private void offerUnfinished() {
        new SwingWorker<Found, Void>() {
            @Override
            protected Found doInBackground() throws IOException {
                List<MatchLogStore.Entry> open = store.unfinished();
                // an online match goes on in its room (Play with friends → back to the room), not from its log
                open.removeIf(entry -> entry.record().player(Side.ONE).kind() == PlayerKind.REMOTE
                        || entry.record().player(Side.TWO).kind() == PlayerKind.REMOTE);
                if (open.isEmpty()) {
                    return null;
                }
                BotCatalog catalog = window.newCatalog();
                catalog.all();
                return new Found(open.get(0), catalog);
            }

            @Override
            protected void done() {
                try {
                    Found found = get();
                    // A match the player already began in the meantime comes first.
                    if (found != null && window.controller() == null) {
                        offer(found);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    System.err.println("warning: cannot look for unfinished matches in " + store.folder() + ": "
                            + e.getCause());
                }
            }
        }.execute();
    }

    private void offer(Found found) {
        MatchRecord record = found.entry.record();
        org.katakuti.app.i18n.Texts texts = window.texts();
        Resume.Seated seated;
        try {
            seated = Resume.players(record, found.catalog, TableWindow.THINK_MILLIS);
        } catch (Resume.CannotResume e) {
            Object[] options = {texts.get("resume.putAway"), texts.get("leave.no")};
            int answer = JOptionPane.showOptionDialog(window, texts.format("resume.cannot", e.getMessage()),
                    texts.get("resume.title"), JOptionPane.YES_NO_OPTION, JOptionPane.QUESTION_MESSAGE, null,
                    options, options[1]);
            if (answer == 0) {
                putAway(found.entry.file());
            }
            return;
        }
        String started = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                .withLocale(texts.language().locale()).withZone(ZoneId.systemDefault())
                .format(Instant.ofEpochMilli(record.startedMillis()));
        String score = texts.format("resume.score", record.score().wins(Side.ONE), record.score().wins(Side.TWO),
                record.gameNumber());
        String question = texts.format("resume.message", Names.game(texts, record.game()),
                Names.player(texts, record, Side.ONE), Names.player(texts, record, Side.TWO), score, started);
        Object[] options = {texts.get("resume.continue"), texts.get("resume.putAway")};
        int answer = JOptionPane.showOptionDialog(window, question, texts.get("resume.title"),
                JOptionPane.YES_NO_OPTION, JOptionPane.QUESTION_MESSAGE, null, options, options[0]);
        if (answer == 0 && window.controller() == null) {
            window.resumeMatch(record, seated.player(Side.ONE), seated.player(Side.TWO),
                    new MatchSetup(record.game(), record.firstTo(), choice(record, seated, Side.ONE),
                            choice(record, seated, Side.TWO)));
        } else {
            seated.player(Side.ONE).close();
            seated.player(Side.TWO).close();
            if (answer == 1) {
                putAway(found.entry.file());
            }
        }
    }

    private static MatchSetup.Choice choice(MatchRecord record, Resume.Seated seated, Side side) {
        return seated.factory(side) == null ? MatchSetup.Choice.person(record.player(side).name())
                : MatchSetup.Choice.bot(seated.factory(side));
    }

    /** Marks the match abandoned, off the event thread; a failure is told. */
    private void putAway(final Path file) {
        Thread thread = new Thread(() -> {
            try {
                store.markAbandoned(file);
            } catch (LogException | IOException | RuntimeException e) {
                final String message = e.getMessage();
                SwingUtilities.invokeLater(() -> JOptionPane.showMessageDialog(window, message,
                        window.texts().get("log.bad.title"), JOptionPane.WARNING_MESSAGE));
            }
        }, "katakuti-put-away");
        // Not a daemon: a short write that should finish even when the player quits at once.
        thread.setDaemon(false);
        thread.start();
    }
}
