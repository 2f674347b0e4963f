package org.katakuti.app.i18n;

import java.util.Locale;

/** The languages the table speaks. */
public enum Language {
    ENGLISH("en", "English", '0'),
    NEPALI("ne", "नेपाली", '\u0966');

    private final String tag;
    private final String ownName;
    private final char zero;

    Language(String tag, String ownName, char zero) {
        this.tag = tag;
        this.ownName = ownName;
        this.zero = zero;
    }

    /** @return the language tag, {@code en} or {@code ne} */
    public String tag() {
        return tag;
    }

    /** @return the language's name in itself, as shown in the language menu */
    public String ownName() {
        return ownName;
    }

    /** @return the digit zero of the language's numerals; the other nine follow it in Unicode */
    public char zero() {
        return zero;
    }

    public Locale locale() {
        return new Locale(tag);
    }

    /** @return the language of {@code tag}; when it is empty or unknown, the system locale's, else English */
    public static Language choose(String tag, Locale system) {
        for (Language language : values()) {
            if (language.tag.equals(tag)) {
                return language;
            }
        }
        return NEPALI.tag.equals(system.getLanguage()) ? NEPALI : ENGLISH;
    }
}
