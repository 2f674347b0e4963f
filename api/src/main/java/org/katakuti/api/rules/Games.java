package org.katakuti.api.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.tigadi.TigadiGame;
import org.katakuti.api.rules.ultimate.UltimateGame;

/** The seven games of the table, and ways to find and replay them. */
public final class Games {

    /** Three in a row on 3x3: the classic katakuti. */
    public static final MnkGame TIC_TAC_TOE = new MnkGame(GameIds.TIC_TAC_TOE, 3, 3, 3, false);
    /** Three in a row on 3x3, where completing a line loses. */
    public static final MnkGame MISERE = new MnkGame(GameIds.MISERE, 3, 3, 3, true);
    /** Four in a row on 4x4. */
    public static final MnkGame FOUR_BY_FOUR = new MnkGame(GameIds.FOUR_BY_FOUR, 4, 4, 4, false);
    /** Five or more in a row on 9x9. */
    public static final MnkGame FIVE_IN_A_ROW = new MnkGame(GameIds.FIVE_IN_A_ROW, 9, 9, 5, false);
    /** Five or more in a row on 15x15, freestyle. */
    public static final MnkGame GOMOKU = new MnkGame(GameIds.GOMOKU, 15, 15, 5, false);
    /** Nine small grids of 3x3 in a big 3x3 grid. */
    public static final UltimateGame ULTIMATE = new UltimateGame();
    /** The Indian nine men's morris with corner diagonals. */
    public static final TigadiGame TIGADI = new TigadiGame();

    private static final List<Game> ALL = Collections.unmodifiableList(Arrays.<Game>asList(
            TIC_TAC_TOE, MISERE, FOUR_BY_FOUR, FIVE_IN_A_ROW, GOMOKU, ULTIMATE, TIGADI));

    private Games() {
    }

    /** @return the seven games, in the rule book's order */
    public static List<Game> all() {
        return ALL;
    }

    /**
     * @return the game with this rule-book id
     * @throws IllegalArgumentException for an unknown id, naming the known ones
     */
    public static Game byId(String id) {
        for (Game game : ALL) {
            if (game.id().equals(id)) {
                return game;
            }
        }
        List<String> known = new ArrayList<>();
        for (Game game : ALL) {
            known.add(game.id());
        }
        throw new IllegalArgumentException("unknown game '" + id + "' (known: " + String.join(", ", known) + ")");
    }

    /**
     * Plays a list of moves in notation from the start of {@code game}.
     *
     * @return the position after the last move
     * @throws MoveListException naming the first move that is unreadable or illegal
     */
    public static Position replay(Game game, List<String> moves) {
        Position position = game.start();
        for (int i = 0; i < moves.size(); i++) {
            String text = moves.get(i);
            try {
                position = position.play(Move.parse(text));
            } catch (IllegalArgumentException e) {
                throw new MoveListException(i, text, e.getMessage());
            }
        }
        return position;
    }
}
