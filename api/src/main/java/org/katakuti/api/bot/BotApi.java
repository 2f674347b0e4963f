package org.katakuti.api.bot;

/**
 * The version of the bot API, which plugin jars are built against.
 *
 * <p>From 1.0 on the API only grows: a minor version ({@code 1.1}, {@code 1.2})
 * adds classes and methods (default methods on interfaces) and never removes or
 * changes one, so a jar built against any {@code 1.x} loads into a table of any
 * later {@code 1.y}. A jar built for a newer major version is refused with a
 * message saying so. The build checks this with japicmp against the 1.0 jar.
 *
 * <p>A plugin states the version it was built against in its jar's manifest,
 * under {@link #MANIFEST_ATTRIBUTE}; a jar that states none is taken as 1.0
 * (jars made before the API had a version).
 *
 * @since 1.0
 */
public final class BotApi {

    /** This API's version, {@code major.minor}. */
    public static final String VERSION = "1.0";

    /** This API's major version: a plugin built for a higher one is refused. */
    public static final int MAJOR = 1;

    /** This API's minor version: a plugin built for a higher one is refused too (it may call what is not here). */
    public static final int MINOR = 0;

    /** The manifest attribute holding the API version a jar was built against, e.g. {@code Katakuti-Bot-Api: 1.0}. */
    public static final String MANIFEST_ATTRIBUTE = "Katakuti-Bot-Api";

    private BotApi() {
    }

    /**
     * Why a plugin built against API {@code stated} cannot be loaded here, in plain words.
     *
     * @param stated the version the plugin states, e.g. {@code "1.0"}; null or blank when it states none
     * @return null when it can be loaded, otherwise the reason
     */
    public static String refusal(String stated) {
        if (stated == null || stated.trim().isEmpty()) {
            return null; // older than the versioned API: 1.0 by definition
        }
        String[] parts = stated.trim().split("\\.");
        int major;
        int minor;
        try {
            major = Integer.parseInt(parts[0]);
            minor = parts.length > 1 ? Integer.parseInt(parts[1]) : 0;
        } catch (NumberFormatException e) {
            return "it states bot API version '" + stated.trim() + "', which is not a version like " + VERSION;
        }
        if (major > MAJOR || major == MAJOR && minor > MINOR) {
            return "it was built for bot API " + stated.trim() + ", newer than this Katakuti's " + VERSION
                    + ": it needs a newer Katakuti";
        }
        if (major < 1) {
            return "it states bot API version '" + stated.trim() + "'; the first version is 1.0";
        }
        return null;
    }
}
