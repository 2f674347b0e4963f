package org.katakuti.app.bots.gomoku;

/**
 * What marking one empty square would make, for one player, along one line
 * through it (a "shape"), and what the four lines through a square make together
 * (a "threat"). Freestyle five in a row: five or more counts.
 *
 * <p>A shape is read from the eight squares around the square on that line, four
 * on each side; the table is computed once, by the textbook definitions:
 * a <em>five</em> completes five or more; a <em>four</em> leaves exactly one
 * square that completes a five through the marked square, an <em>open four</em>
 * two or more; an <em>open three</em> can become an open four with one more
 * mark, a plain <em>three</em> only a four; and so on down to lines where no
 * five can ever pass through the square (dead).
 */
final class Shapes {

    // Shapes of one line, weakest first ("closed" twos and threes can only grow into closed shapes).
    static final int DEAD = 0;
    static final int CLOSED_ONE = 1;
    static final int ONE = 2;
    static final int CLOSED_TWO = 3;
    static final int TWO = 4;
    static final int CLOSED_THREE = 5;
    static final int OPEN_THREE = 6;
    static final int FOUR = 7;
    static final int OPEN_FOUR = 8;
    static final int FIVE = 9;

    // Threats: the four lines through a square together, weakest first.
    static final int NO_THREAT = 0;
    /** Makes one open three. */
    static final int THREE = 1;
    /** Makes two open threes. */
    static final int DOUBLE_THREE = 2;
    /** Makes a four (and no open three or second four). */
    static final int FOUR_ONLY = 3;
    /** Makes a four and an open three. */
    static final int FOUR_THREE = 4;
    /** Makes an open four or two fours: unstoppable by blocking. */
    static final int WINNING_FOUR = 5;
    /** Completes five or more. */
    static final int WIN = 6;
    static final int THREATS = 7;

    /** Neighbour codes in a line key, two bits per square. */
    static final int EMPTY_CODE = 0;
    static final int WALL_CODE = 3;

    /** The line key holds 8 neighbours: offsets -4..-1 in slots 0..3, +1..+4 in slots 4..7. */
    static final int SLOTS = 8;

    /** Four line shapes are combined as the decimal digits of a "code" 0..9999. */
    static final int CODES = 10000;
    private static final int[] DIGIT = {1, 10, 100, 1000};

    /** For a line key: both players' shapes, first in the low four bits, second in the high. */
    private static final byte[] SHAPES = new byte[1 << 16];
    /** For a code: the square's worth shifted left by 3, or'ed with its threat. */
    private static final int[] INFO = new int[CODES];
    /** The same on a small board ({@link ShapeBoard#isSmall}). */
    private static final int[] INFO_ON_A_SMALL_BOARD = new int[CODES];

    /**
     * Per-line worth of each shape for move ordering and evaluation. An open three is worth three open twos,
     * well below a four: at 44, nearly a four's worth, hard played worse on 15x15 and 20x20.
     */
    private static final int[] SHAPE_VALUE = {0, 1, 2, 4, 12, 12, 36, 48, 240, 2000};
    /** On the small board 36 lost more games as the second seat to an outside engine (docs/strength.md). */
    private static final int OPEN_THREE_ON_A_SMALL_BOARD = 44;
    /** Extra worth of a threat beyond its lines, for the combinations that win by force. */
    private static final int[] THREAT_BONUS = {0, 0, 150, 0, 240, 400, 0};
    /**
     * Extra worth of a square that makes, beside a three, a four or nothing more, a two (or a closed three)
     * on other lines: the next mark on those lines can make a double three or a four-three. Kept small:
     * twice these gained less, four times these lost (docs/strength.md).
     */
    private static final int THREE_AND_A_TWO = 15;
    private static final int FOUR_AND_A_TWO = 15;
    private static final int TWO_TWOS = 8;

    static {
        byte[] memo = new byte[1 << 16];
        java.util.Arrays.fill(memo, (byte) -1);
        for (int key = 0; key < 1 << 16; key++) {
            int first = shapeOf(toOwnKey(key, 1), memo);
            int second = shapeOf(toOwnKey(key, 2), memo);
            SHAPES[key] = (byte) (first | second << 4);
        }
        int[] onASmallBoard = SHAPE_VALUE.clone();
        onASmallBoard[OPEN_THREE] = OPEN_THREE_ON_A_SMALL_BOARD;
        for (int code = 0; code < CODES; code++) {
            int threat = threatOf(code);
            INFO[code] = valueOf(code, threat, SHAPE_VALUE) << 3 | threat;
            INFO_ON_A_SMALL_BOARD[code] = valueOf(code, threat, onASmallBoard) << 3 | threat;
        }
    }

    private Shapes() {
    }

