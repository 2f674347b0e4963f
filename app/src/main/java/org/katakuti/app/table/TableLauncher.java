package org.katakuti.app.table;

import java.nio.file.Path;
import java.util.Locale;

import javax.swing.SwingUtilities;

import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.i18n.Texts;
import org.katakuti.app.log.DataFolder;
import org.katakuti.app.log.MatchLogStore;
import org.katakuti.app.prefs.FilePrefsStore;
import org.katakuti.app.prefs.TablePrefs;

/**
 * Opens the table. Start-up is kept lean so the window shows quickly on an old
 * machine: only the look and feel, the chosen language's words and the start
 * screen are made first; the match logs, computer players, the help text and
 * any font search come later, when they are wanted.
 */
public final class TableLauncher {

    private TableLauncher() {
    }

    /** Opens the table window with the choices remembered in the user's home and the bots of the plugin folder. */
    public static void launch(String[] args) {
        launch(DataFolder.current(null), null, "dev");
    }

    /**
     * Opens the table window as {@link #launch(String[])} does, saving every
     * match in {@code dataFolder}'s {@code matches} folder.
     *
     * @param logToOpen a match log to open (checked; the replay viewer will show it); null for none
     * @param appVersion written in every log
     */
    public static void launch(Path dataFolder, Path logToOpen, String appVersion) {
        launch(new TablePrefs(FilePrefsStore.inUserHome()), BotCatalog.botClassLoader(System.err::println),
                dataFolder, logToOpen, appVersion);
    }

    /** Opens the table window with {@code prefs} and no match log (tests). */
    public static void launch(final TablePrefs prefs, final ClassLoader botLoader) {
        launch(prefs, botLoader, null, null, "dev");
    }

    /**
     * Opens the table window with {@code prefs}, the start screen ready in it.
     * The two slow first steps run side by side, on a machine's two cores: the
     * event thread wakes the window system and its fonts, while this thread
     * installs the look and feel and reads the words (as a Swing program may,
     * before it has made any component). The window is then built once, in
     * its real look, and shown; the match logs are hooked in after it is up.
     * (Showing a blank page first, then the look and feel, cost more: two
     * looks loaded, every component's look made twice.)
     *
     * @param botLoader where to look for computer players
     * @param dataFolder where the match logs are kept; null to keep none
     * @param logToOpen a match log to open; null for none
     * @param appVersion written in every log
     */
    public static void launch(final TablePrefs prefs, final ClassLoader botLoader, final Path dataFolder,
            final Path logToOpen, final String appVersion) {
        if (prefs.theme() == TablePrefs.Theme.SYSTEM) {
            // A head start, so the desktop's answer is waiting when the look is chosen.
            Themes.askSystemInBackground();
        }
        SwingUtilities.invokeLater(TableLauncher::wakeWindowSystem);
        final Texts texts = lookAndWords(prefs);
        SwingUtilities.invokeLater(() -> {
            final TableWindow window = new TableWindow(prefs, com.formdev.flatlaf.FlatLaf.isLafDark(), botLoader);
            window.furnish(texts);
            if (StartupProbe.isOn()) {
                StartupProbe.watch(window, "katakuti");
            }
            window.setVisible(true);
            if (dataFolder != null) {
                SwingUtilities.invokeLater(() -> TableLog.attach(window, MatchLogStore.in(dataFolder, appVersion),
                        logToOpen));
            }
        });
    }

    /** What every first window pays for, done while the look and feel loads: the display, the screen, a font. */
    private static void wakeWindowSystem() {
        java.awt.Toolkit.getDefaultToolkit();
        java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice().getDefaultConfiguration();
        java.awt.image.BufferedImage scratch = new java.awt.image.BufferedImage(8, 8, java.awt.image.BufferedImage.TYPE_INT_ARGB);
        java.awt.Graphics2D g = scratch.createGraphics();
        g.setFont(new java.awt.Font(java.awt.Font.DIALOG, java.awt.Font.PLAIN, 13));
        g.getFontMetrics().stringWidth("Katakuti");
        g.dispose();
    }

    /** Makes the window and furnishes it at once, ready to show; to be called on the event thread. */
    public static TableWindow open(TablePrefs prefs, ClassLoader botLoader) {
        TableWindow window = new TableWindow(prefs, Themes.isDark(prefs.theme()), botLoader);
        furnish(window, prefs);
        return window;
    }

    private static void furnish(TableWindow window, TablePrefs prefs) {
        window.furnish(lookAndWords(prefs));
    }

    /** Installs the chosen look and feel, with a font for the chosen language; @return its words */
    private static Texts lookAndWords(TablePrefs prefs) {
        Language language = Language.choose(prefs.language(), Locale.getDefault());
        Themes.install(prefs.theme());
        if (language == Language.NEPALI) {
            Themes.useFontFor(language);
        }
        return new Texts(language);
    }

    /** For quick runs from a build: the same as starting the jar with no arguments. */
    public static void main(String[] args) {
        launch(args);
    }
}
