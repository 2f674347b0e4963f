package org.katakuti.app.bots.tigadi;

import static org.katakuti.app.bots.tigadi.TranspositionTable.NO_MOVE;

import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.tigadi.TigadiBoard;

/**
 * Iterative-deepening principal-variation (negamax alpha-beta) search on a
 * {@link TigadiBoard}, with a transposition table, killer and history move
 * ordering, late quiet moves reduced (and near the horizon left out), a table
 * move that stands far above the others searched a ply deeper and a node cut
 * at once when another move beats beta as well (a singular extension and a
 * multi-cut, see {@link #singularBeta}), and a quiescence search over captures.
 *
 * <p>The board's own play/undo keeps the rules: pass, no flying, threefold
 * repetition over the whole game and the 100-turn no-capture draw. On top of
 * that a position met again on the search path counts as a draw at once (the
 * side that repeats could repeat once more). Such draws depend on the path,
 * not on the position, so a score they decide is never stored in the table;
 * the quiet-turn count is part of the table key, so no-capture draws near turn
 * 100 never leak into a position reached with a fresher count.
 *
 * <p>Scores are for the seat to move, in hundredths of a goti; a win is
 * {@link #WIN} minus the plies to it, so faster wins and slower losses score better.
 */
final class AlphaBetaSearch {

    /** The deepest iteration. */
    static final int MAX_DEPTH = 48;
    static final int WIN = 30000;
    /** Scores beyond this are forced wins (or losses, negated). */
    static final int WON = WIN - 1000;

    private static final int INFINITY = 32000;
    private static final int UNDECIDED = Integer.MIN_VALUE;
    /** What {@link #singularBeta} gives where the table has no move fit to test. */
    private static final int NO_SINGULAR_TEST = Integer.MIN_VALUE;
    private static final int QUIESCENCE_PLIES = 8;
    private static final int MAX_PLY = MAX_DEPTH + QUIESCENCE_PLIES + 2;
    private static final int CHECK_EVERY = 1023;
    private static final int TT_MOVE_RANK = 1 << 30;
    private static final int CAPTURE_RANK = 1 << 28;
    private static final int KILLER_RANK = 1 << 27;
    private static final int BLOCK_RANK = 1 << 26;
    private static final int HISTORY_LIMIT = 1 << 20;
    /** Quiet moves from this place in the order on are searched a ply shallower first. */
    private static final int LATE_MOVE = 3;
    /**
     * Indexed by plies to go (1 or 2; a node with none left is a quiescence search), outside the principal
     * variation: how many moves are searched before the rest of the quiet ones are left out (docs/strength.md:
     * with the reduction below, +34 Elo at 100 ms).
     */
    private static final int[] LATE_MOVES_TRIED = {0, 6, 10};
    /** From this depth to go on, a node the table has no move for is searched a ply shallower. */
    private static final int UNORDERED_REDUCTION_DEPTH = 4;
    /**
     * Past this depth, an iteration that chose another move than the one before, or whose score fell by more
     * than {@link #UNSETTLED_DROP}, may be followed by another past the soft stop (docs/strength.md: +24 Elo at
     * 300 ms over two runs).
     */
    private static final int UNSETTLED_FROM = 4;
    private static final int UNSETTLED_DROP = 30;
    /**
     * From this depth to go on, a table move far better than every other is searched a ply deeper
     * (docs/strength.md: about +28 Elo at 100 ms and at 300 ms; the multi-cut on top, +31 at 300 ms;
     * depth and margin were guesses; 4 or 5 plies and margins of 2 and 4 did no better).
     */
    private static final int SINGULAR_DEPTH = 6;
    /** How far below the table move's score, per ply to go, every other move must stay for it to be singular. */
    private static final int SINGULAR_MARGIN = 3;
    /** Half the first aspiration window around the last iteration's score. */
    private static final int WINDOW = 40;

    /** Mixed into the board's hash: the quiet-turn count and the gotis in hand. */
    private static final long[] QUIET_KEYS = randomKeys(128, 0x5157E7L);
    private static final long[] HAND_KEYS = randomKeys(10 * 10, 0x4A4E4DL);
    private static final AtomicBoolean NEVER_HALTED = new AtomicBoolean();

