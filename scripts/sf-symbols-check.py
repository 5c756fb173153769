#!/usr/bin/env python3
"""Checks Sources/TandemUIKit/Image/SFSymbols.tsv against the installed Material Icons font.

Usage: python3 scripts/sf-symbols-check.py [--tsv PATH] [--font PATH] [--list-ligatures]

Every line of the TSV (after the leading '#' comment lines) must be
`name<TAB>ligature`, names sorted and distinct, and every ligature must be one
the font's GSUB ligature table really has (its glyph sequences read back to
text through the cmap). Prints the problems and exits 1 if there are any;
otherwise prints the number of names. Needs fontTools (pip install fonttools).
"""
import argparse
import os
import sys

from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_TSV = os.path.join(HERE, '..', 'Sources', 'TandemUIKit', 'Image', 'SFSymbols.tsv')
DEFAULT_FONT = '/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf'


def font_ligatures(path):
    """The ligature strings of the font's GSUB table (lookup type 4, also behind type 7 extensions)."""
    font = TTFont(path)
    char_of = {}
    for codepoint, glyph in sorted(font.getBestCmap().items()):
        char_of.setdefault(glyph, chr(codepoint))
    ligatures = set()
    if 'GSUB' not in font:
        return ligatures
    for lookup in font['GSUB'].table.LookupList.Lookup:
        for sub in lookup.SubTable:
            if lookup.LookupType == 7:
                sub = sub.ExtSubTable
            if getattr(sub, 'LookupType', lookup.LookupType) != 4:
                continue
            for first, ligs in sub.ligatures.items():
                for lig in ligs:
                    glyphs = [first] + list(lig.Component)
                    if all(g in char_of for g in glyphs):
                        ligatures.add(''.join(char_of[g] for g in glyphs))
    return ligatures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--tsv', default=DEFAULT_TSV)
    parser.add_argument('--font', default=DEFAULT_FONT)
    parser.add_argument('--list-ligatures', action='store_true', help="print the font's ligatures and stop")
    args = parser.parse_args()

    ligatures = font_ligatures(args.font)
    if args.list_ligatures:
        print('\n'.join(sorted(ligatures)))
        return 0
    if not ligatures:
        print(f'{args.font}: no ligatures found', file=sys.stderr)
        return 1

    problems = []
    names = []
    missing = {}
    in_header = True
    with open(args.tsv, encoding='utf-8') as tsv:
        for number, line in enumerate(tsv, 1):
            line = line.rstrip('\n')
            if in_header and line.startswith('#'):
                continue
            in_header = False
            fields = line.split('\t')
            if len(fields) != 2 or not fields[0] or not fields[1]:
                problems.append(f'line {number}: not name<TAB>ligature: {line!r}')
                continue
            name, ligature = fields
            names.append(name)
            if ligature not in ligatures:
                missing.setdefault(ligature, []).append(name)

    seen = set()
    for name in names:
        if name in seen:
            problems.append(f'duplicate name: {name}')
        seen.add(name)
    if names != sorted(names):
        problems.append('names are not sorted')
    for ligature, users in sorted(missing.items()):
        problems.append(f'missing ligature {ligature!r} (used by {", ".join(users)})')

    for problem in problems:
        print(problem)
    if problems:
        print(f'{len(problems)} problem(s) in {args.tsv}', file=sys.stderr)
        return 1
    print(f'{len(seen)} names, all ligatures present in {os.path.basename(args.font)} ({len(ligatures)} ligatures)')
    return 0


if __name__ == '__main__':
    sys.exit(main())