    /**
     * @param lineKey the eight neighbours on a line (codes 0 empty, 1 first, 2 second, 3 wall)
     * @return both players' shapes for marking the square: first's in bits 0-3, second's in bits 4-7
     */
    static int shapes(int lineKey) {
        return SHAPES[lineKey] & 0xFF;
    }

    /** @return the shape {@code player} (1 or 2) would make, from a {@link #shapes} pair */
    static int shapeOf(int pair, int player) {
        return (pair >>> (4 * (player - 1))) & 15;
    }

    /** @return the weight of direction {@code direction}'s digit in a code */
    static int digit(int direction) {
        return DIGIT[direction];
    }

    /** @return the shape of direction {@code direction} in a code */
    static int shapeIn(int code, int direction) {
        return code / DIGIT[direction] % 10;
    }

    /**
     * @param smallBoard whether the table is for a small board ({@link ShapeBoard#isSmall})
     * @return for each code, a square's worth shifted left by 3, or'ed with its threat; shared, never written
     */
    static int[] infoTable(boolean smallBoard) {
        return smallBoard ? INFO_ON_A_SMALL_BOARD : INFO;
    }

    /** Rewrites a line key from one player's view: 0 empty, 1 own, 2 blocked (other player or wall). */
    private static int toOwnKey(int key, int colour) {
        int own = 0;
        for (int slot = 0; slot < SLOTS; slot++) {
            int code = (key >>> (2 * slot)) & 3;
            int mine = code == EMPTY_CODE ? 0 : code == colour ? 1 : 2;
            own |= mine << (2 * slot);
        }
        return own;
    }

    private static int shapeOf(int ownKey, byte[] memo) {
        if (memo[ownKey] >= 0) {
            return memo[ownKey];
        }
        int shape;
        if (runThroughCentre(ownKey) >= 5) {
            shape = FIVE;
        } else {
            int fivePoints = 0;
            int best = DEAD;
            for (int slot = 0; slot < SLOTS; slot++) {
                if (((ownKey >>> (2 * slot)) & 3) != 0) {
                    continue;
                }
                int more = ownKey | (1 << (2 * slot));
                if (runThroughCentre(more) >= 5) {
                    fivePoints++;
                }
                int grown = shapeOf(more, memo);
                if (grown >= CLOSED_TWO) {
                    best = Math.max(best, grown - 2);
                }
            }
            shape = fivePoints >= 2 ? OPEN_FOUR : fivePoints == 1 ? FOUR : best;
        }
        memo[ownKey] = (byte) shape;
        return shape;
    }

    /** Length of the unbroken run of own marks through the centre (the centre counts as own). */
    private static int runThroughCentre(int ownKey) {
        int run = 1;
        for (int slot = 3; slot >= 0 && ((ownKey >>> (2 * slot)) & 3) == 1; slot--) {
            run++;
        }
        for (int slot = 4; slot < SLOTS && ((ownKey >>> (2 * slot)) & 3) == 1; slot++) {
            run++;
        }
        return run;
    }

    private static int threatOf(int word) {
        int fours = 0;
        int openThrees = 0;
        for (int direction = 0; direction < 4; direction++) {
            int shape = shapeIn(word, direction);
            if (shape == FIVE) {
                return WIN;
            }
            if (shape == OPEN_FOUR) {
                fours += 2;
            } else if (shape == FOUR) {
                fours++;
            } else if (shape == OPEN_THREE) {
                openThrees++;
            }
        }
        if (fours >= 2) {
            return WINNING_FOUR;
        }
        if (fours == 1) {
            return openThrees > 0 ? FOUR_THREE : FOUR_ONLY;
        }
        return openThrees >= 2 ? DOUBLE_THREE : openThrees == 1 ? THREE : NO_THREAT;
    }

    /** @param threat the threat of {@code word}, from {@link #threatOf} */
    private static int valueOf(int word, int threat, int[] shapeValue) {
        int value = 0;
        int twos = 0;
        for (int direction = 0; direction < 4; direction++) {
            int shape = shapeIn(word, direction);
            value += shapeValue[shape];
            if (shape == TWO || shape == CLOSED_THREE) {
                twos++;
            }
        }
        return value + THREAT_BONUS[threat] + bonusForTwos(threat, twos);
    }

    /** @param twos how many lines make a two or a closed three */
    private static int bonusForTwos(int threat, int twos) {
        if (twos == 0) {
            return 0;
        }
        switch (threat) {
            case THREE:
                return THREE_AND_A_TWO;
            case FOUR_ONLY:
                return FOUR_AND_A_TWO;
            case NO_THREAT:
                return twos >= 2 ? TWO_TWOS : 0;
            default:
                return 0;
        }
    }
}
