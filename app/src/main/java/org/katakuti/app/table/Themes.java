package org.katakuti.app.table;

import java.awt.Font;
import java.awt.Toolkit;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import javax.swing.UIManager;
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
 * table is light.
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
        return dark;
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

    /** @return true when the theme, or the system it follows, is dark */
    public static boolean isDark(Theme theme) {
        if (theme == Theme.DARK) {
            return true;
        }
        return theme == Theme.SYSTEM && systemIsDark();
    }

    /** @return true when the desktop says it is dark; false when it says light or cannot tell */
    static boolean systemIsDark() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        try {
            if (os.startsWith("windows")) {
                String answer = run("reg", "query", "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize",
                        "/v", "AppsUseLightTheme");
                return answer.contains("0x0");
            }
            if (os.startsWith("mac")) {
                return run("defaults", "read", "-g", "AppleInterfaceStyle").toLowerCase(Locale.ROOT).contains("dark");
            }
            String gtkTheme = System.getenv("GTK_THEME");
            if (gtkTheme != null && gtkTheme.toLowerCase(Locale.ROOT).contains(":dark")) {
                return true;
            }
            Object name = Toolkit.getDefaultToolkit().getDesktopProperty("gnome.Net/ThemeName");
            return name != null && name.toString().toLowerCase(Locale.ROOT).endsWith("dark");
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** Runs a tiny system query, giving it at most a second. */
    private static String run(String... command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            StringBuilder out = new StringBuilder();
            try (BufferedReader reader = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = reader.readLine()) != null) {
                    out.append(line).append('\n');
                }
            }
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                process.destroy();
            }
            return out.toString();
        } catch (java.io.IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
