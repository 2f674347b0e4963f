package org.katakuti.app.log;

/**
 * A match log that cannot be read back: unreadable, malformed, from a newer
 * Katakuti, or refused by the rules. Its message is for the player and names
 * the file and, when a move is to blame, the game and the first bad move:
 * {@code matches/2026-12-01-093000-tic-tac-toe-3f2a1c.json: game 2, move 4 (b2): that square is taken}.
 */
public final class LogException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int game;
    private final int move;
    private final String notation;
    private final String problem;
    private final boolean aboutTheFile;

    private LogException(String file, int game, int move, String notation, String problem, boolean aboutTheFile,
            Throwable cause) {
        super(message(file, game, move, notation, problem, aboutTheFile), cause);
        this.file = file;
        this.game = game;
        this.move = move;
        this.notation = notation;
        this.problem = problem;
        this.aboutTheFile = aboutTheFile;
    }

    /** A file that is wrong as a whole: {@code problem} reads after the file's name and a colon. */
    static LogException of(String problem) {
        return new LogException(null, 0, 0, null, problem, false, null);
    }

    /** As {@link #of(String)}, keeping what went wrong underneath. */
    static LogException of(String problem, Throwable cause) {
        return new LogException(null, 0, 0, null, problem, false, cause);
    }

    /** A sentence about the file: {@code predicate} reads right after its name ("was written by ..."). */
    static LogException saying(String predicate) {
        return new LogException(null, 0, 0, null, predicate, true, null);
    }

    /** Something wrong in game {@code game} (from 1), not tied to one move. */
    static LogException inGame(int game, String problem) {
        return new LogException(null, game, 0, null, problem, false, null);
    }

    /** Move {@code move} (from 1) of game {@code game} (from 1), written {@code notation}, is bad. */
    static LogException atMove(int game, int move, String notation, String problem) {
        return new LogException(null, game, move, notation, problem, false, null);
    }

    /** The same problem, naming the file it was found in. */
    LogException in(String fileName) {
        LogException named = new LogException(fileName, game, move, notation, problem, aboutTheFile, getCause());
        named.setStackTrace(getStackTrace());
        return named;
    }

    /** @return the file's name as shown to the player; null when not known */
    public String file() {
        return file;
    }

    /** @return the number of the game at fault, from 1; 0 when the problem is not in one game */
    public int game() {
        return game;
    }

    /** @return the number of the first bad move in its game, from 1; 0 when no move is to blame */
    public int move() {
        return move;
    }

    /** @return the first bad move as written in the file; null when no move is to blame */
    public String notation() {
        return notation;
    }

    /** @return what is wrong, without the file, game and move */
    public String problem() {
        return problem;
    }

    private static String message(String file, int game, int move, String notation, String problem,
            boolean aboutTheFile) {
        StringBuilder text = new StringBuilder();
        if (aboutTheFile) {
            return (file == null ? "this file" : file) + " " + problem;
        }
        if (file != null) {
            text.append(file).append(": ");
        }
        if (game > 0) {
            text.append("game ").append(game);
            if (move > 0) {
                text.append(", move ").append(move).append(" (").append(notation).append(')');
            }
            text.append(": ");
        }
        return text.append(problem).toString();
    }
}
