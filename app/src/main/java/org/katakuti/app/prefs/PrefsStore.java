package org.katakuti.app.prefs;

/**
 * Where the table keeps its remembered choices, as plain strings. The app uses
 * a small properties file in the user's home; tests hand in a
 * {@link MemoryPrefsStore} so they never touch the real user's choices.
 */
public interface PrefsStore {

    /** @return the stored value, or {@code fallback} when nothing is stored */
    String get(String key, String fallback);

    /** Remembers {@code value} (not yet written anywhere lasting). */
    void put(String key, String value);

    /** Writes what was put to lasting storage; a failure is quietly ignored (prefs are a comfort). */
    void save();
}
