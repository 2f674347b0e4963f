package org.katakuti.app.i18n;

import java.util.Locale;

/** The languages the table speaks. */
public enum Language {
    ENGLISH("en", "English"),
    NEPALI("ne", "नेपाली");

    private final String tag;
    private final String ownName;

    Language(String tag, String ownName) {
        this.tag = tag;
        this.ownName = ownName;
    }

    /** @return the language tag, {@code en} or {@code ne} */
    public String tag() {
        return tag;
    }

    /** @return the language's name in itself, as shown in the language menu */
    public String ownName() {
        return ownName;
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
