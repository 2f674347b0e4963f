package org.katakuti.app.pbrain;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.LongSupplier;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.app.player.BotAnswer;
import org.katakuti.app.player.BotRunner;

/**
 * One conversation of the Gomocup brain protocol (see {@code docs/pbrain.md}):
 * the manager starts a board, tells the time limits, and sends the other
 * player's moves; the brain answers each with its own square. A bad line is
 * answered {@code ERROR ...} (or {@code UNKNOWN ...} for a command it does not
 * know) and changes nothing; only {@code END} ends the session.
 *
 * <p>Katakuti plays freestyle only (five or more in a row wins), on square
 * boards of 5 to 26: 15x15 is its gomoku and 9x9 its five-in-a-row, and any
 * other size (Gomocup's freestyle is played on 20x20) the same game
 * ({@link Freestyle}).
 */
public final class PbrainSession {

    /** The {@code INFO rule} bits of rules katakuti does not play: exactly five, renju, caro. */
    private static final int UNPLAYED_RULES = 1 | 4 | 8;
    /**
     * A first move asked for this soon after the session began may have been on the manager's clock
     * while Java started: GomocupJudge suspends a brain right after {@code START} and times its first
     * move from when it lets it go on, start-up and all.
     */
    static final long STARTUP_WINDOW_MILLIS = 2000;
    /** Roughly what Java takes to start before the session begins, on a slow machine (see docs/pbrain.md). */
    static final long BEFORE_SESSION_MILLIS = 250;

    private final BotFactory level;
    private final long seed;
    private final long graceMillis;
    private final String version;
    private final TurnTime time = new TurnTime();
    private MnkGame game;
    /** The game so far, in the order played; the rules keep the seats. */
    private final List<Move> moves = new ArrayList<>();
    private int rule;
    private BotRunner bot;
    /** Inside {@code BOARD ... DONE}: the squares given so far, {x, y, field} each; null outside. */
    private List<int[]> board;
    private final LongSupplier clockMillis;
    private final long startedMillis;
    private boolean moved;

    /**
     * @param level the bot to play with (hard by default)
     * @param seed its seed
     * @param graceMillis how far past its budget the bot may answer before it is given up on
     * @param version the app's version, for {@code ABOUT}
     */
    public PbrainSession(BotFactory level, long seed, long graceMillis, String version) {
        this(level, seed, graceMillis, version, () -> System.nanoTime() / 1_000_000);
    }

    /** As above, with a clock in milliseconds: for tests. */
    PbrainSession(BotFactory level, long seed, long graceMillis, String version, LongSupplier clockMillis) {
        this.level = level;
        this.seed = seed;
        this.graceMillis = graceMillis;
        this.version = version;
        this.clockMillis = clockMillis;
        this.startedMillis = clockMillis.getAsLong();
    }

    /**
     * Answers one line from the manager. Blank lines get no answer.
     *
     * @return false when the manager said {@code END}
     * @throws InterruptedException when interrupted while the bot thinks
     */
    public boolean handle(String line, PrintStream out) throws InterruptedException {
        String trimmed = line.trim();
        if (trimmed.isEmpty()) {
            return true;
        }
        if (board != null) {
            boardLine(trimmed, out);
            return true;
        }
        int space = trimmed.indexOf(' ');
        String command = (space < 0 ? trimmed : trimmed.substring(0, space)).toUpperCase(Locale.ROOT);
        String argument = space < 0 ? "" : trimmed.substring(space + 1).trim();
        switch (command) {
            case "END":
                close();
                return false;
            case "START":
                start(argument, argument, out);
                break;
            case "RECTSTART":
                rectStart(argument, out);
                break;
            case "RESTART":
                restart(out);
                break;
            case "BEGIN":
                if (ready(out)) {
                    if (!moves.isEmpty()) {
                        answer(out, "ERROR BEGIN comes only on an empty board");
                    } else {
                        play(out);
                    }
                }
                break;
            case "TURN":
                turn(argument, out);
                break;
            case "TAKEBACK":
                takeBack(argument, out);
                break;
            case "BOARD":
                if (ready(out)) {
                    board = new ArrayList<>();
                }
                break;
            case "INFO":
                info(argument, out);
                break;
            case "ABOUT":
                answer(out, "name=\"katakuti\", version=\"" + version + "\", author=\"Katakuti\"");
                break;
            default:
                answer(out, "UNKNOWN command '" + command + "' (known: START, RECTSTART, RESTART, BEGIN, TURN,"
                        + " TAKEBACK, BOARD, INFO, ABOUT, END)");
        }
        return true;
    }

