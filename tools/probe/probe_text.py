"""Text that reaches a terminal or a spreadsheet: what the probe echoes of a user's file and what
the grid writes to its table, made visible, short and inert. The same rules as the rightsize
program's (core/model/visible_text.h): a character that would act instead of show (a control
character, C1, a bidirectional override or isolate, a line or paragraph separator, a byte-order
mark) is written as an escape such as \\u202e; a spreadsheet cell that would start a formula is
prefixed with an apostrophe."""

# Bidirectional marks, embeddings, overrides and isolates, separators and the byte-order mark.
_INVISIBLE = {0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0xFEFF} | set(range(0x202A, 0x202F)) | \
    set(range(0x2066, 0x206A))
# A message is cut here: a screenful, never a megabyte of someone's file.
MAX_MESSAGE_CHARS = 1000


def _escape(c):
    code = ord(c)
    if code < 0x20 or code == 0x7F or 0x80 <= code <= 0x9F or code in _INVISIBLE:
        return "\\x%02x" % code if code <= 0xFF else "\\u%04x" % code
    return c


def visible(text, limit=MAX_MESSAGE_CHARS, keep_newlines=False):
    """`text` with every acting character escaped, cut to `limit` characters with an ellipsis."""
    text = str(text)
    out = []
    length = 0
    for c in text:
        piece = c if keep_newlines and c == "\n" else _escape(c)
        if length + len(piece) > limit:
            out.append("…")
            break
        out.append(piece)
        length += len(piece)
    return "".join(out)


def csv_cell(text):
    """A cell a spreadsheet shows as text: acting characters are escaped (a tab or a carriage
    return too), and one that starts like a formula (=, +, -, @) gets an apostrophe in front."""
    text = visible(text, limit=MAX_MESSAGE_CHARS)
    if text[:1] in ("=", "+", "-", "@"):
        return "'" + text
    return text