    private final Evaluation evaluation;
    private final TranspositionTable table;
    private final boolean quiescence;
    private final int contempt;

    private final int[][] moves = new int[MAX_PLY][TigadiBoard.MAX_MOVES];
    private final int[][] ranks = new int[MAX_PLY][TigadiBoard.MAX_MOVES];
    private final int[][] killers = new int[MAX_PLY][2];
    private final int[] history = new int[25 * 25];
    private final long[] path = new long[MAX_PLY + 1];
    /** The move a node leaves out, by ply: set while testing whether the table move is singular. */
    private final int[] excluded = new int[MAX_PLY];

    private TigadiBoard board;
    private Deadline deadline;
    private long stopAtNanos;
    private long maxNodes;
    private int rootSeat;
    private long nodes;
    private boolean stopped;
    /** Set from another thread when a helper's search is no longer wanted; never, for a search of its own. */
    private AtomicBoolean halt = NEVER_HALTED;
    /** Set by every search call: whether its score rests on a draw that depends on the path. */
    private boolean pathDependent;
    private int depthReached;
    private int iteration;
    private int score;
    private int completedScore;

    /**
     * @param quiescence whether to follow captures past the nominal depth
     * @param contempt how much worse than even a draw looks to the searching seat
     */
    AlphaBetaSearch(Evaluation evaluation, TranspositionTable table, boolean quiescence, int contempt) {
        this.evaluation = evaluation;
        this.table = table;
        this.quiescence = quiescence;
        this.contempt = contempt;
    }

    /**
     * Searches deeper and deeper until a limit is reached. The table's
     * generation is the caller's to advance, once for every search that will
     * share it.
     *
     * @param rootMoves the legal moves of {@code root}, in the order to try first; reordered in place
     * @param stopAtNanos abandon the search once {@code deadline.elapsedNanos()} reaches this
     * @param softStopNanos start no new iteration after this, unless the last one changed its mind
     * @param unsettledStopNanos start no new iteration after this, even when the last one changed its mind
     * @return the best move found (the first root move if not even one was searched)
     */
    int run(TigadiBoard root, int[] rootMoves, int count, int maxDepth, long maxNodes,
            Deadline deadline, long stopAtNanos, long softStopNanos, long unsettledStopNanos) {
        this.board = root;
        this.deadline = deadline;
        this.stopAtNanos = stopAtNanos;
        this.maxNodes = maxNodes;
        this.rootSeat = root.toMove();
        this.nodes = 0;
        this.stopped = false;
        this.depthReached = 0;
        this.score = 0;
        this.completedScore = 0;
        for (int[] pair : killers) {
            Arrays.fill(pair, NO_MOVE);
        }
        for (int i = 0; i < history.length; i++) {
            history[i] >>= 2;
        }
        int best = rootMoves[0];
        for (int depth = 1; depth <= maxDepth; depth++) {
            iteration = depth;
            int found = aspire(depth, rootMoves, count);
            if (found == NO_MOVE) {
                break;
            }
            boolean unsettled = depth > UNSETTLED_FROM
                    && (found != best || score < completedScore - UNSETTLED_DROP);
            best = found;
            if (stopped) {
                break;
            }
            depthReached = depth;
            completedScore = score;
            if (Math.abs(score) >= WON && 2 * (WIN - Math.abs(score)) <= depth) {
                break; // a forced result well inside the horizon: deeper will not change it
            }
            long elapsed = deadline.elapsedNanos();
            if (elapsed >= softStopNanos && (!unsettled || elapsed >= unsettledStopNanos)) {
                break;
            }
        }
        return best;
    }

    /**
     * Searches beside another search of the same position that shares this
     * one's table, until {@link #halt} or the stop: only for what it leaves in
     * the table, where the other search finds positions already searched
     * and better moves to try first. Its own root order, killers and history
     * send it down other lines than the other's.
     *
     * @param halt set by the other thread when it is done; the search then
     *     stops within a thousand positions
     * @return the best move it found, for when the other search is held up
     */
    int help(TigadiBoard root, int[] rootMoves, int count, int maxDepth, Deadline deadline, long stopAtNanos,
            AtomicBoolean halt) {
        this.halt = halt;
        try {
            return run(root, rootMoves, count, maxDepth, Long.MAX_VALUE, deadline, stopAtNanos, stopAtNanos,
                    stopAtNanos);
        } finally {
            this.halt = NEVER_HALTED;
        }
    }

