package org.katakuti.app.table;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager2;
import java.util.ArrayList;
import java.util.List;

/**
 * The start screen's form, top to bottom: rows of a label and its field, the
 * labels right-aligned in a column of their own; in a window too narrow for
 * both, each label goes above its field. A field may come without a label, a
 * row may span the form, and a {@link WrappingLabel} gets the height its
 * wrapped text needs at the width it is given.
 *
 * <p>It exists because it is light: MigLayout, used everywhere else, costs
 * about 100 ms of class loading the first time it lays anything out, and the
 * start screen is the first thing drawn (README, "Start-up time").
 */
final class FormLayout implements LayoutManager2 {

    /** Where a component goes, and the space around it; added with the component. */
    static final class Cell {
        private final boolean label;
        private final boolean wide;
        private int gapAbove;
        private int indent;
        private boolean stretch;
        private boolean tight;

        private Cell(boolean label, boolean wide) {
            this.label = label;
            this.wide = wide;
        }

        /** @return this cell with {@code pixels} more space above its row */
        Cell gapAbove(int pixels) {
            gapAbove = pixels;
            return this;
        }

        /** @return this cell moved {@code pixels} right of its column's edge */
        Cell indent(int pixels) {
            indent = pixels;
            return this;
        }

        /** @return this cell right under the row above, without the usual gap between rows */
        Cell tight() {
            tight = true;
            return this;
        }

        /** @return this cell made as wide as its column (else it keeps its preferred width) */
        Cell stretch() {
            stretch = true;
            return this;
        }
    }

    /** @return the label of the field added next */
    static Cell label() {
        return new Cell(true, false);
    }

    /** @return a field, beside the label added just before it, if any */
    static Cell field() {
        return new Cell(false, false);
    }

    /** @return a row across the whole form */
    static Cell wide() {
        return new Cell(false, true);
    }

    private static final int COLUMN_GAP = 16;
    private static final int ROW_GAP = 6;
    private static final int STACKED_GAP = 2;

    private final Insets margin;
    private final List<Component> components = new ArrayList<>();
    private final List<Cell> cells = new ArrayList<>();

    /** @param margin the space kept free around the form */
    FormLayout(Insets margin) {
        this.margin = margin;
    }

    @Override
    public void addLayoutComponent(Component component, Object constraints) {
        if (!(constraints instanceof Cell)) {
            throw new IllegalArgumentException("add with a FormLayout.Cell, not " + constraints);
        }
        components.add(component);
        cells.add((Cell) constraints);
    }

    @Override
    public void addLayoutComponent(String name, Component component) {
        addLayoutComponent(component, field());
    }

    @Override
    public void removeLayoutComponent(Component component) {
        int index = components.indexOf(component);
        if (index >= 0) {
            components.remove(index);
            cells.remove(index);
        }
    }

    /** As wide as the container is now (it tracks its scroll pane's width); as high as the rows need at that width. */
    @Override
    public Dimension preferredLayoutSize(Container parent) {
        int width = parent.getWidth() > 0 ? parent.getWidth() : naturalWidth(parent);
        return new Dimension(width, place(parent, width, false));
    }

    @Override
    public Dimension minimumLayoutSize(Container parent) {
        return preferredLayoutSize(parent);
    }

    @Override
    public Dimension maximumLayoutSize(Container parent) {
        return new Dimension(Integer.MAX_VALUE, Integer.MAX_VALUE);
    }

    @Override
    public void layoutContainer(Container parent) {
        place(parent, parent.getWidth(), true);
    }

    @Override
    public float getLayoutAlignmentX(Container parent) {
        return 0;
    }

    @Override
    public float getLayoutAlignmentY(Container parent) {
        return 0;
    }

    @Override
    public void invalidateLayout(Container parent) {
    }

    /** The width at which every label sits beside its field and every field has its preferred width. */
    private int naturalWidth(Container parent) {
        int widest = 0;
        for (int i = 0; i < components.size(); i++) {
            Cell cell = cells.get(i);
            if (!cell.label && components.get(i).isVisible()) {
                int width = cell.indent + components.get(i).getPreferredSize().width;
                widest = Math.max(widest, cell.wide ? width - labelColumn() - COLUMN_GAP : width);
            }
        }
        Insets insets = insets(parent);
        return insets.left + labelColumn() + COLUMN_GAP + widest + insets.right;
    }

