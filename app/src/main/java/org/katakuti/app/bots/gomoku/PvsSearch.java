package org.katakuti.app.bots.gomoku;

/**
 * Principal variation search (alpha-beta with null windows) with iterative
 * deepening and a transposition table. Moves are the empty squares near marks,
 * best shapes first, cut to the most promising few (fewer near the horizon); when the other player
 * threatens an open four only fours and spoiling squares are tried, and the
 * answer to a four is forced and costs no depth.
 */
final class PvsSearch {

    static final int WIN = 30000;
    /** Scores beyond this are forced wins or losses. */
    static final int WON = 29000;

    private static final int INFINITY = 32000;
    private static final int MAX_PLY = 64;
    private static final int ROOT_WIDTH = 40;
    private static final int WIDTH = 14;
    /**
     * Fewer moves near the horizon, where the order by shapes is seldom wrong and each move searched costs
     * depth elsewhere: the width at depths 0 (where only a forced block gets) to 3, WIDTH from 4 on
     * (docs/strength.md: +46 Elo at 100 ms, +11 at 300 ms on gomoku, +24 at 200 ms on five-in-a-row).
     */
    private static final int[] WIDTH_NEAR_HORIZON = {7, 7, 9, 11};
    /** How many fours in a row the search plays past its horizon. */
    private static final int QUIET_FOURS = 6;

    private final ShapeBoard board;
    private final TranspositionTable table;
    private final int[][] moves;
    private final int[][] keys;
    private final int[] killers = new int[MAX_PLY];
    private Budget budget;

    PvsSearch(ShapeBoard board, TranspositionTable table) {
        this.board = board;
        this.table = table;
        this.moves = new int[MAX_PLY][board.size()];
        this.keys = new int[MAX_PLY][board.size()];
    }

    /** What an iterative deepening run found. */
    static final class Result {
        int move = -1;
        int score;
        int depth;
    }

    /**
     * Searches the root moves deeper and deeper until the budget runs out, the
     * depth cap is reached, or a forced result is found.
     *
     * @param rootMoves candidate squares, best guess first; reordered in place
     * @param stopAfterNanos no new depth is started after this much time
     */
    void iterate(Budget budget, int[] rootMoves, int n, int maxDepth, long stopAfterNanos, Result result) {
        this.budget = budget;
        java.util.Arrays.fill(killers, -1);
        result.move = rootMoves[0];
        result.score = 0;
        result.depth = 0;
        for (int depth = 1; depth <= maxDepth; depth++) {
            int best = -INFINITY;
            int bestIndex = -1;
            int alpha = -INFINITY;
            for (int i = 0; i < n; i++) {
                board.play(rootMoves[i]);
                int score;
                if (i == 0) {
                    score = -search(depth - 1, -INFINITY, -alpha, 1);
                } else {
                    score = -search(depth - 1, -alpha - 1, -alpha, 1);
                    if (score > alpha && !budget.isOut()) {
                        score = -search(depth - 1, -INFINITY, -alpha, 1);
                    }
                }
                board.undo();
                if (budget.isOut()) {
                    break;
                }
                if (score > best) {
                    best = score;
                    bestIndex = i;
                    alpha = Math.max(alpha, score);
                }
            }
            if (bestIndex >= 0 && (!budget.isOut() || bestIndex > 0 || depth == 1)) {
                // A move that beat the previous best on a partly searched depth is better still.
                int move = rootMoves[bestIndex];
                System.arraycopy(rootMoves, 0, rootMoves, 1, bestIndex);
                rootMoves[0] = move;
                result.move = move;
                result.score = best;
                if (!budget.isOut()) {
                    result.depth = depth;
                }
            }
            if (budget.isOut() || Math.abs(result.score) >= WON || budget.elapsedNanos() >= stopAfterNanos) {
                break;
            }
        }
    }

