/** The feedback form. */