    private void start(String width, String height, PrintStream out) {
        int size;
        try {
            size = Integer.parseInt(width.trim());
            if (Integer.parseInt(height.trim()) != size) {
                throw new NumberFormatException();
            }
        } catch (NumberFormatException e) {
            answer(out, "ERROR unsupported board '" + width + (width.equals(height) ? "" : "," + height)
                    + "': katakuti plays " + Freestyle.SIZES);
            return;
        }
        MnkGame chosen = board(size);
        if (chosen == null) {
            answer(out, "ERROR unsupported size " + size + ": katakuti plays " + Freestyle.SIZES);
            return;
        }
        if (!level.plays(chosen)) {
            answer(out, "ERROR " + level.name() + " does not play on " + size + "x" + size);
            return;
        }
        if (game != chosen) {
            dropBot();
        }
        game = chosen;
        moves.clear();
        if (bot == null) {
            // made now, while the manager waits for the first move, not on that move's time
            bot = new BotRunner(level, game, seed, graceMillis);
        }
        answer(out, "OK");
    }

    /** @return {@link Freestyle#board}, but this session's game again when the size is its */
    private MnkGame board(int size) {
        return game != null && game.columns() == size ? game : Freestyle.board(size);
    }

    private void rectStart(String argument, PrintStream out) {
        String[] sizes = argument.split(",", -1);
        if (sizes.length != 2) {
            answer(out, "ERROR RECTSTART takes width,height, e.g. RECTSTART 15,15; not '" + argument + "'");
            return;
        }
        start(sizes[0], sizes[1], out);
    }

    private void restart(PrintStream out) {
        if (ready(out)) {
            moves.clear();
            answer(out, "OK");
        }
    }

    /** @return true when a board is started; else says so */
    private boolean ready(PrintStream out) {
        if (game == null) {
            answer(out, "ERROR no board yet: send START 15 (or another size) first");
            return false;
        }
        return true;
    }

    private void turn(String argument, PrintStream out) throws InterruptedException {
        if (!ready(out)) {
            return;
        }
        Move move;
        try {
            int[] square = GomocupSquare.parse(argument);
            move = Move.at(GomocupSquare.point(square[0], square[1], game.columns()));
        } catch (IllegalArgumentException e) {
            answer(out, "ERROR " + e.getMessage());
            return;
        }
        Position position = position();
        if (isWon(position)) {
            answer(out, "ERROR the game is over: " + position.outcome());
            return;
        }
        if (isTaken(move.to())) {
            answer(out, "ERROR " + argument + " cannot be played: the square is taken");
            return;
        }
        moves.add(move);
        play(out);
    }

    private void takeBack(String argument, PrintStream out) {
        if (!ready(out)) {
            return;
        }
        try {
            int[] square = GomocupSquare.parse(argument);
            Point point = GomocupSquare.point(square[0], square[1], game.columns());
            if (moves.isEmpty() || !point.equals(moves.get(moves.size() - 1).to())) {
                answer(out, "ERROR TAKEBACK " + argument + " is not the last move");
                return;
            }
        } catch (IllegalArgumentException e) {
            answer(out, "ERROR " + e.getMessage());
            return;
        }
        moves.remove(moves.size() - 1);
        answer(out, "OK");
    }