    /** @return positions visited by the last {@link #run} */
    long nodes() {
        return nodes;
    }

    /** @return the last iteration the last {@link #run} completed */
    int depthReached() {
        return depthReached;
    }

    /**
     * @return the score of the last iteration the last {@link #run} completed, for
     *     the seat to move at the root (0 when none was)
     */
    int completedScore() {
        return completedScore;
    }

    /** @return the score of the move chosen, for the seat to move at the root */
    int score() {
        return score;
    }

    /**
     * One iteration, first in a narrow window around the last score; when the
     * score falls outside it, again with the window opened on that side.
     */
    private int aspire(int depth, int[] rootMoves, int count) {
        int window = WINDOW;
        int alpha = depth > 3 ? score - window : -INFINITY;
        int beta = depth > 3 ? score + window : INFINITY;
        while (true) {
            int found = searchRoot(depth, rootMoves, count, alpha, beta);
            if (stopped || (found != NO_MOVE && score > alpha && score < beta)) {
                return found;
            }
            window *= 4;
            if (found == NO_MOVE || score <= alpha) {
                alpha = window > 10 * WINDOW ? -INFINITY : Math.max(-INFINITY, alpha - window);
            } else {
                beta = window > 10 * WINDOW ? INFINITY : Math.min(INFINITY, beta + window);
            }
        }
    }

    /**
     * One pass over the root moves: returns the best, moved to the front, and
     * sets {@link #score}; NO_MOVE when stopped before any move was searched or
     * when every move failed low.
     */
    private int searchRoot(int depth, int[] rootMoves, int count, int alpha, int beta) {
        path[0] = board.hash();
        int bestMove = NO_MOVE;
        for (int i = 0; i < count; i++) {
            int move = rootMoves[i];
            board.play(move);
            int value;
            if (i == 0) {
                value = -negamax(depth - 1, 1, -beta, -alpha);
            } else {
                value = -negamax(depth - 1, 1, -alpha - 1, -alpha);
                if (value > alpha && value < beta && !stopped) {
                    value = -negamax(depth - 1, 1, -beta, -alpha);
                }
            }
            board.undo();
            if (stopped) {
                break;
            }
            if (value > alpha) {
                alpha = value;
                bestMove = move;
                System.arraycopy(rootMoves, 0, rootMoves, 1, i);
                rootMoves[0] = move;
                if (alpha >= beta) {
                    break;
                }
            }
        }
        score = alpha;
        return bestMove;
    }

