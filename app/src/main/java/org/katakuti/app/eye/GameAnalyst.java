package org.katakuti.app.eye;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.PlayedMove;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;

/**
 * The referee's and the solver's eye: judges every move of a game, for the
 * replay to show beside it ({@link Verdict}).
 *
 * <ul>
 *   <li>Tic-tac-toe, misere, four-by-four ({@link Method#SOLVED}): solved, so
 *       exact and the same every time: a move threw away a win, walked into a
 *       loss, was the only move that held, or kept the value. A solved game is
 *       not held to the budget (a four-by-four game is solved once, in well under
 *       a second, then read), only to {@link #EXACT_MILLIS} a move.</li>
 *   <li>Five-in-a-row and gomoku ({@link Method#THREATS}): the hard bot's threat
 *       search, capped in positions: a forced win by fours (VCF) or by fours and
 *       threes (VCT) missed, or allowed to the other side, with the move that
 *       would have held.</li>
 *   <li>Ultimate and tigadi ({@link Method#EVALUATION}): the hard bot's expected
 *       score for the mover before and after (ultimate: its tree search with a
 *       fixed number of playouts from a fixed seed; tigadi: its alpha-beta search
 *       to a fixed depth), and a blunder when it drops by {@link #BLUNDER_POINTS}
 *       points or more.</li>
 * </ul>
 *
 * <p><b>Threads.</b> {@link #analyse} thinks for up to its budget per move, so it
 * must run on a thread of its own, never on the Swing event thread; its
 * callback is called on that thread too (a viewer hands each verdict on with
 * {@code SwingUtilities.invokeLater}). To stop it, make {@code cancelled}
 * answer true (looked at before each move) or interrupt the thread (the
 * searches then stop at once); either way it returns the verdicts made so far.
 * An analyst keeps nothing between calls and may be used by several threads.
 *
 * <p><b>Same answers.</b> The searches are capped by counts (positions,
 * playouts, depth) worked out from the budget, not by the clock, so the same
 * record, budget and seed give the same verdicts on any machine; the clock
 * (the budget per move) only cuts a search short on a machine too slow for its
 * caps, and then the verdict says less.
 *
 * <p>It never throws for a legal record: a move it cannot judge gets
 * {@link Kind#UNKNOWN}.
 */
public final class GameAnalyst {

    /** A budget per move that is quick to wait for and plenty for the caps it gives. */
    public static final long DEFAULT_MILLIS_PER_MOVE = 300;
    /** An expected score falling this many points (of 100) or more in one move is a blunder. */
    public static final int BLUNDER_POINTS = 25;
    /** The most a move of a solved game may take before its verdict is {@link Kind#UNKNOWN}. */
    public static final long EXACT_MILLIS = 10_000;
    /** The seed of the ultimate playouts by default. */
    public static final long DEFAULT_SEED = 0x4B41544BL;

    private final long millisPerMove;
    private final long seed;
    private final long deadlineMillis;

    /** An analyst with {@link #DEFAULT_MILLIS_PER_MOVE} and {@link #DEFAULT_SEED}. */
    public GameAnalyst() {
        this(DEFAULT_MILLIS_PER_MOVE, DEFAULT_SEED);
    }

    /**
     * @param millisPerMove the time budget of each move's analysis on the big grids, ultimate and
     *     tigadi; it also sets the searches' caps, so a larger budget sees more
     * @param seed the seed of the random playouts (ultimate)
     */
    public GameAnalyst(long millisPerMove, long seed) {
        this(millisPerMove, seed, millisPerMove);
    }

    /**
     * An analyst whose caps are set by one budget and whose clock by another: tests
     * give the clock room so that only the caps decide, whatever the machine's load.
     */
    GameAnalyst(long millisPerMove, long seed, long deadlineMillis) {
        if (millisPerMove < 1 || deadlineMillis < 1) {
            throw new IllegalArgumentException("a budget per move must be at least 1 ms: " + millisPerMove);
        }
        this.millisPerMove = millisPerMove;
        this.seed = seed;
        this.deadlineMillis = deadlineMillis;
    }

    /** @return the time budget of each move's analysis, in milliseconds */
    public long millisPerMove() {
        return millisPerMove;
    }

    /** Judges every move of {@code game}, on this thread (not the event thread). */
    public List<Verdict> analyse(GameRecord game) {
        return analyse(game, verdict -> { }, () -> false);
    }

    /**
     * Judges the moves of {@code game} in order, on this thread (never the event
     * thread), handing each verdict to {@code onVerdict} as soon as it is made.
     *
     * @param onVerdict told each verdict in order, on this thread
     * @param cancelled asked before each move; once true, the analysis stops
     * @return the verdicts made, one per move from the first: all of them unless cancelled or interrupted
     */
    public List<Verdict> analyse(GameRecord game, Consumer<? super Verdict> onVerdict, BooleanSupplier cancelled) {
        List<Verdict> verdicts = new ArrayList<>();
        Method method = Method.of(game.game());
        Judge judge = judge(method);
        Position position = game.game().start();
        List<PlayedMove> moves = game.moves();
        for (int ply = 0; ply < moves.size(); ply++) {
            if (cancelled.getAsBoolean() || Thread.currentThread().isInterrupted() || position.isOver()) {
                break;
            }
            Move move = moves.get(ply).move();
            Position after;
            try {
                after = position.play(move);
            } catch (RuntimeException notLegal) {
                break; // not a legal record past here: nothing more to judge
            }
            Verdict verdict = judgeSafely(judge, ply, position, move, after,
                    method == Method.SOLVED ? EXACT_MILLIS : deadlineMillis);
            if (Thread.currentThread().isInterrupted()) {
                break; // cut short: the verdict may say less than it should
            }
            verdicts.add(verdict);
            onVerdict.accept(verdict);
            position = after;
        }
        return Collections.unmodifiableList(verdicts);
    }

    private Judge judge(Method method) {
        switch (method) {
            case SOLVED:
                return new SolvedJudge();
            case THREATS:
                return new ThreatJudge(millisPerMove);
            case EVALUATION:
                return new EvaluationJudge(millisPerMove, seed);
            default:
                return (ply, before, move, after, deadline) -> new Verdict.Builder(ply, move, before.toMove()).build();
        }
    }

    private static Verdict judgeSafely(Judge judge, int ply, Position before, Move move, Position after, long millis) {
        try {
            return judge.judge(ply, before, move, after, Deadline.in(millis));
        } catch (RuntimeException e) {
            // A bug in a search must not take the replay down: this move is simply not judged.
            return new Verdict.Builder(ply, move, before.toMove()).build();
        }
    }
}