    /** One line inside {@code BOARD}: {@code x,y,field} or {@code DONE}. */
    private void boardLine(String line, PrintStream out) throws InterruptedException {
        if (line.equalsIgnoreCase("DONE")) {
            List<int[]> given = board;
            board = null;
            setBoard(given, out);
            return;
        }
        String[] parts = line.split(",", -1);
        try {
            if (parts.length != 3) {
                throw new NumberFormatException();
            }
            int x = Integer.parseInt(parts[0].trim());
            int y = Integer.parseInt(parts[1].trim());
            int field = Integer.parseInt(parts[2].trim());
            board.add(new int[] {x, y, field});
        } catch (NumberFormatException e) {
            // The manager waits for DONE before it reads: remember the error and answer it then.
            board.add(new int[] {-1, -1, -1});
        }
    }

    /**
     * Plays the squares of a {@code BOARD} as a game: the manager sends them in
     * the order they were played, own stones (field 1) and the other's (2)
     * alternating, so they are replayed that way, whoever moved first.
     */
    private void setBoard(List<int[]> given, PrintStream out) throws InterruptedException {
        List<Move> own = new ArrayList<>();
        List<Move> other = new ArrayList<>();
        for (int[] square : given) {
            if (square[2] == -1) {
                answer(out, "ERROR BOARD lines are x,y,field, e.g. 7,7,1; a line was not");
                return;
            }
            if (square[2] != 1 && square[2] != 2) {
                answer(out, "ERROR BOARD field " + square[2] + " is not played here: 1 (own) or 2 (the other's)"
                        + " only, freestyle");
                return;
            }
            try {
                Move move = Move.at(GomocupSquare.point(square[0], square[1], game.columns()));
                (square[2] == 1 ? own : other).add(move);
            } catch (IllegalArgumentException e) {
                answer(out, "ERROR " + e.getMessage());
                return;
            }
        }
        // The brain is to move: it moved first when both have as many stones.
        List<Move> first;
        List<Move> second;
        if (own.size() == other.size()) {
            first = own;
            second = other;
        } else if (other.size() == own.size() + 1) {
            first = other;
            second = own;
        } else {
            answer(out, "ERROR BOARD with " + own.size() + " own and " + other.size() + " other stones: the brain"
                    + " must be to move");
            return;
        }
        List<Move> played = new ArrayList<>();
        for (int i = 0; i < first.size(); i++) {
            played.add(first.get(i));
            if (i < second.size()) {
                played.add(second.get(i));
            }
        }
        Set<Point> marked = new HashSet<>();
        for (Move move : played) {
            if (!marked.add(move.to())) {
                answer(out, "ERROR BOARD cannot be played: " + move + " (" + GomocupSquare.text(move.to(),
                        game.columns()) + ") is given twice");
                return;
            }
        }
        Position position = replay(played);
        if (isWon(position) && position.moveCount() < played.size()) {
            answer(out, "ERROR BOARD cannot be played: stones come after a five");
            return;
        }
        if (isWon(position)) {
            answer(out, "ERROR the game is over: " + position.outcome());
            return;
        }
        moves.clear();
        moves.addAll(played);
        play(out);
    }

    private void info(String argument, PrintStream out) {
        String[] words = argument.split("\\s+", 2);
        String key = words[0].toLowerCase(Locale.ROOT);
        String value = words.length > 1 ? words[1].trim() : "";
        long number;
        switch (key) {
            case "timeout_turn":
            case "timeout_match":
            case "time_left":
            case "max_memory":
            case "rule":
                try {
                    number = Long.parseLong(value);
                } catch (NumberFormatException e) {
                    answer(out, "ERROR INFO " + key + " takes a whole number, not '" + value + "'");
                    return;
                }
                break;
            default:
                return; // game_type, folder, evaluate and keys to come: nothing to do with them
        }
        switch (key) {
            case "timeout_turn":
                time.turn(Math.max(0, number));
                break;
            case "timeout_match":
                time.match(Math.max(0, number));
                break;
            case "time_left":
                time.left(Math.max(0, number));
                break;
            case "rule":
                rule = (int) number;
                if ((rule & UNPLAYED_RULES) != 0) {
                    answer(out, "ERROR rule " + rule + " is not played here: katakuti plays freestyle only (rule 0)");
                }
                break;
            default:
                break; // max_memory: the heap is set when Java starts (-Xmx); the bots fit in 64 MB
        }
    }

