package org.katakuti.app.log;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Locale;
import java.util.Map;

/**
 * Where Katakuti keeps the player's data (the match logs in {@code matches/}):
 * {@code --data-dir DIR} when given, else the folder named by the environment
 * variable {@code KATAKUTI_HOME}, else the system's usual place:
 *
 * <ul>
 * <li>Windows: {@code %APPDATA%\Katakuti} ({@code <home>\AppData\Roaming\Katakuti} without APPDATA);</li>
 * <li>macOS: {@code ~/Library/Application Support/Katakuti};</li>
 * <li>Linux and the rest: {@code $XDG_DATA_HOME/katakuti}, by default {@code ~/.local/share/katakuti}
 *     (an XDG_DATA_HOME that is not an absolute path is ignored, as the XDG specification says).</li>
 * </ul>
 *
 * {@link #resolve} is a pure function of what it is given, so every system can be tested anywhere.
 */
public final class DataFolder {

    /** The environment variable that moves the data folder. */
    public static final String HOME_VARIABLE = "KATAKUTI_HOME";

    private DataFolder() {
    }

    /**
     * @param option the {@code --data-dir} value; null when not given
     * @param env the environment (KATAKUTI_HOME, APPDATA, XDG_DATA_HOME are read)
     * @param osName the {@code os.name} system property
     * @param userHome the {@code user.home} system property
     * @return the data folder (not created here)
     */
    public static Path resolve(String option, Map<String, String> env, String osName, String userHome) {
        if (!blank(option)) {
            return Paths.get(option);
        }
        String home = env.get(HOME_VARIABLE);
        if (!blank(home)) {
            return Paths.get(home);
        }
        String os = osName == null ? "" : osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String appData = env.get("APPDATA");
            return blank(appData) ? Paths.get(userHome, "AppData", "Roaming", "Katakuti") : Paths.get(appData, "Katakuti");
        }
        if (os.startsWith("mac") || os.startsWith("darwin")) {
            return Paths.get(userHome, "Library", "Application Support", "Katakuti");
        }
        String xdg = env.get("XDG_DATA_HOME");
        if (!blank(xdg) && Paths.get(xdg).isAbsolute()) {
            return Paths.get(xdg, "katakuti");
        }
        return Paths.get(userHome, ".local", "share", "katakuti");
    }

    /** The data folder of this computer's user, or {@code option} when given. */
    public static Path current(String option) {
        return resolve(option, System.getenv(), System.getProperty("os.name"), System.getProperty("user.home"));
    }

    /** @return the folder of the match logs in {@code dataFolder} */
    public static Path matches(Path dataFolder) {
        return dataFolder.resolve("matches");
    }

    private static boolean blank(String text) {
        return text == null || text.trim().isEmpty();
    }
}