    private int labelColumn() {
        int width = 0;
        for (int i = 0; i < components.size(); i++) {
            if (cells.get(i).label && components.get(i).isVisible()) {
                width = Math.max(width, components.get(i).getPreferredSize().width);
            }
        }
        return width;
    }

    /** @return true when every label fits beside its field, each field at its preferred width */
    private boolean sideBySide(int available, int labelColumn) {
        for (int i = 0; i < components.size(); i++) {
            Cell cell = cells.get(i);
            if (!cell.label && !cell.wide && !cell.stretch && components.get(i).isVisible()
                    && labelColumn + COLUMN_GAP + cell.indent + components.get(i).getPreferredSize().width > available) {
                return false;
            }
        }
        return true;
    }

    /**
     * Lays the rows out at {@code width}, moving the components only when
     * {@code apply}; @return the height the rows take
     */
    private int place(Container parent, int width, boolean apply) {
        Insets insets = insets(parent);
        int left = insets.left;
        int available = Math.max(0, width - insets.left - insets.right);
        int labelColumn = labelColumn();
        boolean beside = sideBySide(available, labelColumn);
        int fieldX = beside ? left + labelColumn + COLUMN_GAP : left;
        int fieldWidth = beside ? available - labelColumn - COLUMN_GAP : available;
        int y = insets.top;
        Component label = null;
        Cell labelCell = null;
        for (int i = 0; i < components.size(); i++) {
            Component component = components.get(i);
            Cell cell = cells.get(i);
            if (!component.isVisible()) {
                continue;
            }
            if (cell.label) {
                label = component;
                labelCell = cell;
                continue;
            }
            int x = (cell.wide ? left : fieldX) + cell.indent;
            int room = (cell.wide ? available : fieldWidth) - cell.indent;
            int w = cell.stretch ? room : Math.min(room, component.getPreferredSize().width);
            int h = heightAt(component, w);
            if (cell.tight && y > insets.top) {
                y -= ROW_GAP;
            }
            y += Math.max(cell.gapAbove, labelCell == null ? 0 : labelCell.gapAbove);
            int rowHeight = h;
            if (label != null) {
                Dimension size = label.getPreferredSize();
                int labelWidth = Math.min(size.width, beside ? labelColumn : available);
                if (beside) {
                    int top = y + baselineShift(component, w, h, label, labelWidth, size.height);
                    if (apply) {
                        label.setBounds(left + labelColumn - labelWidth, top, labelWidth, size.height);
                    }
                    rowHeight = Math.max(h, top - y + size.height);
                } else {
                    if (apply) {
                        label.setBounds(left, y, labelWidth, size.height);
                    }
                    y += size.height + STACKED_GAP;
                }
            }
            if (apply) {
                component.setBounds(x, y, w, h);
            }
            y += rowHeight + ROW_GAP;
            label = null;
            labelCell = null;
        }
        return y - ROW_GAP + insets.bottom;
    }

    /** @return how far down the label goes so its text stands on the same line as its field's */
    private static int baselineShift(Component field, int fieldWidth, int fieldHeight, Component label, int labelWidth,
            int labelHeight) {
        int fieldBaseline = field.getBaseline(fieldWidth, fieldHeight);
        if (fieldBaseline < 0 && field instanceof Container && ((Container) field).getComponentCount() > 0) {
            // a row of buttons: its buttons stand at its top, so it reads on the line of its first
            Component first = ((Container) field).getComponent(0);
            Dimension size = first.getPreferredSize();
            fieldBaseline = first.getBaseline(size.width, size.height);
        }
        int labelBaseline = label.getBaseline(labelWidth, labelHeight);
        return fieldBaseline < 0 || labelBaseline < 0 ? 0 : Math.max(0, fieldBaseline - labelBaseline);
    }

    private static int heightAt(Component component, int width) {
        if (component instanceof WrappingLabel) {
            return ((WrappingLabel) component).heightFor(width);
        }
        return component.getPreferredSize().height;
    }

    private Insets insets(Container parent) {
        Insets border = parent.getInsets();
        return new Insets(border.top + margin.top, border.left + margin.left, border.bottom + margin.bottom,
                border.right + margin.right);
    }
}