    /** Asks the bot for its move in the game so far, plays it and answers it. */
    private void play(PrintStream out) throws InterruptedException {
        if ((rule & UNPLAYED_RULES) != 0) {
            answer(out, "ERROR rule " + rule + " is not played here: katakuti plays freestyle only (rule 0)");
            return;
        }
        Position position = position();
        if (isWon(position)) {
            answer(out, "ERROR the game is over: " + position.outcome());
            return;
        }
        if (position.isOver()) {
            // The rule book calls the game drawn once no five can be made; a Gomocup manager plays on until the
            // board is full, and waits for a square (GomocupJudge: until the brain loses on time). Any will do.
            Point free = freeSquareNearestTheCentre();
            if (free == null) {
                answer(out, "ERROR the board is full");
                return;
            }
            Move move = Move.at(free);
            moves.add(move);
            answer(out, GomocupSquare.text(move.to(), game.columns()));
            return;
        }
        BotAnswer answer = bot.choose(position, budgetMillis());
        Move move;
        if (answer.isMove()) {
            move = answer.move();
            if (answer.report() != null) {
                // what Piskvork and the engine consoles show of a brain's thinking
                answer(out, "MESSAGE " + answer.report());
            }
        } else {
            // Losing the game for an error would be worse than a weak move: say why, and play the first free square.
            move = position.legalMoves().get(0);
            answer(out, "MESSAGE the bot " + answer.why() + "; katakuti plays the first free square instead");
        }
        moves.add(move);
        answer(out, GomocupSquare.text(move.to(), game.columns()));
    }

    /**
     * @return the budget the next move is given, in milliseconds: the turn time's, and on the first move
     *     of a session just begun, less the time Java may have spent starting on the manager's clock
     */
    private long budgetMillis() {
        long budget = time.budgetMillis();
        if (!moved) {
            moved = true;
            long since = clockMillis.getAsLong() - startedMillis;
            if (since < STARTUP_WINDOW_MILLIS) {
                budget = Math.max(TurnTime.MIN_MILLIS, budget - since - BEFORE_SESSION_MILLIS);
            }
        }
        return budget;
    }

    /** @return the position of the game so far, as the rules see it: up to its end, should it have ended */
    private Position position() {
        return replay(moves);
    }

    /** Plays {@code played} until they end or the game does (a five, or no five possible any more). */
    private Position replay(List<Move> played) {
        Position position = game.start();
        for (Move move : played) {
            if (position.isOver()) {
                break;
            }
            position = position.play(move);
        }
        return position;
    }

    /** @return true when a five has ended the game (a dead or full board is the manager's to end) */
    private static boolean isWon(Position position) {
        return position.isOver() && position.outcome().winner() != null;
    }

    private boolean isTaken(Point square) {
        for (Move move : moves) {
            if (move.to().equals(square)) {
                return true;
            }
        }
        return false;
    }

    /** @return the free square nearest the centre, or null on a full board */
    private Point freeSquareNearestTheCentre() {
        int columns = game.columns();
        int rows = game.rows();
        Point best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (int column = 0; column < columns; column++) {
            for (int row = 0; row < rows; row++) {
                Point square = Point.of(column, row);
                int distance = Math.abs(2 * column - (columns - 1)) + Math.abs(2 * row - (rows - 1));
                if (distance < bestDistance && !isTaken(square)) {
                    best = square;
                    bestDistance = distance;
                }
            }
        }
        return best;
    }

    private void dropBot() {
        close();
        bot = null;
    }

    /** Stops the bot's thread, if any. */
    public void close() {
        if (bot != null) {
            bot.close();
        }
    }

    private static void answer(PrintStream out, String line) {
        out.println(line);
        out.flush();
    }
}
