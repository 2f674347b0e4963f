package org.katakuti.app.bots.ultimate;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.ultimate.UltimateBoard;

/**
 * Monte-Carlo tree search (UCT) on an ultimate board, with random playouts
 * scored win 1, draw 1/2, loss 0 (and, with {@link Knowledge#HARD}, a little
 * knowledge of the game), and a solver on top: a child whose mark wins at once is known
 * at expansion, a node with a winning child is a known loss for the player
 * who moved into it, one whose children all lose is a known win. Known losses
 * are never chosen again, known wins are played. With {@link Knowledge#HARD}
 * each node also holds a static guess backed up as minimax (see {@link #minimax}),
 * which steers the choice of marks in the tree beside the playouts' mean.
 *
 * <p>The tree lives in flat arrays (one slot per node) so a second's search
 * makes no garbage; the board is played forward and undone, never copied.
 * {@link #advanceTo} keeps the subtree of the position reached for the next
 * search, so what was learnt about the marks actually played is not thrown away.
 */
final class UctSearch {

    /** What the search knows of ultimate beyond its rules. */
    enum Knowledge {
        /** Nothing: uniformly random playouts, every new mark unbiased (normal's, and the estimates'). */
        NONE,
        /**
         * Hard's: a playout takes a mark that wins the game at once (see
         * {@link #decisiveMark}), else the last good reply to the other's mark
         * (see {@link #rememberReplies}) when it is legal; and a new mark that
         * sends the other player to a closed grid, leaving it free to mark in
         * any, starts out as if it had lost {@link #FREE_CHOICE_LOSSES} of
         * {@link #FREE_CHOICE_VISITS} playouts; and a mark's score in the tree
         * is partly its {@link #minimax} value, and untried marks are tried in
         * the order of their guesses (see {@link #orderByGuess}); the mark
         * played is chosen by its score less a doubt (see {@link #secureScore}).
         */
        HARD
    }

    /**
     * A free choice of grid is usually worth much to the player who gets it: so
     * the mark that gives it is first doubted (a score of 1/4 over 8 playouts that
     * never were), which real playouts soon outweigh when the doubt is wrong.
     * Measured, not derived (docs/strength.md).
     */
    static final int FREE_CHOICE_VISITS = 8;
    static final int FREE_CHOICE_LOSSES = 6;

    /** Exploration weight of UCT, for rewards between 0 and 1: normal's and the estimates'. */
    static final double EXPLORATION = 1.0;
    /**
     * The tree stops growing here (21 bytes a node, with the slots that
     * {@link #advanceTo} moves nodes by and hard's minimax values: about 21 MB);
     * playouts go on from its leaves. It grows more slowly as it nears this (see
     * {@link #playoutsBeforeExpanding}), and a kept tree is cut to half of it,
     * so two hard bots fit in a 64 MB heap. 32 short of 2^20: each array and its
     * header then fill whole 1 MB regions of G1 (the collector of Java 9 on) in
     * such a heap; at 2^20 each array took one more region, 7 MB a tree.
     */
    static final int MAX_NODES = (1 << 20) - 32;
    /** The tree's first size, where it is not made at full size: normal's trees stay below it. */
    static final int FIRST_NODES = 1 << 16;
    private static final int CHECK_EVERY = 16;

    /** The places of a 3x3 grid: the squares of a small grid, or the small grids of the board. */
    private static final int PLACES = 9;
    /** For each place of a 3x3 grid (a square in a small grid, or a small grid), the pairs making a line with it. */
    private static final int[][] LINE_PARTNERS = new int[PLACES][];
    /** For each set of places held (9 bits), the places that would make a line with two of them. */
    private static final int[] COMPLETING = new int[1 << PLACES];

