package org.katakuti.app.strength;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.MoveListException;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.mnk.MnkGame;

/**
 * Openings to start the games of a match from: each a few moves in the rule
 * book's notation, played by the rules before the bots take over. The format
 * (docs/strength.md): UTF-8 text, one opening a line, moves separated by
 * spaces; {@code #} starts a comment to the end of the line; blank lines are
 * skipped. An empty line after its comment is stripped is no opening; the
 * empty opening is written {@code -} (the game's start).
 */
public final class OpeningBook {

    private final Game game;
    private final String name;
    private final List<List<Move>> openings;

    private OpeningBook(Game game, String name, List<List<Move>> openings) {
        this.game = game;
        this.name = name;
        this.openings = Collections.unmodifiableList(openings);
    }

    /** @return the book that comes with the app for {@code game}: resource {@code books/GAME.txt} beside this class */
    public static OpeningBook builtIn(Game game) {
        String resource = "books/" + game.id() + ".txt";
        InputStream in = OpeningBook.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException("no built-in opening book for " + game.id());
        }
        try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return read(game, "built-in " + game.id() + " book", reader);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the built-in " + game.id() + " book: " + e.getMessage(), e);
        }
    }

    /**
     * @return the book in {@code file}
     * @throws IOException when it cannot be read
     * @throws BookException when a line is not an opening of {@code game}
     */
    public static OpeningBook of(Game game, Path file) throws IOException {
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return read(game, file.toString(), reader);
        }
    }

    /** A book of just the game's start: every pair then plays the same opening. */
    public static OpeningBook start(Game game) {
        return new OpeningBook(game, "the start", Collections.singletonList(Collections.<Move>emptyList()));
    }

    /**
     * @return this book of a five-in-a-row game's openings on {@code board}, a bigger square board:
     *     every move moved by the same number of columns and rows, half the difference in size, so
     *     that they are as near its centre as they were to this book's (the Gomocup's 20x20 from
     *     gomoku's)
     * @throws BookException when the book does not fit {@code board}, or a moved opening is not one of its
     */
    public OpeningBook centredOn(MnkGame board) {
        int shift = (board.columns() - game.columns()) / 2;
        if (!(game instanceof MnkGame) || shift < 0 || board.rows() < game.rows()) {
            throw new BookException(name + " is a book of " + game.id() + ": it does not fit " + board.id());
        }
        List<List<Move>> moved = new ArrayList<>();
        for (List<Move> opening : openings) {
            List<String> words = new ArrayList<>();
            for (Move move : opening) {
                words.add(Move.at(Point.of(move.to().column() + shift, move.to().row() + shift)).toString());
            }
            moved.add(opening(board, name + " moved to " + board.id() + ", opening " + (moved.size() + 1), words));
        }
        return new OpeningBook(board, name + " moved to the centre of " + board.id(), moved);
    }

    /**
     * Reads a book; every opening is replayed by the rules and must leave the game going on.
     *
     * @throws BookException naming the source and line of the first bad opening
     */
    static OpeningBook read(Game game, String name, Reader text) throws IOException {
        BufferedReader lines = new BufferedReader(text);
        List<List<Move>> openings = new ArrayList<>();
        String line;
        int number = 0;
        while ((line = lines.readLine()) != null) {
            number++;
            int comment = line.indexOf('#');
            String moves = (comment >= 0 ? line.substring(0, comment) : line).trim();
            if (moves.isEmpty()) {
                continue;
            }
            openings.add(opening(game, name, number, moves));
        }
        if (openings.isEmpty()) {
            throw new BookException(name + " holds no opening");
        }
        return new OpeningBook(game, name, openings);
    }

    private static List<Move> opening(Game game, String name, int number, String text) {
        if (text.equals("-")) {
            return Collections.emptyList();
        }
        return opening(game, name + ", line " + number, Arrays.asList(text.split("\\s+")));
    }

    /** @return the moves {@code words}, once the rules have replayed them and the game goes on after */
    private static List<Move> opening(Game game, String where, List<String> words) {
        Position position;
        try {
            position = Games.replay(game, words);
        } catch (MoveListException e) {
            throw new BookException(where + ": " + e.getMessage());
        }
        if (position.isOver()) {
            throw new BookException(where + ": the opening ends the game");
        }
        List<Move> moves = new ArrayList<>();
        for (String word : words) {
            moves.add(Move.parse(word));
        }
        return Collections.unmodifiableList(moves);
    }

    /** @return where the book came from, for messages */
    public String name() {
        return name;
    }

    /** @return how many openings */
    public int size() {
        return openings.size();
    }

    /** @return the opening of pair {@code pair}: the book is played in order, round and round */
    public List<Move> opening(long pair) {
        return openings.get((int) (pair % openings.size()));
    }

    /** A book that is not what the format says. */
    public static final class BookException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BookException(String message) {
            super(message);
        }
    }
}
