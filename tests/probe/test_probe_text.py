"""What the probe and its grid echo and tabulate: escaped, capped and inert in a spreadsheet, and
hostile scenario or shape files refused with a message, never a traceback. Needs no PyTorch."""

import json
import os
import subprocess
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True  # the checkout stays clean
_PROBE = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir, "tools",
                      "probe")
sys.path.insert(0, _PROBE)

from probe_errors import ProbeError  # noqa: E402
from probe_scenario import read_scenario, read_shape  # noqa: E402
from probe_text import MAX_MESSAGE_CHARS, csv_cell, visible  # noqa: E402


class Visible(unittest.TestCase):
    def test_acting_characters_are_escaped(self):
        for raw, shown in (("a\x1b[2Jb", "a\\x1b[2Jb"), ("a\rb", "a\\x0db"), ("a\x00b", "a\\x00b"),
                           ("a\x9bb", "a\\x9bb"), ("a\u202eb", "a\\u202eb"), ("a\u2066b", "a\\u2066b"),
                           ("a\ufeffb", "a\\ufeffb"), ("plain, é ✓", "plain, é ✓")):
            self.assertEqual(visible(raw), shown)

    def test_a_long_text_is_cut(self):
        text = visible("x" * 1_000_000)
        self.assertLessEqual(len(text), MAX_MESSAGE_CHARS + 1)
        self.assertTrue(text.endswith("…"))

    def test_newlines_only_where_asked(self):
        self.assertEqual(visible("a\nb"), "a\\x0ab")
        self.assertEqual(visible("a\nb", keep_newlines=True), "a\nb")


class CsvCell(unittest.TestCase):
    def test_formulas_are_inert(self):
        for raw in ("=HYPERLINK(\"http://x\")", "+1", "-1+2", "@SUM(A1)"):
            self.assertTrue(csv_cell(raw).startswith("'"), raw)
        self.assertEqual(csv_cell("\tx"), "\\x09x")  # a tab is escaped, so it starts nothing

    def test_plain_text_is_unchanged(self):
        self.assertEqual(csv_cell("llama-7b lora"), "llama-7b lora")


class HostileFiles(unittest.TestCase):
    def write(self, text):
        f = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
        f.write(text)
        f.close()
        self.addCleanup(os.unlink, f.name)
        return f.name

    def test_deep_nesting_is_refused(self):
        deep = "[" * 100_000 + "]" * 100_000
        with self.assertRaises(ProbeError) as caught:
            read_scenario(self.write(deep))
        self.assertEqual(caught.exception.code, 2)
        with self.assertRaises(ProbeError) as caught:
            read_shape(self.write(deep))
        self.assertEqual(caught.exception.code, 2)

    def test_a_hostile_kind_is_echoed_short_and_visible(self):
        doc = {"format": "rightsize-scenario", "version": 1,
               "workload": {"kind": "\x1b[31m" + "k" * 1_000_000, "model": {"layers": 2}}}
        path = self.write(json.dumps(doc))
        out = tempfile.mkdtemp()
        done = subprocess.run([sys.executable, os.path.join(_PROBE, "rightsize-probe"), path,
                               "--output", os.path.join(out, "run.json")],
                              capture_output=True, text=True, timeout=120)
        self.assertIn(done.returncode, (1, 2))
        self.assertNotIn("\x1b", done.stderr)
        self.assertNotIn("Traceback", done.stderr)
        self.assertLess(len(done.stderr.encode("utf-8")), 4096)


class GridTable(unittest.TestCase):
    def test_names_and_messages_are_inert(self):
        grid, out = tempfile.mkdtemp(), tempfile.mkdtemp()
        name = "=HYPERLINK(1)\x1b[2J"
        with open(os.path.join(grid, name + ".json"), "w") as f:
            f.write("{}")
        done = subprocess.run([sys.executable, os.path.join(_PROBE, "rightsize-probe-grid"), "run",
                               grid, "--output", out, "--budget", "5", "--total-budget", "60"],
                              capture_output=True, text=True, timeout=120)
        self.assertNotIn("\x1b", done.stdout + done.stderr)
        with open(os.path.join(out, "grid.csv"), encoding="utf-8") as f:
            table = f.read()
        self.assertNotIn("\x1b", table)
        self.assertIn("'=HYPERLINK", table)
        self.assertNotIn(",=", table)
        self.assertFalse(table.splitlines()[1].startswith("="))


if __name__ == "__main__":
    unittest.main()