    private int negamax(int depth, int ply, int alpha, int beta) {
        if (depth <= 0 || ply >= MAX_PLY - 1) {
            return quiescence(ply, alpha, beta, 0);
        }
        if (visit()) {
            return 0;
        }
        int decided = decidedByTheRules(ply);
        if (decided != UNDECIDED) {
            return decided;
        }
        long key = key(path[ply]);
        int skip = excluded[ply];
        int ttMove = NO_MOVE;
        long entry = table.find(key);
        if (entry != TranspositionTable.NONE) {
            ttMove = TranspositionTable.move(entry);
            int bound = TranspositionTable.bound(entry);
            if (skip == NO_MOVE && bound != TranspositionTable.NO_BOUND && TranspositionTable.depth(entry) >= depth) {
                int stored = fromTable(TranspositionTable.score(entry), ply);
                if (bound == TranspositionTable.EXACT
                        || (bound == TranspositionTable.LOWER && stored >= beta)
                        || (bound == TranspositionTable.UPPER && stored <= alpha)) {
                    pathDependent = false;
                    return stored;
                }
            }
        }
        if (ttMove == NO_MOVE && depth >= UNORDERED_REDUCTION_DEPTH) {
            // Without a move from an earlier search this node's order is a guess, and a deep search of it is mostly
            // wasted; the next iteration comes back with the move this one stores.
            depth--;
        }
        int singularBeta = skip == NO_MOVE && depth >= SINGULAR_DEPTH && ply < 2 * iteration
                ? singularBeta(ttMove, entry, depth, ply) : NO_SINGULAR_TEST;
        boolean singular = false;
        if (singularBeta != NO_SINGULAR_TEST) {
            excluded[ply] = ttMove;
            int without = negamax(depth / 2, ply, singularBeta - 1, singularBeta);
            excluded[ply] = NO_MOVE;
            if (stopped) {
                return 0;
            }
            if (without >= singularBeta && singularBeta >= beta) {
                // Another move also beats beta: two moves do, so the node fails high without a deeper look.
                return singularBeta;
            }
            singular = without < singularBeta;
        }
        int[] list = moves[ply];
        int count = board.legalMoves(list);
        if (count == 0) {
            pathDependent = false;
            return evaluation.score(board);
        }
        rank(list, count, ply, ttMove);
        int originalAlpha = alpha;
        int best = -INFINITY;
        int bestMove = NO_MOVE;
        boolean bestDependent = false;
        boolean anyDependent = false;
        for (int i = 0; i < count; i++) {
            int move = pickNext(ply, i, count);
            if (move == skip) {
                continue;
            }
            boolean quiet = ranks[ply][i] < BLOCK_RANK;
            if (quiet && depth < LATE_MOVES_TRIED.length && beta - alpha == 1 && i >= LATE_MOVES_TRIED[depth]
                    && best > -WON) {
                break; // the moves are in order, so every one left is as quiet and ranked lower
            }
            board.play(move);
            int value;
            if (i == 0 || (i == 1 && skip != NO_MOVE)) {
                value = -negamax(singular && move == ttMove ? depth : depth - 1, ply + 1, -beta, -alpha);
            } else {
                int reduction = 0;
                if (quiet && depth >= 3 && i >= LATE_MOVE) {
                    reduction = i >= 2 * LATE_MOVE && depth >= 5 ? 2 : 1;
                }
                value = -negamax(depth - 1 - reduction, ply + 1, -alpha - 1, -alpha);
                if (reduction > 0 && value > alpha && !stopped) {
                    value = -negamax(depth - 1, ply + 1, -alpha - 1, -alpha);
                }
                if (value > alpha && value < beta && !stopped) {
                    value = -negamax(depth - 1, ply + 1, -beta, -alpha);
                }
            }
            boolean dependent = pathDependent;
            board.undo();
            if (stopped) {
                return 0;
            }
            anyDependent |= dependent;
            if (value > best) {
                best = value;
                bestMove = move;
                bestDependent = dependent;
                if (value > alpha) {
                    alpha = value;
                    if (alpha >= beta) {
                        rememberCutoff(move, ply, depth);
                        break;
                    }
                }
            }
        }
        boolean failedHigh = best >= beta;
        boolean dependent = failedHigh ? bestDependent : anyDependent;
        if (skip != NO_MOVE) {
            pathDependent = dependent; // a score without one of the moves is no score of the position's
            return best;
        }
        if (dependent) {
            table.store(key, bestMove, 0, 0, TranspositionTable.NO_BOUND);
        } else {
            int bound = failedHigh ? TranspositionTable.LOWER
                    : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
            table.store(key, bestMove, toTable(best, ply), depth, bound);
        }
        pathDependent = dependent;
        return best;
    }

    /**
     * The bar of the singular test, or {@link #NO_SINGULAR_TEST} when the node has no
     * table move to test: the table move's score (a lower bound or exact, from a
     * search at most 3 plies shallower, not a forced result) less
     * {@link #SINGULAR_MARGIN} a ply to go. A search half as deep without that
     * move then tells: every other move below the bar, the move is the node's
     * whole worth and is searched a ply deeper; another move reaching a bar that
     * is itself at or above beta, two moves beat beta and the node fails high at
     * once. The test search must run before the node lists its own moves: it
     * lists them in this ply's arrays.
     */
    private int singularBeta(int ttMove, long entry, int depth, int ply) {
        if (ttMove == NO_MOVE || TranspositionTable.depth(entry) < depth - 3) {
            return NO_SINGULAR_TEST;
        }
        int bound = TranspositionTable.bound(entry);
        if (bound != TranspositionTable.LOWER && bound != TranspositionTable.EXACT) {
            return NO_SINGULAR_TEST;
        }
        int ttScore = fromTable(TranspositionTable.score(entry), ply);
        return Math.abs(ttScore) >= WON ? NO_SINGULAR_TEST : ttScore - SINGULAR_MARGIN * depth;
    }

