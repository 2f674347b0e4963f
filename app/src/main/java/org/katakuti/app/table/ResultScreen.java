package org.katakuti.app.table;

import java.util.List;

import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.Match;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.app.i18n.Texts;

/** The end of a match: who took it, the score, each game's result, and "rematch" or "new match". */
final class ResultScreen extends JPanel implements Localized {

    private final MatchController controller;
    private final JLabel title = new JLabel();
    private final JLabel winner = new JLabel();
    private final JLabel score = new JLabel();
    private final JLabel draws = new JLabel();
    private final JPanel games = new JPanel(new MigLayout("insets 0, wrap 1, gapy 2"));
    private final JButton rematch = new JButton();
    private final JButton newMatch = new JButton();

    ResultScreen(MatchController controller, Texts texts, Runnable onRematch, Runnable onNewMatch) {
        super(new MigLayout("insets 24, wrap 1, fillx, aligny center", "[center, grow]"));
        this.controller = controller;
        setName("result");
        TextStyle.SMALL.applyTo(title);
        winner.setName("matchWinner");
        TextStyle.TITLE.applyTo(winner);
        score.setName("matchScore");
        TextStyle.SUBTITLE.applyTo(score);
        rematch.setName("rematch");
        rematch.putClientProperty("JButton.buttonType", "default");
        rematch.addActionListener(e -> onRematch.run());
        newMatch.setName("newMatch");
        newMatch.addActionListener(e -> onNewMatch.run());
        add(title);
        add(winner);
        add(score);
        add(draws);
        add(games, "gaptop 10");
        add(rematch, "split 2, gaptop 16, sg buttons");
        add(newMatch, "sg buttons");
        applyTexts(texts);
    }

    JButton rematchButton() {
        return rematch;
    }

    @Override
    public void applyTexts(Texts texts) {
        MatchRecord record = controller.record();
        Match match = record.score();
        title.setText(texts.get("result.title") + " · " + Names.game(texts, record.game()));
        Side side = match.winner();
        winner.setText(side == null ? texts.get("result.matchDrawn")
                : texts.format("result.matchWinner", Names.player(texts, record, side)));
        score.setText(texts.format("result.score", Names.player(texts, record, Side.ONE), match.wins(Side.ONE),
                match.wins(Side.TWO), Names.player(texts, record, Side.TWO)));
        draws.setText(texts.format("result.draws", match.draws()));
        games.removeAll();
        List<GameRecord> played = record.games();
        for (int i = 0; i < played.size(); i++) {
            games.add(new JLabel(texts.format("result.gameLine", i + 1,
                    GameResultText.describe(texts, record, played.get(i)))));
        }
        rematch.setText(texts.get("result.rematch"));
        newMatch.setText(texts.get("result.newMatch"));
        revalidate();
    }
}
