package org.katakuti.app.table;

import java.util.Locale;

import javax.swing.SwingUtilities;

import org.katakuti.app.i18n.Language;
import org.katakuti.app.i18n.Texts;
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

    /** Opens the table window with the choices remembered in the user's home. */
    public static void launch(String[] args) {
        launch(new TablePrefs(FilePrefsStore.inUserHome()), Thread.currentThread().getContextClassLoader());
    }

    /**
     * Opens the table window with {@code prefs}.
     *
     * @param botLoader where to look for computer players
     */
    public static void launch(final TablePrefs prefs, final ClassLoader botLoader) {
        SwingUtilities.invokeLater(() -> open(prefs, botLoader));
    }

    /** Makes and shows the window; to be called on the event thread. */
    public static TableWindow open(TablePrefs prefs, ClassLoader botLoader) {
        Language language = Language.choose(prefs.language(), Locale.getDefault());
        boolean dark = Themes.install(prefs.theme());
        if (language == Language.NEPALI) {
            Themes.useFontFor(language);
        }
        TableWindow window = new TableWindow(prefs, new Texts(language), dark, botLoader);
        if (StartupProbe.isOn()) {
            StartupProbe.watch(window, "katakuti");
        }
        window.setVisible(true);
        return window;
    }

    /** For quick runs from a build: the same as starting the jar with no arguments. */
    public static void main(String[] args) {
        launch(args);
    }
}
