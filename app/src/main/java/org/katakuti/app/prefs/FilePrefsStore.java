package org.katakuti.app.prefs;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

import org.katakuti.app.store.AtomicFile;

/**
 * Prefs in a small UTF-8 properties file, by default {@code ~/.katakuti/table.properties}.
 * A plain file rather than {@link java.util.prefs.Preferences}: it is easy to find,
 * read and delete, and it needs no registry on Windows.
 */
public final class FilePrefsStore implements PrefsStore {

    private final File file;
    private final Properties values = new Properties();

    /** Reads {@code file} if it exists; a missing or unreadable file starts empty. */
    public FilePrefsStore(File file) {
        this.file = file;
        if (file.isFile()) {
            try (InputStream in = new FileInputStream(file);
                 Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                values.load(reader);
            } catch (IOException | IllegalArgumentException e) {
                values.clear();
            }
        }
    }

    /** @return the store in the user's home: {@code ~/.katakuti/table.properties} */
    public static FilePrefsStore inUserHome() {
        return new FilePrefsStore(new File(new File(System.getProperty("user.home"), ".katakuti"), "table.properties"));
    }

    @Override
    public synchronized String get(String key, String fallback) {
        return values.getProperty(key, fallback);
    }

    @Override
    public synchronized void put(String key, String value) {
        values.setProperty(key, value);
    }

    /**
     * Writes the prefs atomically: a crash or a full disk midway leaves the old
     * file whole rather than an empty or half-written one.
     */
    @Override
    public synchronized void save() {
        try {
            AtomicFile.writeText(file.toPath(), StandardCharsets.UTF_8,
                    writer -> values.store(writer, "Katakuti: the table's remembered choices"));
        } catch (IOException e) {
            // Prefs are a comfort, not a duty: a read-only home just forgets.
        }
    }
}