    static {
        for (int place = 0; place < PLACES; place++) {
            int[] partners = new int[0];
            for (int line : GridEvaluation.LINE_MASKS) {
                int others = line & ~(1 << place);
                if (others != line) {
                    partners = Arrays.copyOf(partners, partners.length + 2);
                    partners[partners.length - 2] = Integer.numberOfTrailingZeros(others);
                    partners[partners.length - 1] = 31 - Integer.numberOfLeadingZeros(others);
                }
            }
            LINE_PARTNERS[place] = partners;
        }
        for (int held = 0; held < COMPLETING.length; held++) {
            for (int place = 0; place < PLACES; place++) {
                int[] partners = LINE_PARTNERS[place];
                for (int i = 0; i < partners.length; i += 2) {
                    if ((held >> partners[i] & 1) != 0 && (held >> partners[i + 1] & 1) != 0) {
                        COMPLETING[held] |= 1 << place;
                    }
                }
            }
        }
    }

    private static final byte UNKNOWN = 0;
    /** The player who moved into the node wins with best play (or has just won). */
    private static final byte WON = 1;
    /** The player who moved into the node loses with best play. */
    private static final byte LOST = 2;
    /** The game ended drawn with the mark that leads to the node. */
    private static final byte DRAWN = 3;

    private UltimateBoard board;
    private final SplittableRandom random;
    private final double exploration;
    private final boolean decisive;
    private final boolean learnsReplies;
    private final boolean doubtsFreeChoice;
    /** The most nodes the tree may hold: {@link #MAX_NODES}, or fewer in tests. */
    private final int maxNodes;
    /** The marks made before the root: the tree's marks and the playout's come after them. */
    private int rootMarks;

    /**
     * Hard's weight of a child's minimax value (see {@link #minimax}) beside its
     * playouts' mean score. Measured, not derived: 0.2 gained about 20 Elo at
     * 100 ms a move over two seeds; 0.3 with a guess that ignored where a mark
     * sends the other player lost, and 0.3 with this guess was not shown
     * better than 0.2 (docs/strength.md).
     */
    static final double MINIMAX_WEIGHT = 0.2;
    private final GridEvaluation evaluation;

    private byte[] move;
    private byte[] state;
    private byte[] childCount;
    private int[] firstChild;
    private int[] visits;
    /** Reward in half points for the player who moved into the node: 2 a win, 1 a draw. */
    private int[] halfPoints;
    /**
     * Implicit minimax backups (Lanctot, Winands, Pepels and Sturtevant, 2014):
     * for the player who moved into the node, 0 to {@link GridEvaluation#ONE},
     * the {@link GridEvaluation} of its position when it has no children, else
     * {@code ONE} less the best of its children's (theirs is the other player's).
     * Playouts average what random play makes of a mark; this says what the
     * best line the tree holds leads to. Hard only (empty otherwise).
     */
    private short[] minimax;
    /** For {@link #keepSubtree}: the new slot of each node. */
    private int[] newSlot;
    private int size;

    /**
     * In a playout, for each seat ({@code [FIRST]}, {@code [SECOND]}), the open
     * grids whose win would finish a big line of its: only marks in these can
     * win the game at once. Big lines change only when a grid closes, so this is
     * worked out again only then, not for every mark.
     */
    private final int[] finishingGrids = new int[3];
    /**
     * The last good replies: for each seat, and each square the other seat
     * marked, the square the seat marked next in the last playout it won
     * (-1: none, or forgotten since). Indexed {@code seat * SIZE + square}.
     */
    private final int[] goodReplies = new int[3 * UltimateBoard.SIZE];
    private final int[] path = new int[82];
    private final int[] moves = new int[81];
    private long playouts;
    private long marks;
    private int deepest;

    /**
     * @param board the position to search; it is played on and restored, and
     *     must stay untouched by others during {@link #run}
     */
    UctSearch(UltimateBoard board, SplittableRandom random) {
        this(board, random, EXPLORATION, Knowledge.NONE, FIRST_NODES);
    }

    /**
     * @param exploration the weight of UCT's exploration term, for rewards between 0 and 1
     * @param nodes the size the tree's arrays are made at, up to {@link #MAX_NODES}: a
     *     search that will reach the cap is best made at it, so that it allocates
     *     nothing more (a tree grown move by move leaves young arrays that a
     *     collection then copies, pausing the search for tens of milliseconds)
     */
    UctSearch(UltimateBoard board, SplittableRandom random, double exploration, Knowledge knowledge, int nodes) {
        this(board, random, exploration, knowledge, nodes, MAX_NODES);
    }

