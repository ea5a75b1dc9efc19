"""Coverage per family: the share of declarations Trellis draws or accepts."""

from collections import Counter

from .families import FAMILIES, PLATFORM
from .status import OUT_OF_SCOPE


def lines(rows):
    counts = {family: Counter() for family in FAMILIES + [PLATFORM]}
    for row in rows:
        counts.setdefault(row.family, Counter())[row.status] += 1
    out = [f"{'family':<30}{'draws':>7}{'accepted':>10}{'absent':>8}{'total':>7}{'covered':>9}"]

    def line(name, count):
        total = sum(count.values())
        covered = count["draws"] + count["accepted"]
        share = f"{100 * covered / total:.1f}%" if total else "-"
        return f"{name:<30}{count['draws']:>7}{count['accepted']:>10}{count['absent']:>8}{total:>7}{share:>9}"
    overall = Counter()
    for family in FAMILIES:
        out.append(line(family, counts[family]))
        overall.update(counts[family])
    out.append(line("the eleven families", overall))
    out.append(line("platform (not counted)", counts[PLATFORM]))
    out_of_scope = sum(1 for row in rows if row.family != PLATFORM and row.note.startswith(OUT_OF_SCOPE))
    counted = sum(overall.values()) - out_of_scope
    if counted:
        share = 100 * (overall["draws"] + overall["accepted"]) / counted
        out.append(f"the eleven families without the {out_of_scope} out of scope on Linux (UIKit, AppKit, "
                   f"Core Data): {share:.1f}% covered")
    reasons = Counter(OUT_OF_SCOPE + "UIKit, AppKit, Core Data" if row.note.startswith(OUT_OF_SCOPE) else row.note
                      for row in rows if row.status == "absent" and row.family != PLATFORM)
    out.append("")
    out.append("absent in the eleven families, by reason:")
    for reason, count in reasons.most_common(12):
        out.append(f"{count:>7}  {reason}")
    return out
