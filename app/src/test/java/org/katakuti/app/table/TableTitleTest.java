package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.i18n.Texts;

class TableTitleTest {

    @Test
    void theTitleNamesTheGameAndTheScoreCrossesFirstInTheLanguagesDigits() {
        MatchRecord record = MatchRecord.start(Games.GOMOKU, 3, PlayerInfo.person("Asha"), PlayerInfo.person("Bikash"), 0);
        assertThat(TableTitle.of(new Texts(Language.ENGLISH), record)).isEqualTo("Katakuti — Gomoku — 0 : 0");
        record = MatchRecord.start(Games.TIC_TAC_TOE, 3, PlayerInfo.person("Asha"), PlayerInfo.person("Bikash"), 0);
        for (String move : new String[] {"a1", "b1", "a2", "b2", "a3"}) {
            record = record.play(Move.parse(move), 0);
        }
        assertThat(TableTitle.of(new Texts(Language.ENGLISH), record)).isEqualTo("Katakuti — Tic-tac-toe (katakuti) — 1 : 0");
        assertThat(TableTitle.of(new Texts(Language.NEPALI), record)).startsWith("काटाकुटी — ").endsWith(" — १ : ०");
    }
}
