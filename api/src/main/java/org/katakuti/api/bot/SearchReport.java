package org.katakuti.api.bot;

/**
 * What a bot's last search did: how many positions it looked at, how deep, how
 * long. Bots report it if they can; the arena, the bot protocol's {@code info}
 * lines and the benchmark print it. Immutable.
 */
public final class SearchReport {
    private final long positions;
    private final int depth;
    private final long nanos;
    private final String note;

    /**
     * @param positions positions (nodes, playouts' moves...) visited
     * @param depth depth reached, in plies; 0 when the search has no such notion
     * @param nanos time spent
     * @param note free text, e.g. {@code "forced win found"}; may be empty, not null
     */
    public SearchReport(long positions, int depth, long nanos, String note) {
        this.positions = positions;
        this.depth = depth;
        this.nanos = nanos;
        this.note = note == null ? "" : note;
    }

    /** @return positions visited */
    public long positions() {
        return positions;
    }

    /** @return depth reached in plies, 0 when not applicable */
    public int depth() {
        return depth;
    }

    /** @return time spent, in nanoseconds */
    public long nanos() {
        return nanos;
    }

    /** @return a short free-text note, possibly empty */
    public String note() {
        return note;
    }

    /** @return positions per second, 0 when no time was measured */
    public long positionsPerSecond() {
        return nanos <= 0 ? 0 : (long) (positions * 1e9 / nanos);
    }

    @Override
    public String toString() {
        return "positions " + positions + " depth " + depth + " time " + nanos / 1_000_000 + "ms"
                + (note.isEmpty() ? "" : " " + note);
    }
}
