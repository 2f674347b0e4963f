package org.katakuti.app.eye;

/**
 * What a move did, as the analysis sees it. The solved small grids get
 * {@link #BEST}, {@link #ONLY_MOVE}, {@link #THREW_AWAY_WIN} and
 * {@link #WALKED_INTO_LOSS}; the big grids the threat search's kinds
 * ({@link #MISSED_VCF}, {@link #ALLOWS_VCT}, ...); ultimate and tigadi
 * {@link #EVAL} or {@link #BLUNDER}. Any game may get {@link #FORCED} (there was
 * no other move) or {@link #UNKNOWN} (no time to tell).
 */
public enum Kind {
    /** Kept the value: the win, the draw, a forced win, or a good defence. */
    BEST(Tone.GOOD),
    /** The one move that kept the value, when every other move lost it. */
    ONLY_MOVE(Tone.GOOD),
    /** The only legal move: nothing to choose. */
    FORCED(Tone.NEUTRAL),
    /** Was winning (with best play), and is not any more. */
    THREW_AWAY_WIN(Tone.MISTAKE),
    /** Was drawing (with best play), and now loses. */
    WALKED_INTO_LOSS(Tone.MISTAKE),
    /** Had a forced win by fours and played something else. */
    MISSED_VCF(Tone.MISTAKE),
    /** Had a forced win by fours and open threes and played something else. */
    MISSED_VCT(Tone.MISTAKE),
    /** After it, the other side has a forced win by fours. */
    ALLOWS_VCF(Tone.MISTAKE),
    /** After it, the other side has a forced win by fours and open threes. */
    ALLOWS_VCT(Tone.MISTAKE),
    /** On a big grid: no forced win for either side before or after, as far as the threat search sees. */
    NOTHING_FORCED(Tone.NEUTRAL),
    /** The hard bot's expected score before and after, without a big drop. */
    EVAL(Tone.NEUTRAL),
    /** The hard bot's expected score dropped a lot ({@link GameAnalyst#BLUNDER_POINTS} or more). */
    BLUNDER(Tone.MISTAKE),
    /** Not analysed: out of time, or cancelled. */
    UNKNOWN(Tone.NEUTRAL);

    /** How a viewer might colour a verdict. */
    public enum Tone {
        /** A move to be pleased with. */
        GOOD,
        /** Nothing to praise or blame. */
        NEUTRAL,
        /** A move a learner should look at again. */
        MISTAKE
    }

    private final Tone tone;

    Kind(Tone tone) {
        this.tone = tone;
    }

    /** @return good, neutral or a mistake */
    public Tone tone() {
        return tone;
    }

    /** @return true for the kinds a learner should look at again */
    public boolean isMistake() {
        return tone == Tone.MISTAKE;
    }

    /** @return the key of this kind's short name in the message bundles, e.g. {@code eye.kind.BLUNDER} */
    public String nameKey() {
        return "eye.kind." + name();
    }
}
