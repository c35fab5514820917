#!/usr/bin/env python3
"""Fills the English plural forms in resources/translations/flopsheet_en.ts.

Source strings use "%n row(s)" or "%n stretch(es)"; English shows "1 row" and "2 rows", which Qt takes from the
English translation's numerus forms. Run after `update_translations` has added new %n strings.
Only unfinished entries are filled, so a form written by hand stays.
"""
import html
import re
import sys
from pathlib import Path

TS = Path(__file__).resolve().parent.parent / "resources" / "translations" / "flopsheet_en.ts"

MESSAGE = re.compile(r'<message numerus="yes">.*?</message>', re.S)
SOURCE = re.compile(r"<source>(.*?)</source>", re.S)
UNFINISHED = re.compile(
    r'<translation type="unfinished">\s*<numerusform></numerusform>\s*<numerusform></numerusform>\s*</translation>')


def forms(source: str) -> tuple[str, str]:
    text = html.unescape(source)
    return (text.replace("(es)", "").replace("(s)", ""),
            text.replace("(es)", "es").replace("(s)", "s"))


def fill(match: re.Match) -> str:
    """Fills one numerus message when its forms are still empty; leaves any other as it is."""
    block = match.group(0)
    source = SOURCE.search(block)
    if not source or not UNFINISHED.search(block):
        return block
    singular, plural = forms(source.group(1))
    indent = " " * 12
    translation = ("<translation>\n"
                   f"{indent}<numerusform>{html.escape(singular, quote=False)}</numerusform>\n"
                   f"{indent}<numerusform>{html.escape(plural, quote=False)}</numerusform>\n"
                   "        </translation>")
    return UNFINISHED.sub(lambda _: translation, block, count=1)


def main() -> int:
    text = TS.read_text(encoding="utf-8")
    count = sum(1 for m in MESSAGE.finditer(text) if UNFINISHED.search(m.group(0)))
    filled = MESSAGE.sub(fill, text)
    TS.write_text(filled, encoding="utf-8")
    print(f"{TS.name}: filled {count} plural form pair(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
