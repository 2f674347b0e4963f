package org.katakuti.app.bots;

/**
 * How many threads one built-in bot may search with: the machine's cores, at
 * most {@link #MOST}, unless the system property {@value #PROPERTY} says
 * otherwise. A match that plays games side by side sets it so that the
 * searches of its games do not crowd each other's cores.
 */
public final class SearchThreads {

    /** The system property that sets the count: a whole number from 1 to {@link #MOST}. */
    public static final String PROPERTY = "katakuti.searchThreads";
    /** Past this, a helper thread adds little to a search of a board this small. */
    public static final int MOST = 4;

    private SearchThreads() {
    }

    /** @return the threads a bot made now may search with, 1 to {@link #MOST} */
    public static int count() {
        String set = System.getProperty(PROPERTY);
        if (set != null) {
            try {
                return clamp(Integer.parseInt(set.trim()));
            } catch (NumberFormatException e) {
                // A value that is no number is as good as none: the default below.
            }
        }
        return clamp(Runtime.getRuntime().availableProcessors());
    }

    /** @return the threads each of {@code games} games played at once may search with */
    public static int shareOfCores(int games) {
        return clamp(Runtime.getRuntime().availableProcessors() / Math.max(1, games));
    }

    private static int clamp(int threads) {
        return Math.max(1, Math.min(MOST, threads));
    }
}