    /** @param maxNodes the most nodes the tree may hold (tests give fewer than {@link #MAX_NODES}) */
    UctSearch(UltimateBoard board, SplittableRandom random, double exploration, Knowledge knowledge, int nodes,
            int maxNodes) {
        this.maxNodes = maxNodes;
        this.random = random;
        this.exploration = exploration;
        this.decisive = knowledge == Knowledge.HARD;
        this.learnsReplies = knowledge == Knowledge.HARD;
        this.doubtsFreeChoice = knowledge == Knowledge.HARD;
        this.evaluation = knowledge == Knowledge.HARD ? new GridEvaluation() : null;
        minimax = new short[evaluation != null ? nodes : 0];
        move = new byte[nodes];
        state = new byte[nodes];
        childCount = new byte[nodes];
        firstChild = new int[nodes];
        visits = new int[nodes];
        halfPoints = new int[nodes];
        newSlot = new int[nodes];
        startAt(board);
    }

    /**
     * Forgets everything learnt and searches {@code board} from now on, as a new
     * search would, in the arrays already made.
     */
    void startAt(UltimateBoard board) {
        this.board = board;
        rootMarks = board.moveCount();
        Arrays.fill(goodReplies, -1);
        size = 1;
        move[0] = 0;
        state[0] = UNKNOWN;
        childCount[0] = 0;
        firstChild[0] = -1;
        visits[0] = 0;
        halfPoints[0] = 0;
        playouts = 0;
        marks = 0;
        deepest = 0;
    }

    /**
     * Searches until {@code maxPlayouts} playouts are made, the position is
     * solved, or the deadline is less than {@code marginMillis} away; always
     * expands the root first, so there is a move to give.
     */
    void run(long maxPlayouts, Deadline deadline, long marginMillis) {
        if (firstChild[0] < 0) {
            expand(0);
            prove(0);
            if (evaluation != null) {
                backUpMinimax(0);
            }
        }
        if (childCount[0] == 1) {
            return; // nothing to choose
        }
        while (state[0] == UNKNOWN && playouts < maxPlayouts) {
            if (playouts % CHECK_EVERY == 0
                    && (deadline.isUp() || deadline.remainingMillis() <= marginMillis)) {
                return;
            }
            iterate();
        }
    }

    /**
     * Makes the node of {@code next} the root, keeping its subtree and dropping
     * the rest, when {@code next} is the root's position followed by marks
     * already in the tree (the bot's own mark and the reply, usually). The
     * kept nodes are moved to the front of the arrays in their old order, so
     * children stay after their parent in one block; the counters restart.
     *
     * @param next the position to search next, played on from now on like the
     *     board of the constructor
     * @return false, the tree untouched, when {@code next} does not follow or
     *     the tree is only its root (nothing to keep)
     */
    boolean advanceTo(UltimateBoard next) {
        if (firstChild[0] < 0 || next.isOver() || next.moveCount() < rootMarks) {
            return false;
        }
        for (int i = 0; i < rootMarks; i++) {
            if (next.move(i) != board.move(i)) {
                return false;
            }
        }
        int root = 0;
        for (int i = rootMarks; i < next.moveCount() && root >= 0; i++) {
            root = childWith(root, next.move(i));
        }
        if (root < 0) {
            return false;
        }
        keepSubtree(root);
        board = next;
        rootMarks = next.moveCount();
        playouts = 0;
        marks = 0;
        deepest = 0;
        return true;
    }

    private int childWith(int node, int cell) {
        for (int c = firstChild[node]; c >= 0 && c < firstChild[node] + childCount[node]; c++) {
            if (move[c] == cell) {
                return c;
            }
        }
        return -1;
    }

