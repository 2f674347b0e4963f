package org.katakuti.app.eye;

import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.tigadi.TigadiGame;
import org.katakuti.api.rules.ultimate.UltimateGame;
import org.katakuti.app.bots.small.Solutions;

/** How the moves of a game are judged: what a viewer can say about the verdicts' trust. */
public enum Method {
    /** Tic-tac-toe, misere, four-by-four: solved, so the verdicts are exact. */
    SOLVED,
    /** Five-in-a-row and gomoku: the hard bot's threat search (VCF and VCT); a win it finds is sure. */
    THREATS,
    /** Ultimate and tigadi: the hard bot's evaluation, an estimate. */
    EVALUATION,
    /** A game the analysis does not know. */
    NONE;

    /** @return how the moves of {@code game} are judged */
    public static Method of(Game game) {
        if (game instanceof MnkGame) {
            if (Solutions.solves(game)) {
                return SOLVED;
            }
            MnkGame grid = (MnkGame) game;
            return grid.k() == 5 && !grid.isMisere() ? THREATS : NONE;
        }
        return game instanceof UltimateGame || game instanceof TigadiGame ? EVALUATION : NONE;
    }

    /** @return the key of this method's description in the message bundles, e.g. {@code eye.method.SOLVED} */
    public String nameKey() {
        return "eye.method." + name();
    }
}
