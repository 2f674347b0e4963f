package org.katakuti.app.table;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.tigadi.TigadiPosition;
import org.katakuti.app.i18n.Texts;

/**
 * Tigadi's gotis counted for the line under the board, read off the record:
 * each side's gotis on the board, in hand and taken, in every phase; and
 * whether the last move ended the placing.
 */
final class GotiCounts {

    /** Each side starts with nine gotis in hand: what is neither on the board nor in hand was taken. */
    static final int GOTIS = 9;

    private GotiCounts() {
    }

    /** @return "Black gotis: 3 on the board, 6 in hand, 0 taken · White gotis: …"; null for the games of marks */
    static String describe(Texts texts, MatchRecord record) {
        if (!(record.position() instanceof TigadiPosition)) {
            return null;
        }
        TigadiPosition position = (TigadiPosition) record.position();
        StringBuilder text = new StringBuilder();
        for (Side side : Side.values()) {
            Seat seat = record.current().seatOf(side);
            int onBoard = position.onBoard(seat);
            int inHand = position.inHand(seat);
            if (text.length() > 0) {
                text.append("   ·   ");
            }
            text.append(texts.format("tigadi.counts", Names.sideLabel(texts, record.game(), side),
                    texts.number(onBoard), texts.number(inHand), texts.number(GOTIS - onBoard - inHand)));
        }
        return text.toString();
    }

    /** @return true when the game's last move placed the last goti in hand: the sliding begins */
    static boolean placingJustEnded(GameRecord game) {
        if (game.plies() == 0 || !(game.position() instanceof TigadiPosition)) {
            return false;
        }
        return ((TigadiPosition) game.positionAt(game.plies() - 1)).isPlacing()
                && !((TigadiPosition) game.position()).isPlacing();
    }
}