    /**
     * Compacts the subtree of {@code root} to the front; a child's slot is always
     * after its parent's. A subtree of more than half the most nodes the tree may
     * hold keeps the children only of nodes with at least 2, 4, 8... playouts, the
     * fewest that fits (and the root's always): what a node learnt stays in its
     * own counts, and it grows new children when next visited.
     */
    private void keepSubtree(int root) {
        // Half: so that every search starts with room to grow.
        int maxKept = maxNodes / 2;
        if (root == 0 && size <= maxKept) {
            return;
        }
        int minVisits = 1;
        while (markKept(root, minVisits) > maxKept) {
            minVisits *= 2;
        }
        // Move the kept nodes down: a slot is never after the old place, so nothing unread is overwritten.
        int[] slot = newSlot;
        int kept = 0;
        for (int old = root; old < size; old++) {
            int to = slot[old - root];
            if (to >= 0) {
                boolean keepsChildren = firstChild[old] >= 0 && slot[firstChild[old] - root] >= 0;
                move[to] = move[old];
                state[to] = state[old];
                childCount[to] = keepsChildren ? childCount[old] : 0;
                visits[to] = visits[old];
                halfPoints[to] = halfPoints[old];
                if (evaluation != null) {
                    minimax[to] = minimax[old];
                }
                firstChild[to] = keepsChildren ? slot[firstChild[old] - root] : -1;
                kept++;
            }
        }
        size = kept;
    }

    /**
     * Gives every node of the subtree of {@code root} its new slot in
     * {@link #newSlot} (indexed from {@code root}; -1: dropped), in the old order:
     * a node is reached after its parent, which marks its children kept when it
     * has at least {@code minVisits} playouts (the root always).
     *
     * @return how many nodes are kept
     */
    private int markKept(int root, int minVisits) {
        int[] slot = newSlot;
        Arrays.fill(slot, 0, size - root, -1);
        slot[0] = 0;
        int kept = 0;
        for (int old = root; old < size; old++) {
            if (slot[old - root] >= 0) {
                slot[old - root] = kept++;
                if (old == root || visits[old] >= minVisits) {
                    for (int c = firstChild[old]; c >= 0 && c < firstChild[old] + childCount[old]; c++) {
                        slot[c - root] = 0;
                    }
                }
            }
        }
        return kept;
    }

    /**
     * @return the best mark found: a known win, else among the marks not known
     *     to lose, with {@link Knowledge#HARD} the one of best {@link #secureScore},
     *     else the most visited
     */
    int bestMove() {
        int best = -1;
        for (int c = firstChild[0]; c < firstChild[0] + childCount[0]; c++) {
            if (state[c] == WON) {
                return move[c];
            }
            if (best < 0 || better(c, best)) {
                best = c;
            }
        }
        return move[best];
    }

    private boolean better(int child, int than) {
        boolean childLoses = state[child] == LOST;
        if (childLoses != (state[than] == LOST)) {
            return !childLoses;
        }
        if (evaluation != null) {
            return secureScore(child) > secureScore(than);
        }
        return visits[child] > visits[than];
    }

    /**
     * Hard's worth of a root mark when it chooses (the "secure child" of
     * Chaslot et al.): its {@link #scoreOf score}, which {@link #select} steers
     * by too, less a doubt that shrinks as 1/&radic;playouts. The most visited
     * mark is the usual choice, but a mark whose playouts only lately turned
     * good has fewer than it deserves. Measured, not derived: +36 Elo at 100 ms
     * a move and +23 &plusmn; 19 at 1 s (240 games); not yet shown at 300 ms
     * (+8, 400 games); a doubt of 2/&radic;playouts or &frac12;/&radic;playouts
     * was not shown better at 100 ms (docs/strength.md).
     */
    private double secureScore(int child) {
        if (visits[child] == 0) {
            return Double.NEGATIVE_INFINITY;
        }
        return scoreOf(child) - 1 / Math.sqrt(visits[child]);
    }

    /**
     * @return the score of a child with playouts, for the player who moves into
     *     it: its playouts' mean, with {@link Knowledge#HARD} partly its minimax value
     */
    private double scoreOf(int child) {
        double mean = halfPoints[child] / (2.0 * visits[child]);
        if (evaluation != null) {
            mean = (1 - MINIMAX_WEIGHT) * mean + MINIMAX_WEIGHT * minimaxOf(child) / GridEvaluation.ONE;
        }
        return mean;
    }

