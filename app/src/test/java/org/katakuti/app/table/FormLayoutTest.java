package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Insets;
import java.awt.Rectangle;

import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;

import org.junit.jupiter.api.Test;

class FormLayoutTest {

    private final JPanel form = new JPanel(new FormLayout(new Insets(10, 20, 10, 20)));
    private final JLabel label = new JLabel("Opponent");
    private final JTextField field = new JTextField(20);
    private final WrappingLabel note = new WrappingLabel(TextStyle.SMALL);

    FormLayoutTest() {
        note.setText("Nine small grids; your square sends the other player to a grid.");
        form.add(label, FormLayout.label());
        form.add(field, FormLayout.field());
        form.add(note, FormLayout.field().stretch());
    }

    private void layOutAt(int width) {
        form.setSize(width, 400);
        form.doLayout();
    }

    @Test
    void inAWideFormTheLabelStandsLeftOfItsFieldOnTheSameLine() {
        layOutAt(700);
        Rectangle l = label.getBounds();
        Rectangle f = field.getBounds();
        assertThat(l.x).isEqualTo(20);
        assertThat(l.x + l.width).isLessThan(f.x);
        assertThat(f.width).as("a field keeps its preferred width").isEqualTo(field.getPreferredSize().width);
        int labelBaseline = l.y + label.getBaseline(l.width, l.height);
        int fieldBaseline = f.y + field.getBaseline(f.width, f.height);
        assertThat(labelBaseline).as("the label's text on the field's line").isEqualTo(fieldBaseline);
    }

    @Test
    void inANarrowFormTheLabelGoesAboveItsField() {
        int narrow = 20 + label.getPreferredSize().width + field.getPreferredSize().width + 20;
        layOutAt(narrow);
        assertThat(label.getX()).isEqualTo(20);
        assertThat(field.getX()).isEqualTo(20);
        assertThat(field.getY()).isGreaterThanOrEqualTo(label.getY() + label.getHeight());
        assertThat(field.getX() + field.getWidth()).isLessThanOrEqualTo(narrow - 20);
    }

    @Test
    void wrappedTextGetsTheHeightItNeedsAtItsWidthAndStaysInside() {
        layOutAt(700);
        int oneLine = note.getHeight();
        int narrow = 20 + note.getPreferredSize().width / 2 + 20;
        layOutAt(narrow);
        assertThat(note.getWidth()).isLessThanOrEqualTo(narrow - 40);
        assertThat(note.getHeight()).isEqualTo(note.heightFor(note.getWidth())).isGreaterThan(oneLine);
        form.setSize(narrow, 0);
        assertThat(form.getPreferredSize().height).as("the form asks for room for the wrapped lines")
                .isEqualTo(note.getY() + note.getHeight() + 10);
    }

    @Test
    void aHiddenRowTakesNoRoom() {
        layOutAt(700);
        int noteTop = note.getY();
        field.setVisible(false);
        label.setVisible(false);
        layOutAt(700);
        assertThat(note.getY()).isLessThan(noteTop);
    }
}