    private int search(int depth, int alpha, int beta, int ply) {
        if (budget.visit()) {
            return 0;
        }
        int me = board.toMove();
        int opponent = 3 - me;
        if (board.count(me, Shapes.WIN) > 0) {
            return WIN - ply - 1;
        }
        int opponentFives = board.count(opponent, Shapes.WIN);
        if (opponentFives >= 2) {
            return -(WIN - ply - 2);
        }
        if (board.isFull()) {
            return 0;
        }
        if (opponentFives == 0 && board.count(me, Shapes.WINNING_FOUR) > 0
                && board.countAtLeast(opponent, Shapes.FOUR_ONLY) == 0) {
            return WIN - ply - 3;
        }
        if (ply >= MAX_PLY - 1) {
            return Evaluation.of(board);
        }
        long hash = board.hash();
        long entry = table.probe(hash);
        int tableMove = -1;
        if (entry != 0) {
            tableMove = TranspositionTable.move(entry);
            if (TranspositionTable.depth(entry) >= depth) {
                int stored = fromTable(TranspositionTable.score(entry), ply);
                int bound = TranspositionTable.bound(entry);
                if (bound == TranspositionTable.EXACT
                        || bound == TranspositionTable.LOWER && stored >= beta
                        || bound == TranspositionTable.UPPER && stored <= alpha) {
                    return stored;
                }
            }
        }
        if (depth <= 0 && opponentFives == 0) {
            return quiesce(depth, alpha, beta, ply, me);
        }
        int n = generate(ply, me, opponent, opponentFives, tableMove);
        if (n == 0) {
            return Evaluation.of(board);
        }
        boolean mustDefend = board.count(opponent, Shapes.WINNING_FOUR) > 0;
        int width = mustDefend ? n : Math.min(n, width(depth));
        int nextDepth = opponentFives == 1 ? depth : depth - 1;
        int[] list = moves[ply];
        int[] key = keys[ply];
        int best = -INFINITY;
        int bestMove = list[0];
        int originalAlpha = alpha;
        for (int i = 0; i < width; i++) {
            int square = pickBest(list, key, i, n);
            int reduction = 0;
            if (i >= 3 && nextDepth >= 2 && !mustDefend && opponentFives == 0
                    && board.threat(square, me) < Shapes.THREE && board.threat(square, opponent) < Shapes.THREE) {
                // Quiet moves late in a well-ordered list rarely matter: look at them less deeply first.
                reduction = i >= 8 ? 2 : 1;
            }
            board.play(square);
            int score;
            if (i == 0) {
                score = -search(nextDepth, -beta, -alpha, ply + 1);
            } else {
                score = -search(nextDepth - reduction, -alpha - 1, -alpha, ply + 1);
                if (reduction > 0 && score > alpha && !budget.isOut()) {
                    score = -search(nextDepth, -alpha - 1, -alpha, ply + 1);
                }
                if (score > alpha && score < beta && !budget.isOut()) {
                    score = -search(nextDepth, -beta, -alpha, ply + 1);
                }
            }
            board.undo();
            if (budget.isOut()) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = square;
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        killers[ply] = square;
                        break;
                    }
                }
            }
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        table.store(hash, toTable(best, ply), bestMove, depth, bound);
        return best;
    }

    /**
     * Past the horizon: the evaluation, unless one of the mover's fours does
     * better. A four's answer is forced, so a few of them in a row (a VCF at the
     * horizon) cost little and show wins the evaluation cannot.
     */
    private int quiesce(int depth, int alpha, int beta, int ply, int me) {
        int best = Evaluation.of(board);
        if (best >= beta || depth <= -QUIET_FOURS || board.countAtLeast(me, Shapes.FOUR_ONLY) == 0) {
            return best;
        }
        int[] list = moves[ply];
        int[] key = keys[ply];
        int n = board.threatSquares(list, me, Shapes.FOUR_ONLY, me, Shapes.THREATS);
        for (int i = 0; i < n; i++) {
            key[i] = board.threat(list[i], me) * 65536 + board.value(list[i], me);
        }
        alpha = Math.max(alpha, best);
        for (int i = 0; i < n; i++) {
            int square = pickBest(list, key, i, n);
            board.play(square);
            int score = -search(depth - 1, -beta, -alpha, ply + 1);
            board.undo();
            if (budget.isOut()) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /**
     * Lists the moves worth searching for the player to move, unsorted, with an
     * ordering key each: the forced block of a four; against an open-four threat
     * only own fours and squares that spoil it; otherwise the squares near marks.
     *
     * @return how many squares were put in {@code moves(ply)} and {@code keys(ply)}
     */
    int generate(int ply, int me, int opponent, int opponentFives, int tableMove) {
        int[] list = moves[ply];
        int[] key = keys[ply];
        if (opponentFives > 0) {
            list[0] = board.winningSquare(opponent);
            key[0] = 0;
            return 1;
        }
        boolean mustDefend = board.count(opponent, Shapes.WINNING_FOUR) > 0;
        int killer = ply < MAX_PLY ? killers[ply] : -1;
        int near = board.nearSquares(list);
        int n = 0;
        for (int i = 0; i < near; i++) {
            int square = list[i];
            int attack = board.threat(square, me);
            int defence = board.threat(square, opponent);
            if (mustDefend && attack < Shapes.FOUR_ONLY && defence < Shapes.FOUR_ONLY) {
                continue;
            }
            int k = board.value(square, me) * 5 + board.value(square, opponent) * 4;
            if (square == tableMove) {
                k += 1 << 28;
            } else if (square == killer) {
                k += 1 << 20;
            }
            list[n] = square;
            key[n] = k;
            n++;
        }
        return n;
    }

    /** @return how many moves a node with {@code depth} to go searches, unless it must answer an open three */
    private static int width(int depth) {
        return depth < WIDTH_NEAR_HORIZON.length ? WIDTH_NEAR_HORIZON[Math.max(0, depth)] : WIDTH;
    }

    /** Moves the best-keyed of squares {@code from..n-1} to {@code from} and returns it. */
    private static int pickBest(int[] list, int[] key, int from, int n) {
        int best = from;
        for (int i = from + 1; i < n; i++) {
            if (key[i] > key[best]) {
                best = i;
            }
        }
        int square = list[best];
        int k = key[best];
        list[best] = list[from];
        key[best] = key[from];
        list[from] = square;
        key[from] = k;
        return square;
    }

    /** @return the scratch list {@link #generate} filled for {@code ply} */
    int[] moves(int ply) {
        return moves[ply];
    }

    /** @return the ordering keys {@link #generate} filled for {@code ply} */
    int[] keys(int ply) {
        return keys[ply];
    }

    /** @return how many root moves are worth a full search */
    static int rootWidth() {
        return ROOT_WIDTH;
    }

    private static int toTable(int score, int ply) {
        return score >= WON ? score + ply : score <= -WON ? score - ply : score;
    }

    private static int fromTable(int score, int ply) {
        return score >= WON ? score - ply : score <= -WON ? score + ply : score;
    }
}