    /** @return true when the root's child that makes {@code mark} is known to lose (for tests) */
    boolean knownLoss(int mark) {
        int child = childWith(0, mark);
        return child >= 0 && state[child] == LOST;
    }

    /** @return {@link #secureScore} of the root's child that makes {@code mark} (for tests); NaN without one */
    double secureScoreOf(int mark) {
        int child = childWith(0, mark);
        return child >= 0 ? secureScore(child) : Double.NaN;
    }

    /** @return playouts made (a playout from a known or final node counts too) */
    long playouts() {
        return playouts;
    }

    /** @return marks played in playouts and in the tree */
    long marks() {
        return marks;
    }

    /** @return the deepest tree node reached, in plies from the root */
    int depth() {
        return deepest;
    }

    /** @return the playouts counted for the root's child that makes {@code mark} (for tests); -1 without one */
    int visitsOf(int mark) {
        for (int c = firstChild[0]; c >= 0 && c < firstChild[0] + childCount[0]; c++) {
            if (move[c] == mark) {
                return visits[c];
            }
        }
        return -1;
    }

    /**
     * @return true when every node with children holds {@link GridEvaluation#ONE}
     *     less the best of its children's minimax values (hard's search; for tests)
     */
    boolean minimaxBackedUp() {
        if (evaluation == null) {
            throw new IllegalStateException("only hard's search backs up minimax values");
        }
        for (int node = 0; node < size; node++) {
            int best = 0;
            for (int c = firstChild[node]; c >= 0 && c < firstChild[node] + childCount[node]; c++) {
                best = Math.max(best, minimaxOf(c));
            }
            if (childCount[node] > 0 && minimax[node] != GridEvaluation.ONE - best) {
                return false;
            }
        }
        return true;
    }

    /** @return tree nodes made */
    int nodes() {
        return size;
    }

    /** @return the expected score of the seat to move at the root, 0..1, 1 when it has a known win */
    double rootScore() {
        if (state[0] != UNKNOWN) {
            return state[0] == LOST ? 1 : state[0] == WON ? 0 : 0.5;
        }
        return visits[0] == 0 ? 0.5 : 1 - halfPoints[0] / (2.0 * visits[0]);
    }

    /**
     * @return the expected score of the seat to move at the root, 0..1, read from
     *     the move {@link #bestMove()} gives: what the search expects with its
     *     best play, rather than the average over everything it tried
     */
    double bestScore() {
        if (state[0] != UNKNOWN || firstChild[0] < 0) {
            return rootScore();
        }
        int best = -1;
        for (int c = firstChild[0]; c < firstChild[0] + childCount[0]; c++) {
            if (state[c] == WON) {
                return 1;
            }
            if (best < 0 || better(c, best)) {
                best = c;
            }
        }
        if (state[best] == LOST) {
            return 0;
        }
        if (state[best] == DRAWN) {
            return 0.5;
        }
        return visits[best] == 0 ? rootScore() : halfPoints[best] / (2.0 * visits[best]);
    }

    /** @return true when the search proved the root's result */
    boolean solved() {
        return state[0] != UNKNOWN;
    }

    private void iterate() {
        int node = 0;
        int depth = 0;
        path[0] = 0;
        while (firstChild[node] >= 0 && state[node] == UNKNOWN) {
            node = select(node);
            board.play(move[node]);
            path[++depth] = node;
        }
        if (state[node] == UNKNOWN && visits[node] >= playoutsBeforeExpanding() && size + 81 <= maxNodes) {
            expand(node);
            byte known = prove(depth);
            if (evaluation != null) {
                backUpMinimax(depth);
            }
            if (known == UNKNOWN) {
                node = firstChild[node];
                board.play(move[node]);
                path[++depth] = node;
            }
        }
        deepest = Math.max(deepest, depth);
        int winner = state[node] == UNKNOWN ? playout() : resultOf(node, depth);
        for (int d = depth; d >= 0; d--) {
            int n = path[d];
            visits[n]++;
            int mover = moverInto(d);
            halfPoints[n] += winner == UltimateBoard.EMPTY ? 1 : winner == mover ? 2 : 0;
        }
        for (int d = 0; d < depth; d++) {
            board.undo();
        }
        marks += depth;
        playouts++;
    }

