package org.katakuti.app.eye;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.tigadi.TigadiPosition;
import org.katakuti.api.rules.ultimate.UltimatePosition;
import org.katakuti.app.bots.Estimate;
import org.katakuti.app.bots.tigadi.TigadiEstimates;
import org.katakuti.app.bots.ultimate.UltimateEstimates;

/**
 * Ultimate and tigadi: the hard bot's expected score for the mover before and
 * after each move, and a blunder when it drops by {@link GameAnalyst#BLUNDER_POINTS}
 * or more. The score after a move is the score before the next one, seen
 * from the other side, so the numbers of a game join up.
 */
final class EvaluationJudge implements Judge {

    /** Ultimate: playouts per millisecond of the move's budget (a third or less of a desktop's pace). */
    static final long PLAYOUTS_PER_MILLI = 15;
    /** Tigadi: the deepest iteration, in turns. */
    static final int TIGADI_DEPTH = 8;
    /** Tigadi: positions per millisecond of the move's budget. */
    static final long NODES_PER_MILLI = 300;
    /** A drop (or a gain) this large is worth a word; smaller ones are noise. */
    static final int NOTABLE_POINTS = 10;
    /** The hard bot's choice is named only when the move played lost this much or more. */
    static final int BETTER_POINTS = 5;

    private final long millisPerMove;
    private final long seed;
    private Position known;
    private Estimate knownEstimate;

    EvaluationJudge(long millisPerMove, long seed) {
        this.millisPerMove = Math.max(1, millisPerMove);
        this.seed = seed;
    }

    private Estimate estimate(Position position, Deadline deadline) {
        if (position == known) {
            return knownEstimate;
        }
        Estimate estimate;
        if (position instanceof UltimatePosition) {
            estimate = UltimateEstimates.estimate((UltimatePosition) position,
                    Math.max(100, millisPerMove * PLAYOUTS_PER_MILLI), seed, deadline);
        } else {
            estimate = TigadiEstimates.estimate((TigadiPosition) position, TIGADI_DEPTH,
                    Math.max(1_000, millisPerMove * NODES_PER_MILLI), deadline);
        }
        known = position;
        knownEstimate = estimate;
        return estimate;
    }

    @Override
    public Verdict judge(int ply, Position before, Move move, Position after, Deadline deadline) {
        Seat mover = before.toMove();
        Verdict.Builder verdict = new Verdict.Builder(ply, move, mover);
        Estimate was = estimate(before, deadline);
        int percentBefore = percent(was.expected());
        Outlook outlookBefore = was.proven() ? outlook(percentBefore) : null;
        int percentAfter;
        Outlook outlookAfter;
        if (after.isOver()) {
            Seat winner = after.outcome().winner();
            outlookAfter = winner == null ? Outlook.DRAW : winner == mover ? Outlook.WIN : Outlook.LOSS;
            percentAfter = outlookAfter == Outlook.WIN ? 100 : outlookAfter == Outlook.DRAW ? 50 : 0;
        } else {
            Estimate now = estimate(after, deadline);
            percentAfter = 100 - percent(now.expected());
            outlookAfter = now.proven() ? outlook(percentAfter) : null;
        }
        verdict.percent(percentBefore, percentAfter).outlook(outlookBefore, outlookAfter);
        if (before.legalMoves().size() == 1) {
            return verdict.kind(Kind.FORCED).words("eye.forced").build();
        }
        if (outlookAfter == Outlook.WIN && after.isOver()) {
            return verdict.kind(Kind.BEST).words("eye.wins").build();
        }
        int drop = percentBefore - percentAfter;
        Move better = drop >= BETTER_POINTS && was.best() != null && !was.best().equals(move) ? was.best() : null;
        verdict.better(better);
        String words;
        Kind kind = Kind.EVAL;
        if (drop >= GameAnalyst.BLUNDER_POINTS) {
            kind = Kind.BLUNDER;
            words = "eye.eval.blunder";
        } else if (drop >= NOTABLE_POINTS) {
            words = "eye.eval.drop";
        } else if (-drop >= NOTABLE_POINTS) {
            words = "eye.eval.gain";
        } else {
            words = "eye.eval.steady";
        }
        if (better != null) {
            return verdict.kind(kind).words(words + ".better", percentBefore, percentAfter, better).build();
        }
        return verdict.kind(kind).words(words, percentBefore, percentAfter).build();
    }

    private static int percent(double expected) {
        return (int) Math.round(100 * expected);
    }

    private static Outlook outlook(int percent) {
        return percent >= 100 ? Outlook.WIN : percent <= 0 ? Outlook.LOSS : Outlook.DRAW;
    }
}
