package org.katakuti.app.i18n;

/**
 * Numbers in a language's own digits: ०१२३४५६७८९ in Nepali, 0123456789 in
 * English. Counts and scores are written this way; the notation (a1, d2-d3,
 * the coordinates round a board) stays Latin in every language, as the rule
 * book writes it. The table writes the digits itself rather than leave them to
 * the runtime's number formats, which differ between Java 8 (Latin) and newer
 * runtimes (Devanagari) for Nepali.
 */
public final class Numerals {

    private Numerals() {
    }

    /** @return {@code number} in {@code language}'s digits, without grouping */
    public static String write(long number, Language language) {
        char[] text = Long.toString(number).toCharArray();
        for (int i = 0; i < text.length; i++) {
            if (text[i] >= '0' && text[i] <= '9') {
                text[i] = (char) (language.zero() + (text[i] - '0'));
            }
        }
        return new String(text);
    }
}
