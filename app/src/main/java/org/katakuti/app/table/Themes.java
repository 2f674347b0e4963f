package org.katakuti.app.table;

import java.awt.Font;

import javax.swing.UIManager;
import javax.swing.plaf.ColorUIResource;
import javax.swing.plaf.FontUIResource;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;

import org.katakuti.app.board.Ink;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.i18n.ScriptFonts;
import org.katakuti.app.prefs.TablePrefs.Theme;

/**
 * Sets FlatLaf light or dark, and the font that can show the chosen language.
 *
 * <p>"Follow the system" asks the desktop where that is cheap and reliable:
 * the GTK theme name on Linux (a name ending in {@code -dark}, or
 * {@code GTK_THEME} asking for {@code :dark}), the {@code AppsUseLightTheme}
 * registry value on Windows 10 and later, and {@code AppleInterfaceStyle} on
 * macOS. Java 8 itself has no way to ask, so where none of these answers the
 * table is light. The asking happens off the event thread ({@link SystemTheme}).
 */
public final class Themes {

    private Themes() {
    }

    /** Installs the look and feel for {@code theme} (before any window exists, or followed by a UI update). */
    public static boolean install(Theme theme) {
        boolean dark = isDark(theme);
        if (dark) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
        UIManager.put("Component.focusWidth", 1);
        UIManager.put("Button.arc", 10);
        UIManager.put("TextComponent.arc", 8);
        clearControls(dark);
        return dark;
    }

    /**
     * Makes the controls whose state is told by a shade alone clear in both
     * themes: in FlatLaf's dark theme the chosen toggle button (first to 1, 3
     * or 5) is only a little lighter than the others, and a check box's edge
     * hardly shows on its background; and an unticked check box menu item
     * (View → Pencil first, Pen sounds) shows no box at all, so it looks like
     * a plain item. The chosen button takes the accent colour, the edge is
     * lighter, and menu items show the same box as a check box.
     */
    private static void clearControls(boolean dark) {
        UIManager.put("ToggleButton.selectedBackground", dark ? new ColorUIResource(0x3D6185) : null);
        UIManager.put("ToggleButton.selectedForeground", dark ? new ColorUIResource(0xFFFFFF) : null);
        UIManager.put("CheckBox.icon.borderColor", dark ? new ColorUIResource(0x8C939C) : null);
        // made after the colours above: the icon reads them when it is made
        UIManager.put("CheckBoxMenuItem.checkIcon", new com.formdev.flatlaf.icons.FlatCheckBoxIcon());
    }

    /** Switches the theme of open windows. */
    public static boolean switchTo(Theme theme, Language language) {
        boolean dark = install(theme);
        useFontFor(language);
        FlatLaf.updateUI();
        return dark;
    }

    /** @return the page and inks that go with the theme */
    public static Ink inkFor(boolean dark) {
        return dark ? Ink.NIGHT : Ink.DAY;
    }

    /**
     * Makes the default font one that shows {@code language}: for Nepali, a
     * Devanagari font when the look and feel's own cannot show it.
     */
    public static void useFontFor(Language language) {
        UIManager.put("defaultFont", null);
        if (language != Language.NEPALI) {
            return;
        }
        Font base = UIManager.getFont("Label.font");
        if (base == null) {
            return;
        }
        Font nepali = ScriptFonts.forNepali(base);
        if (nepali != base) {
            UIManager.put("defaultFont", new FontUIResource(nepali.deriveFont(base.getStyle(), base.getSize2D())));
        }
    }

    /**
     * @return true when the theme, or the system it follows, is dark. The
     *         system is never asked on the calling thread: this waits a bounded
     *         time for the background answer and takes light when it is late.
     */
    public static boolean isDark(Theme theme) {
        if (theme == Theme.DARK) {
            return true;
        }
        return theme == Theme.SYSTEM && SystemTheme.DESKTOP.isDark(SystemTheme.ANSWER_WAIT_MS);
    }

    /**
     * Starts asking the desktop whether it is dark, on a background thread, so
     * that {@link #isDark(Theme)} finds the answer waiting; a finished answer
     * is asked afresh. Call it as early as "follow the system" is known to be wanted.
     */
    static void askSystemInBackground() {
        SystemTheme.DESKTOP.askInBackground();
    }
}
