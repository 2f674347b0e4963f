package org.katakuti.app;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The versions the build wrote into {@code version.properties}: the app's and
 * the bot API's (the api module the built-in bots and plugins are built against).
 * Read from the jar or the build's classes alike, so the About box and
 * {@code katakuti --version} agree however the app was started.
 */
public final class AppVersion {

    private static final String RESOURCE = "/org/katakuti/app/version.properties";
    private static Properties read;

    private AppVersion() {
    }

    /** @return the app's version; {@code dev} when the build wrote none */
    public static String app() {
        return value("app.version");
    }

    /** @return the version of the bot API; {@code dev} when the build wrote none */
    public static String api() {
        return value("api.version");
    }

    private static synchronized String value(String key) {
        if (read == null) {
            read = new Properties();
            try (InputStream in = AppVersion.class.getResourceAsStream(RESOURCE)) {
                if (in != null) {
                    read.load(in);
                }
            } catch (IOException e) {
                // no versions to show: "dev" says as much
            }
        }
        String value = read.getProperty(key, "");
        return value.isEmpty() || value.startsWith("${") ? "dev" : value;
    }
}
