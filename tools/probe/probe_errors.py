"""Exit codes shared with the rightsize command line, and the one error type the probe raises."""

EXIT_OK = 0
EXIT_NOTHING_MEASURED = 1  # out of memory, no such device: no number came out
EXIT_REFUSED = 2           # a scenario or option the probe cannot run, named by JSON path
EXIT_IO = 3                # a file could not be read or written


class ProbeError(Exception):
    """A problem the user can act on; main() prints it and exits with `code`, never a traceback."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


def refused(path, message):
    return ProbeError(EXIT_REFUSED, "%s: %s" % (path, message))
