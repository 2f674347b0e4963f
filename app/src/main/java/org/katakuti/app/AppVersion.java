package org.katakuti.app;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

import org.katakuti.api.bot.BotApi;

/**
 * The app's version, which the build wrote into {@code version.properties}, and
 * the bot API's, which the api states itself ({@link BotApi#VERSION}). Read from
 * the jar or the build's classes alike, so the About box and
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

    /** @return the version of the bot API that the built-in bots and plugins are built against */
    public static String api() {
        return BotApi.VERSION;
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
