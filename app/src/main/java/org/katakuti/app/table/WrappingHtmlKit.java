package org.katakuti.app.table;

import javax.swing.text.Element;
import javax.swing.text.View;
import javax.swing.text.ViewFactory;
import javax.swing.text.html.HTMLEditorKit;
import javax.swing.text.html.ParagraphView;

/**
 * An HTML kit whose paragraphs wrap Nepali between its words, as they wrap English.
 *
 * <p>Swing lays out a paragraph holding complex text (Devanagari is) with its
 * text-layout strategy, which finds no break after the first few words of a
 * long Nepali paragraph: the help's paragraph on matches ran off the page as one
 * line. The plain flow strategy, which breaks at the spaces between words, wraps
 * it whole.
 */
final class WrappingHtmlKit extends HTMLEditorKit {

    private static final ViewFactory VIEWS = new HTMLFactory() {
        @Override
        public View create(Element element) {
            View view = super.create(element);
            return view instanceof ParagraphView ? new WordWrappingParagraph(element) : view;
        }
    };

    @Override
    public ViewFactory getViewFactory() {
        return VIEWS;
    }

    private static final class WordWrappingParagraph extends ParagraphView {

        WordWrappingParagraph(Element element) {
            super(element);
            strategy = new FlowStrategy();
        }
    }
}
