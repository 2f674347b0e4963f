package org.katakuti.app.table;

import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import javax.swing.JToggleButton;

import net.miginfocom.swing.MigLayout;

import org.katakuti.app.i18n.Texts;

/**
 * The controls for watching two computer players: pause, one move at a time
 * while paused, and the speed (the wait between moves).
 */
final class WatchControls extends JPanel implements Localized {

    /** The speeds offered, as waits between moves. */
    enum Speed {
        SLOW(1500), STEADY(MatchController.DEFAULT_PACE_MILLIS), FAST(150);

        final long millis;

        Speed(long millis) {
            this.millis = millis;
        }
    }

    private final MatchController controller;
    private final JToggleButton pause = new JToggleButton();
    private final JButton step = new JButton();
    private final JComboBox<Speed> speed = new JComboBox<>(Speed.values());
    private Texts texts;

    WatchControls(MatchController controller, Texts texts) {
        super(new MigLayout("insets 0, gap 4"));
        this.controller = controller;
        this.texts = texts;
        pause.setName("pause");
        pause.addActionListener(e -> controller.setPaused(pause.isSelected()));
        step.setName("step");
        step.addActionListener(e -> controller.step());
        speed.setName("speed");
        speed.setSelectedItem(Speed.STEADY);
        speed.addActionListener(e -> controller.setPaceMillis(((Speed) speed.getSelectedItem()).millis));
        speed.setRenderer(new javax.swing.DefaultListCellRenderer() {
            @Override
            public java.awt.Component getListCellRendererComponent(javax.swing.JList<?> list, Object value, int index,
                    boolean selected, boolean focused) {
                String text = value == null ? "" : WatchControls.this.texts.get("speed." + ((Speed) value).name()
                        .toLowerCase(java.util.Locale.ROOT));
                return super.getListCellRendererComponent(list, text, index, selected, focused);
            }
        });
        add(pause);
        add(step);
        add(speed);
        applyTexts(texts);
    }

    @Override
    public void applyTexts(Texts newTexts) {
        this.texts = newTexts;
        step.setText(texts.get("match.step"));
        speed.setToolTipText(texts.get("match.speed"));
        refresh();
        speed.repaint();
    }

    /** Sets the buttons from the match: "Go on" while paused, one move only then. */
    void refresh() {
        boolean paused = controller.isPaused();
        pause.setSelected(paused);
        pause.setText(texts.get(paused ? "match.resume" : "match.pause"));
        boolean playing = !controller.isGameOver();
        pause.setEnabled(playing);
        step.setEnabled(playing && paused && controller.thinking() == null);
    }
}
