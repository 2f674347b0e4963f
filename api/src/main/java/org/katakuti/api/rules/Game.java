package org.katakuti.api.rules;

/**
 * One game of the table, identified by its rule-book id ({@code tic-tac-toe},
 * {@code gomoku}, {@code tigadi}...). A game is a stateless description; its
 * positions carry the state. The seven games are listed in {@link Games}.
 */
public interface Game {

    /** @return the rule-book id, e.g. {@code five-in-a-row} */
    String id();

    /** @return the empty board with {@link Seat#FIRST} to move */
    Position start();

    /** @return the board width: columns {@code a}.. of the notation */
    int columns();

    /** @return the board height: rows {@code 1}.. of the notation */
    int rows();
}
