#!/usr/bin/env python3
"""Fills the English plural forms in resources/translations/flopsheet_en.ts.

Source strings use "%n row(s)"; English shows "1 row" and "2 rows", which Qt takes from the
English translation's numerus forms. Run after `update_translations` has added new %n strings.
Only unfinished entries are filled, so a form written by hand stays.
"""
import html
import re
import sys
from pathlib import Path

TS = Path(__file__).resolve().parent.parent / "resources" / "translations" / "flopsheet_en.ts"

MESSAGE = re.compile(
    r'(<message numerus="yes">.*?<source>(?P<source>.*?)</source>\s*)'
    r'<translation type="unfinished">\s*<numerusform></numerusform>\s*<numerusform></numerusform>\s*</translation>',
    re.S)


def forms(source: str) -> tuple[str, str]:
    text = html.unescape(source)
    return text.replace("(s)", ""), text.replace("(s)", "s")


def fill(match: re.Match) -> str:
    singular, plural = forms(match.group("source"))
    indent = " " * 12
    return (match.group(1) + "<translation>\n"
            f"{indent}<numerusform>{html.escape(singular, quote=False)}</numerusform>\n"
            f"{indent}<numerusform>{html.escape(plural, quote=False)}</numerusform>\n"
            "        </translation>")


def main() -> int:
    text = TS.read_text(encoding="utf-8")
    filled, count = MESSAGE.subn(fill, text)
    TS.write_text(filled, encoding="utf-8")
    print(f"{TS.name}: filled {count} plural form pair(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
