package org.katakuti.app.bots.tigadi;

import static org.katakuti.app.bots.tigadi.Geometry.ALL;
import static org.katakuti.app.bots.tigadi.Geometry.LINE_MASKS;
import static org.katakuti.app.bots.tigadi.Geometry.NEIGHBOUR_MASKS;

import org.katakuti.api.rules.tigadi.TigadiBoard;

/**
 * The hard bot's judgement of a position: gotis (on the board and in hand),
 * tigadis about to close and whether the other side can still block them,
 * running tigadis that can open and close again, mobility and blocked gotis,
 * and while placing the lines still worth building on.
 *
 * <p>Each {@link Term} is counted for both seats and weighed; the score is
 * linear in the weights, which is what lets {@code EvaluationFit} (in the
 * tests) fit them to the results of games. The hard bot's weights were fitted
 * so (docs/strength.md); a goti is the fixed unit, {@link Evaluation#GOTI}.
 */
final class PositionalEvaluation implements Evaluation {

    /** What the evaluation counts, each with a weight of its own (negative: bad for the seat that has it). */
    enum Term {
        /** Down to three: one more capture loses. */
        LAST_THREE,
        /** While moving, a complete tigadi: its gotis cannot be captured, but closed they do nothing. */
        TIGADI,
        /** A complete tigadi that can open and close again before the other side can fill the gap. */
        RUNNING,
        /** A complete tigadi that can open, though the other side could then fill the gap. */
        OPENABLE,
        /** Two on a line with the third point empty but no goti ready to close it. */
        TWO,
        /** While placing: one goti on an otherwise empty line. */
        ONE,
        /** While moving, the seat to move can close a tigadi now. */
        CLOSE_NOW,
        /** While moving, the seat not to move threatens one closable tigadi that can be blocked. */
        THREAT,
        /**
         * While moving, the seat not to move threatens two tigadis (only one can be blocked), or one that cannot be
         * blocked.
         */
        SURE_THREAT,
        /** Per slide the seat could make. */
        MOBILITY,
        /** Per goti with no empty neighbour (besides the slides it lacks). */
        BLOCKED,
        /** No slide at all: the seat must pass while the other builds. */
        STUCK,
        /** While placing, per empty neighbour: slides to come. */
        LIBERTY,
        /** While placing, per goti already hemmed in. */
        HEMMED,
        /** Having the move, while moving. */
        TEMPO,
        /** While placing, a complete tigadi. */
        PLACING_TIGADI,
        /** While placing, the seat to move can close a tigadi now. */
        PLACING_CLOSE_NOW,
        /** While placing, the seat not to move threatens one tigadi. */
        PLACING_THREAT,
        /** While placing, the seat not to move threatens two tigadis or more: only one can be blocked. */
        PLACING_SURE_THREAT,
        /** Having the move, while placing. */
        PLACING_TEMPO
    }

    /**
     * The hard bot's weights, in {@link Term} order, in hundredths of a goti: fitted by
     * {@code EvaluationFit} to 1,500 games of hard against itself at 100 ms a move (docs/strength.md).
     */
    static final int[] HARD_WEIGHTS = {-375, -27, 62, 65, 11, 30, 122, 52, 99, 10, 4, -172, 7, 3, 19,
            35, 166, 105, 238, 77};

    /** From this many quiet turns on, every advantage fades towards the no-capture draw at 100. */
    static final int FADE_FROM = 60;
    static final int DRAW_TURNS = 100;

    private final int lastThree;
    private final int tigadi;
    private final int running;
    private final int openable;
    private final int two;
    private final int one;
    private final int closeNow;
    private final int threat;
    private final int sureThreat;
    private final int mobility;
    private final int blocked;
    private final int stuck;
    private final int liberty;
    private final int hemmed;
    private final int tempo;
    private final int placingTigadi;
    private final int placingCloseNow;
    private final int placingThreat;
    private final int placingSureThreat;
    private final int placingTempo;

    /** The hard bot's evaluation. */
    PositionalEvaluation() {
        this(HARD_WEIGHTS);
    }

    /** @param weights one a {@link Term}, in its order, in hundredths of a goti */
    PositionalEvaluation(int[] weights) {
        if (weights.length != Term.values().length) {
            throw new IllegalArgumentException(weights.length + " weights for " + Term.values().length + " terms");
        }
        lastThree = weights[Term.LAST_THREE.ordinal()];
        tigadi = weights[Term.TIGADI.ordinal()];
        running = weights[Term.RUNNING.ordinal()];
        openable = weights[Term.OPENABLE.ordinal()];
        two = weights[Term.TWO.ordinal()];
        one = weights[Term.ONE.ordinal()];
        closeNow = weights[Term.CLOSE_NOW.ordinal()];
        threat = weights[Term.THREAT.ordinal()];
        sureThreat = weights[Term.SURE_THREAT.ordinal()];
        mobility = weights[Term.MOBILITY.ordinal()];
        blocked = weights[Term.BLOCKED.ordinal()];
        stuck = weights[Term.STUCK.ordinal()];
        liberty = weights[Term.LIBERTY.ordinal()];
        hemmed = weights[Term.HEMMED.ordinal()];
        tempo = weights[Term.TEMPO.ordinal()];
        placingTigadi = weights[Term.PLACING_TIGADI.ordinal()];
        placingCloseNow = weights[Term.PLACING_CLOSE_NOW.ordinal()];
        placingThreat = weights[Term.PLACING_THREAT.ordinal()];
        placingSureThreat = weights[Term.PLACING_SURE_THREAT.ordinal()];
        placingTempo = weights[Term.PLACING_TEMPO.ordinal()];
    }