    /** Follows captures only, with the option of standing on the static score. */
    private int quiescence(int ply, int alpha, int beta, int depth) {
        if (visit()) {
            return 0;
        }
        int decided = decidedByTheRules(ply);
        if (decided != UNDECIDED) {
            return decided;
        }
        int stand = evaluation.score(board);
        pathDependent = false;
        if (!quiescence || depth >= QUIESCENCE_PLIES || ply >= MAX_PLY - 1 || stand >= beta) {
            return stand;
        }
        alpha = Math.max(alpha, stand);
        int mover = board.toMove();
        if (Geometry.openTwos(board.mask(mover), board.mask(Geometry.other(mover))) == 0) {
            // Only a goti on the third point of a line holding two of the mover's closes a tigadi: no capture.
            return stand;
        }
        int[] list = moves[ply];
        int count = board.legalMoves(list);
        int captures = 0;
        for (int i = 0; i < count; i++) {
            if (TigadiBoard.capture(list[i]) != TigadiBoard.NONE) {
                list[captures++] = list[i];
            }
        }
        rank(list, captures, ply, NO_MOVE);
        int best = stand;
        boolean bestDependent = false;
        boolean anyDependent = false;
        for (int i = 0; i < captures; i++) {
            int move = pickNext(ply, i, captures);
            board.play(move);
            int value = -quiescence(ply + 1, -beta, -alpha, depth + 1);
            boolean dependent = pathDependent;
            board.undo();
            if (stopped) {
                return 0;
            }
            anyDependent |= dependent;
            if (value > best) {
                best = value;
                bestDependent = dependent;
                if (value > alpha) {
                    alpha = value;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        pathDependent = best >= beta ? bestDependent : anyDependent;
        return best;
    }

    /** Counts a node and now and then looks at the clock; true once the search must stop. */
    private boolean visit() {
        if ((++nodes & CHECK_EVERY) == 0 && (halt.get() || nodes >= maxNodes || (iteration > 1 && timeIsUp()))) {
            stopped = true;
        }
        if (stopped) {
            pathDependent = false;
        }
        return stopped;
    }

    /**
     * The score of a node the rules settle without a search (the game is over,
     * or the position repeats one on the path), else {@link #UNDECIDED}.
     * Records the node's hash on the path.
     */
    private int decidedByTheRules(int ply) {
        if (board.isOver()) {
            return terminal(ply);
        }
        long hash = board.hash();
        path[ply] = hash;
        if (repeatsOnPath(ply, hash)) {
            pathDependent = true;
            return drawScore(ply);
        }
        return UNDECIDED;
    }

    /** The first iteration always finishes (it is quick), so even a tiny budget gets a sane move. */
    private boolean timeIsUp() {
        return deadline.isUp() || deadline.elapsedNanos() >= stopAtNanos;
    }

    private int terminal(int ply) {
        int winner = board.winner();
        if (winner != TigadiBoard.FIRST && winner != TigadiBoard.SECOND) {
            pathDependent = true;
            return drawScore(ply);
        }
        pathDependent = false;
        return winner == seatAt(ply) ? WIN - ply : -(WIN - ply);
    }

    /** A draw is a little worse than even for the searching seat, so it plays on when it can. */
    private int drawScore(int ply) {
        return seatAt(ply) == rootSeat ? -contempt : contempt;
    }

    private int seatAt(int ply) {
        return (ply & 1) == 0 ? rootSeat : Geometry.other(rootSeat);
    }

    /** Whether this position already stood on the path since the last capture, with the same seat to move. */
    private boolean repeatsOnPath(int ply, long hash) {
        if (board.isPlacing()) {
            return false;
        }
        int quiet = board.quietTurns();
        for (int earlier = ply - 2; earlier >= 0 && ply - earlier <= quiet; earlier -= 2) {
            if (path[earlier] == hash) {
                return true;
            }
        }
        return false;
    }

    private long key(long hash) {
        int hand = board.inHand(TigadiBoard.FIRST) * 10 + board.inHand(TigadiBoard.SECOND);
        return hash ^ QUIET_KEYS[Math.min(board.quietTurns(), QUIET_KEYS.length - 1)] ^ HAND_KEYS[hand];
    }

    /** Win scores are stored as distances from this node, not from the root. */
    private static int toTable(int value, int ply) {
        if (value >= WON) {
            return value + ply;
        }
        return value <= -WON ? value - ply : value;
    }

    private static int fromTable(int value, int ply) {
        if (value >= WON) {
            return value - ply;
        }
        return value <= -WON ? value + ply : value;
    }

    /** Orders moves: table move, captures, blocks of an enemy tigadi, killers, then history. */
    private void rank(int[] list, int count, int ply, int ttMove) {
        int mover = board.toMove();
        int own = board.mask(mover);
        int enemy = board.mask(Geometry.other(mover));
        int enemyGaps = Geometry.openTwos(enemy, own);
        int[] rank = ranks[ply];
        for (int i = 0; i < count; i++) {
            rank[i] = rankOf(list[i], ttMove, killers[ply], own, enemy, enemyGaps);
        }
    }

    private int rankOf(int move, int ttMove, int[] killer, int own, int enemy, int enemyGaps) {
        if (move == ttMove) {
            return TT_MOVE_RANK;
        }
        if (move == TigadiBoard.PASS) {
            return 0;
        }
        int victim = TigadiBoard.capture(move);
        if (victim != TigadiBoard.NONE) {
            // Take gotis that help the enemy build lines, and the mobile ones.
            int empty = Geometry.ALL & ~(own | enemy);
            return CAPTURE_RANK + 16 * Integer.bitCount(Geometry.LINE_MATES[victim] & enemy)
                    + Integer.bitCount(Geometry.NEIGHBOUR_MASKS[victim] & empty);
        }
        if (move == killer[0]) {
            return KILLER_RANK + 1;
        }
        if (move == killer[1]) {
            return KILLER_RANK;
        }
        int rank = history[historyIndex(move)];
        return (enemyGaps & (1 << TigadiBoard.to(move))) != 0 ? rank + BLOCK_RANK : rank;
    }

    /** Selection sort, one step: brings the best-ranked remaining move to {@code index}. */
    private int pickNext(int ply, int index, int count) {
        int[] list = moves[ply];
        int[] rank = ranks[ply];
        int best = index;
        for (int i = index + 1; i < count; i++) {
            if (rank[i] > rank[best]) {
                best = i;
            }
        }
        int move = list[best];
        list[best] = list[index];
        list[index] = move;
        int bestRank = rank[best];
        rank[best] = rank[index];
        rank[index] = bestRank;
        return move;
    }

    private void rememberCutoff(int move, int ply, int depth) {
        if (TigadiBoard.capture(move) != TigadiBoard.NONE) {
            return;
        }
        int[] killer = killers[ply];
        if (killer[0] != move) {
            killer[1] = killer[0];
            killer[0] = move;
        }
        int index = historyIndex(move);
        history[index] += depth * depth;
        if (history[index] > HISTORY_LIMIT) {
            for (int i = 0; i < history.length; i++) {
                history[i] >>= 1;
            }
        }
    }

    private static int historyIndex(int move) {
        if (move == TigadiBoard.PASS) {
            return 0;
        }
        return (TigadiBoard.from(move) + 1) * 25 + TigadiBoard.to(move) + 1;
    }

    private static long[] randomKeys(int count, long seed) {
        Random random = new Random(seed);
        long[] keys = new long[count];
        for (int i = 0; i < count; i++) {
            keys[i] = random.nextLong();
        }
        return keys;
    }
}
