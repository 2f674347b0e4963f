package org.katakuti.app.prefs;

import java.util.HashMap;
import java.util.Map;

/** Prefs that live only as long as the object: for tests and for a read-only home. */
public final class MemoryPrefsStore implements PrefsStore {

    private final Map<String, String> values = new HashMap<>();

    @Override
    public synchronized String get(String key, String fallback) {
        String value = values.get(key);
        return value == null ? fallback : value;
    }

    @Override
    public synchronized void put(String key, String value) {
        values.put(key, value);
    }

    @Override
    public void save() {
        // nothing lasting to write
    }
}
