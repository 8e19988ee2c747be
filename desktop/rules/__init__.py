"""The table's rules on the desktop: the editor, its inputs, the option words and the summary."""