    /**
     * @return the playouts a leaf must have had to be expanded: 1 while the tree
     *     is less than half full, then 2, 4, 8 and 16 as each further eighth
     *     fills, so that a tree near its cap grows ever more slowly where its
     *     playouts go most, rather than at full speed and then not at all (at a
     *     second a move, that happened from about the fifth mark of a game)
     */
    private int playoutsBeforeExpanding() {
        int eighthsFull = (int) (size * 8L / maxNodes);
        return eighthsFull < 4 ? 1 : 1 << (eighthsFull - 3);
    }

    /** The seat who made the mark leading to the node {@code depth} plies below the root. */
    private int moverInto(int depth) {
        return seatOfMark(rootMarks + depth - 1);
    }

    /** The seat that makes mark {@code n} (0-based) of a game: first the even ones; -1, before the first, second's. */
    private static int seatOfMark(int n) {
        return (n & 1) == 0 ? UltimateBoard.FIRST : UltimateBoard.SECOND;
    }

    private int resultOf(int node, int depth) {
        switch (state[node]) {
            case WON:
                return moverInto(depth);
            case LOST:
                return 3 - moverInto(depth);
            default:
                return UltimateBoard.EMPTY;
        }
    }

    private int select(int node) {
        // A new root has no playout yet while its doubted children have some: log 0 would make their scores NaN.
        double logVisits = Math.log(Math.max(1, visits[node]));
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int c = firstChild[node]; c < firstChild[node] + childCount[node]; c++) {
            if (state[c] == LOST) {
                continue;
            }
            if (visits[c] == 0) {
                return c;
            }
            double score = scoreOf(c) + exploration * Math.sqrt(logVisits / visits[c]);
            if (score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best;
    }

    /**
     * Adds a child for every legal mark, in random order, marking those that end
     * the game (and, with {@link Knowledge#HARD}, doubting those that free the
     * other player's choice of grid, and ordering them by their guesses).
     */
    private void expand(int node) {
        int count = board.legalMoves(moves);
        ensureCapacity(size + count);
        for (int i = count - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = moves[i];
            moves[i] = moves[j];
            moves[j] = swap;
        }
        int mover = board.toMove();
        if (evaluation != null) {
            evaluation.load(board);
        }
        firstChild[node] = size;
        childCount[node] = (byte) count;
        for (int i = 0; i < count; i++) {
            int child = size++;
            move[child] = (byte) moves[i];
            firstChild[child] = -1;
            childCount[child] = 0;
            visits[child] = 0;
            halfPoints[child] = 0;
            board.play(moves[i]);
            state[child] = !board.isOver() ? UNKNOWN : board.winner() == mover ? WON : DRAWN;
            if (evaluation != null) {
                minimax[child] = (short) evaluation.valueAfter(board, moves[i], mover);
            }
            if (doubtsFreeChoice && state[child] == UNKNOWN && board.forcedGrid() < 0) {
                visits[child] = FREE_CHOICE_VISITS;
                halfPoints[child] = 2 * (FREE_CHOICE_VISITS - FREE_CHOICE_LOSSES);
            }
            board.undo();
        }
        if (evaluation != null) {
            orderByGuess(firstChild[node], count);
        }
    }

    /**
     * Puts the {@code count} children from {@code first} in the order of their
     * guesses, best first, ties in the order they were in. {@link #select} gives
     * each untried child its first playout in this order, so a node with fewer
     * playouts than marks tries first the marks its guess likes best.
     */
    private void orderByGuess(int first, int count) {
        for (int i = first + 1; i < first + count; i++) {
            for (int j = i; j > first && minimax[j] > minimax[j - 1]; j--) {
                swapChildren(j, j - 1);
            }
        }
    }

    /** Swaps two new children (no grandchildren yet) in every array a new child has set. */
    private void swapChildren(int a, int b) {
        swap(move, a, b);
        swap(state, a, b);
        swap(visits, a, b);
        swap(halfPoints, a, b);
        swap(minimax, a, b);
    }

    private static void swap(byte[] array, int a, int b) {
        byte kept = array[a];
        array[a] = array[b];
        array[b] = kept;
    }

    private static void swap(short[] array, int a, int b) {
        short kept = array[a];
        array[a] = array[b];
        array[b] = kept;
    }

    private static void swap(int[] array, int a, int b) {
        int kept = array[a];
        array[a] = array[b];
        array[b] = kept;
    }

    /**
     * Passes what is known about the children of the node on the path at
     * {@code depth} up towards the root.
     *
     * @return the state of that node afterwards
     */
    private byte prove(int depth) {
        for (int d = depth; d >= 0; d--) {
            int node = path[d];
            byte known = knownFromChildren(node);
            if (known == UNKNOWN) {
                break;
            }
            state[node] = known;
        }
        return state[path[depth]];
    }

    /**
     * Sets the minimax value of the nodes on the path from {@code depth} up, from
     * their children's, as far as one changes.
     */
    private void backUpMinimax(int depth) {
        for (int d = depth; d >= 0; d--) {
            int node = path[d];
            int best = 0;
            for (int c = firstChild[node]; c < firstChild[node] + childCount[node]; c++) {
                best = Math.max(best, minimaxOf(c));
            }
            int value = GridEvaluation.ONE - best;
            if (value == minimax[node] && state[node] == UNKNOWN) {
                return; // nothing above changes (a node just proved changes its parent's view of it)
            }
            minimax[node] = (short) value;
        }
    }

    /** @return the node's minimax value, or its known result's */
    private int minimaxOf(int node) {
        switch (state[node]) {
            case WON:
                return GridEvaluation.ONE;
            case LOST:
                return 0;
            case DRAWN:
                return GridEvaluation.ONE / 2;
            default:
                return minimax[node];
        }
    }

    private byte knownFromChildren(int node) {
        boolean allLost = true;
        for (int c = firstChild[node]; c < firstChild[node] + childCount[node]; c++) {
            if (state[c] == WON) {
                return LOST;
            }
            allLost &= state[c] == LOST;
        }
        return allLost ? WON : UNKNOWN;
    }

    /**
     * Playout marks ({@link #playoutMark()}) to the end, undone afterwards; with
     * {@link Knowledge#HARD} the replies of the tree and the playout are learnt.
     *
     * @return the winner, or EMPTY for a draw
     */
    private int playout() {
        beginPlayout();
        int played = 0;
        while (!board.isOver()) {
            playPlayoutMark(playoutMark());
            played++;
        }
        int winner = board.winner();
        if (learnsReplies) {
            rememberReplies(winner, rootMarks + 1);
        }
        for (int i = 0; i < played; i++) {
            board.undo();
        }
        marks += played;
        return winner;
    }

    /** Readies a playout from the board's position (and, for tests, {@link #playoutMark()}). */
    void beginPlayout() {
        if (decisive) {
            findFinishingGrids();
        }
    }

    /**
     * @return the mark a playout makes in the board's position, after {@link #beginPlayout}.
     *     The legal marks are listed only for a random one: listing them was the
     *     playouts' largest cost, and a win at once or a good reply needs no list.
     */
    int playoutMark() {
        int mark = decisive ? decisiveMark() : -1;
        if (mark < 0 && learnsReplies && board.moveCount() > 0) {
            int reply = goodReplies[board.toMove() * UltimateBoard.SIZE + board.lastMove()];
            mark = reply >= 0 && board.isLegal(reply) ? reply : -1;
        }
        if (mark >= 0) {
            return mark;
        }
        return moves[random.nextInt(board.legalMoves(moves))];
    }

    /**
     * Last good reply with forgetting (Drake; Baier and Drake): a reply that
     * won a playout is tried again after the same mark, in later playouts,
     * until a playout with it is lost. In ultimate the mark answered names the
     * grid of the reply, so a good reply there is often still legal and still
     * good. A draw teaches nothing.
     *
     * @param from the first mark of the board's history (at least 1: it needs the one before) to learn from
     */
    void rememberReplies(int winner, int from) {
        if (winner == UltimateBoard.EMPTY) {
            return;
        }
        for (int i = Math.max(1, from); i < board.moveCount(); i++) {
            int seat = seatOfMark(i);
            int slot = seat * UltimateBoard.SIZE + board.move(i - 1);
            if (seat == winner) {
                goodReplies[slot] = board.move(i);
            } else if (goodReplies[slot] == board.move(i)) {
                goodReplies[slot] = -1;
            }
        }
    }

    /** @return the last good reply of {@code seat} to the other's mark on {@code square}, or -1 (for tests) */
    int goodReply(int seat, int square) {
        return goodReplies[seat * UltimateBoard.SIZE + square];
    }

    /** Makes a playout's mark on the board (and, for tests, follows the board's big lines). */
    void playPlayoutMark(int mark) {
        board.play(mark);
        if (decisive && board.gridStatus(UltimateBoard.gridOf(mark)) != UltimateBoard.OPEN) {
            findFinishingGrids();
        }
    }

    private void findFinishingGrids() {
        int first = 0;
        int second = 0;
        int open = 0;
        for (int grid = 0; grid < UltimateBoard.GRIDS; grid++) {
            int status = board.gridStatus(grid);
            first |= status == UltimateBoard.FIRST ? 1 << grid : 0;
            second |= status == UltimateBoard.SECOND ? 1 << grid : 0;
            open |= status == UltimateBoard.OPEN ? 1 << grid : 0;
        }
        finishingGrids[UltimateBoard.FIRST] = COMPLETING[first] & open;
        finishingGrids[UltimateBoard.SECOND] = COMPLETING[second] & open;
    }

    /**
     * A random player leaves a game won at once to be lost later, and the
     * playout then tells the wrong result of a position one mark from the end.
     * Only a small grid that would finish a big line is looked into, so the
     * check costs nothing in most positions (the "decisive moves" of Teytaud and
     * Teytaud's MCTS playouts).
     *
     * @return the lowest square where the mover wins the game at once, else -1
     */
    private int decisiveMark() {
        int mover = board.toMove();
        int forced = board.forcedGrid();
        int finishing = finishingGrids[mover] & (forced < 0 ? -1 : 1 << forced);
        int lowest = -1;
        for (; finishing != 0; finishing &= finishing - 1) {
            int grid = Integer.numberOfTrailingZeros(finishing);
            for (int place = 0; place < PLACES; place++) {
                int square = UltimateBoard.squareOf(grid, place);
                if (lowest >= 0 && square > lowest) {
                    break;
                }
                if (board.cell(square) == UltimateBoard.EMPTY && completesLine(mover, place, grid)) {
                    lowest = square;
                    break;
                }
            }
        }
        return lowest;
    }

    /** Whether {@code mover} taking {@code place} of small {@code grid} makes a line there. */
    private boolean completesLine(int mover, int place, int grid) {
        int[] partners = LINE_PARTNERS[place];
        for (int i = 0; i < partners.length; i += 2) {
            if (board.cell(UltimateBoard.squareOf(grid, partners[i])) == mover
                    && board.cell(UltimateBoard.squareOf(grid, partners[i + 1])) == mover) {
                return true;
            }
        }
        return false;
    }

    private void ensureCapacity(int needed) {
        if (needed <= move.length) {
            return;
        }
        int capacity = Math.min(maxNodes, Math.max(needed, move.length * 2));
        move = Arrays.copyOf(move, capacity);
        state = Arrays.copyOf(state, capacity);
        childCount = Arrays.copyOf(childCount, capacity);
        firstChild = Arrays.copyOf(firstChild, capacity);
        visits = Arrays.copyOf(visits, capacity);
        halfPoints = Arrays.copyOf(halfPoints, capacity);
        if (evaluation != null) {
            minimax = Arrays.copyOf(minimax, capacity);
        }
        newSlot = new int[capacity];
    }
}
