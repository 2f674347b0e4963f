package org.katakuti.app.i18n;

import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.util.Arrays;
import java.util.List;

/**
 * Finds a font that can show Devanagari when the look and feel's own font
 * cannot. Asked only when Nepali is chosen, so an English start never scans
 * the installed fonts.
 */
public final class ScriptFonts {

    /** A sample of Nepali text with the marks most fonts get wrong. */
    static final String NEPALI_SAMPLE = "काटाकुटी पालो जित बराबरी तिगड़ी ०१२";
    private static final String LATIN_SAMPLE = "Katakuti 0123";

    /** Families known to carry Devanagari, best first, on Linux, Windows and macOS. */
    private static final List<String> KNOWN = Arrays.asList(
            "Noto Sans Devanagari", "Noto Sans Devanagari UI", "Lohit Devanagari", "Lohit Nepali",
            "Nirmala UI", "Mangal", "Kohinoor Devanagari", "Devanagari Sangam MN", "Devanagari MT",
            "FreeSans", "Gargi", "Samanata", "Kalimati");

    private ScriptFonts() {
    }

    /** @return true when {@code font} shows the Nepali sample whole */
    public static boolean showsNepali(Font font) {
        return font != null && font.canDisplayUpTo(NEPALI_SAMPLE) == -1;
    }

    /**
     * @return {@code base} when it shows Nepali, else the first installed font
     *     (known names first, then any installed family) that shows both Nepali
     *     and Latin, at {@code base}'s style and size; {@code base} when none does
     */
    public static Font forNepali(Font base) {
        if (showsNepali(base)) {
            return base;
        }
        for (String family : KNOWN) {
            Font candidate = new Font(family, base.getStyle(), base.getSize());
            if (family.equalsIgnoreCase(candidate.getFamily()) && showsBoth(candidate)) {
                return candidate;
            }
        }
        for (String family : GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames()) {
            Font candidate = new Font(family, base.getStyle(), base.getSize());
            if (showsBoth(candidate)) {
                return candidate;
            }
        }
        return base;
    }

    private static boolean showsBoth(Font font) {
        return showsNepali(font) && font.canDisplayUpTo(LATIN_SAMPLE) == -1;
    }
}
