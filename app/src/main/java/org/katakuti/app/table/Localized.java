package org.katakuti.app.table;

import org.katakuti.app.i18n.Texts;

/** A part of the window that sets its own words, at creation and whenever the language changes. */
interface Localized {

    /** Sets every visible word from {@code texts}, keeping all other state. */
    void applyTexts(Texts texts);
}
