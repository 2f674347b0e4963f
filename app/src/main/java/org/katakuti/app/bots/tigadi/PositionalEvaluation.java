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
 */
final class PositionalEvaluation implements Evaluation {

    /** Down to three: one more capture loses. */
    static final int LAST_THREE = 40;
    /** A complete tigadi: its gotis cannot be captured. */
    static final int TIGADI = 12;
    /** A complete tigadi that can open and close again before the other side can fill the gap. */
    static final int RUNNING = 60;
    /** A complete tigadi that can open, though the other side could then fill the gap. */
    static final int OPENABLE = 15;
    /** Two on a line with the third point empty but no goti ready to close it. */
    static final int TWO = 8;
    /** While placing: one goti on an otherwise empty line. */
    static final int ONE = 3;
    /** The seat to move can close a tigadi now. */
    static final int CLOSE_NOW = 50;
    /** The seat not to move threatens one closable tigadi that can be blocked. */
    static final int THREAT = 20;
    /** The seat not to move threatens two tigadis (only one can be blocked), or one that cannot be blocked. */
    static final int SURE_THREAT = 70;
    /** Per slide the seat could make. */
    static final int MOBILITY = 3;
    /** Per goti with no empty neighbour. */
    static final int BLOCKED = 6;
    /** No slide at all: the seat must pass while the other builds. */
    static final int STUCK = 40;
    /** While placing, per empty neighbour (slides to come) and per goti already hemmed in. */
    static final int LIBERTY = 1;
    static final int HEMMED = 3;
    /** Having the move. */
    static final int TEMPO = 8;
    /** From this many quiet turns on, every advantage fades towards the no-capture draw at 100. */
    static final int FADE_FROM = 60;
    static final int DRAW_TURNS = 100;

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
        score += TEMPO;
        return placing ? score : fade(score, board.quietTurns());
    }

    /** Shrinks any lead as the no-capture draw comes near, so the leader hurries to capture. */
    private static int fade(int score, int quietTurns) {
        if (quietTurns <= FADE_FROM) {
            return score;
        }
        return score * Math.max(0, DRAW_TURNS - quietTurns) / (DRAW_TURNS - FADE_FROM);
    }

    private static int side(TigadiBoard board, int seat, int own, int enemy, boolean placing, boolean toMove) {
        int empty = ALL & ~(own | enemy);
        int material = board.onBoard(seat) + board.inHand(seat);
        int score = GOTI * material;
        if (material <= 3) {
            score -= LAST_THREE;
        }
        int threats = 0;
        int unblockable = 0;
        for (int line : LINE_MASKS) {
            if ((line & enemy) != 0) {
                continue;
            }
            int count = Integer.bitCount(line & own);
            if (count == 3) {
                score += TIGADI;
                if (!placing) {
                    score += running(line, enemy, empty);
                }
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
                    score += TWO;
                }
            } else if (count == 1 && placing) {
                score += ONE;
            }
        }
        score += threatScore(threats, unblockable, toMove);
        score += mobility(own, empty, placing);
        return score;
    }

    private static int threatScore(int threats, int unblockable, boolean toMove) {
        if (threats == 0) {
            return 0;
        }
        if (toMove) {
            return CLOSE_NOW;
        }
        return unblockable != 0 || Integer.bitCount(threats) >= 2 ? SURE_THREAT : THREAT;
    }

    /** What a complete tigadi is worth as a running tigadi: can a goti step out and back in? */
    private static int running(int line, int enemy, int empty) {
        int best = 0;
        for (int gotis = line; gotis != 0; gotis &= gotis - 1) {
            int point = Integer.numberOfTrailingZeros(gotis);
            if ((NEIGHBOUR_MASKS[point] & empty) != 0) {
                if ((NEIGHBOUR_MASKS[point] & enemy) == 0) {
                    return RUNNING;
                }
                best = OPENABLE;
            }
        }
        return best;
    }

    /** Slides to come and gotis hemmed in: while placing a hint, while moving what decides who can build. */
    private static int mobility(int own, int empty, boolean placing) {
        // Summed over the gotis, their free neighbours: the gotis with an empty point one step away, per direction.
        int forward = Geometry.forward(empty);
        int back = Geometry.back(empty);
        int inwards = Geometry.inwards(empty);
        int outwards = Geometry.outwards(empty);
        int slides = Integer.bitCount(own & forward) + Integer.bitCount(own & back)
                + Integer.bitCount(own & inwards) + Integer.bitCount(own & outwards);
        int blocked = Integer.bitCount(own & ~(forward | back | inwards | outwards));
        if (placing) {
            return LIBERTY * slides - HEMMED * blocked;
        }
        int score = MOBILITY * slides - BLOCKED * blocked;
        return slides == 0 && own != 0 ? score - STUCK : score;
    }
}