    @Override
    public int score(TigadiBoard board) {
        int first = board.mask(TigadiBoard.FIRST);
        int second = board.mask(TigadiBoard.SECOND);
        int mover = board.toMove();
        boolean placing = board.isPlacing();
        int score = side(board, TigadiBoard.FIRST, first, second, placing, mover == TigadiBoard.FIRST)
                - side(board, TigadiBoard.SECOND, second, first, placing, mover == TigadiBoard.SECOND);
        if (mover == TigadiBoard.SECOND) {
            score = -score;
        }
        if (placing) {
            return score + placingTempo;
        }
        return fade(score + tempo, board.quietTurns());
    }

    /** Shrinks any lead as the no-capture draw comes near, so the leader hurries to capture. */
    private static int fade(int score, int quietTurns) {
        if (quietTurns <= FADE_FROM) {
            return score;
        }
        return score * Math.max(0, DRAW_TURNS - quietTurns) / (DRAW_TURNS - FADE_FROM);
    }

    private int side(TigadiBoard board, int seat, int own, int enemy, boolean placing, boolean toMove) {
        int empty = ALL & ~(own | enemy);
        int material = board.onBoard(seat) + board.inHand(seat);
        int score = GOTI * material;
        if (material <= 3) {
            score += lastThree;
        }
        int threats = 0;
        int unblockable = 0;
        for (int line : LINE_MASKS) {
            if ((line & enemy) != 0) {
                continue;
            }
            int count = Integer.bitCount(line & own);
            if (count == 3) {
                score += placing ? placingTigadi : tigadi + runningWorth(line, enemy, empty);
            } else if (count == 2) {
                int gap = line & ~own;
                int gapNeighbours = NEIGHBOUR_MASKS[Integer.numberOfTrailingZeros(gap)];
                if (placing) {
                    threats |= gap;
                } else if ((gapNeighbours & own & ~line) != 0) {
                    threats |= gap;
                    if ((gapNeighbours & enemy) == 0) {
                        unblockable |= gap;
                    }
                } else {
                    score += two;
                }
            } else if (count == 1 && placing) {
                score += one;
            }
        }
        score += placing
                ? threatScore(threats, unblockable, toMove, placingCloseNow, placingThreat, placingSureThreat)
                : threatScore(threats, unblockable, toMove, closeNow, threat, sureThreat);
        score += mobilityWorth(own, empty, placing);
        return score;
    }

    /** The worth of a seat's threats, with the weights of the phase the game is in. */
    private static int threatScore(int threats, int unblockable, boolean toMove, int closeNow, int threat,
            int sureThreat) {
        if (threats == 0) {
            return 0;
        }
        if (toMove) {
            return closeNow;
        }
        return unblockable != 0 || Integer.bitCount(threats) >= 2 ? sureThreat : threat;
    }

    /** What a complete tigadi is worth as a running tigadi: can a goti step out and back in? */
    private int runningWorth(int line, int enemy, int empty) {
        int best = 0;
        for (int gotis = line; gotis != 0; gotis &= gotis - 1) {
            int point = Integer.numberOfTrailingZeros(gotis);
            if ((NEIGHBOUR_MASKS[point] & empty) != 0) {
                if ((NEIGHBOUR_MASKS[point] & enemy) == 0) {
                    return running;
                }
                best = openable;
            }
        }
        return best;
    }

    /** Slides to come and gotis hemmed in: while placing a hint, while moving what decides who can build. */
    private int mobilityWorth(int own, int empty, boolean placing) {
        // Summed over the gotis, their free neighbours: the gotis with an empty point one step away, per direction.
        int forward = Geometry.forward(empty);
        int back = Geometry.back(empty);
        int inwards = Geometry.inwards(empty);
        int outwards = Geometry.outwards(empty);
        int slides = Integer.bitCount(own & forward) + Integer.bitCount(own & back)
                + Integer.bitCount(own & inwards) + Integer.bitCount(own & outwards);
        int hemmedIn = Integer.bitCount(own & ~(forward | back | inwards | outwards));
        if (placing) {
            return liberty * slides + hemmed * hemmedIn;
        }
        int score = mobility * slides + blocked * hemmedIn;
        return slides == 0 && own != 0 ? score + stuck : score;
    }
}
