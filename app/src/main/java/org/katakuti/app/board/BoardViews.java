package org.katakuti.app.board;

import org.katakuti.api.rules.Position;

/** Picks the board view and input for a game. */
public final class BoardViews {

    private BoardViews() {
    }

    /** @return the view for the game of {@code start}, with a fresh input of the right kind */
    public static BoardView forGame(Position start) {
        String id = start.game().id();
        if ("tigadi".equals(id)) {
            return new TigadiBoardView(new TigadiInput(start));
        }
        if ("ultimate".equals(id)) {
            return new UltimateBoardView(new MarkInput(start, "ultimate.notHere"));
        }
        return new GridBoardView(new MarkInput(start, "board.notAllowed"));
    }
}
