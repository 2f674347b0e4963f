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
 * machine: only the look and feel and the chosen language's words are loaded
 * first; computer players, the help text and any font search come later,
 * when they are wanted.
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
     * Opens the table window with {@code prefs}, in two steps so it is on
     * screen at once: first the bare window with a blank kapi page, then, once
     * that page has been drawn, the look and feel, the words and the start
     * screen. (Furnishing at once would leave the window undrawn, a grey or
     * black hole, while the look and feel loads.)
     *
     * @param botLoader where to look for computer players
     * @param dataFolder where the match logs are kept; null to keep none
     * @param logToOpen a match log to open; null for none
     * @param appVersion written in every log
     */
    public static void launch(final TablePrefs prefs, final ClassLoader botLoader, final Path dataFolder,
            final Path logToOpen, final String appVersion) {
        if (prefs.theme() == TablePrefs.Theme.SYSTEM) {
            // A head start, so the event thread finds the desktop's answer waiting.
            Themes.askSystemInBackground();
        }
        SwingUtilities.invokeLater(() -> {
            boolean dark = Themes.isDark(prefs.theme());
            final TableWindow window = new TableWindow(prefs, dark, botLoader);
            if (StartupProbe.isOn()) {
                StartupProbe.watch(window, "katakuti");
            }
            window.afterBlankPagePainted(() -> {
                if (StartupProbe.isOn()) {
                    StartupProbe.painted();
                }
                furnish(window, prefs);
                if (dataFolder != null) {
                    TableLog.attach(window, MatchLogStore.in(dataFolder, appVersion), botLoader, logToOpen);
                }
            });
            window.setVisible(true);
        });
    }

    /** Makes the window and furnishes it at once, ready to show; to be called on the event thread. */
    public static TableWindow open(TablePrefs prefs, ClassLoader botLoader) {
        TableWindow window = new TableWindow(prefs, Themes.isDark(prefs.theme()), botLoader);
        furnish(window, prefs);
        return window;
    }

    private static void furnish(TableWindow window, TablePrefs prefs) {
        Language language = Language.choose(prefs.language(), Locale.getDefault());
        Themes.install(prefs.theme());
        if (language == Language.NEPALI) {
            Themes.useFontFor(language);
        }
        window.furnish(new Texts(language));
    }

    /** For quick runs from a build: the same as starting the jar with no arguments. */
    public static void main(String[] args) {
        launch(args);
    }
}
