package org.katakuti.app.prefs;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

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

    @Override
    public synchronized void save() {
        File folder = file.getParentFile();
        if (folder != null && !folder.isDirectory() && !folder.mkdirs()) {
            return;
        }
        try (OutputStream out = new FileOutputStream(file);
             Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8)) {
            values.store(writer, "Katakuti: the table's remembered choices");
        } catch (IOException e) {
            // Prefs are a comfort, not a duty: a read-only home just forgets.
        }
    }
}
